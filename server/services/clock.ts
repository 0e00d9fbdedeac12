import type { Database } from '../db/database.ts';

/**
 * The platform's clock: real time plus an offset. Every time the platform reads (sessions, limits, periods, jobs,
 * settlements) comes from here, so that a platform started with an adjustable clock (tests, browser journeys, a demo
 * with `ADJUSTABLE_CLOCK=1`) can be moved forward by the operator — a day of salaries or a 24-hour limit delay without
 * waiting — and everything agrees on what "now" is. The clock only moves forward; the offset is kept in the database,
 * so a restart keeps the platform's time (a settlement job catching up after a crash sees the same periods).
 *
 * One clock per process: the platform is one process (the server, or the desktop app's embedded platform).
 */
let offsetMs = 0;

export const clock = {
  /** milliseconds since the epoch, platform time */
  now: (): number => Date.now() + offsetMs,
  /** a Date at platform time */
  date: (): Date => new Date(Date.now() + offsetMs),
  /** ISO 8601 (UTC) at platform time */
  iso: (): string => new Date(Date.now() + offsetMs).toISOString(),
  /** how far the platform's time is ahead of real time */
  offsetMs: (): number => offsetMs,
};

/** Reads the offset kept in the database (at platform start). */
export function loadClock(db: Database): void {
  const row = db.prepare('SELECT offset_ms FROM platform_clock WHERE id = 1').get() as
    { offset_ms: number } | undefined;
  offsetMs = row?.offset_ms ?? 0;
}

/** Moves the platform's time forward by `ms` (never back) and keeps the new offset. */
export function advanceClock(db: Database, ms: number): number {
  if (!Number.isSafeInteger(ms) || ms < 0)
    throw new RangeError('The clock only moves forward by whole milliseconds.');
  offsetMs += ms;
  db.prepare(
    'INSERT INTO platform_clock (id, offset_ms) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET offset_ms = excluded.offset_ms',
  ).run(offsetMs);
  return clock.now();
}

/** Tests: back to real time (the database row, if any, is left to the test's own database). */
export function resetClockForTests(): void {
  offsetMs = 0;
}
