import {
  limitMaxima,
  type LimitKind,
  type PauseDuration,
  type RegistrationChoices,
} from '../api/responsible.ts';
import type { LimitPeriod } from '../api/responsible.ts';
import { checkAmount } from './amount.ts';
import { refuse, type FieldPath, type IssueSink } from './checks.ts';

/**
 * A limit as the player types it, for the forms and the platform alike: money in reais (`"100"`, `"1.234,56"`), time
 * in hours (`"2"`, `"1,5"` = 90 minutes) and bets as a whole number, converted to the platform's unit (cents, minutes,
 * count) and refused with a catalogue code when it is not one.
 */

/** Hours as typed (`"2"`, `"1,5"`, `"0.25"`) → whole minutes, or null. */
export function hoursToMinutes(text: string): number | null {
  const match = /^(\d{1,4})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minutes = Math.round(Number(`${match[1] ?? '0'}.${match[2] ?? '0'}`) * 60);
  return minutes > 0 ? minutes : null;
}

/** Minutes → hours as the form shows them (`90` → `"1,5"`, `120` → `"2"`), in the interface's decimal mark. */
export function minutesToHoursInput(minutes: number, decimalMark: ',' | '.' = ','): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return String(hours).replace('.', decimalMark);
}

/** The value of a limit field in the kind's unit, or null after refusing it. */
export function checkLimitValue(
  ctx: IssueSink,
  path: FieldPath,
  kind: LimitKind,
  text: string,
): number | null {
  if (text.trim() === '') {
    refuse(ctx, path, 'field.required');
    return null;
  }
  if (kind === 'DEPOSIT' || kind === 'LOSS') {
    return checkAmount(ctx, path, text, { min: 1, max: limitMaxima[kind] });
  }
  const value = kind === 'TIME' ? hoursToMinutes(text) : /^\d{1,7}$/.test(text.trim()) ? Number(text) : null;
  if (value === null || value < 1) {
    refuse(ctx, path, 'responsible.limit.value.invalid');
    return null;
  }
  if (value > limitMaxima[kind]) {
    refuse(ctx, path, 'field.limit.max', {
      max: kind === 'TIME' ? Math.floor(limitMaxima.TIME / 60) : limitMaxima[kind],
    });
    return null;
  }
  return value;
}

/** The registration's loss and time limit fields (as typed) and the risk box. */
export type RegistrationLimitValues = {
  lossPeriod: LimitPeriod;
  lossAmount: string;
  timePeriod: LimitPeriod;
  timeHours: string;
  riskWarningAccepted: boolean;
};

/**
 * Checks the registration's responsible-play fields (paths under `prefix`) and answers the request's `responsible`
 * value, or undefined when something was refused.
 */
export function checkRegistrationChoices(
  ctx: IssueSink,
  prefix: FieldPath,
  values: RegistrationLimitValues,
  ask: { limits: boolean; riskWarning: boolean },
): RegistrationChoices | undefined {
  const loss = ask.limits ? checkLimitValue(ctx, [...prefix, 'lossAmount'], 'LOSS', values.lossAmount) : null;
  const time = ask.limits ? checkLimitValue(ctx, [...prefix, 'timeHours'], 'TIME', values.timeHours) : null;
  if (ask.riskWarning && !values.riskWarningAccepted) {
    refuse(ctx, [...prefix, 'riskWarningAccepted'], 'field.risk.warning');
  }
  if (!ask.limits && !ask.riskWarning) return undefined;
  return {
    ...(loss !== null ? { lossLimit: { period: values.lossPeriod, value: loss } } : {}),
    ...(time !== null ? { timeLimit: { period: values.timePeriod, value: time } } : {}),
    ...(ask.riskWarning ? { riskWarningAccepted: values.riskWarningAccepted } : {}),
  };
}

const dayMs = 86_400_000;

/** `months` calendar months after an instant (UTC), the day clamped to the target month's last day. */
function addMonthsUtc(from: number, months: number): number {
  const date = new Date(from);
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
}

/** When a pause of this duration started at `from` (epoch ms) ends, or null for an indefinite self-exclusion. */
export function pauseEndsAt(duration: PauseDuration, from: number): number | null {
  switch (duration) {
    case '24H':
      return from + dayMs;
    case '7D':
      return from + 7 * dayMs;
    case '30D':
      return from + 30 * dayMs;
    case '6M':
      return addMonthsUtc(from, 6);
    case '1Y':
      return addMonthsUtc(from, 12);
    case 'INDEFINITE':
      return null;
  }
}
