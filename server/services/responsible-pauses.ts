import {
  pauseDurationsOf,
  type Pause,
  type PauseDuration,
  type PauseKind,
} from '../../shared/api/responsible.ts';
import { pauseEndsAt } from '../../shared/rules/responsible.ts';
import type { Database } from '../db/database.ts';
import { cachedStatement, transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { clock } from './clock.ts';
import { historyEntry } from './responsible-limits.ts';
import { endMemberSessions } from './responsible-sessions.ts';

/**
 * Cool-off (24 hours, 7 days, 30 days) and self-exclusion (6 months, 1 year, indefinite). During either the account
 * cannot play, deposit or receive marketing messages, and pending bonuses are forfeited (through `onPauseStarted`);
 * withdrawals stay possible. A self-excluded member cannot log in until the end date (every session ends at once),
 * and their CPF cannot open another account. A pause cannot be shortened or lifted early, only replaced by one that
 * ends later.
 */

type PauseRow = {
  id: number;
  member_id: number;
  kind: PauseKind;
  duration: PauseDuration;
  started_at: number;
  ends_at: number | null;
};

function toPause(row: PauseRow): Pause {
  return {
    kind: row.kind,
    duration: row.duration,
    startedAt: new Date(row.started_at).toISOString(),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at).toISOString(),
  };
}

/** The pause in force (a self-exclusion before a cool-off; the later end first), or null. */
export function activePause(db: Database, memberId: number, now = clock.now()): Pause | null {
  const row = cachedStatement(
    db,
    'SELECT * FROM rg_pauses WHERE member_id = ? AND started_at <= ? AND (ends_at IS NULL OR ends_at > ?) ' +
      "ORDER BY kind = 'SELF_EXCLUSION' DESC, ends_at IS NULL DESC, ends_at DESC LIMIT 1",
  ).get(memberId, now, now) as PauseRow | undefined;
  return row ? toPause(row) : null;
}

/** Every pause of a member, newest first. */
export function pausesOf(db: Database, memberId: number): Pause[] {
  return (
    cachedStatement(db, 'SELECT * FROM rg_pauses WHERE member_id = ? ORDER BY started_at DESC, id DESC').all(
      memberId,
    ) as PauseRow[]
  ).map(toPause);
}

/** The refusal of what a pause blocks (play, deposit; login for a self-exclusion). */
export function pauseRefusal(pause: Pause): ApiError {
  if (pause.kind === 'SELF_EXCLUSION') {
    return pause.endsAt === null
      ? new ApiError(403, 'responsible.self.excluded.indefinite')
      : new ApiError(403, 'responsible.self.excluded', { params: { until: pause.endsAt } });
  }
  return new ApiError(403, 'responsible.cool.off', { params: { until: pause.endsAt ?? '' } });
}

/**
 * What else must happen when a pause starts (the engagement engine forfeits pending bonuses, the messaging engine
 * stops marketing …): listeners run inside the pause's transaction, so a failure leaves no pause half-applied.
 */
export type PauseListener = (db: Database, event: { memberId: number; pause: Pause; now: number }) => void;
const pauseListeners: PauseListener[] = [];

/** Registers what another area does when a member starts a pause; returns the unregister function. */
export function onPauseStarted(listener: PauseListener): () => void {
  pauseListeners.push(listener);
  return () => {
    const index = pauseListeners.indexOf(listener);
    if (index >= 0) pauseListeners.splice(index, 1);
  };
}

/**
 * Starts a pause. Refused (409 `responsible.pause.shorter`) when a pause in force ends later; a self-exclusion ends
 * every session of the member.
 */
export function startPause(
  db: Database,
  memberId: number,
  kind: PauseKind,
  duration: PauseDuration,
  options: { actor: 'PLAYER' | 'OPERATOR'; now?: number },
): { pause: Pause; loggedOut: boolean } {
  const now = options.now ?? clock.now();
  if (!(pauseDurationsOf[kind] as readonly PauseDuration[]).includes(duration)) {
    throw new ApiError(400, 'responsible.pause.duration.invalid');
  }
  const endsAt = pauseEndsAt(duration, now);
  return transaction(db, () => {
    const current = activePause(db, memberId, now);
    if (current && current.endsAt !== null && endsAt !== null && Date.parse(current.endsAt) >= endsAt) {
      throw new ApiError(409, 'responsible.pause.shorter', { params: { until: current.endsAt } });
    }
    if (current && current.endsAt === null) {
      throw new ApiError(409, 'responsible.self.excluded.indefinite');
    }
    const row = cachedStatement(
      db,
      'INSERT INTO rg_pauses (member_id, kind, duration, started_at, ends_at) VALUES (?, ?, ?, ?, ?) RETURNING *',
    ).get(memberId, kind, duration, now, endsAt) as PauseRow;
    const pause = toPause(row);
    historyEntry(db, {
      memberId,
      at: now,
      event: 'PAUSE_STARTED',
      actor: options.actor,
      pauseKind: kind,
      duration,
      until: endsAt,
    });
    for (const listener of pauseListeners) listener(db, { memberId, pause, now });
    // a self-excluded member is logged out everywhere at once; a cool-off keeps the session (withdrawals stay open)
    const loggedOut = kind === 'SELF_EXCLUSION';
    if (loggedOut) endMemberSessions(db, memberId, 'SELF_EXCLUSION', now);
    return { pause, loggedOut };
  });
}

/**
 * The self-exclusion in force of any account of the merchant holding this CPF (11 digits), or null: such a CPF cannot
 * register a new account or be confirmed on another one.
 */
export function excludedCpf(
  db: Database,
  merchantCode: string,
  cpf: string,
  now = clock.now(),
): Pause | null {
  const row = cachedStatement(
    db,
    'SELECT p.* FROM rg_pauses p JOIN members m ON m.id = p.member_id WHERE m.merchant_code = ? AND m.id_number = ? ' +
      "AND p.kind = 'SELF_EXCLUSION' AND p.started_at <= ? AND (p.ends_at IS NULL OR p.ends_at > ?) " +
      'ORDER BY p.ends_at IS NULL DESC, p.ends_at DESC LIMIT 1',
  ).get(merchantCode, cpf, now, now) as PauseRow | undefined;
  return row ? toPause(row) : null;
}
