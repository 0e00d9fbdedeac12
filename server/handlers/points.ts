import {
  convertPoints,
  getPointBalance,
  getPointConfig,
  getPointRewards,
  getPointTransactions,
  getRedeemList,
  redeemPointReward,
} from '../../shared/api/points.ts';
import { isTrialType } from '../../shared/constants/members.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import * as paymentPassword from '../services/payment-password.ts';
import * as points from '../services/points.ts';
import { dayRange } from '../services/records.ts';
import type { HandlerContext, RegisteredHandler } from './types.ts';
import { handle, handleIdempotent } from './types.ts';

/** The points mall (spec §7 "Points", all T; redeem and convert are E and idempotent). */
function memberOf(ctx: HandlerContext) {
  if (!ctx.member) throw new ApiError(401, errorCodes.unauthorized);
  return ctx.member;
}

const page = (input: { pageNo: number; pageSize: number }) => ({
  pageNo: input.pageNo,
  pageSize: input.pageSize,
});

export const pointsHandlers: [string, RegisteredHandler][] = [
  handle(getPointBalance, (_input, ctx) => points.pointBalance(ctx.db, memberOf(ctx).id)),

  handle(getPointConfig, (_input, ctx) => points.pointsConfig(ctx.db, ctx.merchant.code)),

  handle(getPointRewards, (input, ctx) => {
    memberOf(ctx);
    return points.listRewards(ctx.db, ctx.merchant.code, input.language, page(input));
  }),

  handleIdempotent(redeemPointReward, {
    check: async (input, ctx) => {
      if (isTrialType(ctx.member.type)) throw new ApiError(403, 'points.trial.not.allowed');
      if (!points.pointsConfig(ctx.db, ctx.merchant.code).mallEnabled) {
        throw new ApiError(403, 'points.mall.disabled');
      }
      await paymentPassword.checkPaymentPassword(ctx.db, ctx.member.id, input.paymentPassword);
    },
    apply: (input, ctx) =>
      points.redeemReward(ctx.db, {
        merchantCode: ctx.merchant.code,
        memberId: ctx.member.id,
        rewardId: input.rewardId,
        quantity: input.quantity,
        memberRemark: input.remark,
        key: ctx.idempotency.key,
      }),
  }),

  handle(getRedeemList, (input, ctx) =>
    points.listRedemptions(ctx.db, memberOf(ctx).id, ctx.language, { ...page(input), status: input.status }),
  ),

  handle(getPointTransactions, (input, ctx) => {
    const range = dayRange(input.startDate, input.endDate);
    return points.pointTransactions(ctx.db, memberOf(ctx).id, ctx.language, {
      from: range.from,
      to: range.to,
      ...page(input),
      transType: input.transType,
    });
  }),

  handleIdempotent(convertPoints, {
    check: async (input, ctx) => {
      if (isTrialType(ctx.member.type)) throw new ApiError(403, 'points.trial.not.allowed');
      const config = points.pointsConfig(ctx.db, ctx.merchant.code);
      if (!config.mallEnabled || !config.conversionEnabled)
        throw new ApiError(403, 'points.conversion.disabled');
      await paymentPassword.checkPaymentPassword(ctx.db, ctx.member.id, input.paymentPassword);
    },
    apply: (input, ctx) =>
      points.convertPoints(ctx.db, ctx.ledger, {
        merchantCode: ctx.merchant.code,
        memberId: ctx.member.id,
        points: input.points,
        key: ctx.idempotency.key,
      }),
  }),
];
