import { cachedStatement, type Database } from '../db/database.ts';
import { clock } from './clock.ts';
import { responsibleRules } from './responsible-config.ts';

/**
 * Login sessions as responsible play sees them: the platform-side idle rule of each merchant, the record of every
 * session (rg_sessions, filled by triggers on sessions) from which time played is summed across sessions, the reality
 * check of a session, the risk warning of a login, and game rounds counting as activity.
 */

export type EndReason = 'LOGOUT' | 'IDLE' | 'EXPIRED' | 'REALITY_CHECK_STOP' | 'SELF_EXCLUSION' | 'CLOSED';

/** How long a session of this merchant may stay without activity before the platform closes it. */
export function idleLimitMs(db: Database, merchantCode: string): number {
  return responsibleRules(db, merchantCode).session.idleMinutes * 60_000;
}

/** Records why and when a session ended, before it is deleted (the delete trigger keeps what is set here). */
export function markSessionEnded(db: Database, tokenHash: string, reason: EndReason, at: number): void {
  cachedStatement(
    db,
    'UPDATE rg_sessions SET ended_at = COALESCE(ended_at, ?), end_reason = COALESCE(end_reason, ?) WHERE token_hash = ?',
  ).run(at, reason, tokenHash);
}

export type SessionRecord = {
  token_hash: string;
  member_id: number;
  started_at: number;
  last_active_at: number;
  ended_at: number | null;
  end_reason: string | null;
  check_from_at: number;
  risk_ack_at: number | null;
  /** the live session's last_seen_at and expiry (null once it is gone) */
  seen_at: number | null;
  expires_at: number | null;
};

const recordColumns =
  'r.token_hash, r.member_id, r.started_at, r.last_active_at, r.ended_at, r.end_reason, r.check_from_at, ' +
  'r.risk_ack_at, s.last_seen_at AS seen_at, s.expires_at AS expires_at';

/** A session still open by the platform's rules at `now` (not ended, not expired, not idle too long). */
export function isLive(record: SessionRecord, idleMs: number, now: number): boolean {
  return (
    record.ended_at === null &&
    record.seen_at !== null &&
    record.expires_at !== null &&
    record.expires_at > now &&
    now - record.seen_at <= idleMs
  );
}

export function sessionRecord(db: Database, tokenHash: string): SessionRecord | null {
  return (
    (cachedStatement(
      db,
      `SELECT ${recordColumns} FROM rg_sessions r LEFT JOIN sessions s ON s.token_hash = r.token_hash WHERE r.token_hash = ?`,
    ).get(tokenHash) as SessionRecord | undefined) ?? null
  );
}

/** The member's most recent live session (the one a game page or a deposit acts for), or null. */
export function currentSession(
  db: Database,
  memberId: number,
  idleMs: number,
  now = clock.now(),
): SessionRecord | null {
  const rows = cachedStatement(
    db,
    `SELECT ${recordColumns} FROM rg_sessions r JOIN sessions s ON s.token_hash = r.token_hash ` +
      'WHERE r.member_id = ? AND r.ended_at IS NULL ORDER BY s.last_seen_at DESC, r.started_at DESC',
  ).all(memberId) as SessionRecord[];
  return rows.find((row) => isLive(row, idleMs, now)) ?? null;
}

/** When the platform will close a live session unless there is activity before. */
export function idleExpiresAt(record: SessionRecord, idleMs: number): number {
  return Math.min((record.seen_at ?? record.last_active_at) + idleMs, record.expires_at ?? Infinity);
}

/** The end of a session's play time: its end, now while it is live, else its last activity. */
function playedUntil(record: SessionRecord, idleMs: number, now: number): number {
  if (record.ended_at !== null) return record.ended_at;
  return isLive(record, idleMs, now) ? now : record.last_active_at;
}

/** Time played (logged in) between `from` and `to`, summed over every session of the member. */
export function playedMsBetween(
  db: Database,
  memberId: number,
  from: number,
  to: number,
  idleMs: number,
  now = clock.now(),
): number {
  const rows = cachedStatement(
    db,
    `SELECT ${recordColumns} FROM rg_sessions r LEFT JOIN sessions s ON s.token_hash = r.token_hash ` +
      'WHERE r.member_id = ? AND r.started_at < ? AND (r.ended_at IS NULL OR r.ended_at > ?)',
  ).all(memberId, to, from) as SessionRecord[];
  let total = 0;
  for (const row of rows) {
    const start = Math.max(row.started_at, from);
    const end = Math.min(playedUntil(row, idleMs, now), to);
    if (end > start) total += end - start;
  }
  return total;
}

/** Time played in one session. */
export function sessionPlayedMs(record: SessionRecord, idleMs: number, now = clock.now()): number {
  return Math.max(0, playedUntil(record, idleMs, now) - record.started_at);
}

/** Wins minus stakes of the member's real-money play since `since` (lottery wins counted when drawn). */
export function netResultSince(db: Database, memberId: number, since: number): number {
  const iso = new Date(since).toISOString();
  const row = cachedStatement(
    db,
    'SELECT ' +
      '(SELECT COALESCE(SUM(win), 0) FROM bets WHERE member_id = ? AND demo = 0 AND settled_at >= ?) - ' +
      '(SELECT COALESCE(SUM(stake), 0) FROM bets WHERE member_id = ? AND demo = 0 AND created_at >= ?) AS net',
  ).get(memberId, iso, memberId, iso) as { net: number };
  return row.net;
}

/** Activity now on every live session of the member (a game round played in a game window). */
export function touchMemberSessions(db: Database, memberId: number, idleMs: number, now = clock.now()): void {
  cachedStatement(
    db,
    'UPDATE sessions SET last_seen_at = ? WHERE member_id = ? AND last_seen_at < ? AND last_seen_at >= ? AND expires_at > ?',
  ).run(now, memberId, now - 30_000, now - idleMs, now);
}

/** Activity now on one session (the answer to the idle warning). */
export function touchSession(db: Database, tokenHash: string, now = clock.now()): void {
  cachedStatement(db, 'UPDATE sessions SET last_seen_at = MAX(last_seen_at, ?) WHERE token_hash = ?').run(
    now,
    tokenHash,
  );
}

export function acknowledgeRisk(db: Database, tokenHash: string, now = clock.now()): void {
  cachedStatement(
    db,
    'UPDATE rg_sessions SET risk_ack_at = COALESCE(risk_ack_at, ?) WHERE token_hash = ?',
  ).run(now, tokenHash);
}

/** The reality check of a session answered "continue": the next one counts from now. */
export function restartRealityCheck(db: Database, tokenHash: string, now = clock.now()): void {
  cachedStatement(db, 'UPDATE rg_sessions SET check_from_at = ? WHERE token_hash = ?').run(now, tokenHash);
}

/** Ends one session with a reason (reality check "stop"). */
export function endSession(db: Database, tokenHash: string, reason: EndReason, now = clock.now()): void {
  markSessionEnded(db, tokenHash, reason, now);
  cachedStatement(db, 'DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
}

/** Ends every session of a member with a reason (self-exclusion). */
export function endMemberSessions(
  db: Database,
  memberId: number,
  reason: EndReason,
  now = clock.now(),
): number {
  cachedStatement(
    db,
    'UPDATE rg_sessions SET ended_at = COALESCE(ended_at, ?), end_reason = COALESCE(end_reason, ?) ' +
      'WHERE member_id = ? AND ended_at IS NULL',
  ).run(now, reason, memberId);
  return Number(cachedStatement(db, 'DELETE FROM sessions WHERE member_id = ?').run(memberId).changes);
}

/**
 * The job: closes the sessions that have been idle longer than their merchant allows (they would be refused on their
 * next request anyway), so the record says when and why they ended.
 */
export function closeIdleSessions(db: Database, now = clock.now()): number {
  const merchants = cachedStatement(db, 'SELECT code FROM merchants').all() as { code: string }[];
  let closed = 0;
  for (const { code } of merchants) {
    const idleMs = idleLimitMs(db, code);
    const stale = cachedStatement(
      db,
      'SELECT s.token_hash, s.last_seen_at FROM sessions s JOIN members m ON m.id = s.member_id ' +
        'WHERE m.merchant_code = ? AND s.last_seen_at < ?',
    ).all(code, now - idleMs) as { token_hash: string; last_seen_at: number }[];
    for (const row of stale) {
      markSessionEnded(db, row.token_hash, 'IDLE', row.last_seen_at);
      cachedStatement(db, 'DELETE FROM sessions WHERE token_hash = ?').run(row.token_hash);
      closed++;
    }
  }
  return closed;
}

/** The latest sessions of a member for the operator's view, newest first. */
export function recentSessions(
  db: Database,
  memberId: number,
  idleMs: number,
  limit = 20,
  now = clock.now(),
) {
  const rows = cachedStatement(
    db,
    `SELECT ${recordColumns} FROM rg_sessions r LEFT JOIN sessions s ON s.token_hash = r.token_hash ` +
      'WHERE r.member_id = ? ORDER BY r.started_at DESC LIMIT ?',
  ).all(memberId, limit) as SessionRecord[];
  return rows.map((row) => {
    const live = isLive(row, idleMs, now);
    return {
      startedAt: new Date(row.started_at).toISOString(),
      endedAt: live ? null : new Date(row.ended_at ?? row.last_active_at).toISOString(),
      endReason: live ? null : (row.end_reason ?? 'IDLE'),
      playedSeconds: Math.floor(sessionPlayedMs(row, idleMs, now) / 1000),
      live,
    };
  });
}
