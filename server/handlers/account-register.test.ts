import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getMemberInfo } from '../../shared/api/account.ts';
import {
  checkAffiliate,
  getCaptcha,
  register,
  registerMobile,
  sendSmsRegister,
  validateRegistration,
} from '../../shared/api/account-forms.ts';
import type { FieldRefusal } from '../../shared/api/contract.ts';
import { isRefusalCode, refusalText } from '../../shared/api/refusals.ts';
import { buildTestApp, callContract, memberId, type TestApp } from '../test/helper.ts';
import { captchaAnswer, lastSmsCode, smsOutbox } from '../test/accounts.ts';
import { setFlag } from '../services/settings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function captcha(): Promise<{ captchaKey: string; captcha: string }> {
  const captchaKey = randomUUID();
  await callContract(t.app, getCaptcha, { captchaKey });
  return { captchaKey, captcha: captchaAnswer(t.app, captchaKey) };
}

const base = {
  domain: 'aurora-play.example',
  registerUrl: 'https://aurora-play.example/register',
  registerMethod: 'WEB',
  login: true,
} as const;

async function validUsernameForm(overrides: Record<string, unknown> = {}) {
  return {
    ...base,
    username: 'newplayer1',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    idNumber: '529.982.247-25',
    birthday: '1990-05-17',
    ...(await captcha()),
    ...overrides,
  };
}

const info = (token: string) => callContract(t.app, getMemberInfo, {}, { token });
const fieldsOf = (body: { value?: { fields?: FieldRefusal[] } }) =>
  Object.fromEntries((body.value?.fields ?? []).map((f) => [f.field, f]));

describe('registration by username', () => {
  it('registers, logs in and records the affiliate (agent) link and the referral code', async () => {
    const res = await callContract(
      t.app,
      register,
      await validUsernameForm({ affiliateCode: 'agent01', referralCode: 'FRIEND7' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const me = await info(res.body.value.token);
    expect(me.body.value).toMatchObject({ account: 'newplayer1', type: 0, birthday: '1990-05-17' });
    const row = t.app.platform.db
      .prepare(
        'SELECT parent_id, id_number, registered_referral_code, registered_affiliate_code FROM members WHERE username = ?',
      )
      .get('newplayer1');
    expect(row).toEqual({
      parent_id: memberId(t.app, 'demo_agent'),
      id_number: '52998224725',
      registered_referral_code: 'FRIEND7',
      registered_affiliate_code: 'agent01',
    });
  });

  it('refuses each invalid field with the code and params of its rule, worded from the catalogue', async () => {
    const res = await callContract(
      t.app,
      register,
      await validUsernameForm({
        username: '1player',
        password: 'onlyletters',
        confirmPassword: 'different1',
        idNumber: '529.982.247-24',
        birthday: '2020-01-01',
        email: 'player@example.com',
        whatsapp: '12ab',
      }),
      { headers: { Language: 'en' } },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'request.validation.failed',
      message: 'Please check the highlighted fields.',
    });
    const fields = fieldsOf(res.body);
    expect(fields.username).toEqual({
      field: 'username',
      code: 'field.pattern.1',
      params: { range: '6-16' },
    });
    expect(fields.password).toMatchObject({ code: 'field.pattern.5' });
    expect(fields.idNumber).toEqual({ field: 'idNumber', code: 'field.cpf' });
    expect(fields.birthday).toEqual({ field: 'birthday', code: 'field.age' });
    expect(fields.whatsapp).toMatchObject({ code: 'field.pattern.6' });
    expect(fields.email).toBeUndefined();
    // every field refusal has its text in both languages (what the form shows)
    const { code, params } = fields.username ?? { code: '' };
    expect(refusalText(code, 'en', params)).toBe(
      '6-16 characters, starting with a letter; letters and digits only',
    );
    expect(refusalText(code, 'pt-BR', params)).toBe(
      '6-16 caracteres, começando com uma letra; apenas letras e números',
    );
    for (const field of Object.values(fields)) expect(isRefusalCode(field.code), field.code).toBe(true);
  });

  it('refuses a password confirmation mismatch, a taken username, a bad invitation code and a wrong captcha', async () => {
    const res = await callContract(
      t.app,
      register,
      await validUsernameForm({
        username: 'demo_player'.replace('_', ''),
        confirmPassword: 'Secret124',
        affiliateCode: 'NOPE99',
        captcha: '99999',
      }),
    );
    expect(res.status).toBe(400);
    const fields = fieldsOf(res.body);
    expect(fields.confirmPassword?.code).toBe('field.mismatch');
    expect(fields.affiliateCode?.code).toBe('field.affiliate');
    expect(fields.captcha?.code).toBe('field.captcha');

    const taken = await callContract(t.app, register, await validUsernameForm({ username: 'NewPlayer1' }));
    expect(fieldsOf(taken.body).username?.code).toBe('field.taken');
  });

  it('requires the required fields of the register settings', async () => {
    const res = await callContract(t.app, register, {
      ...base,
      username: 'player22',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    expect(res.status).toBe(400);
    const fields = fieldsOf(res.body);
    expect(fields.idNumber?.code).toBe('field.required');
    expect(fields.birthday?.code).toBe('field.required');
    expect(fields.captcha?.code).toBe('field.captcha');
  });
});

describe('registration by mobile', () => {
  it('sends the code to the outbox only, and registers with the number as username', async () => {
    const mobileNum = '11912345678';
    const sent = await callContract(t.app, sendSmsRegister, {
      mobileNum,
      countryDialingCode: '+55',
      registerType: 'mobile',
    });
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const code = await lastSmsCode(t.app, mobileNum);
    expect(JSON.stringify(sent.body)).not.toContain(code);

    const form = {
      ...base,
      username: mobileNum,
      mobileNum,
      countryDialingCode: '+55',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      idNumber: '11144477735',
      birthday: '1985-01-31',
      ...(await captcha()),
    };
    const wrong = await callContract(t.app, registerMobile, {
      ...form,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(fieldsOf(wrong.body).verificationCode?.code).toBe('field.verification.code');

    const ok = await callContract(t.app, registerMobile, {
      ...form,
      ...(await captcha()),
      verificationCode: code,
    });
    expect(ok.status).toBe(200);
    const me = await info(ok.body.value.token);
    expect(me.body.value).toMatchObject({ account: mobileNum, mobileNum, countryDialingCode: '+55' });

    // the number is now taken
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    const again = await callContract(t.app, sendSmsRegister, {
      mobileNum,
      countryDialingCode: '+55',
      registerType: 'mobile',
    });
    expect(again.status).toBe(400);
  });

  it("words the SMS in the visitor's language, in that language only", async () => {
    const send = (mobileNum: string, language: string) =>
      callContract(
        t.app,
        sendSmsRegister,
        { mobileNum, countryDialingCode: '+55', registerType: 'mobile' },
        { headers: { Language: language }, ip: '198.51.100.79' },
      );
    expect((await send('11966660001', 'en')).status).toBe(200);
    const [en] = await smsOutbox(t.app, '11966660001');
    expect(en?.body).toBe(
      `Aurora Play: ${en?.code} is your registration code (valid for 5 min). Do not share it.`,
    );
    expect((await send('11966660002', 'pt-BR')).status).toBe(200);
    const [pt] = await smsOutbox(t.app, '11966660002');
    expect(pt?.body).toBe(
      `Aurora Play: ${pt?.code} é o seu código de cadastro (válido por 5 min). Não o compartilhe.`,
    );
  });

  it('throttles SMS codes per number (1 s, then the countdown) and expires them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-08-01T10:00:00Z');
    vi.setSystemTime(start);
    const mobileNum = '11955554444';
    const send = () =>
      callContract(t.app, sendSmsRegister, { mobileNum, countryDialingCode: '+55', registerType: 'mobile' });
    expect((await send()).status).toBe(200);
    vi.setSystemTime(start + 500);
    const fast = await send();
    expect(fast.status).toBe(429);
    expect(fast.body.code).toBe('verification.code.too.soon');
    vi.setSystemTime(start + 2000);
    const countdown = await send();
    expect(countdown.status).toBe(429);
    expect(countdown.body).toMatchObject({
      code: 'verification.code.already.sent',
      params: { seconds: 298 },
      message: 'Um código já foi enviado. Você pode pedir outro em 298 segundos.',
      value: { retryAfterSeconds: 298 },
    });
    expect(await smsOutbox(t.app, mobileNum)).toHaveLength(1);

    // the code expires after expiredMinutes
    const code = await lastSmsCode(t.app, mobileNum);
    vi.setSystemTime(start + 5 * 60 * 1000 + 1);
    const late = await callContract(t.app, registerMobile, {
      ...base,
      username: mobileNum,
      mobileNum,
      countryDialingCode: '+55',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      idNumber: '11144477735',
      birthday: '1985-01-31',
      verificationCode: code,
      ...(await captcha()),
    });
    expect(fieldsOf(late.body).verificationCode?.code).toBe('field.verification.code');
    // and a new one can be sent
    expect((await send()).status).toBe(200);
    expect(await smsOutbox(t.app, mobileNum)).toHaveLength(2);
  });

  it('caps the codes one IP may ask for per hour', async () => {
    const ip = '198.51.100.77';
    const send = (i: number) =>
      callContract(
        t.app,
        sendSmsRegister,
        { mobileNum: `119${String(70000000 + i)}`, countryDialingCode: '+55', registerType: 'mobile' },
        { ip },
      );
    for (let i = 0; i < 20; i++) expect((await send(i)).status).toBe(200);
    const capped = await send(20);
    expect(capped.status).toBe(429);
    expect(capped.body).toMatchObject({
      code: 'verification.code.network.limit',
      message: 'Muitos códigos pedidos a partir desta rede. Tente novamente mais tarde.',
    });
    expect(
      (
        await callContract(
          t.app,
          sendSmsRegister,
          { mobileNum: '11970000099', countryDialingCode: '+55', registerType: 'mobile' },
          { ip: '198.51.100.78' },
        )
      ).status,
    ).toBe(200);
  });

  it('is refused when MOBILENUMREG3 is off; an invalid number is refused before sending', async () => {
    const bad = await callContract(
      t.app,
      sendSmsRegister,
      { mobileNum: '119123456', countryDialingCode: '+55', registerType: 'mobile' },
      { headers: { Language: 'en' } },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.value.fields).toEqual([
      { field: 'mobileNum', code: 'field.mobile.digits', params: { digits: '10/11' } },
    ]);
    expect(refusalText('field.mobile.digits', 'en', { digits: '10/11' })).toBe(
      'Phone number must have 10/11 digits',
    );
    expect(await smsOutbox(t.app, '119123456')).toEqual([]);
    setFlag(t.app.platform.db, 'demo', 'MOBILENUMREG3', false);
    const off = await callContract(t.app, registerMobile, {
      ...base,
      username: '11912345670',
      mobileNum: '11912345670',
      countryDialingCode: '+55',
      verificationCode: '123456',
    });
    expect(off.status).toBe(403);
    expect(off.body.code).toBe('register.mobile.not.available');
    setFlag(t.app.platform.db, 'demo', 'MOBILENUMREG3', true);
  });
});

describe('registration helpers', () => {
  it('checks invitation codes against real agent codes', async () => {
    const check = async (code: string) =>
      (await callContract(t.app, checkAffiliate, { code, domain: 'aurora-play.example' })).body
        .value as unknown;
    expect(await check('AGENT01')).toEqual({ code: 'AGENT01', valid: true });
    expect(await check('agent01')).toEqual({ code: 'agent01', valid: true });
    expect(await check('NOPE99')).toEqual({ code: 'NOPE99', valid: false });
  });

  it('validates one field: rule and availability', async () => {
    const check = async (field: string, value: string) =>
      (await callContract(t.app, validateRegistration, { field, value })).body.value as unknown;
    expect(await check('username', 'demo_player')).toMatchObject({
      valid: false,
      patternId: 1,
      available: false,
    });
    expect(await check('username', 'freshname')).toEqual({
      field: 'username',
      valid: true,
      available: true,
      patternId: null,
    });
    expect(await check('username', 'ab')).toMatchObject({ valid: false, patternId: 1 });
    expect(await check('mobileNum', '11987654321')).toMatchObject({ valid: true, available: false });
    expect(await check('idNumber', '52998224724')).toMatchObject({ valid: false, patternId: 6 });
    expect(await check('idNumber', '52998224725')).toMatchObject({ valid: true });
  });

  it('serves captchas as base64 PNG images, not cached', async () => {
    const res = await callContract(t.app, getCaptcha, { captchaKey: randomUUID() });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const png = Buffer.from(res.body.value as string, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(40);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe(121 * 40);
    // dark digit pixels exist
    expect([...raw].some((v, i) => i % 121 !== 0 && v < 90)).toBe(true);
  });
});
