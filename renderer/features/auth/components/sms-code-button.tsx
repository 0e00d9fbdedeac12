import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timings } from '../../../../shared/constants/business.ts';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { useThrottleGate } from '../../../hooks/use-throttle-gate.ts';

/**
 * "Send code" (spec §4): enabled until a code is sent, then disabled with a countdown of expiredMinutes x 60 s;
 * clicks closer than 1 s apart are ignored. `send` validates the number first and answers expiredMinutes, or null
 * when nothing was sent.
 */
export function SmsCodeButton({ send }: { send: () => Promise<number | null> }) {
  const { t } = useTranslation('auth');
  const { remaining, running, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const gate = useThrottleGate(timings.smsThrottleMs);

  const onClick = async () => {
    if (running || sending || !gate.pass()) return;
    setSending(true);
    try {
      const minutes = await send();
      if (minutes !== null) start(minutes * 60);
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className="field__addon"
      onClick={() => void onClick()}
      disabled={running || sending}
    >
      {running ? t('sms.countdown', { seconds: remaining }) : t('sms.send')}
    </button>
  );
}
