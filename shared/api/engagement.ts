import { z } from 'zod/mini';
import {
  missionMetrics,
  missionPeriods,
  raffleKinds,
  rewardKinds,
  applicationCommentMax,
} from '../constants/engagement.ts';
import { clientSeedPattern } from '../rules/fairness.ts';
import { cents, defineContract, isoDateTime, noInput, pageOf, queryInt, lazySchema } from './contract.ts';
import { activityStatusSchema } from './lottery.ts';
import { proofFileSchema, proofLimits } from './money.ts';
import { languageSchema } from './system.ts';
import { getBadgeCounts } from './engagement-badges.ts';

export { getBadgeCounts };
import {
  examplePromotion,
  getPromotions,
  progressSchema,
  promotionCardSchema,
  promotionCategorySchema,
  promotionKindSchema,
  promotionRepeatSchema,
  type PromotionCard,
} from './promotions-list.ts';

export {
  getPromotions,
  promotionCardSchema,
  promotionCategorySchema,
  promotionKindSchema,
  promotionRepeatSchema,
};
export type { PromotionCard };

/**
 * Player engagement (issue 12): promotions and their applications, the reward centre (what can be claimed now, the
 * activities, the history), badge counts, mission claims, VIP rank, manual rebate, red envelopes and the prize wheel,
 * referral. Paths in the platform's style; the spec's own calls (mission summary and leaderboard in lottery.ts, the
 * raffle claim in common.ts) live where the spec put them. Every grant is an `idempotent` call.
 *
 * | id                            | method | path                                  | T | idempotent |
 * | ----------------------------- | ------ | ------------------------------------- | - | ---------- |
 * | engagement.promotions         | GET    | /wps/relay/MCS2_promotionList         |   |            |
 * | engagement.promotionDetail    | GET    | /wps/relay/MCS2_promotionDetail       |   |            |
 * | engagement.applyPromotion     | POST   | /wps/relay/MCS2_applyPromotion        | T |            |
 * | engagement.claimPromotion     | POST   | /wps/relay/MCS2_claimPromotion        | T | yes        |
 * | engagement.rewardCentre       | GET    | /wps/relay/MCS2_rewardCenter          | T |            |
 * | engagement.rewardHistory      | GET    | /wps/relay/MCS2_rewardHistory         | T |            |
 * | engagement.claimReward        | POST   | /wps/relay/MCS2_claimReward           | T | yes        |
 * | engagement.badges             | GET    | /wps/relay/MCS2_badgeCounts           | T |            |
 * | engagement.claimMission       | POST   | /wps/relay/MCSFE_claimMission         | T | yes        |
 * | engagement.playerRank         | GET    | /wps/relay/MCS2_playerRank            | T |            |
 * | engagement.manualRebate       | GET    | /wps/relay/MCS2_manualRebate          | T |            |
 * | engagement.claimRebate        | POST   | /wps/relay/MCS2_claimManualRebate     | T | yes        |
 * | engagement.raffles            | GET    | /wps/relay/MCS2_raffleList            | T |            |
 * | engagement.referral           | GET    | /wps/relay/MCS2_referralInfo          | T |            |
 */

export const missionPeriodSchema = lazySchema(() => z.enum(missionPeriods));
export const missionMetricSchema = lazySchema(() => z.enum(missionMetrics));
export const raffleKindSchema = lazySchema(() => z.enum(raffleKinds));
export const rewardKindSchema = lazySchema(() => z.enum(rewardKinds));

// --- Promotions

export const applicationStatuses = ['APPLYING', 'APPROVED', 'REJECTED'] as const;
export const applicationSchema = lazySchema(() =>
  z.object({
    applicationId: z.number().check(z.int(), z.positive()),
    status: z.enum(applicationStatuses),
    comment: z.string(),
    imageCount: z.number().check(z.int(), z.nonnegative()),
    /** the operator's words on a decision */
    remark: z.nullable(z.string()),
    /** the bonus credited on approval */
    rewardAmount: z.nullable(cents().check(z.nonnegative())),
    createdTime: isoDateTime(),
    decidedTime: z.nullable(isoDateTime()),
  }),
);

export const getPromotionDetail = defineContract({
  id: 'engagement.promotionDetail',
  method: 'GET',
  path: '/wps/relay/MCS2_promotionDetail',
  session: false,
  summary:
    "One promotion with its rules as rich text (HTML, sanitized by the client) and, with a session, the member's " +
    'latest application.',
  request: lazySchema(() =>
    z.object({ promotionId: queryInt().check(z.positive()), language: languageSchema }),
  ),
  response: lazySchema(() =>
    z.extend(z.object(promotionCardSchema.shape), {
      content: z.string(),
      application: z.nullable(applicationSchema),
    }),
  ),
  example: {
    request: { promotionId: '1', language: 'pt-BR' },
    response: {
      ...examplePromotion,
      content: '<p>Deposite pelo menos R$ 20,00 e receba 100% de bônus.</p>',
      application: null,
    },
  },
});

export const applicationLimits = {
  commentMax: applicationCommentMax,
  maxFiles: proofLimits.maxFiles,
  maxBytes: proofLimits.maxBytes,
  types: proofLimits.types,
} as const;

export const applyPromotion = defineContract({
  id: 'engagement.applyPromotion',
  method: 'POST',
  path: '/wps/relay/MCS2_applyPromotion',
  session: true,
  summary:
    'Applies to an APPLY promotion (spec §5): a comment of up to 140 characters and up to 3 png or jpg images of at ' +
    'most 5 MB, their type read from the bytes. The operator then approves (the bonus is credited) or rejects.',
  request: lazySchema(() =>
    z.object({
      promotionId: z.number().check(z.int(), z.positive()),
      comment: z.string().check(z.trim(), z.minLength(1), z.maxLength(applicationCommentMax)),
      images: z._default(z.array(proofFileSchema).check(z.maxLength(10)), []),
    }),
  ),
  response: lazySchema(() => z.object({ application: applicationSchema, status: activityStatusSchema })),
  example: {
    request: { promotionId: 4, comment: 'Ganhei 150x no Fortune Tiger!', images: [] },
    response: {
      application: {
        applicationId: 9,
        status: 'APPLYING',
        comment: 'Ganhei 150x no Fortune Tiger!',
        imageCount: 1,
        remark: null,
        rewardAmount: null,
        createdTime: '2026-11-21T04:30:00.000Z',
        decidedTime: null,
      },
      status: 'Applying',
    },
  },
});

/** What a credited reward answers: the amount, the turnover it added, the new balance. */
const creditedSchema = lazySchema(() =>
  z.object({
    grantId: z.number().check(z.int(), z.positive()),
    rewardAmount: cents().check(z.positive()),
    /** the turnover requirement this reward added (cents) */
    turnoverAdded: cents().check(z.nonnegative()),
    balance: cents(),
  }),
);

export const claimPromotion = defineContract({
  id: 'engagement.claimPromotion',
  method: 'POST',
  path: '/wps/relay/MCS2_claimPromotion',
  session: true,
  idempotent: true,
  summary:
    'Claims a DEPOSIT or SIGNIN promotion the member qualifies for: credits the bonus once per period (BONUS) with its ' +
    'turnover requirement. Requires the Idempotency-Key header.',
  request: lazySchema(() => z.object({ promotionId: z.number().check(z.int(), z.positive()) })),
  response: lazySchema(() =>
    z.extend(creditedSchema, { promotionId: z.number().check(z.int()), status: activityStatusSchema }),
  ),
  example: {
    request: { promotionId: 1 },
    response: {
      promotionId: 1,
      grantId: 31,
      rewardAmount: 5_000,
      turnoverAdded: 25_000,
      balance: 155_000,
      status: 'Claimed',
    },
  },
});

// --- Reward centre

export const claimSources = ['REWARD', 'MISSION', 'PROMOTION', 'REBATE', 'RAFFLE'] as const;
export const claimableSchema = lazySchema(() =>
  z.object({
    /** unique on the list */
    key: z.string(),
    /** which claim call takes it: claimReward, claimMission, claimPromotion, claimRebate, claimRafflePromotion */
    source: z.enum(claimSources),
    /** the id that call takes (0 for the rebate) */
    id: z.number().check(z.int(), z.nonnegative()),
    kind: rewardKindSchema,
    title: z.string(),
    /** cents; null when a draw decides it (envelopes, wheel) */
    amount: z.nullable(cents().check(z.nonnegative())),
    /** RAFFLE: tickets to open */
    tickets: z.nullable(z.number().check(z.int(), z.nonnegative())),
    turnoverMultiplier: z.number().check(z.int(), z.nonnegative()),
  }),
);

export const activitySchema = lazySchema(() =>
  z.object({
    key: z.string(),
    source: z.enum(['PROMOTION', 'MISSION', 'RAFFLE', 'REFERRAL']),
    id: z.number().check(z.int(), z.nonnegative()),
    title: z.string(),
    status: activityStatusSchema,
    progress: z.nullable(progressSchema),
    /** the period it belongs to ends (missions) or the time of the last change */
    time: z.nullable(isoDateTime()),
  }),
);

export const getRewardCentre = defineContract({
  id: 'engagement.rewardCentre',
  method: 'GET',
  path: '/wps/relay/MCS2_rewardCenter',
  session: true,
  summary:
    'The reward centre: everything the member can claim now (pending rewards, completed missions, claimable ' +
    'promotions, the accrued rebate, unopened tickets) and the activities taking part (activity centre).',
  request: lazySchema(() => z.object({ language: languageSchema })),
  response: lazySchema(() =>
    z.object({ claimable: z.array(claimableSchema), activities: z.array(activitySchema) }),
  ),
  example: {
    request: { language: 'pt-BR' },
    response: {
      claimable: [
        {
          key: 'MISSION:2',
          source: 'MISSION',
          id: 2,
          kind: 'MISSION',
          title: 'Jogue 5 rodadas',
          amount: 100,
          tickets: null,
          turnoverMultiplier: 1,
        },
      ],
      activities: [
        {
          key: 'PROMOTION:4',
          source: 'PROMOTION',
          id: 4,
          title: 'Mostre sua grande vitória',
          status: 'Applying',
          progress: null,
          time: '2026-11-21T04:30:00.000Z',
        },
      ],
    },
  },
});

export const rewardGrantSchema = lazySchema(() =>
  z.object({
    grantId: z.number().check(z.int(), z.positive()),
    kind: rewardKindSchema,
    /** the ledger movement type (bonus details) */
    ledgerType: z.string(),
    title: z.string(),
    amount: cents().check(z.nonnegative()),
    turnoverAdded: cents().check(z.nonnegative()),
    createdTime: isoDateTime(),
  }),
);

export const getRewardHistory = defineContract({
  id: 'engagement.rewardHistory',
  method: 'GET',
  path: '/wps/relay/MCS2_rewardHistory',
  session: true,
  summary: 'Rewards credited to the member, newest first, paged, with the turnover each added.',
  request: lazySchema(() =>
    z.object({
      language: languageSchema,
      pageNo: queryInt().check(z.gte(1)),
      pageSize: queryInt().check(z.gte(1), z.lte(100)),
    }),
  ),
  response: lazySchema(() =>
    z.object({ page: pageOf(rewardGrantSchema), total: cents().check(z.nonnegative()) }),
  ),
  example: {
    request: { language: 'pt-BR', pageNo: '1', pageSize: '20' },
    response: {
      page: {
        content: [
          {
            grantId: 31,
            kind: 'MISSION',
            ledgerType: 'MISSION_REWARD',
            title: 'Jogue 5 rodadas',
            amount: 100,
            turnoverAdded: 100,
            createdTime: '2026-11-21T04:40:00.000Z',
          },
        ],
        pageNum: 1,
        pageSize: 20,
        totalPages: 1,
        totalElements: 1,
      },
      total: 100,
    },
  },
});

export const claimReward = defineContract({
  id: 'engagement.claimReward',
  method: 'POST',
  path: '/wps/relay/MCS2_claimReward',
  session: true,
  idempotent: true,
  summary:
    'Claims a pending reward of the reward centre (VIP level-up, birthday bonus, referral reward): credits it once. ' +
    'Requires the Idempotency-Key header.',
  request: lazySchema(() => z.object({ rewardId: z.number().check(z.int(), z.positive()) })),
  response: lazySchema(() => z.extend(creditedSchema, { kind: rewardKindSchema })),
  example: {
    request: { rewardId: 12 },
    response: { grantId: 12, kind: 'REFERRAL', rewardAmount: 2_000, turnoverAdded: 2_000, balance: 102_000 },
  },
});

// --- Missions

export const claimMission = defineContract({
  id: 'engagement.claimMission',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimMission',
  session: true,
  idempotent: true,
  summary:
    "Claims a completed mission of the current period (MISSION_REWARD, once per period, with the mission's turnover). " +
    'Requires the Idempotency-Key header.',
  request: lazySchema(() => z.object({ missionId: z.number().check(z.int(), z.positive()) })),
  response: lazySchema(() => z.extend(creditedSchema, { missionId: z.number().check(z.int()) })),
  example: {
    request: { missionId: 2 },
    response: { missionId: 2, grantId: 40, rewardAmount: 100, turnoverAdded: 100, balance: 100_100 },
  },
});

// --- VIP

export const vipLevelSchema = lazySchema(() =>
  z.object({
    level: z.number().check(z.int(), z.nonnegative()),
    name: z.string(),
    /** cumulative valid bet that reaches the level (cents) */
    minValidBet: cents().check(z.nonnegative()),
    /** basis points added to every manual-rebate rate */
    rebateBonusBp: z.number().check(z.int(), z.nonnegative()),
    withdrawDailyCount: z.number().check(z.int(), z.positive()),
    withdrawMax: cents().check(z.positive()),
    birthdayBonus: cents().check(z.nonnegative()),
    levelUpReward: cents().check(z.nonnegative()),
  }),
);
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const getPlayerRank = defineContract({
  id: 'engagement.playerRank',
  method: 'GET',
  path: '/wps/relay/MCS2_playerRank',
  session: true,
  summary:
    "The member's VIP level from cumulative valid bet, the benefits of every level and the progress to the next. VIP " +
    'off: 403 vip.not.available.',
  request: lazySchema(() => z.object({ language: languageSchema })),
  response: lazySchema(() =>
    z.object({
      level: vipLevelSchema,
      next: z.nullable(vipLevelSchema),
      validBet: cents().check(z.nonnegative()),
      /** valid bet still needed for the next level */
      toNext: z.nullable(cents().check(z.nonnegative())),
      levels: z.array(vipLevelSchema),
    }),
  ),
  example: {
    request: { language: 'pt-BR' },
    response: {
      level: {
        level: 1,
        name: 'Prata',
        minValidBet: 100_000,
        rebateBonusBp: 5,
        withdrawDailyCount: 5,
        withdrawMax: 2_000_000,
        birthdayBonus: 1_000,
        levelUpReward: 500,
      },
      next: null,
      validBet: 150_000,
      toNext: null,
      levels: [],
    },
  },
});

// --- Manual rebate

const rebateLineSchema = lazySchema(() =>
  z.object({
    gameType: z.string(),
    validBet: cents().check(z.nonnegative()),
    /** base rate plus the VIP bonus, basis points */
    rateBp: z.number().check(z.int(), z.nonnegative()),
    amount: cents().check(z.nonnegative()),
  }),
);

export const getManualRebate = defineContract({
  id: 'engagement.manualRebate',
  method: 'GET',
  path: '/wps/relay/MCS2_manualRebate',
  session: true,
  summary:
    'The rebate accrued on valid bets settled since the last claim, by game type with its rate (each line rounded ' +
    'down to the cent), and the last claims. MANPLAYREB3 off: 403 rebate.not.available.',
  request: noInput,
  response: lazySchema(() =>
    z.object({
      since: z.nullable(isoDateTime()),
      lines: z.array(rebateLineSchema),
      total: cents().check(z.nonnegative()),
      minClaim: cents().check(z.positive()),
      turnoverMultiplier: z.number().check(z.int(), z.nonnegative()),
      claims: z.array(z.object({ amount: cents().check(z.positive()), claimTime: isoDateTime() })),
    }),
  ),
  example: {
    request: {},
    response: {
      since: null,
      lines: [{ gameType: 'RNG', validBet: 12_345, rateBp: 55, amount: 67 }],
      total: 67,
      minClaim: 1,
      turnoverMultiplier: 1,
      claims: [],
    },
  },
});

export const claimRebate = defineContract({
  id: 'engagement.claimRebate',
  method: 'POST',
  path: '/wps/relay/MCS2_claimManualRebate',
  session: true,
  idempotent: true,
  summary:
    'Credits the accrued rebate (REBATE) and starts a new accrual from now. Requires the Idempotency-Key header.',
  request: lazySchema(() => z.strictObject({})),
  response: lazySchema(() => z.extend(creditedSchema, { lines: z.array(rebateLineSchema) })),
  example: {
    request: {},
    response: {
      grantId: 50,
      rewardAmount: 67,
      turnoverAdded: 67,
      balance: 100_067,
      lines: [{ gameType: 'RNG', validBet: 12_345, rateBp: 55, amount: 67 }],
    },
  },
});

// --- Red envelopes and prize wheel

export const prizeSchema = lazySchema(() =>
  z.object({
    amount: cents().check(z.nonnegative()),
    /** relative chance, a positive integer */
    weight: z.number().check(z.int(), z.positive()),
  }),
);

export const ticketRuleSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    /** a ticket for each paid deposit of at least minAmount, at most maxPerDay a Brasília day */
    z.object({
      type: z.literal('DEPOSIT'),
      minAmount: cents().check(z.positive()),
      maxPerDay: z.number().check(z.int(), z.positive()),
    }),
    /** a ticket for each Brasília day with at least minValidBet of valid bets */
    z.object({ type: z.literal('DAILY_BET'), minValidBet: cents().check(z.positive()) }),
    /** one ticket for every member who registered once it had started (a welcome gift) */
    z.object({ type: z.literal('SIGNUP') }),
  ]),
);
export type TicketRule = z.infer<typeof ticketRuleSchema>;

export const fairnessSchema = lazySchema(() =>
  z.object({
    /** SHA-256 of the server seed, published before the draw */
    serverSeedHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    /** revealed after the draw */
    serverSeed: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    clientSeed: z.string().check(z.regex(clientSeedPattern)),
    nonce: z.number().check(z.int(), z.positive()),
  }),
);

export const drawSchema = lazySchema(() =>
  z.object({
    claimId: z.string(),
    promotionId: z.number().check(z.int(), z.positive()),
    kind: raffleKindSchema,
    title: z.string(),
    rewardAmount: cents().check(z.nonnegative()),
    prizeIndex: z.number().check(z.int(), z.nonnegative()),
    fairness: fairnessSchema,
    drawTime: isoDateTime(),
  }),
);

export const raffleSchema = lazySchema(() =>
  z.object({
    promotionId: z.number().check(z.int(), z.positive()),
    kind: raffleKindSchema,
    title: z.string(),
    description: z.string(),
    rule: ticketRuleSchema,
    prizes: z.array(prizeSchema).check(z.minLength(2)),
    turnoverMultiplier: z.number().check(z.int(), z.nonnegative()),
    startTime: isoDateTime(),
    endTime: z.nullable(isoDateTime()),
    tickets: z.number().check(z.int(), z.nonnegative()),
    /** the next ticket's draw: the hash of its server seed (published now) and its nonce */
    nextDraw: z.nullable(
      z.object({
        serverSeedHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
        nonce: z.number().check(z.int()),
      }),
    ),
  }),
);

export const getRaffles = defineContract({
  id: 'engagement.raffles',
  method: 'GET',
  path: '/wps/relay/MCS2_raffleList',
  session: true,
  summary:
    "Red envelopes and prize wheels: how tickets are earned, the prizes and their chances, the member's tickets with " +
    'the next draw published (server seed hash, nonce), and the last draws with their seeds revealed.',
  request: lazySchema(() => z.object({ language: languageSchema })),
  response: lazySchema(() => z.object({ raffles: z.array(raffleSchema), draws: z.array(drawSchema) })),
  example: {
    request: { language: 'pt-BR' },
    response: {
      raffles: [
        {
          promotionId: 12,
          kind: 'WHEEL',
          title: 'Roleta diária',
          description: '<p>Aposte R$ 50,00 no dia e ganhe um giro.</p>',
          rule: { type: 'DAILY_BET', minValidBet: 5_000 },
          prizes: [
            { amount: 100, weight: 50 },
            { amount: 1_000, weight: 5 },
          ],
          turnoverMultiplier: 1,
          startTime: '2026-11-01T03:00:00.000Z',
          endTime: null,
          tickets: 1,
          nextDraw: {
            serverSeedHash: 'a3f1c0de5b8e4f7a9c2d1e0f3b4a5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b',
            nonce: 3,
          },
        },
      ],
      draws: [],
    },
  },
});

// --- Referral

export const referralStatuses = ['REGISTERED', 'DEPOSITED', 'QUALIFIED'] as const;

export const getReferral = defineContract({
  id: 'engagement.referral',
  method: 'GET',
  path: '/wps/relay/MCS2_referralInfo',
  session: true,
  summary:
    "The member's referral code (the invite link is the site's /register?referralCode=<code>), the rules, the " +
    'invited friends (masked) with their status and the rewards earned. REFERRAL off: 403 referral.not.available.',
  request: noInput,
  response: lazySchema(() =>
    z.object({
      code: z.string().check(z.regex(/^[A-Z0-9]{4,16}$/)),
      rules: z.object({
        rewardAmount: cents().check(z.nonnegative()),
        minDeposit: cents().check(z.nonnegative()),
        minValidBet: cents().check(z.nonnegative()),
        turnoverMultiplier: z.number().check(z.int(), z.nonnegative()),
      }),
      friends: z.array(
        z.object({
          name: z.string(),
          registeredTime: isoDateTime(),
          status: z.enum(referralStatuses),
          deposited: cents().check(z.nonnegative()),
          validBet: cents().check(z.nonnegative()),
          /** the reward this friend earned the member (pending or credited) */
          rewardAmount: z.nullable(cents().check(z.nonnegative())),
          rewardClaimed: z.boolean(),
        }),
      ),
      totals: z.object({
        invited: z.number().check(z.int(), z.nonnegative()),
        qualified: z.number().check(z.int(), z.nonnegative()),
        earned: cents().check(z.nonnegative()),
        pending: cents().check(z.nonnegative()),
      }),
    }),
  ),
  example: {
    request: {},
    response: {
      code: 'RDEMO01',
      rules: { rewardAmount: 2_000, minDeposit: 5_000, minValidBet: 10_000, turnoverMultiplier: 1 },
      friends: [
        {
          name: 'lu***as',
          registeredTime: '2026-11-20T12:00:00.000Z',
          status: 'QUALIFIED',
          deposited: 10_000,
          validBet: 25_000,
          rewardAmount: 2_000,
          rewardClaimed: false,
        },
      ],
      totals: { invited: 1, qualified: 1, earned: 0, pending: 2_000 },
    },
  },
});

export const engagementContracts = [
  getPromotions,
  getPromotionDetail,
  applyPromotion,
  claimPromotion,
  getRewardCentre,
  getRewardHistory,
  claimReward,
  getBadgeCounts,
  claimMission,
  getPlayerRank,
  getManualRebate,
  claimRebate,
  getRaffles,
  getReferral,
] as const;
