import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { hashPassword, upgradeMemberHash, verifyPassword } from './passwords.ts';
import { clock } from './clock.ts';

/**
 * The payment password (6 digits, scrypt like the login password) guards withdrawals, withdrawal accounts and
 * upline transfers. Five wrong answers within 15 minutes lock the checks for the rest of that window. The count lives
 * in the database (payment_password_failures), so a restart does not reset it, and each check is counted as a
 * failure before the scrypt runs (atomically with the lock test) and taken back when the answer was right: 100
 * guesses sent at once check 5 and find the lock 95 times.
 */
export const maxPaymentPasswordFailures = 5;
export const paymentPasswordWindowMs = 15 * 60_000;

function hashOf(db: Database, memberId: number): string | null {
  const row = db.prepare('SELECT payment_password_hash FROM members WHERE id = ?').get(memberId) as
    { payment_password_hash: string | null } | undefined;
  return row?.payment_password_hash ?? null;
}

export function hasPaymentPassword(db: Database, memberId: number): boolean {
  return hashOf(db, memberId) !== null;
}

type FailureRow = { failures: number; window_start: number };

/** Counts one check against the member (a new window when the last one ended); false when the member is locked. */
function reserveCheck(db: Database, memberId: number, now: number): boolean {
  return transaction(db, () => {
    const row = db
      .prepare('SELECT failures, window_start FROM payment_password_failures WHERE member_id = ?')
      .get(memberId) as FailureRow | undefined;
    const current = row && now - row.window_start <= paymentPasswordWindowMs ? row : null;
    if ((current?.failures ?? 0) >= maxPaymentPasswordFailures) return false;
    db.prepare(
      'INSERT INTO payment_password_failures (member_id, failures, window_start) VALUES (?, ?, ?) ' +
        'ON CONFLICT (member_id) DO UPDATE SET failures = excluded.failures, window_start = excluded.window_start',
    ).run(memberId, (current?.failures ?? 0) + 1, current?.window_start ?? now);
    return true;
  });
}

/** The right answer: the check reserved for it was no failure, and earlier failures are forgotten. */
function clearChecks(db: Database, memberId: number): void {
  db.prepare('DELETE FROM payment_password_failures WHERE member_id = ?').run(memberId);
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
  if (!reserveCheck(db, memberId, now)) {
    throw new ApiError(429, 'payment.password.locked', {
      params: { minutes: Math.round(paymentPasswordWindowMs / 60_000) },
    });
  }
  if (!(await verifyPassword(password, stored))) {
    throw new ApiError(400, errorCodes.paymentPasswordInvalid);
  }
  clearChecks(db, memberId);
  await upgradeMemberHash(db, 'payment_password_hash', memberId, stored, password);
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
