/** The median of the bench's figures: the middle one, or the mean of the middle two for an even count (NaN for none). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[Math.floor(middle)] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/**
 * A figure over the runs as the bench prints it: `low–high unit (median M unit)`, or `V unit in every run` when the
 * runs gave one figure (as `format` writes it).
 */
export function spreadOf(values: readonly number[], format: (value: number) => string, unit = ''): string {
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  if (low === high) return `${low}${unit} in every run`;
  return `${low}–${high}${unit} (median ${format(median(values))}${unit})`;
}
