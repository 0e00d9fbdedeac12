import type { Database } from '../db/database.ts';
import { agentMemberTypes, playerMemberType, trialMemberType } from '../../shared/constants/members.ts';
import { clock } from './clock.ts';

/** Reads of member rows for the account services. */
export type MemberRow = {
  id: number;
  merchant_code: string;
  username: string;
  password_hash: string;
  type: number;
  parent_id: number | null;
  nickname: string | null;
  email: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  language: string | null;
  status: string;
  created_at: string;
  password_changed_at: string;
  icon: string | null;
  payee_name: string | null;
  birthday: string | null;
  must_change_password: number;
  password_expires_at: string | null;
  first_login_at: string | null;
  last_login_at: string | null;
  affiliate_code: string | null;
};

/** Types that are members and may log in: players, agents and trial accounts (spec §3, §6). */
export const memberTypes: readonly number[] = [playerMemberType, ...agentMemberTypes, trialMemberType];

export function isMemberAccount(row: Pick<MemberRow, 'type' | 'status'>): boolean {
  return memberTypes.includes(row.type) && row.status !== 'NON_MEMBER';
}

export function memberById(db: Database, id: number): MemberRow | null {
  return (db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined) ?? null;
}

export function memberByUsername(db: Database, merchantCode: string, username: string): MemberRow | null {
  return (
    (db
      .prepare('SELECT * FROM members WHERE merchant_code = ? AND username = ?')
      .get(merchantCode, username) as MemberRow | undefined) ?? null
  );
}

export function memberByMobile(
  db: Database,
  merchantCode: string,
  countryDialingCode: string,
  mobileNum: string,
): MemberRow | null {
  return (
    (db
      .prepare(
        'SELECT * FROM members WHERE merchant_code = ? AND country_dialing_code = ? AND mobile_num = ? ORDER BY id LIMIT 1',
      )
      .get(merchantCode, countryDialingCode, mobileNum) as MemberRow | undefined) ?? null
  );
}

/** Whether a registration value is already taken (usernames and e-mails compare case-insensitively). */
export function isTaken(
  db: Database,
  merchantCode: string,
  field: 'username' | 'mobileNum' | 'email',
  value: string,
): boolean {
  const column = { username: 'username', mobileNum: 'mobile_num', email: 'email' }[field];
  const row = db
    .prepare(
      `SELECT 1 AS taken FROM members WHERE merchant_code = ? AND ${column} = ? COLLATE NOCASE LIMIT 1`,
    )
    .get(merchantCode, value);
  return row !== undefined;
}

export function isPasswordExpired(
  row: Pick<MemberRow, 'must_change_password' | 'password_expires_at'>,
  now = clock.now(),
): boolean {
  return (
    row.must_change_password === 1 ||
    (row.password_expires_at !== null && Date.parse(row.password_expires_at) <= now)
  );
}

/** Sets the member's avatar (one of the preset icons, checked by the caller). */
export function saveMemberIcon(db: Database, memberId: number, icon: string): void {
  db.prepare('UPDATE members SET icon = ? WHERE id = ?').run(icon, memberId);
}

/** Keeps a password-reset link's token (hashed) until it expires. */
export function savePasswordReset(
  db: Database,
  reset: { tokenHash: string; memberId: number; expiresAt: number },
): void {
  db.prepare('INSERT INTO password_resets (token_hash, member_id, expires_at) VALUES (?, ?, ?)').run(
    reset.tokenHash,
    reset.memberId,
    reset.expiresAt,
  );
}
