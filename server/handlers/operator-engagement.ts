import { randomUUID } from 'node:crypto';
import * as api from '../../shared/api/operator-engagement.ts';
import { ApiError } from '../http/errors.ts';
import { clock } from '../services/clock.ts';
import { engagementSettings, saveEngagementSettings } from '../services/engagement.ts';
import { memberByUsername } from '../services/members.ts';
import { operatorMissions, saveMission } from '../services/missions.ts';
import {
  decideApplication,
  operatorApplications,
  operatorPromotions,
  savePromotion,
} from '../services/promotions.ts';
import { grantTickets, operatorRaffles, saveRaffle } from '../services/raffles.ts';
import { runEngagementPass } from '../services/reward-centre.ts';
import { voidRound } from '../services/round-voids.ts';
import { operatorVipLevels, saveVipLevels } from '../services/vip.ts';
import type { Database } from '../db/database.ts';
import { handle, operatorMerchant } from './operator-kit.ts';

/**
 * Operator calls of player engagement (shared/api/operator-engagement.ts), for the routes and the CLI alike: create
 * and edit promotions, missions, VIP levels, envelopes and wheels, the rebate and referral settings; decide
 * applications; give tickets; void a round; run the engagement job.
 */

function memberIdOf(db: Database, merchant: string, username: string): number {
  const member = memberByUsername(db, merchant, username);
  if (!member) throw new ApiError(404, 'member.not.found', { params: { username } });
  return member.id;
}

export const engagementOperatorHandlers = [
  handle(api.getOperatorPromotions, (input, ctx) => ({
    promotions: operatorPromotions(ctx.db, operatorMerchant(ctx.db, input.merchant)),
  })),

  handle(api.savePromotion, (input, ctx) => {
    const { merchant, ...promotion } = input;
    const code = operatorMerchant(ctx.db, merchant);
    const saved = savePromotion(ctx.db, code, promotion);
    ctx.log.info({ merchant: code, promotionId: saved.promotionId }, 'operator: promotion saved');
    return { promotion: saved };
  }),

  handle(api.getPromotionApplications, (input, ctx) => ({
    applications: operatorApplications(ctx.db, operatorMerchant(ctx.db, input.merchant), input.status),
  })),

  handle(api.decideApplication, (input, ctx) => {
    const result = decideApplication(ctx.db, ctx.ledger, {
      applicationId: input.applicationId,
      action: input.action,
      ...(input.remark !== undefined && { remark: input.remark }),
      ...(input.rewardAmount !== undefined && { rewardAmount: input.rewardAmount }),
    });
    ctx.log.info(
      { applicationId: input.applicationId, action: input.action },
      'operator: application decided',
    );
    return result;
  }),

  handle(api.getOperatorMissions, (input, ctx) => ({
    missions: operatorMissions(ctx.db, operatorMerchant(ctx.db, input.merchant)),
  })),

  handle(api.saveMission, (input, ctx) => {
    const { merchant, ...mission } = input;
    const code = operatorMerchant(ctx.db, merchant);
    const saved = saveMission(ctx.db, code, mission);
    ctx.log.info({ merchant: code, missionId: saved.missionId }, 'operator: mission saved');
    return { mission: saved };
  }),

  handle(api.getOperatorVipLevels, (input, ctx) => ({
    levels: operatorVipLevels(ctx.db, operatorMerchant(ctx.db, input.merchant)),
  })),

  handle(api.saveVipLevels, (input, ctx) => ({
    levels: saveVipLevels(ctx.db, operatorMerchant(ctx.db, input.merchant), input.levels),
  })),

  handle(api.getEngagementSettings, (input, ctx) =>
    engagementSettings(ctx.db, operatorMerchant(ctx.db, input.merchant)),
  ),

  handle(api.saveEngagementSettings, (input, ctx) =>
    saveEngagementSettings(ctx.db, operatorMerchant(ctx.db, input.merchant), {
      ...(input.rebate !== undefined && { rebate: input.rebate }),
      ...(input.referral !== undefined && { referral: input.referral }),
    }),
  ),

  handle(api.getOperatorRaffles, (input, ctx) => ({
    raffles: operatorRaffles(ctx.db, operatorMerchant(ctx.db, input.merchant)),
  })),

  handle(api.saveRaffle, (input, ctx) => {
    const { merchant, ...raffle } = input;
    const code = operatorMerchant(ctx.db, merchant);
    return { raffle: saveRaffle(ctx.db, code, raffle) };
  }),

  handle(api.grantTickets, (input, ctx) => {
    const merchant = operatorMerchant(ctx.db, input.merchant);
    const tickets = grantTickets(ctx.db, {
      merchantCode: merchant,
      memberId: memberIdOf(ctx.db, merchant, input.username),
      promotionId: input.promotionId,
      count: input.count,
      sourcePrefix: `operator:${randomUUID()}`,
    });
    ctx.log.info({ username: input.username, promotionId: input.promotionId }, 'operator: tickets given');
    return { tickets };
  }),

  handle(api.voidRound, (input, ctx) => {
    const merchant = operatorMerchant(ctx.db, input.merchant);
    const result = voidRound(ctx.db, ctx.ledger, {
      memberId: memberIdOf(ctx.db, merchant, input.username),
      roundId: input.roundId,
    });
    ctx.log.info({ username: input.username, roundId: input.roundId }, 'operator: round voided');
    return result;
  }),

  handle(api.runEngagementJobs, (input, ctx) =>
    runEngagementPass(ctx.db, ctx.ledger, clock.now() + input.advanceSeconds * 1000),
  ),
];
