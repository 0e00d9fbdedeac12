import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timings } from '../../../../shared/constants/business.ts';
import { defaultLanguage, isLanguage } from '../../../../shared/constants/i18n.ts';
import { dateTimeFormat } from '../../../lib/format.ts';

/** "GMT-03:00" for the local zone. */
export function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `GMT${sign}${hh}:${mm}`;
}

/** The agent centre clock (spec §2): local time with its GMT offset, updated every second. */
export function AgentClock() {
  const { t, i18n } = useTranslation('agent');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), timings.clockTickMs);
    return () => window.clearInterval(id);
  }, []);
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
  const time = dateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }).format(now);
  return (
    <time className="agent-clock" dateTime={now.toISOString()} aria-label={t('home.clockLabel')}>
      {t('home.clock', { time, offset: gmtOffset(now) })}
    </time>
  );
}
