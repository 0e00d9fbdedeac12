import { randomInt, timingSafeEqual } from 'node:crypto';
import { messageText } from '../../shared/api/messages.ts';
import type { ErrorCode } from '../../shared/api/errors.ts';
import { timings } from '../../shared/constants/business.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { deliver, smsDestination, type OutboxChannel } from './outbox.ts';
import { keyedHash } from './secrets.ts';
import { clock } from './clock.ts';

/** How long an SMS code stays valid (and the resend countdown of the register settings, `smsExpiredMinutes`). */
export const smsExpiredMinutes = 5;

/**
 * One-time codes by SMS or e-mail (6 digits), stored as an HMAC with their expiry. Sending is throttled per
 * destination and purpose: at most one per second, and none while the previous code's countdown (expiredMinutes x 60
 * s) runs. A code is single use and allows 5 wrong tries.
 */
export type CodePurpose = 'no-login' | 'register' | 'ip-verification';
export const maxCodeAttempts = 5;
/** Codes one visitor IP may ask for per hour, all numbers together (against SMS pumping). */
export const maxCodesPerIpPerHour = 20;

type Target = { merchantCode: string; channel: OutboxChannel; destination: string; purpose: CodePurpose };

function codeHash(db: Database, target: Target, code: string): string {
  return keyedHash(db, 'codes', `${target.channel}|${target.destination}|${target.purpose}|${code}`);
}

function lastSentAt(db: Database, target: Target): number | null {
  const row = db
    .prepare(
      'SELECT MAX(sent_at) AS at FROM verification_codes WHERE merchant_code = ? AND channel = ? AND destination = ? AND purpose = ?',
    )
    .get(target.merchantCode, target.channel, target.destination, target.purpose) as { at: number | null };
  return row.at;
}

export type SendCodeInput = {
  merchantCode: string;
  purpose: CodePurpose;
  expiredMinutes: number;
  siteName: string;
  /** the language of the message: the member's stored language, else the request's */
  language: Language;
  /** the visitor asking, capped at maxCodesPerIpPerHour */
  requesterIp?: string;
  /**
   * false: the destination belongs to no member. Everything runs as for a real send — the throttles, the per-IP cap,
   * a stored (never delivered) code — so that the answer and the next answers cannot tell whether it does.
   */
  deliver?: boolean;
  now?: number;
} & ({ channel: 'SMS'; countryDialingCode: string; mobileNum: string } | { channel: 'EMAIL'; email: string });

/** Sends a code in the member's language (shared/api/messages.ts). Throws 429 when throttled. */
export function sendCode(db: Database, input: SendCodeInput): void {
  const now = input.now ?? clock.now();
  const destination =
    input.channel === 'SMS'
      ? smsDestination(input.countryDialingCode, input.mobileNum)
      : input.email.toLowerCase();
  const target: Target = {
    merchantCode: input.merchantCode,
    channel: input.channel,
    destination,
    purpose: input.purpose,
  };
  transaction(db, () => {
    const last = lastSentAt(db, target);
    if (last !== null) {
      const elapsed = now - last;
      if (elapsed < timings.smsThrottleMs) {
        throw new ApiError(429, 'verification.code.too.soon');
      }
      // codes the member asked for wait for the countdown; a new-IP login (right password) may send again at once
      const countdownMs = input.purpose === 'ip-verification' ? 0 : input.expiredMinutes * 60_000;
      if (elapsed < countdownMs) {
        const seconds = Math.ceil((countdownMs - elapsed) / 1000);
        throw new ApiError(429, 'verification.code.already.sent', {
          params: { seconds },
          value: { retryAfterSeconds: seconds },
        });
      }
    }
    if (input.requesterIp) {
      const { n } = db
        .prepare(
          'SELECT COUNT(*) AS n FROM verification_codes WHERE merchant_code = ? AND requester_ip = ? AND sent_at > ?',
        )
        .get(input.merchantCode, input.requesterIp, now - 60 * 60 * 1000) as { n: number };
      if (n >= maxCodesPerIpPerHour) {
        throw new ApiError(429, 'verification.code.network.limit');
      }
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    db.prepare(
      'INSERT INTO verification_codes (merchant_code, channel, destination, purpose, code_hash, sent_at, expires_at, requester_ip) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      input.merchantCode,
      input.channel,
      destination,
      input.purpose,
      codeHash(db, target, code),
      now,
      now + input.expiredMinutes * 60_000,
      input.requesterIp ?? null,
    );
    if (input.deliver === false) return;
    const body = messageText(`code.${input.purpose}`, input.language, {
      site: input.siteName,
      code,
      minutes: input.expiredMinutes,
    });
    deliver(db, {
      merchantCode: input.merchantCode,
      channel: input.channel,
      destination,
      countryDialingCode: input.channel === 'SMS' ? input.countryDialingCode : null,
      mobileNum: input.channel === 'SMS' ? input.mobileNum : null,
      purpose: input.purpose,
      body,
      code,
      now,
    });
  });
}

export type CheckCodeInput = {
  merchantCode: string;
  purpose: CodePurpose;
  code: string;
  now?: number;
} & ({ channel: 'SMS'; countryDialingCode: string; mobileNum: string } | { channel: 'EMAIL'; email: string });

type CodeRow = { id: number; code_hash: string; expires_at: number; attempts: number };

/**
 * Checks and consumes the latest code sent to the destination for the purpose. Throws 400
 * `verification.code.invalid` (missing or wrong), `verification.code.expired` or `verification.code.attempts.exceeded`.
 */
export function consumeCode(db: Database, input: CheckCodeInput): void {
  const now = input.now ?? clock.now();
  const destination =
    input.channel === 'SMS'
      ? smsDestination(input.countryDialingCode, input.mobileNum)
      : input.email.toLowerCase();
  const target: Target = {
    merchantCode: input.merchantCode,
    channel: input.channel,
    destination,
    purpose: input.purpose,
  };
  const problem = transaction(db, (): ErrorCode | null => {
    const row = db
      .prepare(
        'SELECT id, code_hash, expires_at, attempts FROM verification_codes WHERE merchant_code = ? AND channel = ? ' +
          'AND destination = ? AND purpose = ? AND used_at IS NULL ORDER BY sent_at DESC, id DESC LIMIT 1',
      )
      .get(target.merchantCode, target.channel, destination, target.purpose) as CodeRow | undefined;
    if (!row) return 'verification.code.invalid';
    if (row.expires_at <= now) return 'verification.code.expired';
    if (row.attempts >= maxCodeAttempts) return 'verification.code.attempts.exceeded';
    const expected = Buffer.from(row.code_hash, 'hex');
    const actual = Buffer.from(codeHash(db, target, input.code.trim()), 'hex');
    if (!timingSafeEqual(expected, actual)) {
      db.prepare('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
      return 'verification.code.invalid';
    }
    db.prepare('UPDATE verification_codes SET used_at = ? WHERE id = ?').run(now, row.id);
    return null;
  });
  if (problem) throw new ApiError(400, problem);
}
