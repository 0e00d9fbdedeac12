import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { z } from 'zod/mini';
import { encryptedBodySchema, encryptedBodyWindowMs } from '../../shared/api/account.ts';
import type { Contract } from '../../shared/api/contract.ts';
import type { ErrorCode } from '../../shared/api/errors.ts';
import type { Database } from '../db/database.ts';
import { loadOrCreateCipherKey, rememberNonce } from '../services/cipher-keys.ts';
import { ApiError, errorCodes } from './errors.ts';
import { clock } from '../services/clock.ts';

/**
 * Encrypted ("E") request bodies. The client fetches the platform's RSA public key (`account.publicKey`), makes a fresh
 * AES-256-GCM key per request, encrypts the JSON body with it (additional data: `<METHOD> <path>` of the contract, so
 * a body cannot be replayed against another call), wraps the key with RSA-OAEP (SHA-256) and sends
 * `{ keyId, key, iv, data, ts }` (base64; data = ciphertext followed by the 16-byte tag; ts = the platform time when
 * it was sealed, bound to the ciphertext as additional data `<METHOD> <path> <ts>`).
 *
 * Replays: a body is accepted once. Its `ts` must lie within `encryptedBodyWindowMs` of the platform's time (400
 * `request.stale`, the client then fetches the key and the time again and seals once more), and the digest of its
 * one-time AES key and IV is kept for that window (table cipher_nonces): the same body again is 400 `request.replayed`.
 *
 * `RequestCipher` is the one server-side interface; a deployment could plug a platform-specific scheme in here without
 * touching the routes or the handlers. E routes refuse plaintext and anything that does not decrypt with 400.
 *
 * The RSA-2048 key pair is generated on first use and kept in the platform database (table cipher_keys), whose files
 * are then restricted to mode 0600.
 */
export type PublicKeyInfo = {
  keyId: string;
  algorithm: 'RSA-OAEP-256';
  /** SPKI, PEM */
  publicKey: string;
  expiresAt: string;
  /** the platform's time: clients seal `ts` on this clock */
  serverTime: string;
};

export type RequestCipher = {
  publicKey(now?: number): PublicKeyInfo;
  /** Decrypts an encrypted body into the JSON value the client encrypted; throws ApiError(400) otherwise. */
  decrypt(body: unknown, additionalData: string): unknown;
};

/** Clients cache the key this long; the key pair itself is kept (rotation is an operator task). */
export const publicKeyCacheMs = 24 * 60 * 60 * 1000;
const aesKeyBytes = 32;
const ivBytes = 12;
const tagBytes = 16;

/** The additional authenticated data of a contract's encrypted body (the body's `ts` is appended to it). */
export function cipherContext(contract: Pick<Contract, 'method' | 'path'>): string {
  return `${contract.method} ${contract.path}`;
}

/** What the ciphertext is bound to: the call and the time it was sealed. */
export function sealedContext(context: string, ts: number): string {
  return `${context} ${ts}`;
}

function refuse(code: ErrorCode): never {
  throw new ApiError(400, code);
}

/** The hybrid RSA-OAEP-256 + AES-256-GCM cipher, its key pair stored in the database (created on first use). */
export function createHybridCipher(db: Database): RequestCipher {
  const row = loadOrCreateCipherKey(db);
  const privateKey: KeyObject = createPrivateKey(row.private_pem);
  return {
    publicKey(now = clock.now()) {
      return {
        keyId: row.key_id,
        algorithm: 'RSA-OAEP-256',
        publicKey: row.public_pem,
        expiresAt: new Date(now + publicKeyCacheMs).toISOString(),
        serverTime: new Date(now).toISOString(),
      };
    },
    decrypt(body, additionalData) {
      const parsed = z.strictObject(encryptedBodySchema.shape).safeParse(body);
      if (!parsed.success) {
        // an encrypted call sends { keyId, key, iv, data } made with the key of /wps/session/key/rsa
        refuse(errorCodes.encryptionRequired);
      }
      const { keyId, key, iv, data, ts } = parsed.data;
      if (keyId !== row.key_id) {
        refuse(errorCodes.cipherKeyUnknown);
      }
      const now = clock.now();
      if (Math.abs(now - ts) > encryptedBodyWindowMs) {
        throw new ApiError(400, 'request.stale', { params: { seconds: encryptedBodyWindowMs / 1000 } });
      }
      const undecryptable = () => refuse(errorCodes.decryptionFailed);
      const ivBuffer = Buffer.from(iv, 'base64');
      const dataBuffer = Buffer.from(data, 'base64');
      if (ivBuffer.length !== ivBytes || dataBuffer.length < tagBytes) undecryptable();
      let plain: string;
      let nonce: string;
      try {
        const aesKey = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(key, 'base64'),
        );
        if (aesKey.length !== aesKeyBytes) return undecryptable();
        const decipher = createDecipheriv('aes-256-gcm', aesKey, ivBuffer, { authTagLength: tagBytes });
        decipher.setAAD(Buffer.from(sealedContext(additionalData, ts), 'utf8'));
        decipher.setAuthTag(dataBuffer.subarray(dataBuffer.length - tagBytes));
        plain = Buffer.concat([
          decipher.update(dataBuffer.subarray(0, dataBuffer.length - tagBytes)),
          decipher.final(),
        ]).toString('utf8');
        nonce = createHash('sha256').update(aesKey).update(ivBuffer).digest('hex');
      } catch {
        return undecryptable();
      }
      // authentic and fresh: accepted once (kept until its ts leaves the window)
      if (!rememberNonce(db, nonce, ts + encryptedBodyWindowMs, now)) refuse('request.replayed');
      try {
        return JSON.parse(plain) as unknown;
      } catch {
        return refuse(errorCodes.malformedJson);
      }
    },
  };
}

const ciphers = new WeakMap<Database, RequestCipher>();

/** The cipher of a platform database (one key pair per database, created on first use). */
export function requestCipherFor(db: Database): RequestCipher {
  let cipher = ciphers.get(db);
  if (!cipher) {
    cipher = createHybridCipher(db);
    ciphers.set(db, cipher);
  }
  return cipher;
}

/** Plugs another cipher in for a database (a platform-specific scheme, or tests). */
export function useRequestCipher(db: Database, cipher: RequestCipher): void {
  ciphers.set(db, cipher);
}

/**
 * The seam for encrypted ("E") contracts: returns the decoded body to validate with `contract.request`. Plain contracts
 * pass through; encrypted ones must arrive encrypted.
 */
export function decodeRequestBody(contract: Contract, body: unknown, db?: Database): unknown {
  if (!contract.encrypted) return body;
  if (!db) throw new Error(`decodeRequestBody(${contract.id}) needs the database holding the cipher key`);
  return requestCipherFor(db).decrypt(body, cipherContext(contract));
}

/** Decrypts a value sealed apart from the body (the free-play fingerprint): base64 of a JSON EncryptedBody. */
export function openSealedValue(db: Database, sealed: string, additionalData: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(sealed, 'base64').toString('utf8'));
  } catch {
    // a sealed value is an encrypted body serialized as base64 JSON
    return refuse(errorCodes.encryptionRequired);
  }
  return requestCipherFor(db).decrypt(body, additionalData);
}
