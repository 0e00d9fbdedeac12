import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { timings } from '../../shared/constants/business.ts';
import { clock } from './clock.ts';

/**
 * Member sessions. The client sends the raw token in `Authorization`; the table keeps only its sha256 digest.
 * A session ends at its absolute expiry or after 30 minutes without a request (regulated market rule).
 */
export const sessionLifetimeMs = 24 * 60 * 60 * 1000;
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
): SessionMember | null {
  if (!token || token.length > 512) return null;
  return resolveSessionByHash(db, hashToken(token), now);
}

/**
 * The member behind a session's token digest (what launch links and game sessions keep), or null when that session
 * ended; a request through it counts as activity, as for `resolveSession`.
 */
export function resolveSessionByHash(
  db: Database,
  tokenHash: string,
  now = clock.now(),
): SessionMember | null {
  const row = db
    .prepare(
      'SELECT s.member_id, s.last_seen_at, s.expires_at, m.merchant_code, m.username, m.type, m.nickname, m.language, m.status ' +
        'FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = ?',
    )
    .get(tokenHash) as SessionRow | undefined;
  if (!row) return null;
  if (row.expires_at <= now || now - row.last_seen_at > sessionIdleMs || row.status !== 'ACTIVE') {
    db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
    return null;
  }
  if (now - row.last_seen_at > touchEveryMs) {
    db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(now, tokenHash);
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

export function deleteSession(db: Database, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
}
