import { randomBytes, randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { depositOrderSchema } from '../../shared/api/money.ts';
import { compactDate } from '../../shared/time/brasilia.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import type { Ledger } from './ledger.ts';
import { mainWallet } from './ledger.ts';
import { moneySettings } from './money-settings.ts';
import { buildBrCode } from './pix.ts';
import { addTurnover } from './turnover.ts';
import { clock } from './clock.ts';
import { assertDepositAllowed } from './responsible-play.ts';
import { depositCredited } from './member-events.ts';

/**
 * PIX deposit orders. An order carries a txid and a BR Code for the merchant's PIX key; the (simulated) payment
 * provider pays or fails it through the operator routes or CLI. Paying is idempotent: the credit is one ledger
 * movement keyed by the order, so it happens once however often it is confirmed; an expired order cannot be paid.
 */
export type DepositOrder = z.input<typeof depositOrderSchema>;

export type DepositRow = {
  id: number;
  order_id: string;
  merchant_code: string;
  member_id: number;
  channel_code: string;
  txid: string;
  amount: number;
  br_code: string;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED';
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  closed_at: string | null;
};

/** An order as the member sees it: a pending order past its expiry reads as EXPIRED. */
export function toDepositOrder(row: DepositRow, now = clock.now()): DepositOrder {
  const expired = row.status === 'PENDING' && Date.parse(row.expires_at) <= now;
  return {
    orderId: row.order_id,
    channelCode: 'PIX',
    txid: row.txid,
    amount: row.amount,
    brCode: row.br_code,
    status: expired ? 'EXPIRED' : row.status,
    createdTime: row.created_at,
    expiresAt: row.expires_at,
    paidTime: row.paid_at,
  };
}

function newOrderId(at: number): string {
  return `D${compactDate(at)}${String(randomInt(0, 10 ** 10)).padStart(10, '0')}`;
}

export function depositChannels(db: Database, merchantCode: string) {
  const settings = moneySettings(db, merchantCode);
  return [
    {
      channelCode: 'PIX' as const,
      displayName: 'PIX',
      minAmount: settings.depositMin,
      maxAmount: settings.depositMax,
      presets: settings.depositPresets.filter((p) => p >= settings.depositMin && p <= settings.depositMax),
      expiryMinutes: settings.depositExpiryMinutes,
    },
  ];
}

export function createDepositOrder(
  db: Database,
  input: { merchantCode: string; memberId: number; amount: number; now?: number },
): DepositOrder {
  const settings = moneySettings(db, input.merchantCode);
  if (input.amount < settings.depositMin || input.amount > settings.depositMax) {
    throw new ApiError(400, errorCodes.amountOutOfRange, {
      params: { min: settings.depositMin, max: settings.depositMax },
      value: { minAmount: settings.depositMin, maxAmount: settings.depositMax },
    });
  }
  const now = input.now ?? clock.now();
  // responsible play: pauses, what is required before a first deposit, the player's deposit limits
  assertDepositAllowed(db, input.memberId, input.amount, now);
  const orderId = newOrderId(now);
  // txid: letters and digits only, at most 25 (BR Code field 62-05)
  const txid = `AP${orderId.slice(1, 9)}${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 25);
  const brCode = buildBrCode({
    pixKey: settings.pixKey,
    merchantName: settings.merchantName,
    merchantCity: settings.merchantCity,
    amount: input.amount,
    txid,
  });
  const createdAt = new Date(now).toISOString();
  const expiresAt = new Date(now + settings.depositExpiryMinutes * 60_000).toISOString();
  const row = db
    .prepare(
      'INSERT INTO deposit_orders (order_id, merchant_code, member_id, channel_code, txid, amount, br_code, created_at, expires_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
    )
    .get(
      orderId,
      input.merchantCode,
      input.memberId,
      'PIX',
      txid,
      input.amount,
      brCode,
      createdAt,
      expiresAt,
    ) as DepositRow;
  return toDepositOrder(row, now);
}

export function depositRow(db: Database, orderId: string): DepositRow | null {
  return (
    (db.prepare('SELECT * FROM deposit_orders WHERE order_id = ?').get(orderId) as DepositRow | undefined) ??
    null
  );
}

export function memberDepositOrder(db: Database, memberId: number, orderId: string): DepositOrder {
  const row = depositRow(db, orderId);
  if (!row || row.member_id !== memberId) throw new ApiError(404, 'deposit.order.not.found');
  return toDepositOrder(row);
}

export function listDeposits(
  db: Database,
  memberId: number,
  range: { from: string; to: string },
  page: { pageNo: number; pageSize: number },
  status?: DepositRow['status'],
  now = clock.now(),
) {
  const rows = db
    .prepare(
      'SELECT * FROM deposit_orders WHERE member_id = ? AND created_at >= ? AND created_at < ? ORDER BY id DESC',
    )
    .all(memberId, range.from, range.to) as DepositRow[];
  const orders = rows.map((row) => toDepositOrder(row, now)).filter((o) => !status || o.status === status);
  const start = (page.pageNo - 1) * page.pageSize;
  return {
    content: orders.slice(start, start + page.pageSize),
    pageNum: page.pageNo,
    pageSize: page.pageSize,
    totalPages: Math.ceil(orders.length / page.pageSize),
    totalElements: orders.length,
  };
}

export type ConfirmResult = { order: DepositOrder; credited: boolean; balance: number };

/**
 * The provider reports the order paid: credits the member's MAIN wallet once (ledger key `deposit:<orderId>`),
 * adds the turnover requirement, marks the order PAID. Again for a PAID order: the same result, nothing credited.
 */
export function confirmDeposit(
  db: Database,
  ledger: Ledger,
  orderId: string,
  now = clock.now(),
): ConfirmResult {
  return transaction(db, () => {
    const row = depositRow(db, orderId);
    if (!row) throw new ApiError(404, 'deposit.order.not.found');
    const wallet = ledger.getAccount(row.member_id, mainWallet);
    if (!wallet) throw new ApiError(404, 'wallet.not.found');
    if (row.status === 'PAID')
      return { order: toDepositOrder(row, now), credited: false, balance: wallet.balance };
    if (row.status === 'FAILED') {
      throw new ApiError(409, errorCodes.depositOrderClosed);
    }
    if (row.status === 'EXPIRED' || Date.parse(row.expires_at) <= now) {
      db.prepare(
        "UPDATE deposit_orders SET status = 'EXPIRED', closed_at = ? WHERE id = ? AND status = 'PENDING'",
      ).run(new Date(now).toISOString(), row.id);
      throw new ApiError(409, errorCodes.depositOrderExpired);
    }
    const at = new Date(now).toISOString();
    const { entry } = ledger.credit({
      accountId: wallet.id,
      amount: row.amount,
      type: 'DEPOSIT',
      reference: row.order_id,
      idempotencyKey: `deposit:${row.order_id}`,
      at,
    });
    addTurnover(db, row.member_id, row.amount);
    depositCredited(db, { memberId: row.member_id, orderId: row.order_id, amount: row.amount, at });
    const paid = db
      .prepare(
        "UPDATE deposit_orders SET status = 'PAID', paid_at = ?, closed_at = ? WHERE id = ? RETURNING *",
      )
      .get(at, at, row.id) as DepositRow;
    return { order: toDepositOrder(paid, now), credited: true, balance: entry.balanceAfter };
  });
}

/** The provider reports the order failed (only a PENDING order; FAILED again is a no-op). */
export function failDeposit(db: Database, orderId: string, now = clock.now()): DepositOrder {
  return transaction(db, () => {
    const row = depositRow(db, orderId);
    if (!row) throw new ApiError(404, 'deposit.order.not.found');
    if (row.status === 'FAILED') return toDepositOrder(row, now);
    if (row.status !== 'PENDING') {
      throw new ApiError(409, errorCodes.depositOrderClosed);
    }
    const failed = db
      .prepare("UPDATE deposit_orders SET status = 'FAILED', closed_at = ? WHERE id = ? RETURNING *")
      .get(new Date(now).toISOString(), row.id) as DepositRow;
    return toDepositOrder(failed, now);
  });
}

/** Pending orders of a merchant (oldest first) for the operator, with the member's username. */
export function pendingDeposits(db: Database, merchantCode: string, now = clock.now()) {
  const rows = db
    .prepare(
      "SELECT d.*, m.username FROM deposit_orders d JOIN members m ON m.id = d.member_id WHERE d.merchant_code = ? AND d.status = 'PENDING' AND d.expires_at > ? ORDER BY d.id",
    )
    .all(merchantCode, new Date(now).toISOString()) as (DepositRow & { username: string })[];
  return rows.map((row) => ({ ...toDepositOrder(row, now), username: row.username }));
}

/** Marks pending orders past expiry EXPIRED (job). */
export function expireDeposits(db: Database, now = clock.now()): number {
  const at = new Date(now).toISOString();
  return Number(
    db
      .prepare(
        "UPDATE deposit_orders SET status = 'EXPIRED', closed_at = ? WHERE status = 'PENDING' AND expires_at <= ?",
      )
      .run(at, at).changes,
  );
}

/** The simulator's auto-confirm: pays pending orders older than the merchant's autoConfirmSeconds (when > 0). */
export function autoConfirmDeposits(db: Database, ledger: Ledger, now = clock.now()): number {
  const merchants = db.prepare('SELECT code FROM merchants').all() as { code: string }[];
  let paid = 0;
  for (const { code } of merchants) {
    const seconds = moneySettings(db, code).autoConfirmSeconds;
    if (seconds <= 0) continue;
    const due = db
      .prepare(
        "SELECT order_id FROM deposit_orders WHERE merchant_code = ? AND status = 'PENDING' AND created_at <= ? AND expires_at > ?",
      )
      .all(code, new Date(now - seconds * 1000).toISOString(), new Date(now).toISOString()) as {
      order_id: string;
    }[];
    for (const { order_id } of due) {
      if (confirmDeposit(db, ledger, order_id, now).credited) paid++;
    }
  }
  return paid;
}
