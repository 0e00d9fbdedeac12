import { timings } from '../../shared/constants/business.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { clock } from './clock.ts';

/**
 * Failed-login bookkeeping per username and per IP: from the 3rd failure the picture captcha is required, from the
 * 10th the subject is locked for 5 minutes ('too many requests, try again after 5 minutes'). Failures are forgotten
 * 30 minutes after the last one; after a lockout the captcha stays required.
 */
export const captchaAfterFailures = 3;
export const lockoutAfterFailures = 10;
export const lockoutMs = timings.lockoutMinutes * 60 * 1000;
export const failureMemoryMs = 30 * 60 * 1000;

/** The refusal of a locked login: 429 `session.login.locked` ('try again after 5 minutes'). */
export function loginLocked(): ApiError {
  return new ApiError(429, 'session.login.locked', { params: { minutes: timings.lockoutMinutes } });
}

type Row = { failures: number; last_failure_at: number; locked_until: number | null };

export function loginSubjects(merchantCode: string, username: string, ip: string): string[] {
  return [`user:${merchantCode}:${username.toLowerCase()}`, `ip:${merchantCode}:${ip}`];
}

function read(db: Database, subject: string, now: number): Row | null {
  const row = db
    .prepare('SELECT failures, last_failure_at, locked_until FROM login_failures WHERE subject = ?')
    .get(subject) as Row | undefined;
  if (!row) return null;
  if (row.locked_until !== null && row.locked_until <= now) {
    // lock over: the captcha stays required
    const next = { failures: captchaAfterFailures, last_failure_at: now, locked_until: null };
    db.prepare(
      'UPDATE login_failures SET failures = ?, last_failure_at = ?, locked_until = NULL WHERE subject = ?',
    ).run(next.failures, next.last_failure_at, subject);
    return next;
  }
  if (row.locked_until === null && now - row.last_failure_at > failureMemoryMs) {
    db.prepare('DELETE FROM login_failures WHERE subject = ?').run(subject);
    return null;
  }
  return row;
}

export type ThrottleState = { locked: boolean; captchaRequired: boolean };

export function throttleState(db: Database, subjects: string[], now = clock.now()): ThrottleState {
  let locked = false;
  let captchaRequired = false;
  for (const subject of subjects) {
    const row = read(db, subject, now);
    if (!row) continue;
    if (row.locked_until !== null) locked = true;
    if (row.failures >= captchaAfterFailures) captchaRequired = true;
  }
  return { locked, captchaRequired };
}

export function assertNotLocked(db: Database, subjects: string[], now = clock.now()): ThrottleState {
  const state = throttleState(db, subjects, now);
  if (state.locked) throw loginLocked();
  return state;
}

/** Records one failure on every subject; returns the state after it. */
export function recordFailure(db: Database, subjects: string[], now = clock.now()): ThrottleState {
  let locked = false;
  let captchaRequired = false;
  for (const subject of subjects) {
    const row = read(db, subject, now);
    const failures = (row?.failures ?? 0) + 1;
    const lockedUntil = failures >= lockoutAfterFailures ? now + lockoutMs : null;
    db.prepare(
      'INSERT INTO login_failures (subject, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT (subject) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at, ' +
        'locked_until = excluded.locked_until',
    ).run(subject, failures, now, lockedUntil);
    if (lockedUntil !== null) locked = true;
    if (failures >= captchaAfterFailures) captchaRequired = true;
  }
  return { locked, captchaRequired };
}

/**
 * The operator's unlock: forgets the failures of a username, of an IP address, or (neither named) of every username
 * and address of the merchant. Returns how many subjects were forgotten.
 */
export function clearMerchantFailures(
  db: Database,
  merchantCode: string,
  which: { username?: string | undefined; ip?: string | undefined },
): number {
  const subjects: string[] = [];
  if (which.username !== undefined) subjects.push(`user:${merchantCode}:${which.username.toLowerCase()}`);
  if (which.ip !== undefined) subjects.push(`ip:${merchantCode}:${which.ip}`);
  if (subjects.length === 0) {
    return Number(
      db
        .prepare("DELETE FROM login_failures WHERE subject LIKE ? ESCAPE '\\' OR subject LIKE ? ESCAPE '\\'")
        .run(`user:${escapeLike(merchantCode)}:%`, `ip:${escapeLike(merchantCode)}:%`).changes,
    );
  }
  let cleared = 0;
  for (const subject of subjects) {
    cleared += Number(db.prepare('DELETE FROM login_failures WHERE subject = ?').run(subject).changes);
  }
  return cleared;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function clearFailures(db: Database, subject: string): void {
  db.prepare('DELETE FROM login_failures WHERE subject = ?').run(subject);
}

/**
 * Takes back the failure a login attempt was counted as when it started (`beginAttempt`), once it succeeded: the
 * subject's count goes down by one and a lock that this attempt set is lifted.
 */
export function withdrawFailure(db: Database, subject: string): void {
  db.prepare(
    'UPDATE login_failures SET failures = MAX(failures - 1, 0), ' +
      'locked_until = CASE WHEN failures - 1 < ? THEN NULL ELSE locked_until END WHERE subject = ?',
  ).run(lockoutAfterFailures, subject);
}

export type AttemptGate =
  | { refused: ApiError }
  /** the state with this attempt already counted as a failure */
  | { pending: ThrottleState };

/**
 * Starts one login attempt, atomically (one write transaction, no await inside): a locked subject is refused; when
 * the captcha is due it must be given and right (`captcha` checks it; a wrong one counts as a failure); then the
 * attempt itself is counted as a failure before the password is checked, so that concurrent attempts see each other
 * — 40 wrong passwords sent at once check 3 and meet the captcha gate 37 times, as 40 sent one by one would. The
 * caller takes the failure back with `withdrawFailure` / `clearFailures` when the credentials were right.
 */
export function beginAttempt(
  db: Database,
  subjects: string[],
  captcha: { given: boolean; check: () => boolean },
  now = clock.now(),
): AttemptGate {
  return transaction(db, (): AttemptGate => {
    const state = throttleState(db, subjects, now);
    if (state.locked) return { refused: loginLocked() };
    if (state.captchaRequired) {
      if (!captcha.given) {
        return {
          refused: new ApiError(400, errorCodes.captchaRequired, { value: { captchaRequired: true } }),
        };
      }
      if (!captcha.check()) {
        const after = recordFailure(db, subjects, now);
        return {
          refused: after.locked
            ? loginLocked()
            : new ApiError(400, 'session.captcha.invalid', { value: { captchaRequired: true } }),
        };
      }
    }
    return { pending: recordFailure(db, subjects, now) };
  });
}
