import { z } from 'zod/mini';
import type { RefusalCode } from '../api/refusals.ts';
import { checkedTransform, refuse, type FieldPath, type IssueSink } from './checks.ts';

/**
 * Money amounts as the player types and reads them in Brazilian notation, converted to and from integer cents with
 * string arithmetic only (never a float): `"10,50"` ↔ 1050, `"1.234,56"` ↔ 123456, `"0,01"` ↔ 1.
 */

/**
 * Parses a non-negative amount typed in pt-BR notation into cents, or null when it is not one. Accepted: digits,
 * optional thousands dots in groups of three, optional comma with one or two decimals (`"10"`, `"10,5"`,
 * `"1.234,56"`, `"R$ 10,00"`). Refused: `"1,234"` (three decimals), `"abc"`, negatives, empty input.
 */
export function parseAmountToCents(input: string): number | null {
  const text = input
    .trim()
    .replace(/^R\$\s*/, '')
    .trim();
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll('.', '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '');
  if (digits.length > 15) return null;
  const cents = Number(digits);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as `"1.234,56"` (pt-BR, 2 decimals, thousands dots; a leading `-` for negatives). */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('Amounts are whole numbers of cents.');
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${whole},${digits.slice(-2)}`;
}

/** Cents as a plain decimal with a dot and two decimals (`1050` → `"10.50"`), as in the BR Code amount field. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError('Amounts are non-negative whole cents.');
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * What a person types in an amount field → integer cents, or null unless it is a positive amount. Accepts both
 * notations, because players of the English interface type "10.50": the last `,` or `.` followed by one or two
 * digits is the decimal separator and any other separator groups thousands ("10.50", "1,234.56", "1.234,56",
 * "R$ 25"). The text is rewritten into pt-BR notation and parsed by `parseAmountToCents`, the one parser.
 */
export function parseAmountInput(input: string): number | null {
  const text = input.replace(/R\$|\s/g, '');
  if (text === '' || !/^[\d.,]+$/.test(text)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const wholePart = decimal ? text.slice(0, decimal.index) : text;
  if (wholePart !== '' && !/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(wholePart)) return null;
  const whole = wholePart.replace(/[.,]/g, '') || '0';
  const cents = parseAmountToCents(decimal ? `${whole},${decimal[1] ?? ''}` : whole);
  return cents !== null && cents > 0 ? cents : null;
}

/**
 * The amount field of a money form: what the person typed → integer cents, refused with a catalogue code when it is
 * not an amount (`field.amount`), outside the limits (`money.amount.out.of.range`) or above what is available (the
 * caller's code, with `{available}`). `checkAmount` is the refinement (answers the cents, or null after adding its
 * issue); `amountSchema` the field schema whose output is the cents.
 */
export type AmountLimits = {
  min?: number | undefined;
  max?: number | undefined;
  available?: { cents: number; code: RefusalCode } | undefined;
};

export function checkAmount(
  ctx: IssueSink,
  path: FieldPath,
  text: string,
  limits: AmountLimits = {},
): number | null {
  const cents = parseAmountInput(text);
  if (cents === null) {
    refuse(ctx, path, text.trim() === '' ? 'field.required' : 'field.amount');
    return null;
  }
  const { min, max, available } = limits;
  if ((min !== undefined && cents < min) || (max !== undefined && cents > max)) {
    refuse(ctx, path, 'money.amount.out.of.range', { min: min ?? 1, max: max ?? cents });
    return null;
  }
  if (available && cents > available.cents) {
    refuse(ctx, path, available.code, { available: available.cents });
    return null;
  }
  return cents;
}

export function amountSchema(limits: AmountLimits = {}) {
  return z.pipe(
    z.string(),
    checkedTransform((text: string, ctx) => checkAmount(ctx, [], text, limits) ?? z.NEVER),
  );
}
