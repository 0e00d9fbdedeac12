import {
  limitKinds,
  limitMaxima,
  limitPeriods,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
} from '../../shared/api/responsible.ts';
import { startOf, type Period } from '../../shared/time/brasilia.ts';
import type { Database } from '../db/database.ts';
import { cachedStatement, transaction } from '../db/database.ts';
import { ApiError, fieldsRefused } from '../http/errors.ts';
import { clock } from './clock.ts';
import { playedMsBetween } from './responsible-sessions.ts';

/**
 * The player's limits on deposits, net losses, time played and number of bets, per Brasília day, week (from Sunday)
 * and month. A new or lower limit applies at once; a raise or a removal waits `delayHours` (pending, cancellable), and
 * is applied lazily on the next read at its effective time (and by the job), with the history saying when.
 * Use counts real money only (deposit orders paid or still payable, stakes and wins of real-money bets), except time,
 * which counts every session.
 */

type LimitRow = {
  member_id: number;
  kind: LimitKind;
  period: LimitPeriod;
  value: number | null;
  pending: number;
  pending_value: number | null;
  pending_effective_at: number | null;
  updated_at: number;
};

export type Actor = 'PLAYER' | 'REGISTRATION' | 'PLATFORM' | 'OPERATOR';

const periodName: Record<LimitPeriod, Period> = { DAY: 'day', WEEK: 'week', MONTH: 'month' };
/** A step that always lands inside the next period from the start of this one. */
const nextStepMs: Record<LimitPeriod, number> = {
  DAY: 36 * 3_600_000,
  WEEK: 8.5 * 86_400_000,
  MONTH: 32 * 86_400_000,
};

/** The Brasília period holding `now`: [start, end) in epoch ms. */
export function periodBounds(period: LimitPeriod, now: number): { start: number; end: number } {
  const start = Date.parse(startOf(periodName[period], now));
  const end = Date.parse(startOf(periodName[period], start + nextStepMs[period]));
  return { start, end };
}

export function historyEntry(
  db: Database,
  entry: {
    memberId: number;
    at: number;
    event: string;
    actor: Actor;
    kind?: LimitKind | null;
    period?: LimitPeriod | null;
    from?: number | null;
    to?: number | null;
    pauseKind?: string | null;
    duration?: string | null;
    until?: number | null;
  },
): void {
  cachedStatement(
    db,
    'INSERT INTO rg_history (member_id, at, event, kind, period, from_value, to_value, pause_kind, duration, until, actor) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    entry.memberId,
    entry.at,
    entry.event,
    entry.kind ?? null,
    entry.period ?? null,
    entry.from ?? null,
    entry.to ?? null,
    entry.pauseKind ?? null,
    entry.duration ?? null,
    entry.until ?? null,
    entry.actor,
  );
}

/** Applies the pending raises and removals that are due (of one member, or of everyone for the job). */
export function applyDueLimitChanges(db: Database, now = clock.now(), memberId?: number): number {
  const due = (
    memberId === undefined
      ? cachedStatement(db, 'SELECT * FROM rg_limits WHERE pending = 1 AND pending_effective_at <= ?').all(
          now,
        )
      : cachedStatement(
          db,
          'SELECT * FROM rg_limits WHERE member_id = ? AND pending = 1 AND pending_effective_at <= ?',
        ).all(memberId, now)
  ) as LimitRow[];
  if (due.length === 0) return 0;
  return transaction(db, () => {
    for (const row of due) {
      const at = row.pending_effective_at ?? now;
      cachedStatement(
        db,
        'UPDATE rg_limits SET value = ?, pending = 0, pending_value = NULL, pending_effective_at = NULL, updated_at = ? ' +
          'WHERE member_id = ? AND kind = ? AND period = ? AND pending = 1',
      ).run(row.pending_value, at, row.member_id, row.kind, row.period);
      historyEntry(db, {
        memberId: row.member_id,
        at,
        event: row.pending_value === null ? 'LIMIT_REMOVED' : 'LIMIT_RAISED',
        actor: 'PLATFORM',
        kind: row.kind,
        period: row.period,
        from: row.value,
        to: row.pending_value,
      });
    }
    return due.length;
  });
}

function limitRows(db: Database, memberId: number, now: number): LimitRow[] {
  applyDueLimitChanges(db, now, memberId);
  return cachedStatement(db, 'SELECT * FROM rg_limits WHERE member_id = ?').all(memberId) as LimitRow[];
}

/** The limits in force of a member (value set), after applying what fell due. */
export function limitsInForce(
  db: Database,
  memberId: number,
  now = clock.now(),
): { kind: LimitKind; period: LimitPeriod; value: number }[] {
  return limitRows(db, memberId, now).flatMap((row) =>
    row.value === null ? [] : [{ kind: row.kind, period: row.period, value: row.value }],
  );
}

/** What the member used of a kind in the period holding `now` (cents, minutes or bets). */
export function usage(
  db: Database,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  idleMs: number,
  now = clock.now(),
): number {
  const { start, end } = periodBounds(period, now);
  const from = new Date(start).toISOString();
  const to = new Date(end).toISOString();
  switch (kind) {
    case 'DEPOSIT': {
      const row = cachedStatement(
        db,
        'SELECT COALESCE(SUM(amount), 0) AS total FROM deposit_orders WHERE member_id = ? AND created_at >= ? ' +
          "AND created_at < ? AND (status = 'PAID' OR (status = 'PENDING' AND expires_at > ?))",
      ).get(memberId, from, to, new Date(now).toISOString()) as { total: number };
      return row.total;
    }
    case 'LOSS':
      return Math.max(0, netLoss(db, memberId, from, to));
    case 'TIME':
      return Math.floor(playedMsBetween(db, memberId, start, end, idleMs, now) / 60_000);
    case 'BETS': {
      const row = cachedStatement(
        db,
        'SELECT COUNT(*) AS n FROM bets WHERE member_id = ? AND demo = 0 AND created_at >= ? AND created_at < ?',
      ).get(memberId, from, to) as { n: number };
      return row.n;
    }
  }
}

/** Stakes minus wins of real-money bets in [from, to) (negative when the player is ahead). */
export function netLoss(db: Database, memberId: number, from: string, to: string): number {
  const row = cachedStatement(
    db,
    'SELECT ' +
      '(SELECT COALESCE(SUM(stake), 0) FROM bets WHERE member_id = ? AND demo = 0 AND created_at >= ? AND created_at < ?) - ' +
      '(SELECT COALESCE(SUM(win), 0) FROM bets WHERE member_id = ? AND demo = 0 AND settled_at >= ? AND settled_at < ?) AS net',
  ).get(memberId, from, to, memberId, from, to) as { net: number };
  return row.net;
}

function stateOf(
  db: Database,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  row: LimitRow | undefined,
  idleMs: number,
  now: number,
): LimitState {
  const { end } = periodBounds(period, now);
  const value = row?.value ?? null;
  let used: number;
  let remaining: number | null = null;
  if (kind === 'LOSS') {
    const { start } = periodBounds(period, now);
    const net = netLoss(db, memberId, new Date(start).toISOString(), new Date(end).toISOString());
    used = Math.max(0, net);
    if (value !== null) remaining = Math.max(0, value - net);
  } else {
    used = usage(db, memberId, kind, period, idleMs, now);
    if (value !== null) remaining = Math.max(0, value - used);
  }
  return {
    kind,
    period,
    value,
    used,
    remaining,
    resetsAt: new Date(end).toISOString(),
    pending:
      row?.pending === 1 && row.pending_effective_at !== null
        ? { value: row.pending_value, effectiveAt: new Date(row.pending_effective_at).toISOString() }
        : null,
  };
}

/** Every kind × period of a member, with use and pending changes. */
export function limitStates(db: Database, memberId: number, idleMs: number, now = clock.now()): LimitState[] {
  const rows = limitRows(db, memberId, now);
  return limitKinds.flatMap((kind) =>
    limitPeriods.map((period) =>
      stateOf(
        db,
        memberId,
        kind,
        period,
        rows.find((r) => r.kind === kind && r.period === period),
        idleMs,
        now,
      ),
    ),
  );
}

export function limitState(
  db: Database,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  idleMs: number,
  now = clock.now(),
): LimitState {
  const row = limitRows(db, memberId, now).find((r) => r.kind === kind && r.period === period);
  return stateOf(db, memberId, kind, period, row, idleMs, now);
}

export type SetLimitOptions = {
  actor: Actor;
  /** a raise or removal waits this long */
  delayMs: number;
  /** the member must keep a limit of this kind (Brazil mode: loss and time) */
  mandatory: boolean;
  idleMs: number;
  now?: number;
};

/**
 * Sets a limit. A first or lower value applies at once (and drops a pending raise); the same value changes nothing;
 * a higher value or a removal (null) becomes pending for `delayMs`, replacing an earlier pending change.
 */
export function setLimit(
  db: Database,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  value: number | null,
  options: SetLimitOptions,
): { limit: LimitState; applied: 'NOW' | 'PENDING' | 'UNCHANGED' } {
  const now = options.now ?? clock.now();
  if (value !== null && (!Number.isSafeInteger(value) || value < 1 || value > limitMaxima[kind])) {
    throw fieldsRefused([{ field: 'value', code: 'field.limit.max', params: { max: limitMaxima[kind] } }]);
  }
  return transaction(db, () => {
    applyDueLimitChanges(db, now, memberId);
    const row = cachedStatement(
      db,
      'SELECT * FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ?',
    ).get(memberId, kind, period) as LimitRow | undefined;
    const current = row?.value ?? null;
    const state = () => limitState(db, memberId, kind, period, options.idleMs, now);
    if (value === null && options.mandatory && current !== null) {
      const others = cachedStatement(
        db,
        'SELECT COUNT(*) AS n FROM rg_limits WHERE member_id = ? AND kind = ? AND period <> ? AND value IS NOT NULL ' +
          'AND NOT (pending = 1 AND pending_value IS NULL)',
      ).get(memberId, kind, period) as { n: number };
      if (others.n === 0) throw new ApiError(409, 'responsible.limit.mandatory');
    }
    const tightens = value !== null && (current === null || value < current);
    if (tightens) {
      cachedStatement(
        db,
        'INSERT INTO rg_limits (member_id, kind, period, value, pending, pending_value, pending_effective_at, updated_at) ' +
          'VALUES (?, ?, ?, ?, 0, NULL, NULL, ?) ON CONFLICT (member_id, kind, period) DO UPDATE SET value = excluded.value, ' +
          'pending = 0, pending_value = NULL, pending_effective_at = NULL, updated_at = excluded.updated_at',
      ).run(memberId, kind, period, value, now);
      historyEntry(db, {
        memberId,
        at: now,
        event: current === null ? 'LIMIT_SET' : 'LIMIT_LOWERED',
        actor: options.actor,
        kind,
        period,
        from: current,
        to: value,
      });
      return { limit: state(), applied: 'NOW' };
    }
    if (value === current) {
      // the same value as in force: a pending change, if any, is what the player no longer wants
      if (row?.pending === 1) cancelPendingRow(db, memberId, kind, period, row, options.actor, now);
      return { limit: state(), applied: 'UNCHANGED' };
    }
    // a raise, or a removal of a limit in force: after the delay
    const effectiveAt = now + options.delayMs;
    cachedStatement(
      db,
      'UPDATE rg_limits SET pending = 1, pending_value = ?, pending_effective_at = ?, updated_at = ? ' +
        'WHERE member_id = ? AND kind = ? AND period = ?',
    ).run(value, effectiveAt, now, memberId, kind, period);
    historyEntry(db, {
      memberId,
      at: now,
      event: value === null ? 'LIMIT_REMOVE_REQUESTED' : 'LIMIT_RAISE_REQUESTED',
      actor: options.actor,
      kind,
      period,
      from: current,
      to: value,
      until: effectiveAt,
    });
    return { limit: state(), applied: 'PENDING' };
  });
}

function cancelPendingRow(
  db: Database,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  row: LimitRow,
  actor: Actor,
  now: number,
): void {
  cachedStatement(
    db,
    'UPDATE rg_limits SET pending = 0, pending_value = NULL, pending_effective_at = NULL, updated_at = ? ' +
      'WHERE member_id = ? AND kind = ? AND period = ?',
  ).run(now, memberId, kind, period);
  historyEntry(db, {
    memberId,
    at: now,
    event: 'LIMIT_CHANGE_CANCELLED',
    actor,
    kind,
    period,
    from: row.value,
    to: row.pending_value,
  });
}

/** Cancels a pending raise or removal; without one, nothing changes. */
export function cancelPendingLimit(
  db: Database,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  idleMs: number,
  now = clock.now(),
): { limit: LimitState; cancelled: boolean } {
  return transaction(db, () => {
    applyDueLimitChanges(db, now, memberId);
    const row = cachedStatement(
      db,
      'SELECT * FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ?',
    ).get(memberId, kind, period) as LimitRow | undefined;
    const cancelled = row?.pending === 1;
    if (row && cancelled) cancelPendingRow(db, memberId, kind, period, row, 'PLAYER', now);
    return { limit: limitState(db, memberId, kind, period, idleMs, now), cancelled };
  });
}
