import type { EncryptedBody } from '../../shared/api/account.ts';
import type { Contract } from '../../shared/api/contract.ts';

/**
 * The client side of encrypted ("E") calls, with WebCrypto only (`crypto.subtle`: browsers, Electron's renderer and
 * Node 24 alike). Per request a fresh AES-256-GCM key encrypts the JSON body (additional data `<METHOD> <path>`), and
 * is wrapped with the platform's RSA-OAEP (SHA-256) public key from `account.publicKey`. The platform's decoder is
 * server/http/cipher.ts.
 *
 * `RequestCipher` is the one client-side interface: `call()` uses whichever cipher `setRequestCipher` installed, so a
 * deployment can plug a platform-specific scheme in without touching the screens.
 */
export type RequestCipher = {
  /** The JSON body that travels for an encrypted contract. */
  encrypt(contract: Pick<Contract, 'method' | 'path'>, body: unknown): Promise<unknown>;
  /** A value sealed apart from the body (the free-play fingerprint): base64 of the serialized EncryptedBody. */
  seal(contract: Pick<Contract, 'method' | 'path'>, value: unknown): Promise<string>;
  /** Forget the cached key (the platform said it no longer knows it). */
  reset(): void;
};

export type PlatformPublicKey = { keyId: string; publicKey: string; expiresAt: string; serverTime?: string };

/** Additional authenticated data binding a body to its call (the server checks the same string). */
export function cipherContext(contract: Pick<Contract, 'method' | 'path'>): string {
  return `${contract.method} ${contract.path}`;
}

/** The additional data with the time the body was sealed (platform time): the platform accepts it once, soon. */
export function sealedContext(context: string, ts: number): string {
  return `${context} ${ts}`;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Imports an SPKI PEM public key for RSA-OAEP with SHA-256. */
export async function importPublicKey(pem: string): Promise<CryptoKey> {
  const body = pem
    .replace(/-----BEGIN PUBLIC KEY-----/, '')
    .replace(/-----END PUBLIC KEY-----/, '')
    .replace(/\s+/g, '');
  return crypto.subtle.importKey('spki', fromBase64(body), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'wrapKey',
  ]);
}

/** Encrypts one JSON value with a fresh AES-256-GCM key wrapped by the public key; `ts` is the platform time. */
export async function encryptJson(
  publicKey: CryptoKey,
  keyId: string,
  value: unknown,
  context: string,
  ts: number,
): Promise<EncryptedBody> {
  const additionalData = sealedContext(context, ts);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value ?? null));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(additionalData), tagLength: 128 },
    aesKey,
    plain,
  );
  const wrapped = await crypto.subtle.wrapKey('raw', aesKey, publicKey, { name: 'RSA-OAEP' });
  return {
    keyId,
    key: toBase64(new Uint8Array(wrapped)),
    iv: toBase64(iv),
    data: toBase64(new Uint8Array(data)),
    ts,
  };
}

/** Serializes an EncryptedBody into the base64 string of a sealed value. */
export function serializeSealed(body: EncryptedBody): string {
  return toBase64(new TextEncoder().encode(JSON.stringify(body)));
}

/** Keys are refreshed this long before the platform's expiresAt. */
const refreshMarginMs = 60_000;

/**
 * The hybrid cipher. `loadKey` fetches the platform's public key (the api client passes `call(getPublicKey)`); the
 * imported key is cached until shortly before its expiresAt, and concurrent callers share one fetch. The key's
 * `serverTime` gives the platform's clock: each body is sealed with the platform time (`ts`), so a device whose clock
 * is off still seals fresh bodies; `reset()` (after a `request.stale` refusal) learns the time again.
 */
export function createHybridCipher(
  loadKey: () => Promise<PlatformPublicKey>,
  now: () => number = () => Date.now(),
): RequestCipher {
  let cached: Promise<{ keyId: string; key: CryptoKey; expiresAt: number; offsetMs: number }> | null = null;

  const current = () => {
    if (!cached) {
      const pending = (async () => {
        const info = await loadKey();
        const serverTime = info.serverTime === undefined ? Number.NaN : Date.parse(info.serverTime);
        return {
          keyId: info.keyId,
          key: await importPublicKey(info.publicKey),
          expiresAt: Date.parse(info.expiresAt),
          offsetMs: Number.isFinite(serverTime) ? serverTime - now() : 0,
        };
      })();
      cached = pending;
      // a failed fetch is not cached
      pending.catch(() => {
        if (cached === pending) cached = null;
      });
    }
    return cached;
  };

  const fresh = async () => {
    const key = await current();
    if (Number.isFinite(key.expiresAt) && key.expiresAt - refreshMarginMs <= now()) {
      cached = null;
      return current();
    }
    return key;
  };

  return {
    async encrypt(contract, body) {
      const { keyId, key, offsetMs } = await fresh();
      return encryptJson(key, keyId, body, cipherContext(contract), Math.round(now() + offsetMs));
    },
    async seal(contract, value) {
      const { keyId, key, offsetMs } = await fresh();
      return serializeSealed(
        await encryptJson(key, keyId, value, cipherContext(contract), Math.round(now() + offsetMs)),
      );
    },
    reset() {
      cached = null;
    },
  };
}
