import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

/**
 * Server-side secrets kept in the database (generated on first use): the HMAC key that one-time codes and captcha
 * answers are stored under, so a copy of the database does not reveal them.
 */
const cache = new WeakMap<Database, Map<string, Buffer>>();

export function serverSecret(db: Database, name: string): Buffer {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const known = perDb.get(name);
  if (known) return known;
  db.prepare('INSERT INTO server_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(
    name,
    randomBytes(32).toString('base64url'),
  );
  const row = db.prepare('SELECT value FROM server_secrets WHERE name = ?').get(name) as { value: string };
  const secret = Buffer.from(row.value, 'base64url');
  perDb.set(name, secret);
  return secret;
}

/** HMAC-SHA256 (hex) of a text under the named server secret. */
export function keyedHash(db: Database, name: string, text: string): string {
  return createHmac('sha256', serverSecret(db, name)).update(text, 'utf8').digest('hex');
}
