/**
 * Money typed by a person → integer cents, with string arithmetic only (never a float): "10,50", "10.50", "1.234,56",
 * "R$ 25" → 1050, 1050, 123456, 2500. The last `,` or `.` followed by one or two digits is the decimal separator;
 * any other separator groups thousands. Returns null for anything that is not a positive amount of money.
 * A superset of shared/rules/amount.ts `parseAmountToCents` (strict pt-BR notation, used by the platform): players of
 * the English interface type "10.50", so the form accepts both notations.
 */
export function parseAmount(input: string): number | null {
  const text = input.replace(/R\$|\s/g, '');
  if (text === '' || !/^[\d.,]+$/.test(text)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const wholePart = decimal ? text.slice(0, decimal.index) : text;
  const fraction = decimal ? (decimal[1] ?? '') : '';
  if (wholePart !== '' && !/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(wholePart)) return null;
  const whole = wholePart.replace(/[.,]/g, '') || '0';
  const digits = `${whole}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  if (digits.length > 15) return null;
  const cents = Number(digits);
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

/** Integer cents → what an amount input shows ("1050" → "10,50"), without grouping or currency. */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(cents))).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)},${digits.slice(-2)}`;
}

/** One key per user intent: the same key is sent again on a retry, so the platform applies the intent once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
