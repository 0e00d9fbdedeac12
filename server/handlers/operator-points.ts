import type { z } from 'zod';
import * as api from '../../shared/api/operator.ts';
import type { OperatorContract } from '../../shared/api/operator.ts';
import { ApiError } from '../http/errors.ts';
import { answerFeedback, listFeedback } from '../services/feedback.ts';
import { activeMemberIds, sendNotice, type Localized } from '../services/inbox.ts';
import { memberByUsername } from '../services/members.ts';
import {
  decideRedemption,
  movePoints,
  openRedemptions,
  updateReward,
  verifyPoints,
} from '../services/points.ts';
import { clock } from '../services/clock.ts';
import type { OperatorContext, OperatorHandler } from './operator.ts';

/**
 * The operator calls of the points mall, the inbox and feedback (issue 13), run by the operator routes and the CLI
 * like every operator call (handlers/operator.ts spreads them in).
 */
function handle<C extends OperatorContract>(
  contract: C,
  run: (input: z.output<C['request']>, ctx: OperatorContext) => z.input<C['response']>,
): [string, OperatorHandler] {
  return [contract.id, { contract, run: run as OperatorHandler['run'] }];
}

function memberIdOf(ctx: OperatorContext, merchant: string, username: string): number {
  const member = memberByUsername(ctx.db, merchant, username);
  if (member?.status !== 'ACTIVE') throw new ApiError(404, 'member.not.found', { params: { username } });
  return member.id;
}

const both = (text: string | Localized): Localized =>
  typeof text === 'string' ? { 'pt-BR': text, en: text } : text;

export function pointsOperatorHandlers(
  merchantOf: (ctx: OperatorContext, code: string | undefined) => string,
): [string, OperatorHandler][] {
  return [
    handle(api.getOpenRedemptions, (input, ctx) => ({
      redemptions: openRedemptions(ctx.db, merchantOf(ctx, input.merchant)),
    })),

    handle(api.decideRedemption, (input, ctx) => {
      const { changed, ...redemption } = decideRedemption(ctx.db, ctx.ledger, input);
      ctx.log.info({ redeemId: input.redeemId, action: input.action, changed }, 'operator: redemption');
      return { redemption, changed };
    }),

    handle(api.updateReward, (input, ctx) => {
      const merchant = merchantOf(ctx, input.merchant);
      const reward = updateReward(ctx.db, merchant, input.rewardId, {
        ...(input.quantity !== undefined && { quantity: input.quantity }),
        ...(input.active !== undefined && { active: input.active }),
      });
      return {
        rewardId: reward.rewardId,
        name: reward.name,
        quantity: reward.quantity,
        pointsRequirement: reward.pointsRequirement,
      };
    }),

    handle(api.adjustPoints, (input, ctx) => {
      const merchant = merchantOf(ctx, input.merchant);
      const memberId = memberIdOf(ctx, merchant, input.username);
      const entry = movePoints(ctx.db, {
        memberId,
        points: input.points,
        type: 'ADJUST',
        reference: 'operator',
        remark: input.remark ? { text: input.remark } : { id: 'points.remark.adjust' },
        idempotencyKey: `points:adjust:${memberId}:${input.key ?? clock.iso()}`,
      });
      ctx.log.info({ username: input.username, points: input.points }, 'operator: points adjusted');
      return { username: input.username, pointBalance: entry.balanceAfter };
    }),

    handle(api.verifyPointsLedger, (_input, ctx) => verifyPoints(ctx.db)),

    handle(api.getFeedback, (input, ctx) => ({
      feedback: listFeedback(ctx.db, merchantOf(ctx, input.merchant), input.status, input.limit),
    })),

    handle(api.answerFeedback, (input, ctx) => {
      const result = answerFeedback(ctx.db, input);
      ctx.log.info({ feedbackId: input.feedbackId }, 'operator: feedback answered');
      return result;
    }),

    handle(api.sendMessage, (input, ctx) => {
      const merchant = merchantOf(ctx, input.merchant);
      if ((input.username === undefined) === (input.all === undefined)) {
        throw new ApiError(400, 'operator.member.required');
      }
      const memberIds =
        input.all === true
          ? activeMemberIds(ctx.db, merchant)
          : [memberIdOf(ctx, merchant, input.username ?? '')];
      const written = sendNotice(ctx.db, {
        merchantCode: merchant,
        memberIds,
        category: input.category,
        titles: both(input.title),
        contents: both(input.content),
        link: input.link ?? null,
      });
      ctx.log.info({ written, category: input.category }, 'operator: message sent');
      return { written };
    }),
  ];
}
