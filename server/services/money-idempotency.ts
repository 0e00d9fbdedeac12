import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { clock } from './clock.ts';

/**
 * Request-level idempotency of the money-changing calls (contracts flagged `idempotent`; the route layer runs the
 * sequence for every one of them, server/routes/contracts.ts). The key is scoped to the member; the request is
 * digested (secrets such as the payment password left out); the work and the stored answer commit in one
 * transaction, so a retry — after a double click, a timeout or a crash — gets the first answer and never applies
 * twice, and the same key with another body is a 409 conflict.
 */
const maxKeyLength = 200;

export function requireIdempotencyKey(key: string | null): string {
  if (key === null || key.trim().length === 0) {
    throw new ApiError(400, errorCodes.idempotencyKeyRequired);
  }
  if (key.length > maxKeyLength || !/^[\x21-\x7e]+$/.test(key)) {
    throw new ApiError(400, 'request.idempotency.key.invalid');
  }
  return key;
}

/**
 * Request fields that never enter the stored digest: a digest of a body with a password in it would be a fast hash of
 * that password. Every field named like a password (`paymentPassword`, `loginPassword` ...) is left out.
 */
export function isSecretField(name: string): boolean {
  return /password/i.test(name);
}

/** Stable digest of a request body: keys sorted, the secret fields left out. */
export function requestDigest(contractId: string, input: unknown): string {
  const normalize = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(normalize);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([key]) => !isSecretField(key))
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, v]) => [key, normalize(v)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify([contractId, normalize(input)]))
    .digest('hex');
}

type StoredRow = { contract_id: string; request_hash: string; response: string };

/** A stored answer for this key, or null; throws the conflict when the key was used for another request. */
export function previousAnswer<T>(
  db: Database,
  memberId: number,
  key: string,
  contractId: string,
  digest: string,
): T | null {
  const row = db
    .prepare(
      'SELECT contract_id, request_hash, response FROM money_requests WHERE member_id = ? AND idempotency_key = ?',
    )
    .get(memberId, key) as StoredRow | undefined;
  if (!row) return null;
  if (row.contract_id !== contractId || row.request_hash !== digest) {
    throw new ApiError(409, errorCodes.idempotencyConflict);
  }
  return JSON.parse(row.response) as T;
}

/**
 * Runs `work` (synchronous, inside one write transaction) once per (member, key): the first call stores its answer,
 * later calls with the same request get that answer back. A failure stores nothing, so a retry may succeed.
 */
export function runIdempotent<T>(
  db: Database,
  request: { memberId: number; key: string; contractId: string; digest: string },
  work: () => T,
): T {
  return transaction(db, () => {
    const previous = previousAnswer<T>(db, request.memberId, request.key, request.contractId, request.digest);
    if (previous !== null) return previous;
    const answer = work();
    db.prepare(
      'INSERT INTO money_requests (member_id, idempotency_key, contract_id, request_hash, response, created_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?)',
    ).run(
      request.memberId,
      request.key,
      request.contractId,
      request.digest,
      JSON.stringify(answer),
      clock.iso(),
    );
    return answer;
  });
}
