import { createHash, randomBytes } from 'node:crypto';
import type { LoginResponse } from '../../shared/api/account.ts';
import type { LoginRequest } from '../../shared/api/account-forms.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import type { ErrorCode } from '../../shared/api/errors.ts';
import { isLanguage, type Language } from '../../shared/constants/i18n.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { accountPolicy, passwordExpiry } from './account-policy.ts';
import { checkCaptcha } from './captcha.ts';
import { smsExpiredMinutes } from './verification.ts';
import type { Ledger } from './ledger.ts';
import { mainWallet } from './ledger.ts';
import {
  beginAttempt,
  clearFailures,
  loginLocked,
  loginSubjects,
  withdrawFailure,
} from './login-throttle.ts';
import {
  isMemberAccount,
  isPasswordExpired,
  memberById,
  memberByMobile,
  memberByUsername,
  type MemberRow,
} from './members.ts';
import type { Merchant } from './merchants.ts';
import { hashPassword, upgradeMemberHash, verifyPassword } from './passwords.ts';
import { createSession } from './sessions.ts';
import { endMemberGames } from './launch.ts';
import { consumeCode, sendCode } from './verification.ts';
import { isFlagOn } from './settings.ts';
import { trialMemberType } from '../../shared/constants/members.ts';
import { clock } from './clock.ts';
import { assertLoginAllowed } from './responsible-play.ts';

/**
 * Ways into a session: password or SMS-code login (captcha after failures, lockout, non-members refused, extra
 * verification from an unregistered IP), free play, the new-IP verification step, and the first-login action.
 */
export const loginTicketLifetimeMs = 10 * 60 * 1000;
export const maxTicketAttempts = 5;
const defaultDialingCode = '+55';

/** A scrypt hash of a random password: verifying against it costs the same as a real one (no user enumeration). */
let dummyHash: Promise<string> | null = null;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Opens a session and answers the login response. */
export function openSession(db: Database, member: MemberRow, now = clock.now()): LoginResponse {
  // responsible play: a self-excluded member is refused with the end date, whatever the way in
  assertLoginAllowed(db, member.id, now);
  const token = createSession(db, member.id, now);
  db.prepare('UPDATE members SET last_login_at = ? WHERE id = ?').run(new Date(now).toISOString(), member.id);
  return {
    token,
    firstTimeLogin: member.first_login_at === null,
    passwordExpired: isPasswordExpired(member, now),
  };
}

export function refuseNonMember(member: MemberRow): void {
  if (!isMemberAccount(member)) {
    throw new ApiError(403, errorCodes.nonMember);
  }
  if (member.status !== 'ACTIVE') throw new ApiError(403, 'session.account.disabled');
}

function registeredIps(db: Database, memberId: number): string[] {
  return (db.prepare('SELECT ip FROM member_ips WHERE member_id = ?').all(memberId) as { ip: string }[]).map(
    (row) => row.ip,
  );
}

export type LoginContext = {
  db: Database;
  merchant: Merchant;
  clientIp: string;
  /** the request's language: codes sent to a member without a stored language are worded in it */
  language?: Language;
  now?: number;
};

/**
 * Login by username and password, or by mobile number and SMS code (`type` sms). Refusals: 400
 * `session.credentials.invalid` (wrong password) or `verification.code.invalid` (wrong SMS code), 400
 * `session.captcha.required` (captcha missing) or `session.captcha.invalid` (wrong captcha); each carries
 * `{ captchaRequired: true }` once the next try needs the captcha (3 failures per username or IP); 429
 * `session.login.locked` after 10 failures (5-minute lock); 403 `session.non.member`; 403
 * `session.verification.required` with `{ verification: { ticket, types } }` from an IP the member has not registered.
 */
export async function login(ctx: LoginContext, input: LoginRequest): Promise<LoginResponse> {
  const { db, merchant, clientIp } = ctx;
  const now = ctx.now ?? clock.now();
  const sms = input.type === 'sms';
  const dialCode = input.countryDialingCode ?? defaultDialingCode;
  const subjectName = sms ? `${dialCode}${input.username}` : input.username;
  const subjects = loginSubjects(merchant.code, subjectName, clientIp);

  if (sms && !isFlagOn(db, merchant.code, 'MOBILEVERCODELOGIN3')) {
    throw new ApiError(403, 'session.sms.login.not.available');
  }
  // the attempt counts as a failure from here (atomically with the lock and captcha gates) until it succeeds
  const gate = beginAttempt(
    db,
    subjects,
    {
      given: Boolean(input.captcha && input.captchaKey),
      check: () => checkCaptcha(db, merchant.code, input.captchaKey, input.captcha, now),
    },
    now,
  );
  if ('refused' in gate) throw gate.refused;

  let member: MemberRow | null;
  let accepted: boolean;
  if (sms) {
    member = memberByMobile(db, merchant.code, dialCode, input.username);
    accepted = false;
    if (member) {
      try {
        consumeCode(db, {
          merchantCode: merchant.code,
          channel: 'SMS',
          countryDialingCode: dialCode,
          mobileNum: input.username,
          purpose: 'no-login',
          code: input.password,
          now,
        });
        accepted = true;
      } catch {
        accepted = false;
      }
    }
  } else {
    member = memberByUsername(db, merchant.code, input.username);
    accepted = await verifyPassword(input.password, member?.password_hash ?? (await dummyPasswordHash()));
  }

  if (!member || !accepted) {
    const after = gate.pending;
    if (after.locked) throw loginLocked();
    throw new ApiError(400, sms ? 'verification.code.invalid' : errorCodes.credentialsInvalid, {
      value: after.captchaRequired ? { captchaRequired: true } : undefined,
    });
  }

  const [userSubject, ipSubject] = subjects;
  if (userSubject) clearFailures(db, userSubject);
  if (ipSubject) withdrawFailure(db, ipSubject);
  if (!sms && member.password_hash)
    await upgradeMemberHash(db, 'password_hash', member.id, member.password_hash, input.password);
  return finishLogin(ctx, member, now);
}

/**
 * The common end of every login whose credentials were accepted: non-members refused, extra verification from an
 * unregistered IP, then the session.
 */
export function finishLogin(ctx: LoginContext, member: MemberRow, now = clock.now()): LoginResponse {
  const { db, merchant, clientIp } = ctx;
  refuseNonMember(member);
  const ips = registeredIps(db, member.id);
  if (ips.length > 0 && !ips.includes(clientIp)) {
    const stored = member.language;
    const language = isLanguage(stored) ? stored : (ctx.language ?? merchant.config.defaultLanguage);
    const verification = startIpVerification(db, merchant, member, clientIp, language, now);
    throw new ApiError(403, errorCodes.loginVerificationRequired, { value: { verification } });
  }
  return openSession(db, member, now);
}

type TicketRow = { member_id: number; ip: string; types: string; expires_at: number; attempts: number };

/** Creates the ticket of a refused login and sends a code to the registered mobile (SMS) and e-mail. */
function startIpVerification(
  db: Database,
  merchant: Merchant,
  member: MemberRow,
  ip: string,
  language: Language,
  now: number,
): { ticket: string; types: ('MOBILE' | 'EMAIL')[] } {
  const types: ('MOBILE' | 'EMAIL')[] = [];
  const send = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      // throttled (within a second): the code sent a moment ago is still valid
      if (!(error instanceof ApiError && error.statusCode === 429)) throw error;
    }
  };
  if (member.mobile_num && member.country_dialing_code) {
    const mobileNum = member.mobile_num;
    const countryDialingCode = member.country_dialing_code;
    types.push('MOBILE');
    send(() =>
      sendCode(db, {
        merchantCode: merchant.code,
        channel: 'SMS',
        countryDialingCode,
        mobileNum,
        purpose: 'ip-verification',
        expiredMinutes: smsExpiredMinutes,
        siteName: merchant.config.siteName,
        language,
        now,
      }),
    );
  }
  if (member.email) {
    const email = member.email;
    types.push('EMAIL');
    send(() =>
      sendCode(db, {
        merchantCode: merchant.code,
        channel: 'EMAIL',
        email,
        purpose: 'ip-verification',
        expiredMinutes: smsExpiredMinutes,
        siteName: merchant.config.siteName,
        language,
        now,
      }),
    );
  }
  if (types.length === 0) {
    throw new ApiError(403, 'session.verification.no.contact');
  }
  const ticket = `ipv_${randomBytes(18).toString('base64url')}`;
  db.prepare('DELETE FROM login_tickets WHERE expires_at <= ?').run(now);
  db.prepare(
    'INSERT INTO login_tickets (ticket_hash, member_id, ip, types, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(sha256(ticket), member.id, ip, JSON.stringify(types), now + loginTicketLifetimeMs);
  return { ticket, types };
}

/**
 * Completes a login refused for an unregistered IP: `value` is the code sent by SMS (type MOBILE) or e-mail (type
 * EMAIL). On success the IP is registered and the session opens.
 */
export function completeIpVerification(
  ctx: LoginContext,
  input: { ticket: string; type: string; value: string },
): LoginResponse {
  const { db, merchant, clientIp } = ctx;
  const now = ctx.now ?? clock.now();
  const ticketHash = sha256(input.ticket);
  const row = db
    .prepare('SELECT member_id, ip, types, expires_at, attempts FROM login_tickets WHERE ticket_hash = ?')
    .get(ticketHash) as TicketRow | undefined;
  const invalid = (code: ErrorCode): never => {
    throw new ApiError(400, code);
  };
  if (!row || row.expires_at <= now) return invalid('session.verification.expired');
  if (row.ip !== clientIp) return invalid('session.verification.other.device');
  if (row.attempts >= maxTicketAttempts) return invalid('session.verification.attempts.exceeded');
  const types = JSON.parse(row.types) as string[];
  if (!types.includes(input.type)) return invalid('session.verification.method.not.offered');
  const member = memberById(db, row.member_id);
  if (!member || member.merchant_code !== merchant.code) return invalid('session.verification.expired');
  try {
    if (input.type === 'MOBILE') {
      consumeCode(db, {
        merchantCode: merchant.code,
        channel: 'SMS',
        countryDialingCode: member.country_dialing_code ?? defaultDialingCode,
        mobileNum: member.mobile_num ?? '',
        purpose: 'ip-verification',
        code: input.value,
        now,
      });
    } else {
      consumeCode(db, {
        merchantCode: merchant.code,
        channel: 'EMAIL',
        email: member.email ?? '',
        purpose: 'ip-verification',
        code: input.value,
        now,
      });
    }
  } catch (error) {
    db.prepare('UPDATE login_tickets SET attempts = attempts + 1 WHERE ticket_hash = ?').run(ticketHash);
    throw error;
  }
  refuseNonMember(member);
  return transaction(db, () => {
    db.prepare('DELETE FROM login_tickets WHERE ticket_hash = ?').run(ticketHash);
    db.prepare(
      'INSERT INTO member_ips (member_id, ip, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    ).run(member.id, clientIp, new Date(now).toISOString());
    return openSession(db, member, now);
  });
}

/**
 * Free play (FREEPLAY3): one trial account (type 4) per device fingerprint, with demo money credited through the
 * ledger when it is created.
 */
export async function loginFreePlay(
  ctx: LoginContext & { ledger: Ledger },
  fingerprint: string,
): Promise<LoginResponse> {
  const { db, merchant } = ctx;
  const now = ctx.now ?? clock.now();
  if (!isFlagOn(db, merchant.code, 'FREEPLAY3')) {
    throw new ApiError(403, 'session.free.play.not.available');
  }
  const deviceHash = sha256(`${merchant.code}|${fingerprint}`);
  const existing = db
    .prepare(
      'SELECT * FROM members WHERE merchant_code = ? AND device_hash = ? AND type = ? ORDER BY id LIMIT 1',
    )
    .get(merchant.code, deviceHash, trialMemberType) as MemberRow | undefined;
  if (existing) {
    refuseNonMember(existing);
    return { ...openSession(db, existing, now), firstTimeLogin: false };
  }
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const policy = accountPolicy(db, merchant.code);
  const member = transaction(db, () => {
    const iso = new Date(now).toISOString();
    const username = `trial_${randomBytes(5).toString('hex')}`;
    const { id } = db
      .prepare(
        'INSERT INTO members (merchant_code, username, password_hash, type, nickname, created_at, password_changed_at, ' +
          'device_hash, first_login_at, register_ip) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
      )
      .get(
        merchant.code,
        username,
        passwordHash,
        trialMemberType,
        'Trial',
        iso,
        iso,
        deviceHash,
        iso,
        ctx.clientIp,
      ) as {
      id: number;
    };
    const wallet = ctx.ledger.openAccount(id, mainWallet, { currency: merchant.config.currency, demo: true });
    ctx.ledger.credit({
      accountId: wallet.id,
      amount: policy.trialGrantCents,
      type: 'DEMO_GRANT',
      reference: 'free-play',
      idempotencyKey: `freeplay:${id}:grant`,
    });
    return memberById(db, id) as MemberRow;
  });
  return openSession(db, member, now);
}

/** The first-login action: clears the flag and says whether the password must be changed first. */
export function firstLoginAction(
  db: Database,
  merchantCode: string,
  memberId: number,
  now = clock.now(),
): { firstTimeLogin: false; passwordChangeRequired: boolean } {
  const member = memberById(db, memberId);
  if (!member) throw new ApiError(401, errorCodes.unauthorized);
  db.prepare('UPDATE members SET first_login_at = COALESCE(first_login_at, ?) WHERE id = ?').run(
    new Date(now).toISOString(),
    memberId,
  );
  const expired = member.password_expires_at !== null && Date.parse(member.password_expires_at) <= now;
  return {
    firstTimeLogin: false,
    passwordChangeRequired:
      member.must_change_password === 1 || (expired && isFlagOn(db, merchantCode, 'PWDEXPFORCECHANGE3')),
  };
}

/** Sets a new password (hash, expiry per policy, default-password flag cleared). */
export async function setPassword(
  db: Database,
  merchantCode: string,
  memberId: number,
  password: string,
  now = clock.now(),
) {
  const policy = accountPolicy(db, merchantCode);
  const hash = await hashPassword(password);
  db.prepare(
    'UPDATE members SET password_hash = ?, password_changed_at = ?, password_expires_at = ?, must_change_password = ? WHERE id = ?',
  ).run(
    hash,
    new Date(now).toISOString(),
    passwordExpiry(policy, now),
    password === policy.defaultInitialPassword ? 1 : 0,
    memberId,
  );
}

/**
 * Ends every session of a member except the one of `keepTokenHash` (a password change), and every game of the member
 * with them, the kept session's included: game links and game sessions never outlive a password change.
 */
export function endOtherSessions(db: Database, memberId: number, keepTokenHash: string | null): void {
  db.prepare('DELETE FROM sessions WHERE member_id = ? AND token_hash IS NOT ?').run(memberId, keepTokenHash);
  endMemberGames(db, memberId);
}
