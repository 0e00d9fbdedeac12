import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../shared/api/account-forms.ts';
import { changePaymentPassword, setPaymentPassword } from '../../shared/api/money.ts';
import { buildApp } from '../app.ts';
import { captchaAfterFailures } from '../services/login-throttle.ts';
import { maxPaymentPasswordFailures } from '../services/payment-password.ts';
import { buildTestApp, callContract, testOperatorSecret, tokenFor, type TestApp } from '../test/helper.ts';
import { listen, send, tally } from '../test/live.ts';

/**
 * Issue 15, rows 7 and 8: counters that concurrent requests could race past. Each attack is real concurrent HTTP
 * against a listening platform; on the old code (check, await scrypt, then count) every guess was checked.
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ lotteryDraws: false, moneyJobs: false });
  base = await listen(t.app);
});
afterAll(async () => t.close());

describe('row 8: the captcha-after-3-failures gate', () => {
  it('40 concurrent wrong logins check 3 passwords; the other 37 meet the captcha gate', async () => {
    const guesses = Array.from({ length: 40 }, (_, i) =>
      send(t.app, base, login, { username: 'demo_down2', password: `Wrong${i}pass`, type: 'username' }),
    );
    const counts = tally(await Promise.all(guesses));
    expect(counts).toEqual({
      'session.credentials.invalid': captchaAfterFailures,
      'session.captcha.required': 40 - captchaAfterFailures,
    });
  });

  it('a right password still logs in after a wrong one (the failure it was counted as is taken back)', async () => {
    // from another address than the attack above (its IP needs the captcha now)
    const ip = '198.51.100.77';
    const answers = await Promise.all([
      callContract(t.app, login, { username: 'demo_trial', password: 'Nope1234', type: 'username' }, { ip }),
      callContract(t.app, login, { username: 'demo_trial', password: 'Trial1234', type: 'username' }, { ip }),
    ]);
    expect(tally(answers)).toEqual({ 'session.credentials.invalid': 1, ok: 1 });
    const row = t.app.platform.db
      .prepare("SELECT failures FROM login_failures WHERE subject LIKE 'user:demo:demo_trial'")
      .get();
    expect(row).toBeUndefined();
    const ipRow = t.app.platform.db
      .prepare('SELECT failures FROM login_failures WHERE subject = ?')
      .get(`ip:demo:${ip}`);
    expect(ipRow).toEqual({ failures: 1 });
  });
});

describe('row 7: the payment-password lockout', () => {
  it('100 concurrent guesses check 5; the other 95 find the lock, which survives a restart', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const set = await callContract(
      t.app,
      setPaymentPassword,
      { loginPassword: 'Demo1234', paymentPassword: '246810' },
      { token },
    );
    expect(set.status).toBe(200);
    const guesses = Array.from({ length: 100 }, (_, i) =>
      send(
        t.app,
        base,
        changePaymentPassword,
        { oldPaymentPassword: String(100_000 + i), newPaymentPassword: '135790' },
        { token },
      ),
    );
    expect(tally(await Promise.all(guesses))).toEqual({
      'payment.password.invalid': maxPaymentPasswordFailures,
      'payment.password.locked': 100 - maxPaymentPasswordFailures,
    });

    // the right answer is locked out too, and a restart (same data directory) does not lift the lock
    await t.app.close();
    const restarted = await buildApp({
      dataDir: t.dataDir,
      logger: false,
      operatorSecret: testOperatorSecret,
      lotteryDraws: false,
      moneyJobs: false,
    });
    try {
      const after = await callContract(
        restarted,
        changePaymentPassword,
        { oldPaymentPassword: '246810', newPaymentPassword: '135790' },
        { token },
      );
      expect(after.body.code).toBe('payment.password.locked');
    } finally {
      await restarted.close();
    }
  });
});
