import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMemberInfo } from '../../shared/api/account.ts';
import {
  changePassword,
  forgotPasswordByEmail,
  getCaptcha,
  sendSmsNoLogin,
  setPasswordByPhone,
} from '../../shared/api/account-forms.ts';
import { readSmsOutbox, solveCaptcha } from '../../shared/api/operator.ts';
import { buildTestApp, callContract, callOperator, type TestApp } from '../test/helper.ts';
import { emailOutbox, lastSmsCode, loginWith, tokenOf } from '../test/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('change password', () => {
  it('checks the old password and the confirmation, then only the new one works; other sessions end', async () => {
    const token = await tokenOf(t.app, 'demo_down1', 'Down1234');
    const other = await tokenOf(t.app, 'demo_down1', 'Down1234');
    const change = (body: Record<string, string>) => callContract(t.app, changePassword, body, { token });

    const wrongOld = await change({
      oldPassword: 'Nope1234',
      newPassword: 'Down5678',
      confirmNewPassword: 'Down5678',
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.code).toBe('password.login.incorrect');

    const mismatch = await callContract(
      t.app,
      changePassword,
      { oldPassword: 'Down1234', newPassword: 'Down5678', confirmNewPassword: 'Down5679' },
      { token, headers: { Language: 'en' } },
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({
      code: 'request.validation.failed',
      message: 'Please check the highlighted fields.',
      value: { fields: [{ field: 'confirmNewPassword', code: 'field.mismatch' }] },
    });

    const weak = await change({
      oldPassword: 'Down1234',
      newPassword: 'abcdefgh',
      confirmNewPassword: 'abcdefgh',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.value.fields).toEqual([
      { field: 'newPassword', code: 'field.pattern.5', params: { range: '6-20' } },
    ]);

    const same = await change({
      oldPassword: 'Down1234',
      newPassword: 'Down1234',
      confirmNewPassword: 'Down1234',
    });
    expect(same.body.value.fields).toEqual([{ field: 'newPassword', code: 'password.unchanged' }]);

    const ok = await change({
      oldPassword: 'Down1234',
      newPassword: 'Down5678',
      confirmNewPassword: 'Down5678',
    });
    expect(ok.status).toBe(200);
    expect(
      (await loginWith(t.app, { username: 'demo_down1', password: 'Down1234' }, { ip: '198.51.100.30' }))
        .status,
    ).toBe(400);
    expect(
      (await loginWith(t.app, { username: 'demo_down1', password: 'Down5678' }, { ip: '198.51.100.30' }))
        .status,
    ).toBe(200);
    expect((await callContract(t.app, getMemberInfo, {}, { token })).status).toBe(200);
    expect((await callContract(t.app, getMemberInfo, {}, { token: other })).status).toBe(401);
  });
});

describe('forgot password', () => {
  it('by mobile: SMS code + new password, then the new password logs in and returns a session', async () => {
    const sent = await callContract(t.app, sendSmsNoLogin, {
      mobileNo: '11987654322',
      countryDialingCode: '+55',
    });
    expect(sent.status).toBe(200);
    const code = await lastSmsCode(t.app, '11987654322');
    const wrong = await callContract(t.app, setPasswordByPhone, {
      newPassword: 'Agent5678',
      mobileNum: '11987654322',
      countryDialingCode: '+55',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    const res = await callContract(t.app, setPasswordByPhone, {
      newPassword: 'Agent5678',
      mobileNum: '11987654322',
      countryDialingCode: '+55',
      verificationCode: code,
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ username: 'demo_agent' });
    const login = await loginWith(t.app, { username: res.body.value.username, password: 'Agent5678' });
    expect(login.status).toBe(200);
    expect(login.body.value.token).toEqual(expect.any(String));
    // the code was single use
    const replay = await callContract(t.app, setPasswordByPhone, {
      newPassword: 'Agent9999',
      mobileNum: '11987654322',
      countryDialingCode: '+55',
      verificationCode: code,
    });
    expect(replay.status).toBe(400);
  });

  it('by e-mail (form-encoded): answers null and puts a reset link in the outbox; unknown pairs get the same answer', async () => {
    const res = await callContract(t.app, forgotPasswordByEmail, {
      username: 'demo_player',
      email: 'demo_player@aurora-play.example',
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toBeNull();
    const [mail] = await emailOutbox(t.app, 'demo_player@aurora-play.example');
    expect(mail).toMatchObject({ channel: 'EMAIL', purpose: 'password-reset' });
    expect(mail?.code).toMatch(/^https:\/\/aurora-play\.example\/forget\?resetToken=/);
    expect(JSON.stringify(res.body)).not.toContain('resetToken');

    const wrong = await callContract(t.app, forgotPasswordByEmail, {
      username: 'demo_player',
      email: 'other@example.com',
    });
    // the same answer: only the mailbox's owner learns whether the pair matched
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual(res.body);
    expect(await emailOutbox(t.app, 'other@example.com')).toEqual([]);
  });

  it("words the reset e-mail in the member's language, else in the request's, never both", async () => {
    const db = t.app.platform.db;
    const ask = (language: string) =>
      callContract(
        t.app,
        forgotPasswordByEmail,
        { username: 'demo_player', email: 'demo_player@aurora-play.example' },
        { headers: { Language: language } },
      );
    const lastMail = async () => (await emailOutbox(t.app, 'demo_player@aurora-play.example'))[0]?.body ?? '';

    await ask('pt-BR');
    expect(await lastMail()).toMatch(
      /^Aurora Play: para redefinir a sua senha, abra https:\/\/\S+ \(válido por 1 hora\)/,
    );
    expect(await lastMail()).not.toMatch(/reset your password/);
    await ask('en');
    expect(await lastMail()).toMatch(
      /^Aurora Play: to reset your password, open https:\/\/\S+ \(valid for 1 hour\)/,
    );
    expect(await lastMail()).not.toMatch(/redefinir/);

    // a member who chose a language gets it whatever the request says
    db.prepare("UPDATE members SET language = 'en' WHERE username = 'demo_player'").run();
    try {
      await ask('pt-BR');
      expect(await lastMail()).toMatch(/to reset your password/);
    } finally {
      db.prepare("UPDATE members SET language = NULL WHERE username = 'demo_player'").run();
    }
  });
});

describe('operator outbox', () => {
  it('answers loopback callers with the secret only', async () => {
    const input = { mobileNum: '11987654322' };
    expect((await callOperator(t.app, readSmsOutbox, input, { secret: null })).status).toBe(401);
    expect((await callOperator(t.app, readSmsOutbox, input, { ip: '203.0.113.5' })).status).toBe(403);
    const ok = await callOperator(t.app, readSmsOutbox, input);
    expect(ok.status).toBe(200);
    expect(ok.value?.messages[0]).toMatchObject({
      channel: 'SMS',
      mobileNum: '11987654322',
      countryDialingCode: '+55',
      purpose: 'no-login',
      code: expect.stringMatching(/^\d{6}$/),
    });
  });

  it('solves a live captcha for browser journeys, and only a live one', async () => {
    const captchaKey = randomUUID();
    await callContract(t.app, getCaptcha, { captchaKey });
    const res = await callOperator(t.app, solveCaptcha, { captchaKey });
    expect(res.status).toBe(200);
    expect(res.value).toEqual({ captchaKey, answer: expect.stringMatching(/^\d{4}$/) });
    const unknown = await callOperator(t.app, solveCaptcha, { captchaKey: randomUUID() });
    expect(unknown.status).toBe(404);
  });
});
