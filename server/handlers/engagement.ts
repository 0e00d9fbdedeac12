import { claimRafflePromotion } from '../../shared/api/common.ts';
import {
  applyPromotion,
  claimMission,
  claimPromotion,
  claimRebate,
  claimReward,
  getBadgeCounts,
  getManualRebate,
  getPlayerRank,
  getPromotionDetail,
  getPromotions,
  getRaffles,
  getReferral,
  getRewardCentre,
  getRewardHistory,
} from '../../shared/api/engagement.ts';
import { getMissionLeaderboard, getMissionSummary } from '../../shared/api/lottery.ts';
import { isTrialType } from '../../shared/constants/members.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { refuseTrial, requireArea } from '../services/engagement.ts';
import { claimMission as claimTheMission, missionLeaderboard, missionSummary } from '../services/missions.ts';
import { checkProofs } from '../services/proofs.ts';
import {
  applyToPromotion,
  claimPromotion as claimThePromotion,
  promotionDetail,
  promotionList,
} from '../services/promotions.ts';
import { drawTicket, raffleList } from '../services/raffles.ts';
import { claimRebate as claimTheRebate, rebateState } from '../services/rebate.ts';
import { referralInfo } from '../services/referral.ts';
import { activities, badgeCounts, claimables } from '../services/reward-centre.ts';
import { claimOfferedReward, creditedAnswer, rewardHistory } from '../services/rewards.ts';
import { vipStatus } from '../services/vip.ts';
import { handle, handleIdempotent, type HandlerContext } from './types.ts';

/**
 * Player engagement (issue 12). Each area answers 403 with its own code while the merchant has it switched off, and
 * trial accounts (demo money) take part in nothing. Grants are `idempotent` calls: the route layer replays a retried
 * key, the services key every grant so that nothing is paid twice.
 */

/** The session member, a real account. */
function player(ctx: HandlerContext) {
  if (!ctx.member) throw new ApiError(401, errorCodes.unauthorized);
  refuseTrial(ctx.member);
  return ctx.member;
}

/** A member for a read that a visitor may make too (trial accounts read as visitors). */
function viewer(ctx: HandlerContext): number | null {
  const member = ctx.optionalMember();
  return member && !isTrialType(member.type) ? member.id : null;
}

/** The application's images take up to 3 × 5 MB in base64, with room for the JSON around them. */
const applyBodyLimit = 24 * 1024 * 1024;

export const engagementHandlers = [
  // --- Promotions
  handle(getPromotions, (input, ctx) => {
    requireArea(ctx.db, ctx.merchant.code, 'promotions');
    return promotionList(ctx.db, ctx.merchant.code, viewer(ctx), input.language);
  }),

  handle(getPromotionDetail, (input, ctx) => {
    requireArea(ctx.db, ctx.merchant.code, 'promotions');
    return promotionDetail(ctx.db, ctx.merchant.code, input.promotionId, viewer(ctx), input.language);
  }),

  handle(
    applyPromotion,
    (input, ctx) => {
      requireArea(ctx.db, ctx.merchant.code, 'promotions');
      const member = player(ctx);
      // count, size and type from the bytes before anything is written
      const images = checkProofs(input.images, { required: false });
      return applyToPromotion(ctx.db, {
        merchantCode: ctx.merchant.code,
        memberId: member.id,
        promotionId: input.promotionId,
        comment: input.comment,
        images,
      });
    },
    { bodyLimit: applyBodyLimit },
  ),

  handleIdempotent(claimPromotion, {
    check: (_input, ctx) => {
      requireArea(ctx.db, ctx.merchant.code, 'promotions');
      refuseTrial(ctx.member);
    },
    apply: (input, ctx) =>
      claimThePromotion(ctx.db, ctx.ledger, {
        merchantCode: ctx.merchant.code,
        memberId: ctx.member.id,
        promotionId: input.promotionId,
      }),
  }),

  // --- Reward centre
  handle(getRewardCentre, (input, ctx) => {
    requireArea(ctx.db, ctx.merchant.code, 'rewards');
    const member = player(ctx);
    return {
      claimable: claimables(ctx.db, ctx.merchant.code, member.id, input.language),
      activities: activities(ctx.db, ctx.merchant.code, member.id, input.language),
    };
  }),

  handle(getRewardHistory, (input, ctx) => {
    requireArea(ctx.db, ctx.merchant.code, 'rewards');
    return rewardHistory(ctx.db, player(ctx).id, input.language, input);
  }),

  handleIdempotent(claimReward, {
    check: (_input, ctx) => {
      requireArea(ctx.db, ctx.merchant.code, 'rewards');
      refuseTrial(ctx.member);
    },
    apply: (input, ctx) => {
      const result = claimOfferedReward(ctx.db, ctx.ledger, ctx.member.id, input.rewardId);
      return { ...creditedAnswer(result), kind: result.grant.kind };
    },
  }),

  handle(getBadgeCounts, (_input, ctx) => {
    const member = ctx.member;
    if (!member) throw new ApiError(401, errorCodes.unauthorized);
    if (isTrialType(member.type)) return { rewards: 0, missions: 0 };
    return badgeCounts(ctx.db, ctx.merchant.code, member.id);
  }),

  // --- Missions (the summary and leaderboard of spec §7, and the claim)
  handle(getMissionSummary, (input, ctx) => {
    requireArea(ctx.db, ctx.merchant.code, 'missions');
    return missionSummary(ctx.db, ctx.merchant.code, player(ctx).id, input.language);
  }),

  handle(getMissionLeaderboard, (input, ctx) => {
    requireArea(ctx.db, ctx.merchant.code, 'missions');
    return missionLeaderboard(ctx.db, ctx.merchant.code, player(ctx).id, {
      ...(input.missionId !== undefined && { missionId: input.missionId }),
      pageNo: input.pageNo,
      pageSize: input.pageSize,
      language: input.language ?? ctx.language,
    });
  }),

  handleIdempotent(claimMission, {
    check: (_input, ctx) => {
      requireArea(ctx.db, ctx.merchant.code, 'missions');
      refuseTrial(ctx.member);
    },
    apply: (input, ctx) =>
      claimTheMission(ctx.db, ctx.ledger, {
        merchantCode: ctx.merchant.code,
        memberId: ctx.member.id,
        missionId: input.missionId,
      }),
  }),

  // --- VIP
  handle(getPlayerRank, (input, ctx) => {
    requireArea(ctx.db, ctx.merchant.code, 'vip');
    return vipStatus(ctx.db, ctx.merchant.code, player(ctx).id, input.language);
  }),

  // --- Manual rebate
  handle(getManualRebate, (_input, ctx) => {
    requireArea(ctx.db, ctx.merchant.code, 'rebate');
    return rebateState(ctx.db, ctx.merchant.code, player(ctx).id);
  }),

  handleIdempotent(claimRebate, {
    check: (_input, ctx) => {
      requireArea(ctx.db, ctx.merchant.code, 'rebate');
      refuseTrial(ctx.member);
    },
    apply: (_input, ctx) =>
      claimTheRebate(ctx.db, ctx.ledger, { merchantCode: ctx.merchant.code, memberId: ctx.member.id }),
  }),

  // --- Red envelopes and prize wheel
  handle(getRaffles, (input, ctx) => {
    requireArea(ctx.db, ctx.merchant.code, 'raffle');
    return raffleList(ctx.db, ctx.merchant.code, player(ctx).id, input.language);
  }),

  handleIdempotent(claimRafflePromotion, {
    check: (_input, ctx) => {
      requireArea(ctx.db, ctx.merchant.code, 'raffle');
      refuseTrial(ctx.member);
    },
    apply: (input, ctx) =>
      drawTicket(ctx.db, ctx.ledger, {
        merchantCode: ctx.merchant.code,
        memberId: ctx.member.id,
        promotionId: input.promotionId,
        ...(input.clientSeed !== undefined && { clientSeed: input.clientSeed }),
      }),
  }),

  // --- Referral
  handle(getReferral, (_input, ctx) => {
    requireArea(ctx.db, ctx.merchant.code, 'referral');
    return referralInfo(ctx.db, ctx.merchant.code, player(ctx).id);
  }),
];
