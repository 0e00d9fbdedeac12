import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '../api/session-api.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { deviceFingerprint, freePlayValue } from '../utils/free-play.ts';
import { errorText } from '../../../lib/error-text.ts';

/** "Free play" (FREEPLAY3): a trial account (member type 4) with demo money; then member info and `/`. */
export function FreePlayButton({
  onError,
  className = 'btn btn--ghost form__submit',
}: {
  onError: (message: string | null) => void;
  className?: string;
}) {
  const { t } = useTranslation('layout');
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    onError(null);
    try {
      const response = await sessionApi.loginFreePlay({
        os: deviceFingerprint().os,
        platform: 'W',
        value: await freePlayValue(),
        gatewayVersion: 3,
      });
      await completeLogin(response, { type: 'freeplay' });
    } catch (error) {
      onError(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void onClick()} disabled={busy}>
      {t('header.freePlay')}
    </button>
  );
}
