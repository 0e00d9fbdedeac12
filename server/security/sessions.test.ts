import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMemberInfo, loginByLinkCode, logout } from '../../shared/api/account.ts';
import {
  changePassword,
  forgotPasswordByEmail,
  login,
  sendSmsNoLogin,
  setPasswordByPhone,
} from '../../shared/api/account-forms.ts';
import { issueLoginLink, issueSession } from '../../shared/api/operator.ts';
import { getSystemStatus } from '../../shared/api/system.ts';
import { loginCodeTtlMs } from '../services/login-codes.ts';
import { advanceClock, clock, resetClockForTests } from '../services/clock.ts';
import { currentHashCost, hashPassword, useHashCost, verifyPassword } from '../services/passwords.ts';
import { hashToken } from '../services/sessions.ts';
import { checkPaymentPassword } from '../services/payment-password.ts';
import { errorCodes } from '../http/errors.ts';
import {
  buildTestApp,
  callContract,
  callOperator,
  demoHeaders,
  encryptFor,
  memberId,
  tokenFor,
  type TestApp,
} from '../test/helper.ts';
import { emailOutbox, smsOutbox, tokenOf } from '../test/accounts.ts';
import { launchPath, openGame, playRound } from '../test/games.ts';

/** Issue 15, rows 3, 4, 12 and 13, and the answers that told whether an account exists. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ lotteryDraws: false, moneyJobs: false });
});
afterAll(async () => {
  await t.close();
  resetClockForTests();
});

const balance = (username: string) =>
  t.app.platform.ledger.getAccount(memberId(t.app, username), 'MAIN')?.balance ?? -1;

describe('row 3: games end with the member session', () => {
  it('logout ends the game session (rounds stop moving money) and kills an unused launch link', async () => {
    const token = await tokenOf(t.app, 'demo_player', 'Demo1234');
    const session = await openGame(t.app, await launchPath(t.app, token));
    const unused = await launchPath(t.app, token);
    expect((await playRound(t.app, session)).status).toBe(200);

    expect((await callContract(t.app, logout, {}, { token })).status).toBe(200);
    const before = balance('demo_player');
    const round = await playRound(t.app, session);
    expect(round).toMatchObject({ status: 401, body: { code: 'game.session.logged.out' } });
    expect(balance('demo_player')).toBe(before);
    const page = await t.app.inject({ url: unused });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('A sessão que abriu este jogo terminou');
  });

  it("a password change ends every game of the member, the stolen session's included", async () => {
    const mine = tokenFor(t.app, 'demo_down1');
    const stolen = tokenFor(t.app, 'demo_down1');
    const stolenGame = await openGame(t.app, await launchPath(t.app, stolen));
    const myGame = await openGame(t.app, await launchPath(t.app, mine));
    const stolenLink = await launchPath(t.app, stolen);
    const changed = await callContract(
      t.app,
      changePassword,
      { oldPassword: 'Down1234', newPassword: 'Down5678', confirmNewPassword: 'Down5678' },
      { token: mine },
    );
    expect(changed.status).toBe(200);
    for (const game of [stolenGame, myGame]) {
      expect((await playRound(t.app, game)).body.code).toBe('game.session.logged.out');
    }
    expect((await t.app.inject({ url: stolenLink })).statusCode).toBe(401);
    // the member's own session lives on and can launch again (demo_down1 has no money: the round is refused for that)
    const again = await playRound(t.app, await openGame(t.app, await launchPath(t.app, mine)));
    expect(again.body.code).toBe('wallet.insufficient.balance');
  });
});

describe('row 4: the sign-in link carries a one-time code, never a session token', () => {
  const link = async (username: string) => {
    const res = await callOperator(t.app, issueLoginLink, { username });
    expect(res.status).toBe(200);
    return res.value as { code: string; path: string; expiresAt: string };
  };

  it('a code logs in once; a session token in its place is refused', async () => {
    const { code, path } = await link('demo_player');
    expect(path).toBe(`/?token=${code}`);
    const first = await callContract(t.app, loginByLinkCode, { code });
    expect(first.status).toBe(200);
    const info = await callContract(t.app, getMemberInfo, {}, { token: first.body.value.token });
    expect(info.body.value.account).toBe('demo_player');
    expect((await callContract(t.app, loginByLinkCode, { code })).body.code).toBe(
      'session.login.code.invalid',
    );
    const sessionToken = (await callOperator(t.app, issueSession, { username: 'demo_player' })).value?.token;
    expect((await callContract(t.app, loginByLinkCode, { code: String(sessionToken) })).body.code).toBe(
      'session.login.code.invalid',
    );
    // only digests are kept
    const stored = t.app.platform.db.prepare('SELECT code_hash FROM login_codes').all() as {
      code_hash: string;
    }[];
    expect(stored.some((row) => row.code_hash === code)).toBe(false);
  });

  it('is short-lived', async () => {
    const { code } = await link('demo_player');
    advanceClock(t.app.platform.db, loginCodeTtlMs + 1000);
    expect((await callContract(t.app, loginByLinkCode, { code })).body.code).toBe(
      'session.login.code.invalid',
    );
  });

  it("login forgery: B's link does not replace A's session without A confirming on screen", async () => {
    const victim = tokenFor(t.app, 'demo_player');
    const { code } = await link('demo_agent');
    const forged = await callContract(t.app, loginByLinkCode, { code }, { token: victim });
    expect(forged.status).toBe(409);
    expect(forged.body).toMatchObject({
      code: 'session.login.code.other.member',
      value: { username: 'demo_agent', current: 'demo_player' },
    });
    // nothing was used up and the victim is still themselves
    expect((await callContract(t.app, getMemberInfo, {}, { token: victim })).body.value.account).toBe(
      'demo_player',
    );

    const confirmed = await callContract(
      t.app,
      loginByLinkCode,
      { code, confirmSwitch: true },
      { token: victim },
    );
    expect(confirmed.status).toBe(200);
    // the switch ended the old session
    expect((await callContract(t.app, getMemberInfo, {}, { token: victim })).status).toBe(401);
    expect(
      (await callContract(t.app, getMemberInfo, {}, { token: confirmed.body.value.token })).body.value
        .account,
    ).toBe('demo_agent');
  });

  it('the same member already logged in just continues', async () => {
    const current = tokenFor(t.app, 'demo_player');
    const { code } = await link('demo_player');
    expect((await callContract(t.app, loginByLinkCode, { code }, { token: current })).status).toBe(200);
  });
});

describe('row 12: an encrypted body is accepted once, within a short window', () => {
  it('a captured login body replays into nothing', async () => {
    const body = await encryptFor(t.app, login, {
      username: 'demo_agent',
      password: 'Agent1234',
      type: 'username',
    });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: login.path,
        headers: { ...demoHeaders, 'content-type': 'application/json' },
        payload: body,
      });
    const answers = await Promise.all(Array.from({ length: 5 }, send));
    const codes = answers.map((res) => res.json<{ code?: string }>().code ?? 'ok').sort();
    expect(codes).toEqual([
      'ok',
      'request.replayed',
      'request.replayed',
      'request.replayed',
      'request.replayed',
    ]);
  });

  it('an old body is refused as stale, and its time cannot be edited (it is sealed in)', async () => {
    const body = await encryptFor(t.app, login, {
      username: 'demo_agent',
      password: 'Agent1234',
      type: 'username',
    });
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: login.path,
        headers: { ...demoHeaders, 'content-type': 'application/json' },
        payload: payload as Record<string, unknown>,
      });
    advanceClock(t.app.platform.db, 3 * 60 * 1000);
    expect((await post(body)).json()).toMatchObject({ code: 'request.stale', params: { seconds: 120 } });
    const status = await t.app.inject({ url: getSystemStatus.path, headers: demoHeaders });
    expect(status.statusCode).toBe(200);
    const retimed = { ...body, ts: clock.now() };
    expect((await post(retimed)).json()).toMatchObject({ code: 'request.decryption.failed' });
  });
});

describe('row 13: scrypt at N=2^17, r=8, p=1, older hashes upgraded at the next login', () => {
  it('new hashes use the production cost; a login upgrades an old hash once', async () => {
    const test = currentHashCost();
    useHashCost({ N: 2 ** 17, r: 8, p: 1 });
    try {
      const fresh = await hashPassword('Secret123');
      expect(fresh).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword('Secret123', fresh)).toBe(true);
    } finally {
      useHashCost(test);
    }
    // a hash from before (N=2^14) still verifies, and the next login replaces it with the current cost
    const db = t.app.platform.db;
    const old = await hashPassword('Trial1234', { N: 2 ** 14, r: 8, p: 1 });
    db.prepare("UPDATE members SET password_hash = ? WHERE username = 'demo_trial'").run(old);
    await tokenOf(t.app, 'demo_trial', 'Trial1234');
    const upgraded = (
      db.prepare("SELECT password_hash FROM members WHERE username = 'demo_trial'").get() as {
        password_hash: string;
      }
    ).password_hash;
    expect(upgraded).toMatch(new RegExp(`^scrypt\\$${test.N}\\$8\\$1\\$`));
    expect(await verifyPassword('Trial1234', upgraded)).toBe(true);
  });

  it('a right payment password upgrades an old hash once; a wrong one leaves it as it was', async () => {
    const test = currentHashCost();
    const db = t.app.platform.db;
    const id = memberId(t.app, 'demo_trial');
    const stored = () =>
      (
        db.prepare('SELECT payment_password_hash AS hash FROM members WHERE id = ?').get(id) as {
          hash: string;
        }
      ).hash;
    const old = await hashPassword('135790', { N: 2 ** 14, r: 8, p: 1 });
    db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ?').run(old, id);
    await expect(checkPaymentPassword(db, id, '000000')).rejects.toMatchObject({
      code: errorCodes.paymentPasswordInvalid,
    });
    expect(stored()).toBe(old);
    await checkPaymentPassword(db, id, '135790');
    const upgraded = stored();
    expect(upgraded).toMatch(new RegExp(`^scrypt\\$${test.N}\\$8\\$1\\$`));
    expect(await verifyPassword('135790', upgraded)).toBe(true);
    await checkPaymentPassword(db, id, '135790');
    expect(stored()).toBe(upgraded);
  });
});

describe('the recovery answers do not tell whether an account exists', () => {
  it('SMS codes: the same answer for a member’s number and a stranger’s, and the same throttle after', async () => {
    const member = await callContract(t.app, sendSmsNoLogin, {
      mobileNo: '11987654321',
      countryDialingCode: '+55',
    });
    const stranger = await callContract(t.app, sendSmsNoLogin, {
      mobileNo: '11912345678',
      countryDialingCode: '+55',
    });
    expect(stranger.status).toBe(member.status);
    expect(stranger.body).toEqual(member.body);
    expect(await smsOutbox(t.app, '11912345678')).toEqual([]);
    const [memberAgain, strangerAgain] = await Promise.all([
      callContract(t.app, sendSmsNoLogin, { mobileNo: '11987654321', countryDialingCode: '+55' }),
      callContract(t.app, sendSmsNoLogin, { mobileNo: '11912345678', countryDialingCode: '+55' }),
    ]);
    expect(strangerAgain.body.code).toBe(memberAgain.body.code);
    // resetting by phone with a guessed code: the same refusal either way
    const reset = (mobileNum: string) =>
      callContract(t.app, setPasswordByPhone, {
        mobileNum,
        countryDialingCode: '+55',
        verificationCode: '000000',
        newPassword: 'Newpass123',
      });
    expect((await reset('11912345678')).body.code).toBe((await reset('11987654321')).body.code);
  });

  it('forgot password by e-mail answers the same for a wrong pair', async () => {
    const right = await callContract(t.app, forgotPasswordByEmail, {
      username: 'demo_player',
      email: 'demo_player@aurora-play.example',
    });
    const wrong = await callContract(t.app, forgotPasswordByEmail, {
      username: 'no_such_user',
      email: 'x@example.com',
    });
    expect(wrong.status).toBe(right.status);
    expect(wrong.body).toEqual(right.body);
    expect(await emailOutbox(t.app, 'x@example.com')).toEqual([]);
  });
});

describe('session digests', () => {
  it('launch links keep the digest of the session that asked, never the token', async () => {
    const token = tokenFor(t.app, 'demo_agent');
    await launchPath(t.app, token);
    const row = t.app.platform.db
      .prepare('SELECT member_session_hash FROM launch_tokens ORDER BY rowid DESC LIMIT 1')
      .get() as { member_session_hash: string };
    expect(row.member_session_hash).toBe(hashToken(token));
  });
});
