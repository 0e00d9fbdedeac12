import { createHash, randomBytes } from 'node:crypto';
import { cachedStatement, type Database } from '../db/database.ts';
import { timings } from '../../shared/constants/business.ts';
import { clock } from './clock.ts';
import { idleLimitMs, markSessionEnded } from './responsible-sessions.ts';

/**
 * Member sessions. The client sends the raw token in `Authorization`; the table keeps only its sha256 digest.
 * A session ends at its absolute expiry or after the merchant's idle limit without activity (responsible play: 30
 * minutes by default, at most 30 in Brazil mode). A request counts as activity at `activeAt` — now, or earlier when
 * the client says the person has been idle (header Idle-Seconds): background polling never keeps a session alive.
 */
export const sessionLifetimeMs = 24 * 60 * 60 * 1000;
/** The idle limit of a merchant without responsible-play settings (responsible-sessions.ts reads the merchant's). */
export const sessionIdleMs = timings.inactivityLogoutMs;
/** last_seen_at is refreshed at most this often (spares a write per request). */
const touchEveryMs = 30 * 1000;

export type SessionMember = {
  id: number;
  merchantCode: string;
  username: string;
  type: number;
  nickname: string | null;
  language: string | null;
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function createSession(db: Database, memberId: number, now = clock.now()): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    'INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(hashToken(token), memberId, now, now, now + sessionLifetimeMs);
  return token;
}

type SessionRow = {
  member_id: number;
  last_seen_at: number;
  expires_at: number;
  merchant_code: string;
  username: string;
  type: number;
  nickname: string | null;
  language: string | null;
  status: string;
};

/** The member behind a raw token, or null when the token is missing, unknown, expired or idle too long. */
export function resolveSession(
  db: Database,
  token: string | undefined,
  now = clock.now(),
  /** when the person last acted (at most now): the request's activity */
  activeAt = now,
): SessionMember | null {
  if (!token || token.length > 512) return null;
  return resolveSessionByHash(db, hashToken(token), now, activeAt);
}

/**
 * The member behind a session's token digest (what launch links and game sessions keep), or null when that session
 * ended; a request through it counts as activity, as for `resolveSession`.
 */
export function resolveSessionByHash(
  db: Database,
  tokenHash: string,
  now = clock.now(),
  /** when the person last acted (at most now): the request's activity */
  activeAt = now,
): SessionMember | null {
  const row = cachedStatement(
    db,
    'SELECT s.member_id, s.last_seen_at, s.expires_at, m.merchant_code, m.username, m.type, m.nickname, m.language, m.status ' +
      'FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = ?',
  ).get(tokenHash) as SessionRow | undefined;
  if (!row) return null;
  const idle = now - row.last_seen_at > idleLimitMs(db, row.merchant_code);
  if (row.expires_at <= now || idle || row.status !== 'ACTIVE') {
    const reason = idle ? 'IDLE' : row.expires_at <= now ? 'EXPIRED' : 'CLOSED';
    markSessionEnded(db, tokenHash, reason, idle ? row.last_seen_at : Math.min(now, row.expires_at));
    db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
    return null;
  }
  const seenAt = Math.min(now, activeAt);
  if (seenAt - row.last_seen_at > touchEveryMs) {
    cachedStatement(db, 'UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(seenAt, tokenHash);
  }
  return {
    id: row.member_id,
    merchantCode: row.merchant_code,
    username: row.username,
    type: row.type,
    nickname: row.nickname,
    language: row.language,
  };
}

/** Logout. */
export function deleteSession(db: Database, token: string, now = clock.now()): void {
  const tokenHash = hashToken(token);
  markSessionEnded(db, tokenHash, 'LOGOUT', now);
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
}
