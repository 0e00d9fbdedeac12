import { describe, expect, it } from 'vitest';
import { daysOf, monthMasks, monthsOf } from './agent-reports.ts';

describe('calendar pieces of the reports', () => {
  it('cuts a period into its months, across a year end and a leap February', () => {
    expect(monthsOf({ startDate: '2027-12-20', endDate: '2028-03-02' })).toEqual([
      { month: '2027-12', from: 20, to: 31, length: 31 },
      { month: '2028-01', from: 1, to: 31, length: 31 },
      { month: '2028-02', from: 1, to: 29, length: 29 },
      { month: '2028-03', from: 1, to: 2, length: 31 },
    ]);
    expect(monthsOf({ startDate: '2026-02-10', endDate: '2026-02-10' })).toEqual([
      { month: '2026-02', from: 10, to: 10, length: 28 },
    ]);
  });

  it('lists every day and the day masks of each month', () => {
    const days = daysOf({ startDate: '2026-10-30', endDate: '2026-11-02' });
    expect(days).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(daysOf({ startDate: '2026-01-01', endDate: '2026-03-31' })).toHaveLength(90);
    expect(monthMasks({ startDate: '2026-10-30', endDate: '2026-11-02' })).toEqual([
      { month: '2026-10', mask: 2 ** 29 + 2 ** 30 },
      { month: '2026-11', mask: 0b11 },
    ]);
    expect(monthMasks({ startDate: '2026-01-01', endDate: '2026-01-31' })[0]?.mask).toBe(2 ** 31 - 1);
  });
});
