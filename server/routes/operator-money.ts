/**
 * Operator routes of the money simulator (registered inside the loopback + X-Operator-Secret scope of operator.ts).
 * The payment provider is simulated in the open: the operator lists pending PIX orders and pays or fails them, and
 * works the withdrawals (pay, reject, force received, refund).
 *
 *   GET  /__operator/deposits[?merchant=demo]            → { orders: [DepositOrder & { username }] } pending, oldest first
 *   POST /__operator/deposit/confirm  { "orderId" }      → { order, credited, balance }  (idempotent: credits once;
 *                                                          409 deposit.order.expired / deposit.order.closed)
 *   POST /__operator/deposit/fail     { "orderId" }      → { order }
 *   GET  /__operator/withdrawals[?merchant=demo]         → { withdrawals: [Withdrawal & { username }] } open ones
 *   POST /__operator/withdrawal { "withdrawalId", "action": "pay" | "reject" | "force" | "refund", "remark"? }
 *                                                        → { withdrawal }
 *   GET  /__operator/money-settings[?merchant=demo]      → MoneySettings
 *   POST /__operator/money-settings { "merchant"?, ...any MoneySettings field } → MoneySettings
 *                                      (e.g. { "autoConfirmSeconds": 10 } turns the simulator's auto-confirm on)
 *   POST /__operator/money-jobs { "advanceSeconds"?: 0..604800 } → { timedOut, expired, autoConfirmed }: runs the
 *                                      money job now, as if the clock were advanceSeconds later
 *   GET  /__operator/ledger-verify                        → { ok, accounts, entries, problems }
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { demoMerchantCode } from '../demo-accounts.ts';
import { success } from '../http/errors.ts';
import type {} from '../jobs/money.ts';
import { confirmDeposit, failDeposit, pendingDeposits } from '../services/deposits.ts';
import { createLedger } from '../services/ledger.ts';
import { moneySettings, moneySettingsPatchSchema, updateMoneySettings } from '../services/money-settings.ts';
import { openWithdrawals, operateWithdrawal } from '../services/withdrawals.ts';

const merchantField = z.string().min(1).max(64).default(demoMerchantCode);
const merchantQuery = z.object({ merchant: merchantField }).strict();
export const depositActionBody = z.object({ orderId: z.string().min(1).max(40) }).strict();
export const withdrawalActionBody = z
  .object({
    withdrawalId: z.string().min(1).max(40),
    action: z.enum(['pay', 'reject', 'force', 'refund']),
    remark: z.string().max(140).optional(),
  })
  .strict();
const moneyJobsBody = z.object({ advanceSeconds: z.number().int().min(0).max(604_800).default(0) }).strict();

export function registerMoneyOperatorRoutes(
  scope: FastifyInstance,
  options: {
    db: Database;
    merchantOf: (code: string) => string;
    parse: <T>(schema: z.ZodType<T>, data: unknown) => T;
  },
): void {
  const { db, merchantOf, parse } = options;
  const ledger = createLedger(db);

  scope.get('/deposits', (request) => {
    const { merchant } = parse(merchantQuery, request.query ?? {});
    return success({ orders: pendingDeposits(db, merchantOf(merchant)) });
  });
  scope.post('/deposit/confirm', (request) => {
    const { orderId } = parse(depositActionBody, request.body);
    const result = confirmDeposit(db, ledger, orderId);
    request.log.info({ orderId, credited: result.credited }, 'operator: deposit confirmed');
    return success(result);
  });
  scope.post('/deposit/fail', (request) => {
    const { orderId } = parse(depositActionBody, request.body);
    return success({ order: failDeposit(db, orderId) });
  });
  scope.get('/withdrawals', (request) => {
    const { merchant } = parse(merchantQuery, request.query ?? {});
    return success({ withdrawals: openWithdrawals(db, merchantOf(merchant)) });
  });
  scope.post('/withdrawal', (request) => {
    const body = parse(withdrawalActionBody, request.body);
    const withdrawal = operateWithdrawal(db, ledger, body.withdrawalId, body.action, { remark: body.remark });
    request.log.info({ withdrawalId: body.withdrawalId, action: body.action }, 'operator: withdrawal');
    return success({ withdrawal });
  });
  scope.get('/money-settings', (request) => {
    const { merchant } = parse(merchantQuery, request.query ?? {});
    return success(moneySettings(db, merchantOf(merchant)));
  });
  scope.post('/money-settings', (request) => {
    const { merchant, ...patch } = parse(
      moneySettingsPatchSchema.extend({ merchant: merchantField }),
      request.body,
    );
    return success(updateMoneySettings(db, merchantOf(merchant), patch));
  });
  scope.post('/money-jobs', (request) => {
    const { advanceSeconds } = parse(moneyJobsBody, request.body ?? {});
    return success(scope.moneyJobs.runNow(Date.now() + advanceSeconds * 1000));
  });
  scope.get('/ledger-verify', () => success(ledger.verify()));
}
