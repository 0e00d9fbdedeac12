import { createHash, randomBytes } from 'node:crypto';
import type { LoginResponse } from '../../shared/api/account.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { openSession, refuseNonMember } from './auth.ts';
import { clock } from './clock.ts';
import { memberById } from './members.ts';
import type { SessionMember } from './sessions.ts';

/**
 * The sign-in link of spec §4 ("a token in the URL query logs in on load"), made safe: the link carries a one-time
 * code minted by the platform for that purpose — never a session token — that lives a few minutes, is kept only as a
 * digest, and opens a session once. When the tab already holds another member's session the code is refused (409
 * `session.login.code.other.member`, nothing used up) until the person confirms the switch on screen; the switch then
 * ends the tab's old session. This stops login forgery: a link with someone else's code cannot silently turn a
 * logged-in player into that someone (and their deposits into that someone's account).
 */
export const loginCodeTtlMs = 5 * 60 * 1000;
const codePrefix = 'lc_';

function digest(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

export function mintLoginCode(
  db: Database,
  memberId: number,
  now = clock.now(),
): { code: string; expiresAt: number } {
  const code = `${codePrefix}${randomBytes(24).toString('base64url')}`;
  db.prepare('DELETE FROM login_codes WHERE expires_at < ?').run(now);
  db.prepare(
    'INSERT INTO login_codes (code_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(digest(code), memberId, now, now + loginCodeTtlMs);
  return { code, expiresAt: now + loginCodeTtlMs };
}

type CodeRow = { member_id: number; expires_at: number; used_at: number | null };

/**
 * Opens a session for a sign-in code. `current` is the member of the session the tab already holds (if any) and
 * `currentTokenHash` its digest; `confirmSwitch` says the person confirmed on screen that they want to switch.
 */
export function redeemLoginCode(
  db: Database,
  input: {
    merchantCode: string;
    code: string;
    current: SessionMember | null;
    currentTokenHash: string | null;
    confirmSwitch: boolean;
    now?: number;
  },
): LoginResponse {
  const now = input.now ?? clock.now();
  const invalid = () => new ApiError(400, 'session.login.code.invalid');
  if (!input.code.startsWith(codePrefix) || input.code.length > 100) throw invalid();
  return transaction(db, () => {
    const row = db
      .prepare('SELECT member_id, expires_at, used_at FROM login_codes WHERE code_hash = ?')
      .get(digest(input.code)) as CodeRow | undefined;
    if (!row || row.used_at !== null || row.expires_at <= now) throw invalid();
    const member = memberById(db, row.member_id);
    if (member?.merchant_code !== input.merchantCode) throw invalid();
    refuseNonMember(member);
    const current = input.current;
    if (current && current.id !== member.id && !input.confirmSwitch) {
      // nothing is used up: the person decides on screen
      throw new ApiError(409, 'session.login.code.other.member', {
        params: { username: member.username, current: current.username },
        value: { username: member.username, current: current.username },
      });
    }
    db.prepare('UPDATE login_codes SET used_at = ? WHERE code_hash = ?').run(now, digest(input.code));
    if (current && input.currentTokenHash && current.id !== member.id) {
      // the switch ends the tab's previous session
      db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(input.currentTokenHash);
    }
    return openSession(db, member, now);
  });
}
