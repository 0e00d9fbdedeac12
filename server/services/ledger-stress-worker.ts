/**
 * Worker of the ledger concurrency test (node:worker_threads): opens the same database file on its own connection
 * and runs a deterministic sequence of credits, debits and transfers, reporting which ones succeeded.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { createLedger } from './ledger.ts';

export type StressJob = { dbPath: string; worker: number; operations: number; accountIds: number[] };
export type StressOp = { key: string; kind: 'credit' | 'debit' | 'transfer'; entries: number };
export type StressResult = { worker: number; succeeded: StressOp[]; insufficient: number; replays: number };

const job = workerData as StressJob;
const { db } = openDatabase(job.dbPath, { busyTimeoutMs: 20_000 });
const ledger = createLedger(db);

// Deterministic PRNG (mulberry32) seeded by the worker number.
let seed = 0x9e3779b9 ^ job.worker;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}
const pick = () => job.accountIds[Math.floor(random() * job.accountIds.length)] ?? job.accountIds[0] ?? 0;

const result: StressResult = { worker: job.worker, succeeded: [], insufficient: 0, replays: 0 };
for (let n = 0; n < job.operations; n++) {
  const key = `w${job.worker}-op${n}`;
  const amount = 1 + Math.floor(random() * 40_000);
  const roll = random();
  try {
    if (roll < 0.3) {
      ledger.credit({ accountId: pick(), amount, type: 'DEPOSIT', idempotencyKey: key });
      result.succeeded.push({ key, kind: 'credit', entries: 1 });
    } else if (roll < 0.65) {
      const args = { accountId: pick(), amount, type: 'BET', idempotencyKey: key };
      ledger.debit(args);
      result.succeeded.push({ key, kind: 'debit', entries: 1 });
      // a retry of the same call must not apply twice
      if (ledger.debit(args).replayed) result.replays++;
    } else {
      const from = pick();
      let to = pick();
      if (to === from) to = job.accountIds.find((id) => id !== from) ?? from;
      ledger.transfer({
        fromAccountId: from,
        toAccountId: to,
        amount,
        type: 'TRANSFER',
        idempotencyKey: key,
      });
      result.succeeded.push({ key, kind: 'transfer', entries: 2 });
    }
  } catch (error) {
    if (error instanceof ApiError && error.code === 'wallet.insufficient.balance') result.insufficient++;
    else throw error;
  }
}
db.close();
parentPort?.postMessage(result);
