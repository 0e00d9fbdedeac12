import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublicKey, loginFreePlay } from '../../shared/api/account.ts';
import { changePassword, login } from '../../shared/api/account-forms.ts';
import { createHybridCipher, type PlatformPublicKey } from '../../renderer/lib/request-cipher.ts';
import { decodeRequestBody, openSealedValue } from '../../server/http/cipher.ts';
import { buildTestApp, demoHeaders, type TestApp } from '../../server/test/helper.ts';

/** The renderer's cipher (WebCrypto) against the platform's decoder (node:crypto), through the real key route. */
let t: TestApp;
let keyFetches = 0;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function loadKey(): Promise<PlatformPublicKey> {
  keyFetches++;
  const res = await t.app.inject({ method: 'GET', url: getPublicKey.path, headers: demoHeaders });
  expect(res.statusCode).toBe(200);
  return getPublicKey.response.parse(res.json().value);
}

function flipByte(base64: string, index: number): string {
  const bytes = Buffer.from(base64, 'base64');
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

describe('request cipher: renderer → platform', () => {
  it('the client cipher output is accepted by the server decoder', async () => {
    const cipher = createHybridCipher(loadKey);
    const body = { username: 'demo_player', password: 'Demo1234 ç', type: 'username' };
    const encrypted = await cipher.encrypt(login, body);
    expect(JSON.stringify(encrypted)).not.toContain('Demo1234');
    expect(decodeRequestBody(login, encrypted, t.app.platform.db)).toEqual(body);
    // the key is fetched once and cached
    await cipher.encrypt(login, body);
    expect(keyFetches).toBe(1);
  });

  it('a fresh AES key and IV per request', async () => {
    const cipher = createHybridCipher(loadKey);
    const one = (await cipher.encrypt(login, { a: 1 })) as Record<string, string>;
    const two = (await cipher.encrypt(login, { a: 1 })) as Record<string, string>;
    expect(one.key).not.toBe(two.key);
    expect(one.iv).not.toBe(two.iv);
    expect(one.data).not.toBe(two.data);
  });

  it('a flipped byte anywhere is refused with 400, never 500', async () => {
    const cipher = createHybridCipher(loadKey);
    const encrypted = (await cipher.encrypt(login, {
      username: 'x',
      password: 'y',
      type: 'username',
    })) as Record<string, string>;
    for (const [field, index] of [
      ['data', 0],
      ['data', -1],
      ['iv', 3],
      ['key', 10],
    ] as const) {
      const tampered = { ...encrypted, [field]: flipByte(encrypted[field]!, index) };
      expect(() => decodeRequestBody(login, tampered, t.app.platform.db), `${field}[${index}]`).toThrowError(
        expect.objectContaining({ statusCode: 400, code: 'request.decryption.failed' }),
      );
    }
  });

  it('a body encrypted for one call is refused by another (additional data)', async () => {
    const cipher = createHybridCipher(loadKey);
    const encrypted = await cipher.encrypt(login, {
      oldPassword: 'a',
      newPassword: 'b',
      confirmNewPassword: 'b',
    });
    expect(() => decodeRequestBody(changePassword, encrypted, t.app.platform.db)).toThrowError(
      expect.objectContaining({ statusCode: 400 }),
    );
  });

  it('sealed values (free-play fingerprint) open on the server', async () => {
    const cipher = createHybridCipher(loadKey);
    const sealed = await cipher.seal(loginFreePlay, { fingerprint: 'device-123' });
    expect(openSealedValue(t.app.platform.db, sealed, 'POST /wps/session/login/freeplay')).toEqual({
      fingerprint: 'device-123',
    });
  });

  it('an encrypted login goes through the real route; tampered and plaintext ones are refused', async () => {
    const cipher = createHybridCipher(loadKey);
    const body = await cipher.encrypt(login, {
      username: 'demo_player',
      password: 'Demo1234',
      type: 'username',
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: login.path,
      headers: demoHeaders,
      payload: body as object,
    });
    expect(ok.statusCode).toBe(200);
    expect(login.response.parse(ok.json().value).token.length).toBeGreaterThan(20);

    const tampered = { ...(body as Record<string, string>) };
    tampered.data = flipByte(tampered.data!, 5);
    const bad = await t.app.inject({
      method: 'POST',
      url: login.path,
      headers: demoHeaders,
      payload: tampered,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'request.decryption.failed' });

    const plain = await t.app.inject({
      method: 'POST',
      url: login.path,
      headers: demoHeaders,
      payload: { username: 'demo_player', password: 'Demo1234', type: 'username' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ success: false, code: 'request.encryption.required' });
  });
});

describe('platform key', () => {
  it('is kept in the database, stable across calls, and the database files are mode 0600', async () => {
    const { statSync } = await import('node:fs');
    const one = await loadKey();
    const two = await loadKey();
    expect(two.keyId).toBe(one.keyId);
    expect(two.publicKey).toBe(one.publicKey);
    const file = t.app.platform.db.location()!;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const row = t.app.platform.db.prepare('SELECT COUNT(*) AS n FROM cipher_keys').get() as { n: number };
    expect(row.n).toBe(1);
  });
});
