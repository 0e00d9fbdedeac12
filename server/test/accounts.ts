import type { FastifyInstance } from 'fastify';
import { login } from '../../shared/api/account-forms.ts';
import { solveCaptcha } from '../services/captcha.ts';
import { readEmailOutbox, readSmsOutbox, type OutboxMessage } from '../../shared/api/operator.ts';
import { callContract, callOperator, type CallOptions } from './helper.ts';

/** Test helpers for the account contracts: logins, captcha answers and outbox reads. */
export async function loginWith(
  app: FastifyInstance,
  input: {
    username: string;
    password: string;
    type?: 'username' | 'sms';
    captcha?: string;
    captchaKey?: string;
    countryDialingCode?: string;
  },
  options: CallOptions = {},
) {
  return callContract(app, login, { type: 'username', ...input }, options);
}

export async function tokenOf(app: FastifyInstance, username: string, password: string, ip = '127.0.0.1') {
  const res = await loginWith(app, { username, password }, { ip });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
  return (res.body.value as { token: string }).token;
}

export function captchaAnswer(app: FastifyInstance, captchaKey: string): string {
  const answer = solveCaptcha(app.platform.db, captchaKey);
  if (answer === null) throw new Error('no captcha');
  return answer;
}

export async function smsOutbox(app: FastifyInstance, mobileNum: string): Promise<OutboxMessage[]> {
  const res = await callOperator(app, readSmsOutbox, { mobileNum });
  if (!res.value) throw new Error(JSON.stringify(res.body));
  return res.value.messages;
}

export async function emailOutbox(app: FastifyInstance, email: string): Promise<OutboxMessage[]> {
  const res = await callOperator(app, readEmailOutbox, { email });
  if (!res.value) throw new Error(JSON.stringify(res.body));
  return res.value.messages;
}

export async function lastSmsCode(app: FastifyInstance, mobileNum: string): Promise<string> {
  const [latest] = await smsOutbox(app, mobileNum);
  if (!latest?.code) throw new Error(`no SMS for ${mobileNum}`);
  return latest.code;
}
