import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import {
  captchaAfterFailures,
  clearFailures,
  clearMerchantFailures,
  failureMemoryMs,
  lockoutAfterFailures,
  lockoutMs,
  loginSubjects,
  recordFailure,
  throttleState,
} from './login-throttle.ts';

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:').db;
});
afterEach(() => db.close());

describe('login throttle', () => {
  const subjects = loginSubjects('demo', 'Player01', '203.0.113.1');

  it('requires the captcha from the 3rd failure and locks from the 10th for 5 minutes', () => {
    const t0 = 1_000_000;
    for (let i = 1; i < captchaAfterFailures; i++) {
      expect(recordFailure(db, subjects, t0 + i)).toEqual({ locked: false, captchaRequired: false });
    }
    expect(recordFailure(db, subjects, t0 + 10)).toEqual({ locked: false, captchaRequired: true });
    for (let i = captchaAfterFailures + 1; i < lockoutAfterFailures; i++)
      recordFailure(db, subjects, t0 + 10 + i);
    expect(recordFailure(db, subjects, t0 + 100)).toEqual({ locked: true, captchaRequired: true });
    expect(throttleState(db, subjects, t0 + 100 + lockoutMs - 1).locked).toBe(true);
    // after the lock the captcha is still required
    expect(throttleState(db, subjects, t0 + 100 + lockoutMs)).toEqual({
      locked: false,
      captchaRequired: true,
    });
  });

  it('compares usernames case-insensitively and forgets failures after 30 quiet minutes', () => {
    const t0 = 5_000_000;
    for (let i = 0; i < captchaAfterFailures; i++) recordFailure(db, subjects, t0);
    const sameUserOtherIp = loginSubjects('demo', 'player01', '198.51.100.1');
    expect(throttleState(db, sameUserOtherIp, t0).captchaRequired).toBe(true);
    expect(throttleState(db, sameUserOtherIp, t0 + failureMemoryMs + 1).captchaRequired).toBe(false);
  });

  it('a success clears the username but not the IP', () => {
    for (let i = 0; i < captchaAfterFailures; i++) recordFailure(db, subjects, 10);
    clearFailures(db, subjects[0]!);
    expect(throttleState(db, [subjects[0]!], 11).captchaRequired).toBe(false);
    expect(throttleState(db, [subjects[1]!], 11).captchaRequired).toBe(true);
  });

  it("the operator's unlock forgets a username, an address, or all of the merchant's and nothing of another's", () => {
    const t0 = 2_000_000;
    const other = loginSubjects('other', 'Player01', '203.0.113.1');
    const second = loginSubjects('demo', 'Player02', '203.0.113.2');
    for (let i = 0; i < lockoutAfterFailures; i++) {
      for (const pair of [subjects, other, second]) recordFailure(db, pair, t0 + i);
    }
    expect(throttleState(db, [subjects[0]!], t0 + 20).locked).toBe(true);
    expect(clearMerchantFailures(db, 'demo', { username: 'PLAYER01' })).toBe(1);
    expect(throttleState(db, [subjects[0]!], t0 + 20)).toEqual({ locked: false, captchaRequired: false });
    expect(throttleState(db, subjects, t0 + 20).locked).toBe(true); // its address is still locked
    expect(clearMerchantFailures(db, 'demo', { ip: '203.0.113.1' })).toBe(1);
    expect(throttleState(db, subjects, t0 + 20).locked).toBe(false);
    expect(clearMerchantFailures(db, 'demo', {})).toBe(2); // Player02 and its address
    expect(throttleState(db, second, t0 + 20).locked).toBe(false);
    expect(throttleState(db, other, t0 + 20).locked).toBe(true);
  });
});
