import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Database } from '../db/database.ts';

/**
 * Password hashes: scrypt with a per-user random salt, stored as `scrypt$N$r$p$salt$hash` (salt and hash base64url).
 * New hashes use OWASP's current minimum, N=2^17, r=8, p=1 (128 MiB, about 0.35 s of one core); a hash made with
 * other parameters still verifies, and its first right answer upgrades it (`upgradeMemberHash`). At most
 * `maxConcurrentHashes` scrypt computations run at once (the others queue), so a burst of logins cannot take the memory
 * of 4 × 128 MiB.
 */
export type HashCost = { N: number; r: number; p: number };
export const productionHashCost: HashCost = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 32;
const saltLength = 16;
export const maxConcurrentHashes = 2;

let cost: HashCost = productionHashCost;

/** The parameters new hashes get. Tests set cheap ones (server/test/setup.ts); a platform never calls this. */
export function useHashCost(next: HashCost): void {
  cost = { ...next };
}

export function currentHashCost(): HashCost {
  return cost;
}

/**
 * The cost of the seeded demo accounts' hashes and of the demo agent team's password and payment password: they are
 * public (README, printed at start), so hashing them at full cost would only add seconds to a first start; N=2^14 (the
 * former parameters, or less in tests), which the first login (or payment password check) upgrades like any older hash.
 */
export function seedHashCost(): HashCost {
  return { ...cost, N: Math.min(cost.N, 2 ** 14) };
}

/** scrypt's memory need (128 · N · r bytes) plus headroom: Node's default maxmem (32 MiB) is below N=2^17. */
function maxmemOf(N: number, r: number): number {
  return 256 * N * r + 1024 * 1024;
}

let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrentHashes) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function scryptAsync(
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string, parameters: HashCost = cost): Promise<string> {
  const salt = randomBytes(saltLength);
  const { N, r, p } = parameters;
  const hash = await scryptAsync(password.normalize('NFC'), salt, keyLength, {
    N,
    r,
    p,
    maxmem: maxmemOf(N, r),
  });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; hash: Buffer };

function parseHash(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, nText, rText, pText, saltText, hashText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return null;
  // a stored hash never asks for more than 1 GiB (N=2^20, r=8): a corrupt row must not exhaust the memory
  if (N > 2 ** 20 || r > 16 || p > 4) return null;
  const salt = Buffer.from(saltText, 'base64url');
  const hash = Buffer.from(hashText, 'base64url');
  if (salt.length === 0 || hash.length === 0) return null;
  return { N, r, p, salt, hash };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { N, r, p, salt, hash: expected } = parsed;
  try {
    const actual = await scryptAsync(password.normalize('NFC'), salt, expected.length, {
      N,
      r,
      p,
      maxmem: maxmemOf(N, r),
    });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters than new hashes get (`upgradeMemberHash` replaces it). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.N !== cost.N ||
    parsed.r !== cost.r ||
    parsed.p !== cost.p ||
    parsed.hash.length !== keyLength
  );
}

/**
 * After a member's password was accepted (the login password, or the payment password): a hash made with older
 * parameters (or the demo seed's cheaper ones) is replaced by one with the current parameters, only if the row still
 * holds the hash that was checked, so a password changed meanwhile is never overwritten.
 */
export async function upgradeMemberHash(
  db: Database,
  column: 'password_hash' | 'payment_password_hash',
  memberId: number,
  checkedHash: string,
  password: string,
): Promise<void> {
  if (!needsRehash(checkedHash)) return;
  const next = await hashPassword(password);
  db.prepare(`UPDATE members SET ${column} = ? WHERE id = ? AND ${column} = ?`).run(
    next,
    memberId,
    checkedHash,
  );
}
