import { randomInt, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { addWithdrawAccountRequestSchema, withdrawalSchema } from '../../shared/api/money.ts';
import { isValidCpf, normalizeCpf } from '../../shared/rules/cpf.ts';
import { compactDate, startOf } from '../../shared/time/brasilia.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import type { ErrorCode } from '../../shared/api/errors.ts';
import { ApiError, errorCodes, fieldsRefused } from '../http/errors.ts';
import type { Ledger } from './ledger.ts';
import { mainWallet } from './ledger.ts';
import { moneySettings } from './money-settings.ts';
import { storeProofs, type CheckedProof } from './proofs.ts';
import { remainingTurnover } from './turnover.ts';
import { vipWithdrawLimits } from './vip.ts';
import { clock } from './clock.ts';
import { withdrawalDecided } from './member-events.ts';

/**
 * Withdrawals. The amount is debited (held) at the request and refunded if the operator rejects it; the operator
 * marks it PAID, then the player confirms (received / not received with proofs, spec §4); no answer before the
 * deadline counts as received (the timeout job). A "not received" case ends FORCED_RECEIVED (not refunded) or
 * REFUNDED by the operator.
 */
export type Withdrawal = z.input<typeof withdrawalSchema>;
type AddAccountInput = z.output<typeof addWithdrawAccountRequestSchema>;

export type WithdrawalRow = {
  id: number;
  withdrawal_id: string;
  merchant_code: string;
  member_id: number;
  account_id: number;
  account_display: string;
  amount: number;
  status: Withdrawal['status'];
  created_at: string;
  paid_at: string | null;
  confirm_deadline: string | null;
  confirmed_at: string | null;
  auto_confirmed: number;
  remark: string | null;
  closed_at: string | null;
};

type AccountRow = {
  id: number;
  member_id: number;
  account_type: 'PIX' | 'BANK';
  pix_key_type: 'CPF' | 'PHONE' | 'EMAIL' | 'RANDOM' | null;
  pix_key: string | null;
  bank_code: string | null;
  branch: string | null;
  account_number: string | null;
  account_kind: string | null;
  holder_name: string;
  holder_cpf: string;
  created_at: string;
  removed_at: string | null;
};

const bankNames: Record<string, string> = {
  '001': 'Banco do Brasil',
  '033': 'Santander',
  '077': 'Banco Inter',
  '104': 'Caixa Econômica Federal',
  '237': 'Bradesco',
  '260': 'Nu Pagamentos',
  '336': 'C6 Bank',
  '341': 'Itaú Unibanco',
};

const receivedStatuses = new Set(['RECEIVED', 'FORCED_RECEIVED']);

// --- Accounts ------------------------------------------------------------------------------------------------

export function maskCpf(cpf: string): string {
  const digits = normalizeCpf(cpf) ?? cpf.replace(/\D/g, '');
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

function maskPixKey(type: AccountRow['pix_key_type'], key: string): string {
  switch (type) {
    case 'CPF':
      return maskCpf(key);
    case 'PHONE':
      return `+55 ** *****-${key.slice(-4)}`;
    case 'EMAIL': {
      const [user = '', domain = ''] = key.split('@');
      return `${user.slice(0, 2)}***@${domain}`;
    }
    default:
      return `${key.slice(0, 8)}…${key.slice(-4)}`;
  }
}

function displayOf(row: AccountRow): string {
  if (row.account_type === 'PIX')
    return `PIX ${row.pix_key_type ?? ''} ${maskPixKey(row.pix_key_type, row.pix_key ?? '')}`;
  const bank = bankNames[row.bank_code ?? ''] ?? `Banco ${row.bank_code ?? ''}`;
  return `${bank} ag. ${row.branch ?? ''} c/c ***${(row.account_number ?? '').slice(-4)}`;
}

function toAccount(row: AccountRow) {
  return {
    accountId: row.id,
    accountType: row.account_type,
    pixKeyType: row.pix_key_type,
    display: displayOf(row),
    holderName: row.holder_name,
    holderCpf: maskCpf(row.holder_cpf),
    bankCode: row.bank_code,
    bankName: row.bank_code ? (bankNames[row.bank_code] ?? null) : null,
    createdTime: row.created_at,
  };
}

/** A PIX key normalized for its type, or a 400 when it does not match the type. */
export function normalizePixKey(type: 'CPF' | 'PHONE' | 'EMAIL' | 'RANDOM', key: string): string {
  const text = key.trim();
  const refuse = (code: ErrorCode): never => {
    throw fieldsRefused([{ field: 'pixKey', code }]);
  };
  switch (type) {
    case 'CPF':
      return isValidCpf(text)
        ? (normalizeCpf(text) ?? refuse('withdraw.pix.key.cpf'))
        : refuse('withdraw.pix.key.cpf');
    case 'PHONE': {
      const digits = text.replace(/[\s().-]/g, '').replace(/^\+?55/, '');
      return /^[1-9]{2}9?\d{8}$/.test(digits) ? `+55${digits}` : refuse('withdraw.pix.key.phone');
    }
    case 'EMAIL':
      return /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/.test(text) && text.length <= 77
        ? text.toLowerCase()
        : refuse('withdraw.pix.key.email');
    case 'RANDOM':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)
        ? text.toLowerCase()
        : refuse('withdraw.pix.key.random');
  }
}

export function listWithdrawAccounts(db: Database, memberId: number) {
  const rows = db
    .prepare('SELECT * FROM withdraw_accounts WHERE member_id = ? AND removed_at IS NULL ORDER BY id')
    .all(memberId) as AccountRow[];
  return rows.map(toAccount);
}

export function addWithdrawAccount(
  db: Database,
  merchantCode: string,
  memberId: number,
  input: AddAccountInput,
) {
  if (!isValidCpf(input.holderCpf)) {
    throw fieldsRefused([{ field: 'holderCpf', code: 'field.cpf' }]);
  }
  const cpf = normalizeCpf(input.holderCpf) ?? input.holderCpf;
  const at = clock.iso();
  return transaction(db, () => {
    const { count } = db
      .prepare('SELECT COUNT(*) AS count FROM withdraw_accounts WHERE member_id = ? AND removed_at IS NULL')
      .get(memberId) as { count: number };
    const limit = moneySettings(db, merchantCode).withdrawAccountLimit;
    if (count >= limit) {
      throw new ApiError(400, errorCodes.accountLimitReached, { value: { limit } });
    }
    const row =
      input.accountType === 'PIX'
        ? db
            .prepare(
              "INSERT INTO withdraw_accounts (member_id, account_type, pix_key_type, pix_key, holder_name, holder_cpf, created_at) VALUES (?, 'PIX', ?, ?, ?, ?, ?) RETURNING *",
            )
            .get(
              memberId,
              input.pixKeyType,
              normalizePixKey(input.pixKeyType, input.pixKey),
              input.holderName,
              cpf,
              at,
            )
        : db
            .prepare(
              "INSERT INTO withdraw_accounts (member_id, account_type, bank_code, branch, account_number, account_kind, holder_name, holder_cpf, created_at) VALUES (?, 'BANK', ?, ?, ?, ?, ?, ?, ?) RETURNING *",
            )
            .get(
              memberId,
              input.bankCode,
              input.branch,
              input.accountNumber,
              input.accountKind,
              input.holderName,
              cpf,
              at,
            );
    return toAccount(row as AccountRow);
  });
}

export function removeWithdrawAccount(db: Database, memberId: number, accountId: number): void {
  const changed = db
    .prepare(
      'UPDATE withdraw_accounts SET removed_at = ? WHERE id = ? AND member_id = ? AND removed_at IS NULL',
    )
    .run(clock.iso(), accountId, memberId).changes;
  if (Number(changed) !== 1) throw new ApiError(404, 'withdraw.account.not.found');
}

// --- Withdrawals ---------------------------------------------------------------------------------------------

export function toWithdrawal(row: WithdrawalRow, proofCount: number): Withdrawal {
  const received = receivedStatuses.has(row.status) ? row.amount : 0;
  return {
    withdrawalId: row.withdrawal_id,
    accountId: row.account_id,
    accountDisplay: row.account_display,
    amount: row.amount,
    status: row.status,
    receivedAmount: received,
    remainingAmount: row.amount - received,
    createdTime: row.created_at,
    paidTime: row.paid_at,
    confirmDeadline: row.status === 'PAID' ? row.confirm_deadline : null,
    confirmedTime: row.confirmed_at,
    autoConfirmed: row.auto_confirmed === 1,
    proofCount,
    remark: row.remark,
  };
}

function proofCount(db: Database, rowId: number): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM withdrawal_proofs WHERE withdrawal_id = ?').get(rowId) as {
      n: number;
    }
  ).n;
}

export function withdrawalRow(db: Database, withdrawalId: string): WithdrawalRow | null {
  return (
    (db.prepare('SELECT * FROM withdrawals WHERE withdrawal_id = ?').get(withdrawalId) as
      WithdrawalRow | undefined) ?? null
  );
}

/** The merchant's limits, raised by the member's VIP level where that gives more (engagement, issue 12). */
function withLevelLimits<S extends { withdrawMax: number; withdrawDailyCount: number }>(
  db: Database,
  merchantCode: string,
  memberId: number,
  settings: S,
): S {
  return { ...settings, ...vipWithdrawLimits(db, merchantCode, memberId, settings) };
}

export function withdrawSettings(
  db: Database,
  ledger: Ledger,
  merchantCode: string,
  memberId: number,
  now = clock.now(),
) {
  const settings = withLevelLimits(db, merchantCode, memberId, moneySettings(db, merchantCode));
  const balance = ledger.getAccount(memberId, mainWallet)?.balance ?? 0;
  const remaining = remainingTurnover(db, memberId);
  const { used } = db
    .prepare('SELECT COUNT(*) AS used FROM withdrawals WHERE member_id = ? AND created_at >= ?')
    .get(memberId, startOf('day', now)) as { used: number };
  return {
    minAmount: settings.withdrawMin,
    maxAmount: settings.withdrawMax,
    dailyCountLimit: settings.withdrawDailyCount,
    dailyCountUsed: used,
    remainingTurnover: remaining,
    balance,
    withdrawableBalance: remaining > 0 ? 0 : Math.max(0, balance),
    hasPaymentPassword:
      (
        db.prepare('SELECT payment_password_hash AS h FROM members WHERE id = ?').get(memberId) as {
          h: string | null;
        }
      ).h !== null,
    confirmTimeoutMinutes: settings.confirmTimeoutMinutes,
  };
}

/** Creates a withdrawal and holds its amount. Call inside runIdempotent (after the payment password check). */
export function requestWithdrawal(
  db: Database,
  ledger: Ledger,
  input: { merchantCode: string; memberId: number; accountId: number; amount: number; now?: number },
): Withdrawal & { balance: number } {
  const now = input.now ?? clock.now();
  return transaction(db, () => {
    const settings = withLevelLimits(
      db,
      input.merchantCode,
      input.memberId,
      moneySettings(db, input.merchantCode),
    );
    const account = db
      .prepare('SELECT * FROM withdraw_accounts WHERE id = ? AND member_id = ? AND removed_at IS NULL')
      .get(input.accountId, input.memberId) as AccountRow | undefined;
    if (!account) throw new ApiError(404, 'withdraw.account.not.found');
    if (input.amount < settings.withdrawMin || input.amount > settings.withdrawMax) {
      throw new ApiError(400, errorCodes.amountOutOfRange, {
        params: { min: settings.withdrawMin, max: settings.withdrawMax },
        value: { minAmount: settings.withdrawMin, maxAmount: settings.withdrawMax },
      });
    }
    const { used } = db
      .prepare('SELECT COUNT(*) AS used FROM withdrawals WHERE member_id = ? AND created_at >= ?')
      .get(input.memberId, startOf('day', now)) as { used: number };
    if (used >= settings.withdrawDailyCount) {
      throw new ApiError(400, errorCodes.dailyCountReached, {
        value: { dailyCountLimit: settings.withdrawDailyCount },
      });
    }
    const remaining = remainingTurnover(db, input.memberId);
    if (remaining > 0) {
      throw new ApiError(400, errorCodes.turnoverNotMet, {
        params: { remaining },
        value: { remainingTurnover: remaining },
      });
    }
    const wallet = ledger.getAccount(input.memberId, mainWallet);
    if (!wallet || wallet.demo) throw new ApiError(403, 'withdraw.not.allowed');
    const withdrawalId = `W${compactDate(now)}${String(randomInt(0, 10 ** 10)).padStart(10, '0')}`;
    const at = new Date(now).toISOString();
    const { entry } = ledger.debit({
      accountId: wallet.id,
      amount: input.amount,
      type: 'WITHDRAW',
      reference: withdrawalId,
      idempotencyKey: `withdraw:${withdrawalId}`,
      at,
    });
    const row = db
      .prepare(
        'INSERT INTO withdrawals (withdrawal_id, merchant_code, member_id, account_id, account_display, amount, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *',
      )
      .get(
        withdrawalId,
        input.merchantCode,
        input.memberId,
        account.id,
        displayOf(account),
        input.amount,
        at,
      ) as WithdrawalRow;
    return { ...toWithdrawal(row, 0), balance: entry.balanceAfter };
  });
}

export function listWithdrawals(
  db: Database,
  memberId: number,
  range: { from: string; to: string },
  page: { pageNo: number; pageSize: number },
  status?: Withdrawal['status'],
) {
  const where = `member_id = ? AND created_at >= ? AND created_at < ?${status ? ' AND status = ?' : ''}`;
  const args = status ? [memberId, range.from, range.to, status] : [memberId, range.from, range.to];
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM withdrawals WHERE ${where}`).get(...args) as {
    total: number;
  };
  const rows = db
    .prepare(`SELECT * FROM withdrawals WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...args, page.pageSize, (page.pageNo - 1) * page.pageSize) as WithdrawalRow[];
  return {
    content: rows.map((row) => toWithdrawal(row, proofCount(db, row.id))),
    pageNum: page.pageNo,
    pageSize: page.pageSize,
    totalPages: Math.ceil(total / page.pageSize),
    totalElements: total,
  };
}

/** Withdrawals past their confirmation deadline count as received (the timeout job; also run before a confirm). */
export function applyConfirmTimeouts(db: Database, now = clock.now()): number {
  return Number(
    db
      .prepare(
        "UPDATE withdrawals SET status = 'RECEIVED', auto_confirmed = 1, confirmed_at = confirm_deadline, closed_at = ? WHERE status = 'PAID' AND confirm_deadline <= ?",
      )
      .run(new Date(now).toISOString(), new Date(now).toISOString()).changes,
  );
}

/** The player's answer for a PAID withdrawal. Proofs are checked by the caller (checkProofs) before this. */
export function confirmWithdrawal(
  db: Database,
  input: {
    memberId: number;
    withdrawalId: string;
    received: boolean;
    proofs: readonly CheckedProof[];
    remark?: string | undefined;
    now?: number;
  },
): Withdrawal {
  const now = input.now ?? clock.now();
  return transaction(db, () => {
    applyConfirmTimeouts(db, now);
    const row = withdrawalRow(db, input.withdrawalId);
    if (!row || row.member_id !== input.memberId) throw new ApiError(404, 'withdraw.not.found');
    if (row.status !== 'PAID') {
      throw new ApiError(409, errorCodes.withdrawalNotConfirmable, {
        value: { status: row.status },
      });
    }
    const at = new Date(now).toISOString();
    if (!input.received) storeProofs(db, row.id, input.proofs, at);
    const updated = db
      .prepare(
        'UPDATE withdrawals SET status = ?, confirmed_at = ?, remark = COALESCE(?, remark), closed_at = ? WHERE id = ? RETURNING *',
      )
      .get(
        input.received ? 'RECEIVED' : 'NOT_RECEIVED',
        at,
        input.remark ?? null,
        input.received ? at : null,
        row.id,
      ) as WithdrawalRow;
    return toWithdrawal(updated, proofCount(db, row.id));
  });
}

// --- Operator (the simulated payment provider and back office) -----------------------------------------------

export type OperatorAction = 'pay' | 'reject' | 'force' | 'refund';

/**
 * pay: PENDING → PAID (deadline = now + confirmTimeoutMinutes); reject: PENDING → REJECTED, refunded;
 * force: NOT_RECEIVED → FORCED_RECEIVED (not refunded); refund: NOT_RECEIVED → REFUNDED, refunded.
 * Repeating an action on a withdrawal already in its target state answers it unchanged.
 */
export function operateWithdrawal(
  db: Database,
  ledger: Ledger,
  withdrawalId: string,
  action: OperatorAction,
  options: { remark?: string | undefined; now?: number } = {},
): Withdrawal {
  const now = options.now ?? clock.now();
  const rule = {
    pay: { from: 'PENDING', to: 'PAID', refund: false },
    reject: { from: 'PENDING', to: 'REJECTED', refund: true },
    force: { from: 'NOT_RECEIVED', to: 'FORCED_RECEIVED', refund: false },
    refund: { from: 'NOT_RECEIVED', to: 'REFUNDED', refund: true },
  }[action];
  return transaction(db, () => {
    const row = withdrawalRow(db, withdrawalId);
    if (!row) throw new ApiError(404, 'withdraw.not.found');
    if (row.status === rule.to) return toWithdrawal(row, proofCount(db, row.id));
    if (row.status !== rule.from) {
      throw new ApiError(409, errorCodes.withdrawalNotConfirmable, { value: { status: row.status } });
    }
    const at = new Date(now).toISOString();
    if (rule.refund) {
      const wallet = ledger.getAccount(row.member_id, mainWallet);
      if (!wallet) throw new ApiError(404, 'wallet.not.found');
      ledger.credit({
        accountId: wallet.id,
        amount: row.amount,
        type: 'WITHDRAW_REFUND',
        reference: row.withdrawal_id,
        idempotencyKey: `withdraw:${row.withdrawal_id}:refund`,
        at,
      });
    }
    const deadline =
      action === 'pay'
        ? new Date(now + moneySettings(db, row.merchant_code).confirmTimeoutMinutes * 60_000).toISOString()
        : row.confirm_deadline;
    const updated = db
      .prepare(
        'UPDATE withdrawals SET status = ?, paid_at = COALESCE(paid_at, ?), confirm_deadline = ?, remark = COALESCE(?, remark), closed_at = ? WHERE id = ? RETURNING *',
      )
      .get(
        rule.to,
        action === 'pay' ? at : null,
        deadline,
        options.remark ?? null,
        action === 'pay' ? null : at,
        row.id,
      ) as WithdrawalRow;
    withdrawalDecided(db, {
      memberId: row.member_id,
      withdrawalId: row.withdrawal_id,
      amount: row.amount,
      action,
      remark: options.remark,
      at,
    });
    return toWithdrawal(updated, proofCount(db, row.id));
  });
}

/** Open withdrawals of a merchant (PENDING, PAID, NOT_RECEIVED) for the operator, oldest first. */
export function openWithdrawals(db: Database, merchantCode: string) {
  const rows = db
    .prepare(
      "SELECT w.*, m.username FROM withdrawals w JOIN members m ON m.id = w.member_id WHERE w.merchant_code = ? AND w.status IN ('PENDING', 'PAID', 'NOT_RECEIVED') ORDER BY w.id",
    )
    .all(merchantCode) as (WithdrawalRow & { username: string })[];
  return rows.map((row) => ({ ...toWithdrawal(row, proofCount(db, row.id)), username: row.username }));
}

export const newRandomPixKey = (): string => randomUUID();
