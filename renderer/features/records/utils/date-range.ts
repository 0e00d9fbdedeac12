/**
 * Date ranges of the records (spec §9: the pickers offer next / previous 7 and 30 days). Dates are calendar days
 * `yyyy-MM-dd` in the platform's time zone, Brasília (UTC−03:00), both ends included; at most 92 days.
 */
export type DateRange = { startDate: string; endDate: string };

export const maxRangeDays = 92;

export function todayInBrasilia(now: Date = new Date()): string {
  return new Date(now.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(startDate: string, endDate: string): number {
  return (
    Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** The last `days` days up to today. */
export function lastDays(days: number, today: string = todayInBrasilia()): DateRange {
  return { startDate: addDays(today, -(days - 1)), endDate: today };
}

/** The `days` days before the current range. */
export function previousDays(range: DateRange, days: number): DateRange {
  const endDate = addDays(range.startDate, -1);
  return { startDate: addDays(endDate, -(days - 1)), endDate };
}

/** The `days` days after the current range, never beyond today. */
export function nextDays(range: DateRange, days: number, today: string = todayInBrasilia()): DateRange {
  const startDate = addDays(range.endDate, 1);
  if (startDate > today) return range;
  const endDate = addDays(startDate, days - 1);
  return { startDate, endDate: endDate > today ? today : endDate };
}

export type RangeProblem = 'order' | 'tooLong' | 'missing';

export function rangeProblem(range: DateRange): RangeProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(range.startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(range.endDate))
    return 'missing';
  if (range.startDate > range.endDate) return 'order';
  if (daysBetween(range.startDate, range.endDate) > maxRangeDays) return 'tooLong';
  return null;
}
