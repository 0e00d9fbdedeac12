import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasePath, openDatabase, type Database } from '../db/database.ts';
import { seedDatabase } from '../db/seed.ts';
import { ApiError } from '../http/errors.ts';
import { createLedger, type Ledger } from './ledger.ts';
import type { StressJob, StressResult } from './ledger-stress-worker.ts';

let dir: string;
let db: Database;
let ledger: Ledger;
let a: number;
let b: number;

const memberIdOf = (username: string) =>
  (db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number }).id;

function code(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    return `raw: ${(error as Error).message}`;
  }
  return undefined;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'aurora-ledger-'));
  db = openDatabase(databasePath(dir)).db;
  await seedDatabase(db);
  ledger = createLedger(db);
  a = ledger.openAccount(memberIdOf('demo_down1')).id;
  b = ledger.openAccount(memberIdOf('demo_down2')).id;
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('ledger', () => {
  it('the seed credited R$ 1.000,00 to demo_player through the ledger', () => {
    const account = ledger.getAccount(memberIdOf('demo_player'));
    expect(account?.balance).toBe(100_000);
    const entries = ledger.entries(account!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 100_000, balanceAfter: 100_000 });
    expect(ledger.getAccount(memberIdOf('demo_trial'))?.demo).toBe(true);
  });

  it('credit, debit and transfer move integer cents and record balance after', () => {
    expect(
      ledger.credit({ accountId: a, amount: 5_000, type: 'DEPOSIT', idempotencyKey: 'c1' }).entry,
    ).toMatchObject({
      amount: 5_000,
      balanceAfter: 5_000,
      type: 'DEPOSIT',
    });
    expect(
      ledger.debit({ accountId: a, amount: 1_250, type: 'BET', reference: 'round-1', idempotencyKey: 'd1' })
        .entry,
    ).toMatchObject({ amount: -1_250, balanceAfter: 3_750, reference: 'round-1' });
    const t = ledger.transfer({
      fromAccountId: a,
      toAccountId: b,
      amount: 750,
      type: 'TRANSFER',
      idempotencyKey: 't1',
    });
    expect(t.from).toMatchObject({
      accountId: a,
      amount: -750,
      balanceAfter: 3_000,
      idempotencyKey: 't1:from',
    });
    expect(t.to).toMatchObject({ accountId: b, amount: 750, balanceAfter: 750, idempotencyKey: 't1:to' });
    expect(ledger.balance(a)).toBe(3_000);
    expect(ledger.balance(b)).toBe(750);
  });

  it('a replay with the same key and parameters returns the first entry without applying again', () => {
    const first = ledger.credit({ accountId: a, amount: 100, type: 'DEPOSIT', idempotencyKey: 'replay-1' });
    const again = ledger.credit({ accountId: a, amount: 100, type: 'DEPOSIT', idempotencyKey: 'replay-1' });
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(again.entry).toEqual(first.entry);
    expect(ledger.balance(a)).toBe(3_100);
    const tr = {
      fromAccountId: a,
      toAccountId: b,
      amount: 100,
      type: 'TRANSFER',
      idempotencyKey: 'replay-t',
    };
    const t1 = ledger.transfer(tr);
    const t2 = ledger.transfer(tr);
    expect(t2).toEqual({ ...t1, replayed: true });
    expect(ledger.balance(a)).toBe(3_000);
  });

  it('the same key with other parameters is an idempotency conflict', () => {
    expect(
      code(() => ledger.credit({ accountId: a, amount: 101, type: 'DEPOSIT', idempotencyKey: 'replay-1' })),
    ).toBe('request.idempotency.conflict');
    expect(
      code(() => ledger.debit({ accountId: a, amount: 100, type: 'DEPOSIT', idempotencyKey: 'replay-1' })),
    ).toBe('request.idempotency.conflict');
    expect(
      code(() => ledger.credit({ accountId: b, amount: 100, type: 'DEPOSIT', idempotencyKey: 'replay-1' })),
    ).toBe('request.idempotency.conflict');
  });

  it('refuses to go negative, leaving nothing behind', () => {
    const before = ledger.balance(a);
    expect(
      code(() => ledger.debit({ accountId: a, amount: before + 1, type: 'BET', idempotencyKey: 'too-much' })),
    ).toBe('wallet.insufficient.balance');
    expect(
      code(() =>
        ledger.transfer({
          fromAccountId: a,
          toAccountId: b,
          amount: before + 1,
          type: 'TRANSFER',
          idempotencyKey: 'too-much-t',
        }),
      ),
    ).toBe('wallet.insufficient.balance');
    expect(ledger.balance(a)).toBe(before);
    // the failed key was not consumed: it can be used once there is money
    ledger.credit({ accountId: a, amount: 1, type: 'DEPOSIT', idempotencyKey: 'top-up' });
    expect(
      ledger.debit({ accountId: a, amount: before + 1, type: 'BET', idempotencyKey: 'too-much' }).replayed,
    ).toBe(false);
    expect(ledger.balance(a)).toBe(0);
  });

  it('accepts integer cents only', () => {
    for (const amount of [
      1.5,
      0,
      -5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 60,
      '100' as unknown as number,
    ]) {
      expect(
        code(() =>
          ledger.credit({ accountId: a, amount, type: 'DEPOSIT', idempotencyKey: `bad-${String(amount)}` }),
        ),
      ).toBe('ledger.amount.invalid');
    }
    expect(code(() => ledger.credit({ accountId: a, amount: 1, type: 'DEPOSIT', idempotencyKey: '' }))).toBe(
      'request.idempotency.key.invalid',
    );
    expect(
      code(() => ledger.credit({ accountId: 999_999, amount: 1, type: 'DEPOSIT', idempotencyKey: 'ghost' })),
    ).toBe('wallet.not.found');
  });

  it('the database refuses UPDATE and DELETE on the ledger, negative balances and fractional amounts', () => {
    expect(() => db.prepare('UPDATE ledger SET amount = 1').run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM ledger').run()).toThrow(/append-only/);
    expect(() => db.prepare('UPDATE ledger_operations SET params = ?').run('x')).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM ledger_operations').run()).toThrow(/append-only/);
    expect(() => db.prepare('UPDATE wallet_accounts SET balance = -1 WHERE id = ?').run(a)).toThrow(/CHECK/);
    expect(() => db.prepare('UPDATE wallet_accounts SET balance = 1.5 WHERE id = ?').run(a)).toThrow();
    expect(ledger.verify().ok).toBe(true);
  });

  it('verify() notices a balance that does not match its ledger', () => {
    const c = ledger.openAccount(memberIdOf('demo_down1'), 'TEST_VERIFY').id;
    db.prepare('UPDATE wallet_accounts SET balance = 5 WHERE id = ?').run(c);
    const result = ledger.verify();
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([{ accountId: c, balance: 5, ledgerSum: 0 }]);
    db.prepare('UPDATE wallet_accounts SET balance = 0 WHERE id = ?').run(c);
    expect(ledger.verify().ok).toBe(true);
  });
});

describe('ledger under concurrency', () => {
  it('several worker threads on the same file: no negative balance, balance = sum of ledger, each operation once', async () => {
    const accountIds = ['demo_player', 'demo_agent', 'demo_down1', 'demo_down2'].map(
      (name) => ledger.openAccount(memberIdOf(name)).id,
    );
    const operationsBefore = (
      db.prepare('SELECT COUNT(*) AS n FROM ledger_operations').get() as { n: number }
    ).n;
    const workers = 4;
    const operations = 300;
    const results = await Promise.all(
      Array.from({ length: workers }, (_, worker) => {
        const job: StressJob = { dbPath: databasePath(dir), worker, operations, accountIds };
        return new Promise<StressResult>((resolve, reject) => {
          const w = new Worker(new URL('./ledger-stress-worker.ts', import.meta.url), { workerData: job });
          w.once('message', (message: StressResult) => resolve(message));
          w.once('error', reject);
          w.once('exit', (exitCode) => exitCode !== 0 && reject(new Error(`worker exited with ${exitCode}`)));
        });
      }),
    );

    const succeeded = results.flatMap((r) => r.succeeded);
    const insufficient = results.reduce((n, r) => n + r.insufficient, 0);
    expect(succeeded.length + insufficient).toBe(workers * operations);
    expect(succeeded.length).toBeGreaterThan(workers * operations * 0.5);
    expect(insufficient).toBeGreaterThan(0); // the scenario did hit empty wallets

    const verify = ledger.verify();
    expect(verify.problems).toEqual([]);
    expect(verify.ok).toBe(true);
    const negative = db.prepare('SELECT COUNT(*) AS n FROM wallet_accounts WHERE balance < 0').get() as {
      n: number;
    };
    expect(negative.n).toBe(0);

    const operationsAfter = (db.prepare('SELECT COUNT(*) AS n FROM ledger_operations').get() as { n: number })
      .n;
    expect(operationsAfter - operationsBefore).toBe(succeeded.length);
    const countEntries = db.prepare(
      'SELECT COUNT(*) AS n FROM ledger l JOIN ledger_operations o ON o.id = l.operation_id WHERE o.idempotency_key = ?',
    );
    for (const op of succeeded) {
      expect((countEntries.get(op.key) as { n: number }).n, op.key).toBe(op.entries);
    }
    expect(results.reduce((n, r) => n + r.replays, 0)).toBe(
      succeeded.filter((op) => op.kind === 'debit').length,
    );
  }, 60_000);
});
