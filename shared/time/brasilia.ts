import { TZDate, tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { differenceInYears } from 'date-fns/differenceInYears';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfWeek } from 'date-fns/endOfWeek';
import { formatISO } from 'date-fns/formatISO';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { platformTimeZone } from './time-zone.ts';

/**
 * The platform's calendar (spec: a Brazilian site): days, weeks and months are Brasília's (America/Sao_Paulo),
 * whatever the time zone of the machine that runs the code. One helper for the platform and the renderer, on
 * date-fns with @date-fns/tz, so that no caller adds or subtracts hours by hand.
 *
 * - A calendar date travels as `yyyy-MM-dd`; a range of them (`DateRange`) includes both ends.
 * - An instant travels as an ISO 8601 string (`…Z` for storage and comparisons, `…-03:00` for display).
 * - Weeks start on Sunday, as Brazilian calendars do.
 */
export { platformTimeZone } from './time-zone.ts';

/** The longest range a records or list call accepts (request schemas in shared/api/money.ts). */
export const maxRangeDays = 92;

/** The quick steps of the records' date pickers (spec §9: next / previous 7 and 30 days). */
export const pickerSteps = [7, 30] as const;

export type CalendarDate = string;
export type DateRange = { startDate: CalendarDate; endDate: CalendarDate };
export type Instant = Date | number | string;

const inBrasilia = tz(platformTimeZone);
const weekStartsOn = 0;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The Brasília calendar date of an instant, `yyyy-MM-dd` (or `yyyyMMdd`). The fields of a TZDate, not date-fns'
 * `format`: the token formatter and its locale data weighed more in the first view than the whole calendar.
 */
function dayOf(at: Date, separator = '-'): CalendarDate {
  const day = inBrasilia(at);
  return [String(day.getFullYear()).padStart(4, '0'), pad(day.getMonth() + 1), pad(day.getDate())].join(
    separator,
  );
}

function toDate(at: Instant): Date {
  return at instanceof Date ? at : new Date(at);
}

/** The instant as a UTC ISO string (`…Z`), the form the platform stores and compares. */
function utcIso(at: Date): string {
  return new Date(at.getTime()).toISOString();
}

/** Midnight in Brasília at the start of a calendar date; null for a malformed or impossible date. */
function midnightOf(date: CalendarDate): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const parsed = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), platformTimeZone);
  // an impossible date (2026-02-30) rolls over into another one
  return Number.isNaN(parsed.getTime()) || dayOf(parsed) !== date ? null : parsed;
}

function midnight(date: CalendarDate): Date {
  const parsed = midnightOf(date);
  if (!parsed) throw new RangeError(`Not a calendar date (yyyy-MM-dd): ${date}`);
  return parsed;
}

/** Whether `date` is a real calendar date written `yyyy-MM-dd`. */
export function isCalendarDate(date: string): boolean {
  return midnightOf(date) !== null;
}

/** The calendar date in Brasília that holds the instant (default: now), `yyyy-MM-dd`. */
export function brasiliaDate(at: Instant = Date.now()): CalendarDate {
  return dayOf(toDate(at));
}

/** Today in Brasília, `yyyy-MM-dd`. */
export function brasiliaToday(now: Instant = Date.now()): CalendarDate {
  return brasiliaDate(now);
}

/** The calendar date in Brasília as `yyyyMMdd` (order and issue numbers). */
export function compactDate(at: Instant = Date.now()): string {
  return dayOf(toDate(at), '');
}

/** The instant in Brasília's own offset, e.g. `2026-11-21T01:30:00-03:00`. */
export function brasiliaIso(at: Instant): string {
  return formatISO(toDate(at), { in: inBrasilia });
}

/** A calendar date `days` later (earlier when negative). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return dayOf(addDays(midnight(date), days, { in: inBrasilia }));
}

/** How many calendar days a range holds, both ends included (0 or less when it ends before it starts). */
export function rangeDays(range: DateRange): number {
  return differenceInCalendarDays(midnight(range.endDate), midnight(range.startDate), { in: inBrasilia }) + 1;
}

/** Full years from a calendar date (a birthday) to today in Brasília. */
export function yearsSince(date: CalendarDate, now: Instant = Date.now()): number {
  return differenceInYears(midnight(brasiliaToday(now)), midnight(date), { in: inBrasilia });
}

// --- Instants of the calendar -----------------------------------------------------------------------------------

export type Period = 'day' | 'week' | 'month';

const periodStart = { day: startOfDay, week: startOfWeek, month: startOfMonth } as const;

/** The start (UTC ISO) of the Brasília day, week (Sunday) or month that holds the instant. */
export function startOf(period: Period, at: Instant = Date.now()): string {
  return utcIso(periodStart[period](toDate(at), { in: inBrasilia, weekStartsOn }));
}

/** The start (epoch ms) of the Brasília day that holds the instant. */
export function dayStartMs(at: Instant = Date.now()): number {
  return startOfDay(toDate(at), { in: inBrasilia }).getTime();
}

/** Brasília midnight at the start of a calendar date (epoch ms). */
export function dateStartMs(date: CalendarDate): number {
  return midnight(date).getTime();
}

/** A range of calendar days as instants [from, to): Brasília midnight of the first day, of the day after the last. */
export function dayBounds(range: DateRange): { from: string; to: string } {
  return {
    from: utcIso(midnight(range.startDate)),
    to: utcIso(midnight(addCalendarDays(range.endDate, 1))),
  };
}

// --- Ranges of calendar days (records and lists) ----------------------------------------------------------------

/** Today. */
export function todayRange(now: Instant = Date.now()): DateRange {
  const today = brasiliaToday(now);
  return { startDate: today, endDate: today };
}

/** Yesterday. */
export function yesterdayRange(now: Instant = Date.now()): DateRange {
  const yesterday = addCalendarDays(brasiliaToday(now), -1);
  return { startDate: yesterday, endDate: yesterday };
}

/** This week (from Sunday) up to today. */
export function thisWeekRange(now: Instant = Date.now()): DateRange {
  const start = startOfWeek(toDate(now), { in: inBrasilia, weekStartsOn });
  return { startDate: dayOf(start), endDate: brasiliaToday(now) };
}

/** This month up to today. */
export function thisMonthRange(now: Instant = Date.now()): DateRange {
  const start = startOfMonth(toDate(now), { in: inBrasilia });
  return { startDate: dayOf(start), endDate: brasiliaToday(now) };
}

/** The whole Brasília week (Sunday to Saturday) or month that holds the instant. */
export function periodRange(period: 'week' | 'month', at: Instant = Date.now()): DateRange {
  const date = toDate(at);
  const [start, end] =
    period === 'week'
      ? [
          startOfWeek(date, { in: inBrasilia, weekStartsOn }),
          endOfWeek(date, { in: inBrasilia, weekStartsOn }),
        ]
      : [startOfMonth(date, { in: inBrasilia }), endOfMonth(date, { in: inBrasilia })];
  return {
    startDate: dayOf(start),
    endDate: dayOf(end),
  };
}

/** The last `days` days up to `today`, today included (the pickers' "last 7 / 30 days"). */
export function lastDays(days: number, today: CalendarDate = brasiliaToday()): DateRange {
  return { startDate: addCalendarDays(today, -(days - 1)), endDate: today };
}

/** The `days` days just before a range (the pickers' "previous 7 / 30"). */
export function previousDays(range: DateRange, days: number): DateRange {
  const endDate = addCalendarDays(range.startDate, -1);
  return { startDate: addCalendarDays(endDate, -(days - 1)), endDate };
}

/** The `days` days just after a range, never beyond today (the pickers' "next 7 / 30"). */
export function nextDays(range: DateRange, days: number, today: CalendarDate = brasiliaToday()): DateRange {
  const startDate = addCalendarDays(range.endDate, 1);
  if (startDate > today) return range;
  const endDate = addCalendarDays(startDate, days - 1);
  return { startDate, endDate: endDate > today ? today : endDate };
}

export type RangeProblem = 'missing' | 'order' | 'tooLong';

/**
 * What is wrong with a range, or null: a date missing or malformed, the end before the start, or more than
 * `maxRangeDays` days. The request schemas of the range calls refuse with the same rule.
 */
export function rangeProblem(range: DateRange): RangeProblem | null {
  if (!isCalendarDate(range.startDate) || !isCalendarDate(range.endDate)) return 'missing';
  const days = rangeDays(range);
  if (days < 1) return 'order';
  return days > maxRangeDays ? 'tooLong' : null;
}
