import type { LimitKind } from '../../../../shared/api/responsible.ts';
import { minutesToHoursInput } from '../../../../shared/rules/responsible.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { centsToInput } from '../../../lib/amount.ts';
import { dateTimeFormat, formatMoney } from '../../../lib/format.ts';
import { i18n } from '../../../lib/i18n.ts';

/** A duration in minutes as people read it: "45 min", "2 h", "1 h 30 min". */
export function formatMinutes(minutes: number, language: Language): string {
  const t = i18n.getFixedT(language, 'responsible');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('units.minutes', { count: rest });
  if (rest === 0) return t('units.hours', { count: hours });
  return t('units.hoursMinutes', { hours, minutes: rest });
}

/** A limit's value (or use) in its kind's unit: money, a duration, a number of bets. */
export function formatLimitValue(kind: LimitKind, value: number, language: Language): string {
  if (kind === 'DEPOSIT' || kind === 'LOSS') return formatMoney(value, language);
  if (kind === 'TIME') return formatMinutes(value, language);
  return i18n.getFixedT(language, 'responsible')('units.bets', { count: value });
}

/** What the limit's input shows for a value (reais, hours or a count). */
export function limitInputOf(kind: LimitKind, value: number, language: Language): string {
  if (kind === 'DEPOSIT' || kind === 'LOSS') return centsToInput(value);
  if (kind === 'TIME') return minutesToHoursInput(value, language === 'en' ? '.' : ',');
  return String(value);
}

/** A calendar date (yyyy-MM-dd) as people read it: 17/05/1990, 05/17/1990. */
export function formatDate(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return dateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
