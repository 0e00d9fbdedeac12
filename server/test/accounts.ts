import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { getPublicKey, login, type EncryptedBody } from '../../shared/api/account.ts';
import type { Contract } from '../../shared/api/contract.ts';
import { cipherContext } from '../http/cipher.ts';
import { solveCaptcha } from '../services/captcha.ts';
import type { OutboxMessage } from '../services/outbox.ts';
import { demoHeaders, testOperatorSecret } from './helper.ts';

/**
 * Test helpers for the account contracts: a node:crypto twin of the renderer's request cipher (the renderer's own is
 * exercised against the server in tests/integration/cipher.test.ts), encrypted calls, captcha answers and outbox reads.
 */
export async function encryptFor(
  app: FastifyInstance,
  contract: Contract,
  body: unknown,
): Promise<EncryptedBody> {
  const res = await app.inject({ method: 'GET', url: getPublicKey.path, headers: demoHeaders });
  const { keyId, publicKey } = getPublicKey.response.parse(res.json<{ value: unknown }>().value);
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  cipher.setAAD(Buffer.from(cipherContext(contract), 'utf8'));
  const data = Buffer.concat([
    cipher.update(JSON.stringify(body), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const key = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  return { keyId, key: key.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64') };
}

/** The answer envelope; `value` stays loosely typed so that tests can reach into it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Envelope = { success: boolean; value?: any; message: string; code?: string };

export type CallOptions = { token?: string; ip?: string; headers?: Record<string, string> };

function headersOf(options: CallOptions): Record<string, string> {
  return { ...demoHeaders, ...(options.token ? { Authorization: options.token } : {}), ...options.headers };
}

/** Calls a contract the way the client does (encrypting E bodies, query strings for GET). */
export async function callContract(
  app: FastifyInstance,
  contract: Contract,
  input: unknown,
  options: CallOptions = {},
) {
  const request: InjectOptions = {
    method: contract.method,
    url: contract.path,
    headers: headersOf(options),
    remoteAddress: options.ip ?? '127.0.0.1',
  };
  if (contract.encoding === 'query') {
    request.query = Object.fromEntries(
      Object.entries((input ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
  } else if (contract.encoding === 'form') {
    request.payload = new URLSearchParams(input as Record<string, string>).toString();
    request.headers = { ...request.headers, 'content-type': 'application/x-www-form-urlencoded' };
  } else {
    request.payload = contract.encrypted ? await encryptFor(app, contract, input) : (input ?? {});
  }
  const res = await app.inject(request);
  return {
    status: res.statusCode,
    body: res.json<Envelope>(),
    headers: res.headers,
  };
}

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
  const res = await app.inject({
    method: 'GET',
    url: `/__operator/sms-outbox?mobileNum=${mobileNum}`,
    headers: { 'X-Operator-Secret': testOperatorSecret },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<{ value: { messages: OutboxMessage[] } }>().value.messages;
}

export async function emailOutbox(app: FastifyInstance, email: string): Promise<OutboxMessage[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/__operator/email-outbox?email=${encodeURIComponent(email)}`,
    headers: { 'X-Operator-Secret': testOperatorSecret },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<{ value: { messages: OutboxMessage[] } }>().value.messages;
}

export async function lastSmsCode(app: FastifyInstance, mobileNum: string): Promise<string> {
  const [latest] = await smsOutbox(app, mobileNum);
  if (!latest?.code) throw new Error(`no SMS for ${mobileNum}`);
  return latest.code;
}
