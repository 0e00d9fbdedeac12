import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { getPublicKey, type EncryptedBody } from '../../shared/api/account.ts';
import { z } from 'zod';
import type { Contract } from '../../shared/api/contract.ts';
import { headerNames } from '../../shared/api/headers.ts';
import { operatorSecretHeader, type OperatorContract } from '../../shared/api/operator.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { buildApp, type AppOptions } from '../app.ts';
import { cipherContext, sealedContext } from '../http/cipher.ts';
import { createSession } from '../services/sessions.ts';

/** Build, inject, close (fastify/demo:test/helper.ts): a fresh temporary data directory per test file. */
export const testOperatorSecret = 'test-operator-secret';
export const demoHeaders = { Merchant: 'demo', Device: 'web', Language: 'pt-BR' } as const;

export type TestApp = { app: FastifyInstance; dataDir: string; close: () => Promise<void> };

export async function buildTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aurora-test-'));
  let app: FastifyInstance;
  try {
    app = await buildApp({
      dataDir,
      logger: false,
      operatorSecret: testOperatorSecret,
      adjustableClock: true,
      // the demo agent's team (a few hundred members, 90 days) only for the tests that ask for it
      demoTeam: false,
      ...options,
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function memberId(app: FastifyInstance, username: string): number {
  const row = app.platform.db.prepare('SELECT id FROM members WHERE username = ?').get(username) as
    { id: number } | undefined;
  if (!row) throw new Error(`no member ${username}`);
  return row.id;
}

/** A session token for a seeded member (the login call belongs to the accounts issue). */
export function tokenFor(app: FastifyInstance, username: string, now = Date.now()): string {
  return createSession(app.platform.db, memberId(app, username), now);
}

export function toQuery(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      params.set(key, String(value));
    } else if (value !== undefined && value !== null) {
      params.set(key, JSON.stringify(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Encrypts a body for an E contract the way the renderer does (a node:crypto twin of renderer/lib/request-cipher.ts). */
export async function encryptFor(
  app: FastifyInstance,
  contract: Contract,
  body: unknown,
): Promise<EncryptedBody> {
  const res = await app.inject({ method: 'GET', url: getPublicKey.path, headers: demoHeaders });
  const { keyId, publicKey, serverTime } = getPublicKey.response.parse(res.json<{ value: unknown }>().value);
  const ts = Date.parse(serverTime);
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  cipher.setAAD(Buffer.from(sealedContext(cipherContext(contract), ts), 'utf8'));
  const data = Buffer.concat([
    cipher.update(JSON.stringify(body), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const key = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  return {
    keyId,
    key: key.toString('base64'),
    iv: iv.toString('base64'),
    data: data.toString('base64'),
    ts,
  };
}

/** The answer envelope; `value` stays loosely typed so that tests can reach into it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Envelope = { success: boolean; value?: any; message: string; code?: string; params?: unknown };

export type CallOptions = {
  /** the member's session token (`Authorization`) */
  token?: string;
  /** `Language` header (default pt-BR) */
  language?: Language;
  /** `Idempotency-Key` header (money-changing calls) */
  idempotencyKey?: string;
  /** the caller's address (default loopback) */
  ip?: string;
  headers?: Record<string, string>;
};

/** Calls a contract the way the client does: its method and path, the headers, query strings for GET, encrypted E bodies. */
export async function callContract(
  app: FastifyInstance,
  contract: Contract,
  input: unknown,
  options: CallOptions = {},
) {
  const request: InjectOptions = {
    method: contract.method,
    url: contract.path,
    headers: {
      ...demoHeaders,
      ...(options.language && { [headerNames.language]: options.language }),
      ...(options.token && { [headerNames.authorization]: options.token }),
      ...(options.idempotencyKey && { [headerNames.idempotencyKey]: options.idempotencyKey }),
      ...options.headers,
    },
    remoteAddress: options.ip ?? '127.0.0.1',
  };
  if (contract.encoding === 'query') {
    request.query = Object.fromEntries(
      Object.entries((input ?? {}) as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
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

/**
 * Calls an operator contract as an operator's script does: loopback, the `X-Operator-Secret` header. `value` is the
 * answer parsed with the contract's response schema (undefined for a refusal).
 */
export async function callOperator<C extends OperatorContract>(
  app: FastifyInstance,
  contract: C,
  input: z.input<C['request']>,
  options: { secret?: string | null; ip?: string } = {},
) {
  const secret = options.secret === undefined ? testOperatorSecret : options.secret;
  const request: InjectOptions = {
    method: contract.method,
    url: contract.path,
    headers: secret === null ? {} : { [operatorSecretHeader]: secret },
    remoteAddress: options.ip ?? '127.0.0.1',
  };
  if (contract.encoding === 'query') {
    request.query = Object.fromEntries(
      Object.entries(input as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
  } else {
    request.payload = input as Record<string, unknown>;
  }
  const res = await app.inject(request);
  const body = res.json<Envelope>();
  return {
    status: res.statusCode,
    body,
    value: body.success ? (z.parse(contract.response, body.value) as z.output<C['response']>) : undefined,
  };
}
