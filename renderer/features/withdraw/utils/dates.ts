/** The platform's calendar is Brasília's (UTC−03:00): today's date there, as yyyy-MM-dd. */
export function todayInBrasilia(now: Date = new Date()): string {
  return new Date(now.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The last `days` calendar days, today included. */
export function lastDays(days: number, now: Date = new Date()): { startDate: string; endDate: string } {
  const endDate = todayInBrasilia(now);
  const start = new Date(`${endDate}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { startDate: start.toISOString().slice(0, 10), endDate };
}
