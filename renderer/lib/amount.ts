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
