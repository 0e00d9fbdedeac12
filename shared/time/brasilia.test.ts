import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  brasiliaDate,
  brasiliaIso,
  compactDate,
  dayBounds,
  dayStartMs,
  isCalendarDate,
  lastDays,
  maxRangeDays,
  nextDays,
  periodRange,
  previousDays,
  rangeDays,
  rangeProblem,
  startOf,
  thisMonthRange,
  thisWeekRange,
  yearsSince,
  todayRange,
  yesterdayRange,
} from './brasilia.ts';

// Saturday 21 November 2026, 02:30 UTC = Friday 20 November, 23:30 in Brasília.
const lateFriday = Date.parse('2026-11-21T02:30:00Z');

describe('Brasília calendar', () => {
  it('reads the calendar date in Brasília, not in UTC or the machine zone', () => {
    expect(brasiliaDate(lateFriday)).toBe('2026-11-20');
    expect(brasiliaDate('2026-11-21T03:00:00Z')).toBe('2026-11-21');
    expect(compactDate(lateFriday)).toBe('20261120');
    expect(brasiliaIso(lateFriday)).toBe('2026-11-20T23:30:00-03:00');
  });

  it('gives the start of the day, the week (Sunday) and the month as UTC instants', () => {
    expect(startOf('day', lateFriday)).toBe('2026-11-20T03:00:00.000Z');
    expect(startOf('week', lateFriday)).toBe('2026-11-15T03:00:00.000Z');
    expect(startOf('month', lateFriday)).toBe('2026-11-01T03:00:00.000Z');
    expect(new Date(dayStartMs(lateFriday)).toISOString()).toBe('2026-11-20T03:00:00.000Z');
  });

  it('turns a range of calendar days into [from, to) instants, even on a day that lost its midnight', () => {
    expect(dayBounds({ startDate: '2026-11-15', endDate: '2026-11-21' })).toEqual({
      from: '2026-11-15T03:00:00.000Z',
      to: '2026-11-22T03:00:00.000Z',
    });
    // 4 November 2018: summer time began at midnight (00:00 → 01:00, UTC−02:00)
    expect(dayBounds({ startDate: '2018-11-04', endDate: '2018-11-04' })).toEqual({
      from: '2018-11-04T03:00:00.000Z',
      to: '2018-11-05T02:00:00.000Z',
    });
  });

  it('offers today, yesterday, this week and this month', () => {
    expect(todayRange(lateFriday)).toEqual({ startDate: '2026-11-20', endDate: '2026-11-20' });
    expect(yesterdayRange(lateFriday)).toEqual({ startDate: '2026-11-19', endDate: '2026-11-19' });
    expect(thisWeekRange(lateFriday)).toEqual({ startDate: '2026-11-15', endDate: '2026-11-20' });
    expect(thisMonthRange(lateFriday)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-20' });
    expect(periodRange('week', lateFriday)).toEqual({ startDate: '2026-11-15', endDate: '2026-11-21' });
    expect(periodRange('month', Date.parse('2028-02-10T12:00:00Z'))).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
  });

  it('steps the pickers by 7 and 30 days, never past today', () => {
    expect(lastDays(7, '2026-03-01')).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    expect(previousDays({ startDate: '2026-02-23', endDate: '2026-03-01' }, 30)).toEqual({
      startDate: '2026-01-24',
      endDate: '2026-02-22',
    });
    const week = { startDate: '2026-02-01', endDate: '2026-02-07' };
    expect(nextDays(week, 7, '2026-03-01')).toEqual({ startDate: '2026-02-08', endDate: '2026-02-14' });
    expect(nextDays(week, 30, '2026-02-20')).toEqual({ startDate: '2026-02-08', endDate: '2026-02-20' });
    expect(nextDays(week, 7, '2026-02-07')).toBe(week);
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('counts full years (an age) up to today in Brasília', () => {
    // 23:30 on 20 November in Brasília: the birthday of 21 November has not come yet
    expect(yearsSince('2008-11-21', lateFriday)).toBe(17);
    expect(yearsSince('2008-11-20', lateFriday)).toBe(18);
  });

  it(`refuses malformed dates, reversed ranges and ranges longer than ${maxRangeDays} days`, () => {
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('26-02-01')).toBe(false);
    expect(rangeProblem({ startDate: '2026-02-30', endDate: '2026-03-01' })).toBe('missing');
    expect(rangeProblem({ startDate: '2026-03-02', endDate: '2026-03-01' })).toBe('order');
    expect(rangeDays({ startDate: '2026-01-01', endDate: '2026-04-02' })).toBe(92);
    expect(rangeProblem({ startDate: '2026-01-01', endDate: '2026-04-02' })).toBeNull();
    expect(rangeProblem({ startDate: '2026-01-01', endDate: '2026-04-03' })).toBe('tooLong');
  });
});
