import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { clock } from './clock.ts';
import { signalMember } from './live-signals.ts';
import { recordLedgerEntry } from './agent-rollups.ts';

/**
 * Wallet core. Accounts per member and wallet code ('MAIN' plus vendor wallets), integer cents only, an append-only
 * ledger (SQLite triggers forbid UPDATE and DELETE), balances that can never go negative (CHECK and an explicit
 * test). Every movement is atomic (BEGIN IMMEDIATE ... COMMIT) and idempotent by key: a repeat with the same key
 * and the same parameters returns the first result without applying again; the same key with other parameters is
 * a `request.idempotency.conflict`.
 */

export const mainWallet = 'MAIN';

export type WalletAccount = {
  id: number;
  memberId: number;
  walletCode: string;
  currency: string;
  demo: boolean;
  balance: number;
};

export type LedgerEntry = {
  id: number;
  operationId: number;
  accountId: number;
  /** signed cents */
  amount: number;
  balanceAfter: number;
  type: string;
  reference: string | null;
  idempotencyKey: string;
  createdAt: string;
};

export type MovementInput = {
  accountId: number;
  /** positive integer cents */
  amount: number;
  /** e.g. DEPOSIT, WITHDRAW, BET, PAYOUT, ADJUSTMENT */
  type: string;
  reference?: string | null;
  idempotencyKey: string;
  /** ISO timestamp; defaults to now (the seed passes a fixed one so that it stays deterministic) */
  at?: string;
};

export type TransferInput = Omit<MovementInput, 'accountId'> & { fromAccountId: number; toAccountId: number };

export type MovementResult = { entry: LedgerEntry; replayed: boolean };
export type TransferResult = { from: LedgerEntry; to: LedgerEntry; replayed: boolean };

export type VerifyProblem = { accountId: number; balance: number; ledgerSum: number };
export type VerifyResult = { ok: boolean; accounts: number; entries: number; problems: VerifyProblem[] };

type AccountRow = {
  id: number;
  member_id: number;
  wallet_code: string;
  currency: string;
  demo: number;
  balance: number;
};
type EntryRow = {
  id: number;
  operation_id: number;
  account_id: number;
  amount: number;
  balance_after: number;
  type: string;
  reference: string | null;
  idempotency_key: string;
  created_at: string;
};
type OperationRow = { id: number; kind: string; params: string };

const toAccount = (row: AccountRow): WalletAccount => ({
  id: row.id,
  memberId: row.member_id,
  walletCode: row.wallet_code,
  currency: row.currency,
  demo: row.demo === 1,
  balance: row.balance,
});

const toEntry = (row: EntryRow): LedgerEntry => ({
  id: row.id,
  operationId: row.operation_id,
  accountId: row.account_id,
  amount: row.amount,
  balanceAfter: row.balance_after,
  type: row.type,
  reference: row.reference,
  idempotencyKey: row.idempotency_key,
  createdAt: row.created_at,
});

function assertCents(amount: unknown): asserts amount is number {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    throw new ApiError(400, 'ledger.amount.invalid');
  }
}

function assertKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > 200) {
    throw new ApiError(400, 'request.idempotency.key.invalid');
  }
}

function assertType(type: unknown): asserts type is string {
  if (typeof type !== 'string' || !/^[A-Z][A-Z0-9_]{0,39}$/.test(type)) {
    throw new ApiError(400, 'ledger.movement.type.invalid');
  }
}

export type Ledger = ReturnType<typeof createLedger>;

export function createLedger(db: Database) {
  const statements = {
    accountById: db.prepare('SELECT * FROM wallet_accounts WHERE id = ?'),
    accountByMember: db.prepare('SELECT * FROM wallet_accounts WHERE member_id = ? AND wallet_code = ?'),
    accountsByMember: db.prepare('SELECT * FROM wallet_accounts WHERE member_id = ? ORDER BY id'),
    insertAccount: db.prepare(
      'INSERT INTO wallet_accounts (member_id, wallet_code, currency, demo) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT (member_id, wallet_code) DO NOTHING',
    ),
    setBalance: db.prepare('UPDATE wallet_accounts SET balance = ? WHERE id = ?'),
    operationByKey: db.prepare('SELECT id, kind, params FROM ledger_operations WHERE idempotency_key = ?'),
    insertOperation: db.prepare(
      'INSERT INTO ledger_operations (idempotency_key, kind, params, created_at) VALUES (?, ?, ?, ?) RETURNING id',
    ),
    insertEntry: db.prepare(
      'INSERT INTO ledger (operation_id, account_id, amount, balance_after, type, reference, idempotency_key, created_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
    ),
    entriesByOperation: db.prepare('SELECT * FROM ledger WHERE operation_id = ? ORDER BY id'),
    entriesByAccount: db.prepare(
      'SELECT * FROM ledger WHERE account_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
    ),
    verify: db.prepare(
      'SELECT a.id AS accountId, a.balance AS balance, COALESCE(SUM(l.amount), 0) AS ledgerSum, COUNT(l.id) AS entries ' +
        'FROM wallet_accounts a LEFT JOIN ledger l ON l.account_id = a.id GROUP BY a.id ORDER BY a.id',
    ),
  };

  function requireAccount(accountId: number): AccountRow {
    const row = statements.accountById.get(accountId) as AccountRow | undefined;
    if (!row) throw new ApiError(404, 'wallet.not.found');
    return row;
  }

  /** Looks the key up; returns the stored entries on a faithful replay, throws on a conflicting one. */
  function replay(key: string, kind: string, params: string): EntryRow[] | null {
    const operation = statements.operationByKey.get(key) as OperationRow | undefined;
    if (!operation) return null;
    if (operation.kind !== kind || operation.params !== params) {
      throw new ApiError(409, errorCodes.idempotencyConflict);
    }
    return statements.entriesByOperation.all(operation.id) as EntryRow[];
  }

  function apply(
    operationId: number,
    account: AccountRow,
    delta: number,
    input: { type: string; reference?: string | null },
    key: string,
    at: string,
  ) {
    const balance = account.balance + delta;
    if (balance < 0) {
      throw new ApiError(400, errorCodes.insufficientBalance);
    }
    if (!Number.isSafeInteger(balance)) {
      throw new ApiError(400, 'wallet.balance.out.of.range');
    }
    statements.setBalance.run(balance, account.id);
    // the live-update channel sends the member's balance once this transaction has committed
    signalMember(db, account.member_id, 'balance');
    const entry = statements.insertEntry.get(
      operationId,
      account.id,
      delta,
      balance,
      input.type,
      input.reference ?? null,
      key,
      at,
    ) as EntryRow;
    // the agent back office's team figures, in this same transaction (services/agent-rollups.ts)
    recordLedgerEntry(db, {
      memberId: account.member_id,
      demo: account.demo === 1,
      type: input.type,
      amount: delta,
      at,
    });
    return entry;
  }

  function movement(kind: 'credit' | 'debit', input: MovementInput): MovementResult {
    assertCents(input.amount);
    assertKey(input.idempotencyKey);
    assertType(input.type);
    const params = JSON.stringify([input.accountId, input.amount, input.type, input.reference ?? null]);
    return transaction(db, () => {
      const previous = replay(input.idempotencyKey, kind, params);
      if (previous?.[0]) return { entry: toEntry(previous[0]), replayed: true };
      const account = requireAccount(input.accountId);
      const at = input.at ?? clock.iso();
      const { id } = statements.insertOperation.get(input.idempotencyKey, kind, params, at) as { id: number };
      const delta = kind === 'credit' ? input.amount : -input.amount;
      const entry = apply(id, account, delta, input, input.idempotencyKey, at);
      return { entry: toEntry(entry), replayed: false };
    });
  }

  return {
    /** Gets or creates the member's wallet account for a wallet code. */
    openAccount(
      memberId: number,
      walletCode = mainWallet,
      options: { currency?: string; demo?: boolean } = {},
    ) {
      return transaction(db, () => {
        statements.insertAccount.run(memberId, walletCode, options.currency ?? 'BRL', options.demo ? 1 : 0);
        return toAccount(statements.accountByMember.get(memberId, walletCode) as AccountRow);
      });
    },
    getAccount(memberId: number, walletCode = mainWallet): WalletAccount | null {
      const row = statements.accountByMember.get(memberId, walletCode) as AccountRow | undefined;
      return row ? toAccount(row) : null;
    },
    accounts(memberId: number): WalletAccount[] {
      return (statements.accountsByMember.all(memberId) as AccountRow[]).map(toAccount);
    },
    balance(accountId: number): number {
      return requireAccount(accountId).balance;
    },
    /** Newest first. */
    entries(accountId: number, limit = 50, offset = 0): LedgerEntry[] {
      return (statements.entriesByAccount.all(accountId, limit, offset) as EntryRow[]).map(toEntry);
    },
    credit(input: MovementInput): MovementResult {
      return movement('credit', input);
    },
    debit(input: MovementInput): MovementResult {
      return movement('debit', input);
    },
    transfer(input: TransferInput): TransferResult {
      assertCents(input.amount);
      assertKey(input.idempotencyKey);
      assertType(input.type);
      if (input.fromAccountId === input.toAccountId) {
        throw new ApiError(400, 'wallet.transfer.same.account');
      }
      const params = JSON.stringify([
        input.fromAccountId,
        input.toAccountId,
        input.amount,
        input.type,
        input.reference ?? null,
      ]);
      return transaction(db, () => {
        const previous = replay(input.idempotencyKey, 'transfer', params);
        if (previous?.[0] && previous[1]) {
          return { from: toEntry(previous[0]), to: toEntry(previous[1]), replayed: true };
        }
        const from = requireAccount(input.fromAccountId);
        const to = requireAccount(input.toAccountId);
        if (from.currency !== to.currency || from.demo !== to.demo) {
          throw new ApiError(400, 'wallet.transfer.kind.mismatch');
        }
        const at = input.at ?? clock.iso();
        const { id } = statements.insertOperation.get(input.idempotencyKey, 'transfer', params, at) as {
          id: number;
        };
        const out = apply(id, from, -input.amount, input, `${input.idempotencyKey}:from`, at);
        const into = apply(id, to, input.amount, input, `${input.idempotencyKey}:to`, at);
        return { from: toEntry(out), to: toEntry(into), replayed: false };
      });
    },
    /** Checks, for every account, that the balance equals the sum of its ledger and is not negative. */
    verify(): VerifyResult {
      const rows = statements.verify.all() as {
        accountId: number;
        balance: number;
        ledgerSum: number;
        entries: number;
      }[];
      const problems = rows
        .filter((row) => row.balance !== row.ledgerSum || row.balance < 0)
        .map(({ accountId, balance, ledgerSum }) => ({ accountId, balance, ledgerSum }));
      return {
        ok: problems.length === 0,
        accounts: rows.length,
        entries: rows.reduce((sum, row) => sum + row.entries, 0),
        problems,
      };
    },
  };
}
