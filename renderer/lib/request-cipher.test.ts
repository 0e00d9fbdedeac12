import { afterEach, describe, expect, it } from 'vitest';
import { changePassword, login } from '../../shared/api/account-forms.ts';
import { errorCodes } from '../../shared/api/errors.ts';
import { ApiError, call, setRequestCipher } from './api-client.ts';
import { cipherContext, createHybridCipher, sealedContext } from './request-cipher.ts';
import { stubFetch, type StubResponse } from '../test/fetch-stub.ts';

/** A platform key pair made with WebCrypto; the private half decrypts what the client sent. */
async function platformKey(keyId = 'k-test', serverAheadMs = 0) {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['wrapKey', 'unwrapKey', 'encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const pem = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...spki))}\n-----END PUBLIC KEY-----`;
  const answer: StubResponse = {
    value: {
      keyId,
      algorithm: 'RSA-OAEP-256',
      publicKey: pem,
      expiresAt: '2099-01-01T00:00:00Z',
      serverTime: new Date(Date.now() + serverAheadMs).toISOString(),
    },
  };
  const bytes = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  const decrypt = async (
    body: { keyId: string; key: string; iv: string; data: string; ts: number },
    context: string,
  ) => {
    const aad = sealedContext(context, body.ts);
    const aes = await crypto.subtle.unwrapKey(
      'raw',
      bytes(body.key),
      pair.privateKey,
      { name: 'RSA-OAEP' },
      { name: 'AES-GCM' },
      false,
      ['decrypt'],
    );
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes(body.iv), additionalData: new TextEncoder().encode(aad) },
      aes,
      bytes(body.data),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  };
  return { answer, decrypt };
}

afterEach(() => setRequestCipher(null));

describe('encrypted calls', () => {
  it('call() encrypts E bodies with a fresh AES key wrapped by the platform key, fetched once', async () => {
    const key = await platformKey();
    const { requests } = stubFetch({ '/wps/session/key/rsa': key.answer });
    const input = { username: 'player01', password: 'Secret123', type: 'username' } as const;
    await call(login, input);
    await call(login, input);
    const sent = requests.filter((r) => r.url.pathname === login.path);
    expect(sent).toHaveLength(2);
    expect(requests.filter((r) => r.url.pathname === '/wps/session/key/rsa')).toHaveLength(1);
    const body = JSON.parse(sent[0]!.body!) as {
      keyId: string;
      key: string;
      iv: string;
      data: string;
      ts: number;
    };
    expect(Object.keys(body).sort()).toEqual(['data', 'iv', 'key', 'keyId', 'ts']);
    expect(body.keyId).toBe('k-test');
    expect(sent[0]!.body).not.toContain('Secret123');
    expect(await key.decrypt(body, 'POST /wps/session/login')).toEqual(input);
    expect(JSON.parse(sent[1]!.body!).key).not.toBe(body.key);
  });

  it('binds the body to its call with additional data', async () => {
    const key = await platformKey();
    stubFetch({ '/wps/session/key/rsa': key.answer });
    const cipher = createHybridCipher(() => Promise.resolve((key.answer as { value: never }).value));
    const body = (await cipher.encrypt(changePassword, { a: 1 })) as never;
    await expect(key.decrypt(body, cipherContext(login))).rejects.toThrow();
    expect(await key.decrypt(body, cipherContext(changePassword))).toEqual({ a: 1 });
    // the time is sealed in: another ts does not decrypt
    await expect(
      key.decrypt(
        { ...(body as { ts: number }), ts: (body as { ts: number }).ts + 1 } as never,
        cipherContext(changePassword),
      ),
    ).rejects.toThrow();
  });

  it("seals the platform's time, not the device's (a phone whose clock is 10 minutes off)", async () => {
    const key = await platformKey('k-test', 10 * 60_000);
    const cipher = createHybridCipher(() => Promise.resolve((key.answer as { value: never }).value));
    const body = (await cipher.encrypt(login, { a: 1 })) as { ts: number };
    expect(Math.abs(body.ts - (Date.now() + 10 * 60_000))).toBeLessThan(5_000);
  });

  it('learns the time again and retries once when the platform finds the body stale', async () => {
    const key = await platformKey();
    let keyCalls = 0;
    let loginCalls = 0;
    stubFetch({
      '/wps/session/key/rsa': () => (++keyCalls, key.answer),
      '/wps/session/login': () =>
        ++loginCalls === 1
          ? { status: 400, body: { success: false, code: 'request.stale', message: 'too old' } }
          : { value: login.example.response },
    });
    await expect(call(login, { username: 'a', password: 'b', type: 'username' })).resolves.toMatchObject({
      token: login.example.response.token,
    });
    expect([keyCalls, loginCalls]).toEqual([2, 2]);
  });

  it('fetches the key again and retries once when the platform no longer knows it', async () => {
    const oldKey = await platformKey('k-old');
    const newKey = await platformKey('k-new');
    let keyCalls = 0;
    let loginCalls = 0;
    const { requests } = stubFetch({
      '/wps/session/key/rsa': () => (++keyCalls === 1 ? oldKey.answer : newKey.answer),
      '/wps/session/login': () =>
        ++loginCalls === 1
          ? {
              status: 400,
              body: { success: false, code: errorCodes.cipherKeyUnknown, message: 'fetch it again' },
            }
          : { value: login.example.response },
    });
    await expect(call(login, { username: 'a', password: 'b', type: 'username' })).resolves.toMatchObject({
      token: login.example.response.token,
    });
    const sent = requests
      .filter((r) => r.url.pathname === login.path)
      .map((r) => (JSON.parse(r.body!) as { keyId: string }).keyId);
    expect(sent).toEqual(['k-old', 'k-new']);
  });

  it('turns a key that cannot be used into an ApiError, and never sends the body in clear', async () => {
    const { requests } = stubFetch(); // the contract example key is not a usable RSA key
    const error = await call(login, { username: 'a', password: 'Secret123', type: 'username' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('contract');
    expect(requests.some((r) => r.url.pathname === login.path)).toBe(false);
  });

  it('uses a plugged-in cipher', async () => {
    const { requests } = stubFetch();
    setRequestCipher({
      encrypt: (_contract, body) => Promise.resolve({ wrapped: body }),
      seal: () => Promise.resolve('sealed'),
      reset: () => undefined,
    });
    await call(login, { username: 'a', password: 'b', type: 'username' });
    expect(JSON.parse(requests.find((r) => r.url.pathname === login.path)!.body!)).toEqual({
      wrapped: { username: 'a', password: 'b', type: 'username' },
    });
  });
});
