import { chmodSync, existsSync } from 'node:fs';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { clock } from './clock.ts';

/**
 * The key pairs of the request cipher (server/http/cipher.ts), kept in the platform database (table cipher_keys),
 * whose files are then restricted to mode 0600.
 */
export type CipherKeyRow = { key_id: string; public_pem: string; private_pem: string; created_at: number };

/** The private key lives in the database: keep its files readable by the owner only (mode 0600). */
function restrictDatabaseFiles(db: Database): void {
  const file = db.location();
  if (!file) return; // in memory
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if (existsSync(path)) chmodSync(path, 0o600);
    } catch {
      // a read-only or foreign-owned file: leave it to the operator
    }
  }
}

/** The newest key pair of the request cipher, created (RSA-2048) on first use. */
export function loadOrCreateCipherKey(db: Database): CipherKeyRow {
  const existing = db
    .prepare(
      'SELECT key_id, public_pem, private_pem, created_at FROM cipher_keys ORDER BY created_at DESC LIMIT 1',
    )
    .get() as CipherKeyRow | undefined;
  if (existing) {
    restrictDatabaseFiles(db);
    return existing;
  }
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const row: CipherKeyRow = {
    key_id: `k-${randomBytes(8).toString('hex')}`,
    public_pem: publicKey,
    private_pem: privateKey,
    created_at: clock.now(),
  };
  db.prepare(
    'INSERT INTO cipher_keys (key_id, public_pem, private_pem, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  ).run(row.key_id, row.public_pem, row.private_pem, row.created_at);
  // another process may have created one first: use whichever is newest
  return loadOrCreateCipherKey(db);
}

/**
 * Remembers an accepted encrypted body (the digest of its one-time key and IV) until `expiresAt`; false when it was
 * accepted before — a replay. One INSERT, so two copies sent at once cannot both pass. Forgotten bodies are those
 * whose timestamp has left the acceptance window, which refuses them by itself.
 */
export function rememberNonce(db: Database, digest: string, expiresAt: number, now = clock.now()): boolean {
  db.prepare('DELETE FROM cipher_nonces WHERE expires_at < ?').run(now);
  const inserted = db
    .prepare('INSERT INTO cipher_nonces (digest, expires_at) VALUES (?, ?) ON CONFLICT (digest) DO NOTHING')
    .run(digest, expiresAt);
  return Number(inserted.changes) === 1;
}
