import { defaultCurrency, type Language } from '../../shared/constants/i18n.ts';

/** Money travels as integer cents; it is divided only here, for display, with exactly 2 decimals. */
export function formatMoney(
  amountCents: number,
  language: Language,
  currency: string = defaultCurrency,
): string {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError('Money amounts are integer cents');
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amountCents / 100);
}

export function formatDateTime(value: string | Date, language: Language, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
