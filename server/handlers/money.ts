import {
  addWithdrawAccount,
  changePaymentPassword,
  confirmWithdrawal,
  createDeposit,
  getAccountRecord,
  getBettingRecord,
  getBonusDetails,
  getDepositChannels,
  getDepositOrder,
  getDeposits,
  getPaymentPasswordStatus,
  getProfitLoss,
  getWithdrawAccounts,
  getWithdrawals,
  getWithdrawSettings,
  recallAllWallets,
  removeWithdrawAccount,
  requestWithdrawal,
  setPaymentPassword,
} from '../../shared/api/money.ts';
import {
  getBalance,
  getConsolidatedFunds,
  getMerchantWallets,
  transferUpline,
  walletTransfer,
} from '../../shared/api/wallet.ts';
import { isTrialType } from '../../shared/constants/members.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import {
  createDepositOrder,
  depositChannels,
  listDeposits,
  memberDepositOrder,
} from '../services/deposits.ts';
import * as paymentPassword from '../services/payment-password.ts';
import { checkProofs } from '../services/proofs.ts';
import { accountRecord, bettingRecord, bonusDetails, dayRange, profitLoss } from '../services/records.ts';
import {
  consolidatedFunds,
  merchantWallets,
  recallAll,
  transferUpline as transferToUpline,
  walletBalance,
  walletTransfer as transferBetweenWallets,
} from '../services/transfers.ts';
import * as withdrawals from '../services/withdrawals.ts';
import type { HandlerContext, RegisteredHandler } from './types.ts';
import { handle, handleIdempotent } from './types.ts';
import { assertNothingOwed } from '../services/agent-contract-settlement.ts';

/** Proof uploads travel as base64 in JSON: 3 × 5 MB of images is at most ~21 MB of base64 plus the envelope. */
export const confirmWithdrawalBodyLimit = 24 * 1024 * 1024;

function memberOf(ctx: HandlerContext) {
  if (!ctx.member) throw new ApiError(401, errorCodes.unauthorized);
  return ctx.member;
}

/** Real money only: trial accounts play with demo money and cannot deposit, withdraw or transfer to an agent. */
function realMemberOf(ctx: HandlerContext) {
  const member = memberOf(ctx);
  if (isTrialType(member.type)) {
    throw new ApiError(403, 'money.trial.not.allowed');
  }
  return member;
}

const page = (input: { pageNo: number; pageSize: number }) => ({
  pageNo: input.pageNo,
  pageSize: input.pageSize,
});

export const walletHandlers: [string, RegisteredHandler][] = [
  handle(getBalance, (_input, ctx) =>
    walletBalance(ctx.ledger, memberOf(ctx).id, ctx.merchant.config.currencySymbol ?? 'R$'),
  ),
  handle(getMerchantWallets, (_input, ctx) =>
    merchantWallets(ctx.db, ctx.ledger, ctx.merchant.code, memberOf(ctx).id, ctx.language),
  ),
  handle(getConsolidatedFunds, (_input, ctx) => consolidatedFunds(ctx.db, ctx.ledger, realMemberOf(ctx).id)),
  handleIdempotent(walletTransfer, {
    apply: (input, ctx) =>
      transferBetweenWallets(ctx.db, ctx.ledger, {
        merchantCode: ctx.merchant.code,
        memberId: ctx.member.id,
        fromWallet: input.fromWallet,
        toWallet: input.toWallet,
        amount: input.amount,
        key: ctx.idempotency.key,
      }),
  }),
  handleIdempotent(transferUpline, {
    check: async (input, ctx) => {
      const member = realMemberOf(ctx);
      // an agent owing its team salaries or dividends moves no money out (agent contracts)
      assertNothingOwed(ctx.db, member.id);
      await paymentPassword.checkPaymentPassword(ctx.db, member.id, input.paymentPassword);
    },
    apply: (input, ctx) =>
      transferToUpline(ctx.db, ctx.ledger, {
        memberId: ctx.member.id,
        amount: input.amount,
        remark: input.remark,
        key: ctx.idempotency.key,
      }),
  }),
];

export const moneyHandlers: [string, RegisteredHandler][] = [
  // --- Deposits
  handle(getDepositChannels, (_input, ctx) => {
    realMemberOf(ctx);
    return depositChannels(ctx.db, ctx.merchant.code);
  }),
  handleIdempotent(createDeposit, {
    check: (_input, ctx) => {
      realMemberOf(ctx);
    },
    apply: (input, ctx) =>
      createDepositOrder(ctx.db, {
        merchantCode: ctx.merchant.code,
        memberId: ctx.member.id,
        amount: input.amount,
      }),
  }),
  handle(getDepositOrder, (input, ctx) => memberDepositOrder(ctx.db, memberOf(ctx).id, input.orderId)),
  handle(getDeposits, (input, ctx) =>
    listDeposits(
      ctx.db,
      memberOf(ctx).id,
      dayRange(input.startDate, input.endDate),
      page(input),
      input.status,
    ),
  ),

  // --- Payment password
  handle(getPaymentPasswordStatus, (_input, ctx) => ({
    hasPaymentPassword: paymentPassword.hasPaymentPassword(ctx.db, memberOf(ctx).id),
  })),
  handle(setPaymentPassword, async (input, ctx) => {
    await paymentPassword.setPaymentPassword(
      ctx.db,
      realMemberOf(ctx).id,
      input.loginPassword,
      input.paymentPassword,
    );
    return null;
  }),
  handle(changePaymentPassword, async (input, ctx) => {
    await paymentPassword.changePaymentPassword(
      ctx.db,
      realMemberOf(ctx).id,
      input.oldPaymentPassword,
      input.newPaymentPassword,
    );
    return null;
  }),

  // --- Withdrawal accounts
  handle(getWithdrawAccounts, (_input, ctx) => withdrawals.listWithdrawAccounts(ctx.db, memberOf(ctx).id)),
  handle(addWithdrawAccount, async (input, ctx) => {
    const member = realMemberOf(ctx);
    await paymentPassword.checkPaymentPassword(ctx.db, member.id, input.paymentPassword);
    return withdrawals.addWithdrawAccount(ctx.db, ctx.merchant.code, member.id, input);
  }),
  handle(removeWithdrawAccount, (input, ctx) => {
    withdrawals.removeWithdrawAccount(ctx.db, memberOf(ctx).id, input.accountId);
    return null;
  }),

  // --- Withdrawals
  handle(getWithdrawSettings, (_input, ctx) =>
    withdrawals.withdrawSettings(ctx.db, ctx.ledger, ctx.merchant.code, realMemberOf(ctx).id),
  ),
  handleIdempotent(requestWithdrawal, {
    check: async (input, ctx) => {
      const member = realMemberOf(ctx);
      assertNothingOwed(ctx.db, member.id);
      await paymentPassword.checkPaymentPassword(ctx.db, member.id, input.paymentPassword);
    },
    apply: (input, ctx) =>
      withdrawals.requestWithdrawal(ctx.db, ctx.ledger, {
        merchantCode: ctx.merchant.code,
        memberId: ctx.member.id,
        accountId: input.accountId,
        amount: input.amount,
      }),
  }),
  handle(getWithdrawals, (input, ctx) =>
    withdrawals.listWithdrawals(
      ctx.db,
      memberOf(ctx).id,
      dayRange(input.startDate, input.endDate),
      page(input),
      input.status,
    ),
  ),
  handleIdempotent(confirmWithdrawal, {
    bodyLimit: confirmWithdrawalBodyLimit,
    check: (input, ctx) => {
      realMemberOf(ctx);
      return input.received ? [] : checkProofs(input.proofs ?? []);
    },
    apply: (input, ctx, proofs) =>
      withdrawals.confirmWithdrawal(ctx.db, {
        memberId: ctx.member.id,
        withdrawalId: input.withdrawalId,
        received: input.received,
        proofs,
        remark: input.remark,
      }),
  }),

  // --- Vendor wallets
  handleIdempotent(recallAllWallets, {
    apply: (_input, ctx) =>
      recallAll(ctx.db, ctx.ledger, {
        merchantCode: ctx.merchant.code,
        memberId: ctx.member.id,
        key: ctx.idempotency.key,
        language: ctx.language,
      }),
  }),

  // --- Records
  handle(getBettingRecord, (input, ctx) =>
    bettingRecord(
      ctx.db,
      memberOf(ctx).id,
      {
        range: dayRange(input.startDate, input.endDate),
        gameType: input.gameType,
        vassalage: input.vassalage,
        language: ctx.language,
      },
      page(input),
    ),
  ),
  handle(getAccountRecord, (input, ctx) =>
    accountRecord(
      ctx.db,
      memberOf(ctx).id,
      { range: dayRange(input.startDate, input.endDate), type: input.type, walletCode: input.walletCode },
      page(input),
    ),
  ),
  handle(getProfitLoss, (input, ctx) => profitLoss(ctx.db, memberOf(ctx).id, input.startDate, input.endDate)),
  handle(getBonusDetails, (input, ctx) =>
    bonusDetails(ctx.db, memberOf(ctx).id, dayRange(input.startDate, input.endDate), page(input)),
  ),
];
