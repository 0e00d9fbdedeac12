import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodRefusalText } from '../api/field-refusals.ts';
import {
  checkLimitValue,
  checkRegistrationChoices,
  hoursToMinutes,
  minutesToHoursInput,
  pauseEndsAt,
} from './responsible.ts';

function check(kind: Parameters<typeof checkLimitValue>[2], text: string) {
  const issues: unknown[] = [];
  const value = checkLimitValue({ addIssue: (issue) => issues.push(issue) }, ['value'], kind, text);
  return { value, issues: issues.length };
}

describe('limit values as typed', () => {
  it('reads hours with a comma or a dot as whole minutes', () => {
    expect(hoursToMinutes('2')).toBe(120);
    expect(hoursToMinutes('1,5')).toBe(90);
    expect(hoursToMinutes('0.25')).toBe(15);
    expect(hoursToMinutes('0')).toBeNull();
    expect(hoursToMinutes('1h')).toBeNull();
    expect(minutesToHoursInput(90)).toBe('1,5');
    expect(minutesToHoursInput(120, '.')).toBe('2');
  });

  it('turns each kind into its unit and refuses what is not one', () => {
    expect(check('DEPOSIT', '100')).toEqual({ value: 10_000, issues: 0 });
    expect(check('LOSS', '1.234,56')).toEqual({ value: 123_456, issues: 0 });
    expect(check('TIME', '1,5')).toEqual({ value: 90, issues: 0 });
    expect(check('BETS', '50')).toEqual({ value: 50, issues: 0 });
    expect(check('BETS', '2.5')).toEqual({ value: null, issues: 1 });
    expect(check('TIME', '')).toEqual({ value: null, issues: 1 });
    expect(check('TIME', '1000')).toEqual({ value: null, issues: 1 });
    expect(check('DEPOSIT', 'abc')).toEqual({ value: null, issues: 1 });
  });

  it('words a refused limit in the interface language', () => {
    const schema = z.object({ value: z.string() }).superRefine((v, ctx) => {
      checkLimitValue(ctx, ['value'], 'TIME', v.value);
    });
    const result = schema.safeParse({ value: '1000' }, { error: zodRefusalText('pt-BR') });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('O limite pode ser no máximo 744.');
  });
});

describe('registration choices', () => {
  const values = {
    lossPeriod: 'MONTH' as const,
    lossAmount: '500,00',
    timePeriod: 'DAY' as const,
    timeHours: '2',
    riskWarningAccepted: true,
  };
  const sink = () => {
    const issues: { path?: PropertyKey[] }[] = [];
    return { issues, addIssue: (issue: { path?: PropertyKey[] }) => issues.push(issue) };
  };

  it('answers the limits and the ticked risk warning the merchant asks', () => {
    const s = sink();
    expect(checkRegistrationChoices(s, [], values, { limits: true, riskWarning: true })).toEqual({
      lossLimit: { period: 'MONTH', value: 50_000 },
      timeLimit: { period: 'DAY', value: 120 },
      riskWarningAccepted: true,
    });
    expect(s.issues).toHaveLength(0);
  });

  it('refuses an unticked risk warning and missing limits, and asks nothing of a merchant that does not', () => {
    const s = sink();
    checkRegistrationChoices(
      s,
      ['responsible'],
      { ...values, lossAmount: '', riskWarningAccepted: false },
      { limits: true, riskWarning: true },
    );
    expect(s.issues.map((issue) => issue.path?.join('.'))).toEqual([
      'responsible.lossAmount',
      'responsible.riskWarningAccepted',
    ]);
    expect(
      checkRegistrationChoices(sink(), [], values, { limits: false, riskWarning: false }),
    ).toBeUndefined();
  });
});

describe('pauses', () => {
  it('end after their duration; indefinite never', () => {
    const start = Date.parse('2026-01-31T12:00:00Z');
    expect(pauseEndsAt('24H', start)).toBe(Date.parse('2026-02-01T12:00:00Z'));
    expect(pauseEndsAt('7D', start)).toBe(Date.parse('2026-02-07T12:00:00Z'));
    expect(pauseEndsAt('30D', start)).toBe(Date.parse('2026-03-02T12:00:00Z'));
    expect(pauseEndsAt('6M', start)).toBe(Date.parse('2026-07-31T12:00:00Z'));
    expect(pauseEndsAt('1Y', start)).toBe(Date.parse('2027-01-31T12:00:00Z'));
    expect(pauseEndsAt('INDEFINITE', start)).toBeNull();
    // a month without the day: its last day
    expect(pauseEndsAt('6M', Date.parse('2026-08-31T10:00:00Z'))).toBe(Date.parse('2027-02-28T10:00:00Z'));
    expect(pauseEndsAt('1Y', Date.parse('2028-02-29T10:00:00Z'))).toBe(Date.parse('2029-02-28T10:00:00Z'));
  });
});
