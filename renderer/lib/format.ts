import { defaultCurrency, type Language } from '../../shared/constants/i18n.ts';
import { platformTimeZone } from '../../shared/time/time-zone.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a cache for a language and options, made at the first ask. */
function kept<F>(cache: Map<string, F>, language: string, options: object, make: () => F): F {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/**
 * One `Intl.NumberFormat` per language and options, kept: making one loads locale data and costs far more than
 * formatting with it (the home page's first render made hundreds; a profile at 4× CPU put 100 ms on them).
 */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, language, options, () => new Intl.NumberFormat(language, options));
}

/** One `Intl.DateTimeFormat` per language and options, kept (see `numberFormat`). */
export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return kept(dateTimeFormats, language, options, () => new Intl.DateTimeFormat(language, options));
}

/**
 * How Intl writes reais in each language (the tests compare every shape with `Intl.NumberFormat`): the market's
 * currency is written without building a number formatter, because a page's first `Intl.NumberFormat` loads the
 * locale's number data, ~50 ms on a desktop and ~200 ms on a phone (4× CPU), in the middle of the first view's
 * drawing (the winner board, the header balance). Other currencies go through Intl.
 */
const reaisShapes: Record<Language, { prefix: string; group: string; decimal: string }> = {
  'pt-BR': { prefix: 'R$\u00a0', group: '.', decimal: ',' },
  en: { prefix: 'R$', group: ',', decimal: '.' },
};

/** Integer cents as reais, in integer arithmetic (exact for every safe integer). */
function formatReais(amountCents: number, language: Language): string {
  const shape = reaisShapes[language];
  const abs = Math.abs(amountCents);
  const cents = abs % 100;
  const whole = String((abs - cents) / 100).replace(/\B(?=(\d{3})+(?!\d))/g, shape.group);
  const sign = amountCents < 0 ? '-' : '';
  return `${sign}${shape.prefix}${whole}${shape.decimal}${String(cents).padStart(2, '0')}`;
}

/** Money travels as integer cents; it is divided only here, for display, with exactly 2 decimals. */
export function formatMoney(
  amountCents: number,
  language: Language,
  currency: string = defaultCurrency,
): string {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError('Money amounts are integer cents');
  if (currency === 'BRL' && Object.hasOwn(reaisShapes, language)) return formatReais(amountCents, language);
  return numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amountCents / 100);
}

/** A countdown's seconds as "mm:ss" (or "h:mm:ss"). */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * An instant in the language, in the platform's time zone (Brasília) by default: the records' periods are Brasília
 * days, so their times read on the same clock whatever the machine's zone.
 */
export function formatDateTime(
  value: string | Date,
  language: Language,
  timeZone: string = platformTimeZone,
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
