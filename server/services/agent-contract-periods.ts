import type { ContractKind, ContractPeriod } from '../../shared/api/agent.ts';
import { realTimeSettlementMinutes } from '../../shared/api/agent.ts';
import { addCalendarDays, brasiliaDate, dateStartMs, startOf } from '../../shared/time/brasilia.ts';

/**
 * The settlement periods of agent contracts on the Brasília calendar: day (D), week from Sunday (W), half month —
 * the 1st to the 15th and the 16th to the month's end (H) — month (M), hour (hourly salary) and 5 minutes (real-time
 * salary). Brasília's offsets are whole hours, so hours and 5-minute slots are the same in UTC.
 */
export type Cadence = ContractPeriod | 'HOUR' | 'FIVE_MINUTES';

export function cadenceOf(kind: ContractKind, period: ContractPeriod | null): Cadence {
  if (kind === 'HOURLY_SALARY') return 'HOUR';
  if (kind === 'REALTIME_SALARY') return 'FIVE_MINUTES';
  if (kind === 'DAILY_SALARY') return 'D';
  return period ?? 'D';
}

const hourMs = 3_600_000;
const slotMs = realTimeSettlementMinutes * 60_000;

function monthStartOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

function nextMonthStartOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The period [start, end) (epoch ms) of a cadence that holds the instant. */
export function periodBounds(cadence: Cadence, at: number): { start: number; end: number } {
  switch (cadence) {
    case 'FIVE_MINUTES': {
      const start = Math.floor(at / slotMs) * slotMs;
      return { start, end: start + slotMs };
    }
    case 'HOUR': {
      const start = Math.floor(at / hourMs) * hourMs;
      return { start, end: start + hourMs };
    }
    case 'D': {
      const day = brasiliaDate(at);
      return { start: dateStartMs(day), end: dateStartMs(addCalendarDays(day, 1)) };
    }
    case 'W': {
      const start = Date.parse(startOf('week', at));
      return { start, end: dateStartMs(addCalendarDays(brasiliaDate(start), 7)) };
    }
    case 'M': {
      const day = brasiliaDate(at);
      return { start: dateStartMs(monthStartOf(day)), end: dateStartMs(nextMonthStartOf(day)) };
    }
    case 'H': {
      const day = brasiliaDate(at);
      const middle = `${day.slice(0, 7)}-16`;
      return day < middle
        ? { start: dateStartMs(monthStartOf(day)), end: dateStartMs(middle) }
        : { start: dateStartMs(middle), end: dateStartMs(nextMonthStartOf(day)) };
    }
  }
}
