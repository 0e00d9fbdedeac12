import type { Database } from '../db/database.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { clock } from './clock.ts';

/**
 * The payment password (6 digits, scrypt like the login password) guards withdrawals, withdrawal accounts and
 * upline transfers. Five wrong answers within 15 minutes lock the checks for the rest of that window.
 */
const maxFailures = 5;
const windowMs = 15 * 60_000;
const failures = new Map<number, { count: number; since: number }>();

function hashOf(db: Database, memberId: number): string | null {
  const row = db.prepare('SELECT payment_password_hash FROM members WHERE id = ?').get(memberId) as
    { payment_password_hash: string | null } | undefined;
  return row?.payment_password_hash ?? null;
}

export function hasPaymentPassword(db: Database, memberId: number): boolean {
  return hashOf(db, memberId) !== null;
}

/** Throws unless `password` is the member's payment password (or none is set, or too many failures). */
export async function checkPaymentPassword(
  db: Database,
  memberId: number,
  password: string,
  now = clock.now(),
): Promise<void> {
  const stored = hashOf(db, memberId);
  if (!stored) {
    throw new ApiError(400, errorCodes.paymentPasswordRequired);
  }
  const state = failures.get(memberId);
  if (state && now - state.since > windowMs) failures.delete(memberId);
  if ((failures.get(memberId)?.count ?? 0) >= maxFailures) {
    throw new ApiError(429, 'payment.password.locked', {
      params: { minutes: Math.round(windowMs / 60_000) },
    });
  }
  if (!(await verifyPassword(password, stored))) {
    const current = failures.get(memberId) ?? { count: 0, since: now };
    current.count++;
    failures.set(memberId, current);
    throw new ApiError(400, errorCodes.paymentPasswordInvalid);
  }
  failures.delete(memberId);
}

export async function setPaymentPassword(
  db: Database,
  memberId: number,
  loginPassword: string,
  paymentPassword: string,
): Promise<void> {
  const row = db
    .prepare('SELECT password_hash, payment_password_hash FROM members WHERE id = ?')
    .get(memberId) as { password_hash: string; payment_password_hash: string | null } | undefined;
  if (!row) throw new ApiError(404, 'member.not.found');
  if (row.payment_password_hash) {
    throw new ApiError(409, errorCodes.paymentPasswordAlreadySet);
  }
  if (!(await verifyPassword(loginPassword, row.password_hash))) {
    throw new ApiError(400, 'password.login.incorrect');
  }
  const hash = await hashPassword(paymentPassword);
  const changed = db
    .prepare('UPDATE members SET payment_password_hash = ? WHERE id = ? AND payment_password_hash IS NULL')
    .run(hash, memberId).changes;
  if (Number(changed) !== 1) {
    throw new ApiError(409, errorCodes.paymentPasswordAlreadySet);
  }
}

export async function changePaymentPassword(
  db: Database,
  memberId: number,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  await checkPaymentPassword(db, memberId, oldPassword);
  const hash = await hashPassword(newPassword);
  db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ?').run(hash, memberId);
}
