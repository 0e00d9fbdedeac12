import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getMemberInfo, loginFirstAction, loginFreePlay, logout } from '../../shared/api/account.ts';
import {
  changePassword,
  getCaptcha as loginCaptcha,
  login,
  loginVerification,
  register,
  sendSmsNoLogin,
  setMemberIcon,
} from '../../shared/api/account-forms.ts';
import { sessionIdleMs, sessionLifetimeMs } from '../services/sessions.ts';
import { mainWallet } from '../services/ledger.ts';
import { setFlag } from '../services/settings.ts';
import { smsExpiredMinutes } from '../services/verification.ts';
import {
  buildTestApp,
  callContract,
  demoHeaders,
  encryptFor,
  memberId,
  type TestApp,
} from '../test/helper.ts';
import { captchaAnswer, emailOutbox, lastSmsCode, loginWith, smsOutbox, tokenOf } from '../test/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const info = (token: string, ip?: string) =>
  callContract(t.app, getMemberInfo, {}, { token, ...(ip ? { ip } : {}) });

describe('login', () => {
  it('logs a player in with username and password and answers member info with the type', async () => {
    const res = await loginWith(
      t.app,
      { username: 'demo_player', password: 'Demo1234' },
      { ip: '198.51.100.1' },
    );
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    const me = await info(res.body.value.token);
    expect(me.status).toBe(200);
    expect(me.body.value).toMatchObject({
      account: 'demo_player',
      type: 0,
      nickname: 'Demo Player',
      currency: 'BRL',
    });
    const agent = await tokenOf(t.app, 'demo_agent', 'Agent1234', '198.51.100.1');
    expect((await info(agent)).body.value.type).toBe(1);
  });

  it('wrong password thrice → captcha required; a wrong captcha is refused; the right one lets the member in', async () => {
    const ip = '198.51.100.2';
    const wrong = () => loginWith(t.app, { username: 'demo_down1', password: 'nope1234' }, { ip });
    for (let i = 0; i < 2; i++) {
      const res = await wrong();
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'session.credentials.invalid' });
      expect(res.body.value).toBeUndefined();
    }
    // the third failure is still a wrong password, and says the next try needs the captcha
    const third = await wrong();
    expect(third.status).toBe(400);
    expect(third.body).toMatchObject({
      code: 'session.credentials.invalid',
      value: { captchaRequired: true },
    });

    // even the right password needs the captcha now
    const noCaptcha = await loginWith(t.app, { username: 'demo_down1', password: 'Down1234' }, { ip });
    expect(noCaptcha.body).toMatchObject({
      code: 'session.captcha.required',
      value: { captchaRequired: true },
    });

    const captchaKey = randomUUID();
    await callContract(t.app, loginCaptcha, { captchaKey });
    const answer = captchaAnswer(t.app, captchaKey);
    const badCaptcha = await loginWith(
      t.app,
      {
        username: 'demo_down1',
        password: 'Down1234',
        captchaKey,
        captcha: answer === '0000' ? '1111' : '0000',
      },
      { ip },
    );
    expect(badCaptcha.status).toBe(400);
    expect(badCaptcha.body).toMatchObject({
      code: 'session.captcha.invalid',
      message: 'O código da imagem está incorreto.',
      value: { captchaRequired: true },
    });

    // a captcha is single use: fetch a new one
    const key2 = randomUUID();
    await callContract(t.app, loginCaptcha, { captchaKey: key2 });
    const ok = await loginWith(
      t.app,
      { username: 'demo_down1', password: 'Down1234', captchaKey: key2, captcha: captchaAnswer(t.app, key2) },
      { ip },
    );
    expect(ok.status).toBe(200);
  });

  it('answers a wrong password in Portuguese with Language pt-BR and in English with Language en', async () => {
    const wrong = (language: string, ip: string) =>
      loginWith(
        t.app,
        { username: 'demo_agent', password: 'Wrong1234' },
        { ip, headers: { Language: language } },
      );
    const pt = await wrong('pt-BR', '198.51.100.40');
    expect(pt.status).toBe(400);
    expect(pt.body).toEqual({
      success: false,
      code: 'session.credentials.invalid',
      message: 'Usuário ou senha incorretos.',
    });
    const en = await wrong('en', '198.51.100.41');
    expect(en.body).toEqual({
      success: false,
      code: 'session.credentials.invalid',
      message: 'Incorrect username or password.',
    });
    // no Language header: the merchant's default language (PT-BR)
    const fallback = await t.app.inject({
      method: login.method,
      url: login.path,
      headers: { Merchant: 'demo', Device: 'web' },
      payload: await encryptFor(t.app, login, {
        type: 'username',
        username: 'demo_trial',
        password: 'Wrong1234',
      }),
      remoteAddress: '198.51.100.42',
    });
    expect(fallback.json()).toMatchObject({
      code: 'session.credentials.invalid',
      message: 'Usuário ou senha incorretos.',
    });
  });

  it('the captcha is also required for another username after 3 failures from the same IP', async () => {
    const ip = '198.51.100.3';
    for (const username of ['ghost1', 'ghost2', 'ghost3']) {
      await loginWith(t.app, { username, password: 'whatever1' }, { ip });
    }
    const res = await loginWith(t.app, { username: 'demo_down2', password: 'Down1234' }, { ip });
    expect(res.body).toMatchObject({ code: 'session.captcha.required', value: { captchaRequired: true } });
  });

  it('locks a username for 5 minutes after too many failures', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-06-01T12:00:00Z');
    vi.setSystemTime(start);
    let last;
    for (let i = 0; i < 10; i++) {
      last = await loginWith(
        t.app,
        { username: 'demo_down2', password: 'wrong9999', captchaKey: randomUUID(), captcha: '0000' },
        { ip: `198.51.100.${100 + i}` },
      );
    }
    expect(last?.status).toBe(429);
    expect(last?.body).toMatchObject({
      code: 'session.login.locked',
      params: { minutes: 5 },
      message: 'Muitas tentativas. Tente novamente após 5 minutos.',
    });
    const locked = await loginWith(
      t.app,
      { username: 'demo_down2', password: 'Down1234' },
      { ip: '198.51.100.120' },
    );
    expect(locked.status).toBe(429);

    vi.setSystemTime(start + 5 * 60 * 1000 + 1);
    const captchaKey = randomUUID();
    await callContract(t.app, loginCaptcha, { captchaKey });
    const afterLock = await loginWith(
      t.app,
      { username: 'demo_down2', password: 'Down1234', captchaKey, captcha: captchaAnswer(t.app, captchaKey) },
      { ip: '198.51.100.121' },
    );
    expect(afterLock.status).toBe(200);
  });

  it('refuses non-member accounts', async () => {
    const res = await loginWith(
      t.app,
      { username: 'demo_house', password: 'House1234' },
      { ip: '198.51.100.4' },
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'session.non.member',
      message: 'Contas que não são de membro não podem entrar.',
    });
  });

  it('logs in with an SMS code that never appears in a response and is in the outbox', async () => {
    const sent = await callContract(t.app, sendSmsNoLogin, {
      mobileNo: '11987654321',
      countryDialingCode: '+55',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const code = await lastSmsCode(t.app, '11987654321');
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(sent.body)).not.toContain(code);
    const res = await loginWith(
      t.app,
      { username: '11987654321', password: code, type: 'sms', countryDialingCode: '+55' },
      { ip: '198.51.100.5' },
    );
    expect(res.status).toBe(200);
    expect((await info(res.body.value.token)).body.value.account).toBe('demo_player');
    // single use
    const again = await loginWith(
      t.app,
      { username: '11987654321', password: code, type: 'sms', countryDialingCode: '+55' },
      { ip: '198.51.100.5' },
    );
    expect(again.status).toBe(400);
    // unknown numbers get no code, and the same answer as a member's number (no enumeration)
    const unknown = await callContract(t.app, sendSmsNoLogin, {
      mobileNo: '11900000000',
      countryDialingCode: '+55',
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.value).toEqual({ expiredMinutes: smsExpiredMinutes });
    expect(await smsOutbox(t.app, '11900000000')).toEqual([]);
  });
});

describe('sessions', () => {
  it('logout ends the session', async () => {
    const token = await tokenOf(t.app, 'demo_player', 'Demo1234', '198.51.100.6');
    const out = await callContract(t.app, logout, {}, { token });
    expect(out.status).toBe(200);
    const me = await info(token);
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('session.invalid');
  });

  it('expires after 30 idle minutes and after 24 hours in all (injected clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-07-01T00:00:00Z');
    vi.setSystemTime(start);
    const idle = await tokenOf(t.app, 'demo_player', 'Demo1234', '198.51.100.7');
    vi.setSystemTime(start + sessionIdleMs - 1000);
    expect((await info(idle)).status).toBe(200);
    vi.setSystemTime(start + 2 * sessionIdleMs - 2000);
    expect((await info(idle)).status).toBe(200); // the previous request kept it alive
    vi.setSystemTime(start + 3 * sessionIdleMs);
    expect((await info(idle)).status).toBe(401);

    vi.setSystemTime(start);
    const busy = await tokenOf(t.app, 'demo_player', 'Demo1234', '198.51.100.7');
    let now = start;
    while (now + 20 * 60 * 1000 < start + sessionLifetimeMs) {
      now += 20 * 60 * 1000;
      vi.setSystemTime(now);
      expect((await info(busy)).status).toBe(200);
    }
    vi.setSystemTime(start + sessionLifetimeMs);
    expect((await info(busy)).status).toBe(401);
  });

  it("a token cannot read or change another member's data", async () => {
    const a = await tokenOf(t.app, 'demo_down1', 'Down1234', '198.51.100.8');
    const b = await tokenOf(t.app, 'demo_agent', 'Agent1234', '198.51.100.8');
    expect((await info(a)).body.value.account).toBe('demo_down1');
    expect((await info(b)).body.value.account).toBe('demo_agent');
    const set = await callContract(t.app, setMemberIcon, { icon: '7' }, { token: a });
    expect(set.body.value).toEqual({ icon: '7' });
    expect((await info(a)).body.value.icon).toBe('7');
    expect((await info(b)).body.value.icon).toBeNull();
    // the query string cannot pick a member
    const res = await t.app.inject({
      method: 'GET',
      url: `${getMemberInfo.path}?id=${memberId(t.app, 'demo_agent')}`,
      headers: { ...demoHeaders, Authorization: a },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('encrypted (E) routes', () => {
  it('refuse plaintext bodies with 400 and a clear message', async () => {
    const token = await tokenOf(t.app, 'demo_down1', 'Down1234', '198.51.100.9');
    for (const [contract, body] of [
      [login, { username: 'demo_player', password: 'Demo1234', type: 'username' }],
      [changePassword, { oldPassword: 'Down1234', newPassword: 'Down5678', confirmNewPassword: 'Down5678' }],
      [register, { username: 'someone1' }],
      [loginVerification, { ticket: 'x', type: 'EMAIL', value: '1' }],
    ] as const) {
      const res = await t.app.inject({
        method: contract.method,
        url: contract.path,
        headers: { ...demoHeaders, Authorization: token },
        payload: body,
      });
      expect(res.statusCode, contract.id).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'request.encryption.required' });
      expect(res.json().message).toBe('Esta solicitação precisa ser criptografada.');
    }
  });

  it('refuse tampered ciphertext, a wrong key id and garbage with 400, never 500', async () => {
    const encrypted = await encryptFor(t.app, login, {
      username: 'demo_player',
      password: 'Demo1234',
      type: 'username',
    });
    const flip = (text: string) => {
      const bytes = Buffer.from(text, 'base64');
      bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
      return bytes.toString('base64');
    };
    for (const [payload, code] of [
      [{ ...encrypted, data: flip(encrypted.data) }, 'request.decryption.failed'],
      [{ ...encrypted, key: flip(encrypted.key) }, 'request.decryption.failed'],
      [{ ...encrypted, iv: Buffer.alloc(3).toString('base64') }, 'request.decryption.failed'],
      [{ ...encrypted, keyId: 'k-old' }, 'request.cipher.key.unknown'],
      [{ ...encrypted, extra: 1 }, 'request.encryption.required'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: login.path, headers: demoHeaders, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    }
  });
});

describe('passwords on login', () => {
  it('the default initial password answers passwordExpired and the first-login action asks for a change', async () => {
    const res = await loginWith(
      t.app,
      { username: 'demo_reset', password: 'Aurora123' },
      { ip: '198.51.100.10' },
    );
    expect(res.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: true });
    const token = res.body.value.token as string;
    const first = await callContract(t.app, loginFirstAction, {}, { token });
    expect(first.body.value).toEqual({ firstTimeLogin: false, passwordChangeRequired: true });
    expect((await info(token)).body.value.passwordExpired).toBe(true);

    const changed = await callContract(
      t.app,
      changePassword,
      { oldPassword: 'Aurora123', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' },
      { token },
    );
    expect(changed.status).toBe(200);
    const again = await loginWith(
      t.app,
      { username: 'demo_reset', password: 'Fresh2026' },
      { ip: '198.51.100.10' },
    );
    expect(again.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    const second = await callContract(t.app, loginFirstAction, {}, { token: again.body.value.token });
    expect(second.body.value.passwordChangeRequired).toBe(false);
  });

  it('an expired password is reported, and must be changed while PWDEXPFORCECHANGE3 is on', async () => {
    t.app.platform.db
      .prepare(
        "UPDATE members SET password_expires_at = '2020-01-01T00:00:00.000Z' WHERE username = 'demo_down1'",
      )
      .run();
    const res = await loginWith(
      t.app,
      { username: 'demo_down1', password: 'Down1234' },
      { ip: '198.51.100.11' },
    );
    expect(res.body.value.passwordExpired).toBe(true);
    const token = res.body.value.token as string;
    expect(
      (await callContract(t.app, loginFirstAction, {}, { token })).body.value.passwordChangeRequired,
    ).toBe(true);
    setFlag(t.app.platform.db, 'demo', 'PWDEXPFORCECHANGE3', false);
    expect(
      (await callContract(t.app, loginFirstAction, {}, { token })).body.value.passwordChangeRequired,
    ).toBe(false);
    setFlag(t.app.platform.db, 'demo', 'PWDEXPFORCECHANGE3', true);
    t.app.platform.db
      .prepare("UPDATE members SET password_expires_at = NULL WHERE username = 'demo_down1'")
      .run();
  });
});

describe('free play', () => {
  const freePlay = async (fingerprint: string) =>
    callContract(t.app, loginFreePlay, {
      os: 'Linux',
      platform: 'W',
      gatewayVersion: 3,
      value: Buffer.from(JSON.stringify(await encryptFor(t.app, loginFreePlay, { fingerprint }))).toString(
        'base64',
      ),
    });

  it('creates a type-4 account with demo money, once per device', async () => {
    const res = await freePlay('device-aaa');
    expect(res.status).toBe(200);
    const me = await info(res.body.value.token);
    expect(me.body.value.type).toBe(4);
    const wallet = t.app.platform.ledger.getAccount(me.body.value.id, mainWallet);
    expect(wallet).toMatchObject({ demo: true, balance: 200_000, currency: 'BRL' });
    const again = await freePlay('device-aaa');
    expect((await info(again.body.value.token)).body.value.id).toBe(me.body.value.id);
    const other = await freePlay('device-bbb');
    expect((await info(other.body.value.token)).body.value.id).not.toBe(me.body.value.id);
  });

  it('refuses a plaintext value and answers its own code when FREEPLAY3 is off', async () => {
    const plain = await callContract(t.app, loginFreePlay, {
      os: 'Linux',
      platform: 'W',
      gatewayVersion: 3,
      value: 'abc',
    });
    expect(plain.status).toBe(400);
    setFlag(t.app.platform.db, 'demo', 'FREEPLAY3', false);
    const off = await freePlay('device-ccc');
    expect(off.status).toBe(403);
    expect(off.body.code).toBe('session.free.play.not.available');
    setFlag(t.app.platform.db, 'demo', 'FREEPLAY3', true);
  });
});

describe('new-IP verification', () => {
  it('asks for verification from an unregistered IP, completes with the SMS code and registers the IP', async () => {
    const ip = '127.0.0.1';
    const refused = await loginWith(t.app, { username: 'demo_secure', password: 'Secure1234' }, { ip });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('session.verification.required');
    const { ticket, types } = refused.body.value.verification as { ticket: string; types: string[] };
    expect(types).toEqual(['MOBILE', 'EMAIL']);
    expect(JSON.stringify(refused.body)).not.toMatch(/\d{6}/);

    const sms = (await smsOutbox(t.app, '11987654323'))[0];
    expect(sms?.purpose).toBe('ip-verification');
    // the member has no stored language: the code is worded in the request's (PT-BR), in one language only
    expect(sms?.body).toBe(
      `Aurora Play: ${sms?.code} é o seu código para confirmar a entrada de um novo local (válido por 5 min). Não o compartilhe.`,
    );
    const mail = (await emailOutbox(t.app, 'demo_secure@aurora-play.example'))[0];
    expect(mail?.code).toMatch(/^\d{6}$/);

    const wrong = await callContract(
      t.app,
      loginVerification,
      { ticket, type: 'MOBILE', value: '000000' === sms?.code ? '111111' : '000000' },
      { ip },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('verification.code.invalid');
    const elsewhere = await callContract(
      t.app,
      loginVerification,
      { ticket, type: 'MOBILE', value: sms?.code ?? '' },
      { ip: '192.0.2.50' },
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.code).toBe('session.verification.other.device');
    const ok = await callContract(
      t.app,
      loginVerification,
      { ticket, type: 'MOBILE', value: sms?.code ?? '' },
      { ip },
    );
    expect(ok.status).toBe(200);
    expect((await info(ok.body.value.token)).body.value.account).toBe('demo_secure');
    // the ticket is spent, the IP is registered
    expect(
      (
        await callContract(
          t.app,
          loginVerification,
          { ticket, type: 'MOBILE', value: sms?.code ?? '' },
          { ip },
        )
      ).status,
    ).toBe(400);
    expect((await loginWith(t.app, { username: 'demo_secure', password: 'Secure1234' }, { ip })).status).toBe(
      200,
    );
  });

  it('lets the member in directly from a registered IP, and verifies by e-mail code too', async () => {
    expect(
      (await loginWith(t.app, { username: 'demo_secure', password: 'Secure1234' }, { ip: '203.0.113.10' }))
        .status,
    ).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60 * 1000); // past the SMS countdown of the previous test
    const refused = await loginWith(
      t.app,
      { username: 'demo_secure', password: 'Secure1234' },
      { ip: '192.0.2.77' },
    );
    const { ticket } = refused.body.value.verification as { ticket: string };
    const mail = (await emailOutbox(t.app, 'demo_secure@aurora-play.example'))[0];
    const ok = await callContract(
      t.app,
      loginVerification,
      { ticket, type: 'EMAIL', value: mail?.code ?? '' },
      { ip: '192.0.2.77' },
    );
    expect(ok.status).toBe(200);
  });
});
