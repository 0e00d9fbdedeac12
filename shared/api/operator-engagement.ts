import { z } from 'zod/mini';
import { cents, isoDateTime, lazySchema } from './contract.ts';
import {
  applicationSchema,
  missionMetricSchema,
  missionPeriodSchema,
  prizeSchema,
  promotionCategorySchema,
  promotionKindSchema,
  promotionRepeatSchema,
  raffleKindSchema,
  ticketRuleSchema,
} from './engagement.ts';
import { defineOperatorContract, merchantField, merchantOnly, operatorPrefix } from './operator-contract.ts';

/**
 * Operator calls of player engagement (issue 12): promotions and their applications, missions, VIP levels, the
 * rebate and referral settings, red envelopes and wheels, tickets, voiding a round, and the engagement job. A save
 * without an id creates; with one it replaces that item. Texts a player reads come in both languages.
 */

/** A text in every supported language. */
export const localizedSchema = (max: number, min = 1) =>
  z.strictObject({
    'pt-BR': z.string().check(z.trim(), z.minLength(min), z.maxLength(max)),
    en: z.string().check(z.trim(), z.minLength(min), z.maxLength(max)),
  });

const idField = lazySchema(() => z.number().check(z.int(), z.positive()));
const multiplier = lazySchema(() => z.number().check(z.int(), z.gte(0), z.lte(100)));

// --- Promotions

export const promotionInputSchema = lazySchema(() =>
  z
    .strictObject({
      merchant: merchantField,
      /** absent: a new promotion */
      promotionId: z.optional(idField),
      category: promotionCategorySchema,
      kind: promotionKindSchema,
      repeat: z._default(promotionRepeatSchema, 'ONCE'),
      title: localizedSchema(120),
      summary: localizedSchema(300, 0),
      /** rich text (HTML); the client sanitizes it */
      content: localizedSchema(20_000, 0),
      /** INFO: a page of the site, e.g. /member?tab=referral */
      link: z._default(z.nullable(z.string().check(z.regex(/^\/[\w\-/?=&.%]*$/))), null),
      rewardAmount: z._default(z.nullable(cents().check(z.nonnegative())), null),
      rewardRateBp: z._default(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(100_000))), null),
      maxReward: z._default(z.nullable(cents().check(z.positive())), null),
      minDeposit: z._default(z.nullable(cents().check(z.positive())), null),
      turnoverMultiplier: z._default(multiplier, 0),
      startTime: isoDateTime(),
      endTime: z._default(z.nullable(isoDateTime()), null),
      visible: z._default(z.boolean(), true),
      sortOrder: z._default(z.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
    })
    .check(
      z.superRefine((p, ctx) => {
        const need = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (p.kind === 'INFO' && !p.link) need('link', 'An INFO promotion leads to a page of the site.');
        if ((p.kind === 'APPLY' || p.kind === 'SIGNIN') && !(p.rewardAmount && p.rewardAmount > 0))
          need('rewardAmount', 'APPLY and SIGNIN promotions credit a fixed bonus.');
        if (p.kind === 'DEPOSIT') {
          if (!p.minDeposit) need('minDeposit', 'A DEPOSIT promotion needs a minimum deposit.');
          if (!p.rewardRateBp && !(p.rewardAmount && p.rewardAmount > 0))
            need('rewardRateBp', 'A DEPOSIT promotion credits a share of the deposit or a fixed bonus.');
          if (p.rewardRateBp && !p.maxReward) need('maxReward', 'A share of the deposit needs a cap.');
        }
        if (p.kind === 'APPLY' && p.repeat !== 'ONCE') need('repeat', 'Applications are once per promotion.');
        if (p.endTime && p.endTime <= p.startTime) need('endTime', 'The end comes after the start.');
      }),
    ),
);

export const promotionAdminSchema = lazySchema(() =>
  z.object({
    promotionId: idField,
    merchant: z.string(),
    category: promotionCategorySchema,
    kind: promotionKindSchema,
    repeat: promotionRepeatSchema,
    title: localizedSchema(120),
    summary: localizedSchema(300, 0),
    content: localizedSchema(20_000, 0),
    link: z.nullable(z.string()),
    rewardAmount: z.nullable(cents().check(z.nonnegative())),
    rewardRateBp: z.nullable(z.number().check(z.int())),
    maxReward: z.nullable(cents()),
    minDeposit: z.nullable(cents()),
    turnoverMultiplier: z.number().check(z.int(), z.nonnegative()),
    startTime: isoDateTime(),
    endTime: z.nullable(isoDateTime()),
    visible: z.boolean(),
    sortOrder: z.number().check(z.int()),
    /** applications waiting for a decision */
    pendingApplications: z.number().check(z.int(), z.nonnegative()),
  }),
);

const examplePromotionAdmin: z.input<typeof promotionAdminSchema> = {
  promotionId: 4,
  merchant: 'demo',
  category: 'CASINO',
  kind: 'APPLY',
  repeat: 'ONCE',
  title: { 'pt-BR': 'Mostre sua grande vitória', en: 'Show your big win' },
  summary: { 'pt-BR': 'Envie o print e ganhe R$ 20,00.', en: 'Send the screenshot and get R$ 20.00.' },
  content: { 'pt-BR': '<p>Regras…</p>', en: '<p>Rules…</p>' },
  link: null,
  rewardAmount: 2_000,
  rewardRateBp: null,
  maxReward: null,
  minDeposit: null,
  turnoverMultiplier: 3,
  startTime: '2026-11-01T03:00:00.000Z',
  endTime: null,
  visible: true,
  sortOrder: 4,
  pendingApplications: 1,
};

export const getOperatorPromotions = defineOperatorContract({
  id: 'operator.promotions',
  method: 'GET',
  path: `${operatorPrefix}/promotions`,
  summary: "The merchant's promotions in display order, with the applications waiting for a decision.",
  request: merchantOnly,
  response: lazySchema(() => z.object({ promotions: z.array(promotionAdminSchema) })),
  example: { request: {}, response: { promotions: [examplePromotionAdmin] } },
});

export const savePromotion = defineOperatorContract({
  id: 'operator.savePromotion',
  method: 'POST',
  path: `${operatorPrefix}/promotion`,
  summary:
    'Creates a promotion (no promotionId) or replaces one: category, kind (APPLY, DEPOSIT, SIGNIN, INFO), repeat, ' +
    'texts in both languages, the bonus (fixed, or a share of the deposit with a cap), turnover multiplier, period.',
  request: promotionInputSchema,
  response: lazySchema(() => z.object({ promotion: promotionAdminSchema })),
  example: {
    request: {
      category: 'CASINO',
      kind: 'APPLY',
      title: { 'pt-BR': 'Mostre sua grande vitória', en: 'Show your big win' },
      summary: { 'pt-BR': 'Envie o print e ganhe R$ 20,00.', en: 'Send the screenshot and get R$ 20.00.' },
      content: { 'pt-BR': '<p>Regras…</p>', en: '<p>Rules…</p>' },
      rewardAmount: 2_000,
      turnoverMultiplier: 3,
      startTime: '2026-11-01T03:00:00.000Z',
    },
    response: { promotion: examplePromotionAdmin },
  },
});

export const operatorApplicationSchema = lazySchema(() =>
  z.extend(applicationSchema, {
    promotionId: idField,
    promotionTitle: z.string(),
    username: z.string(),
    images: z.array(
      z.object({ mediaType: z.string(), size: z.number().check(z.int(), z.positive()), sha256: z.string() }),
    ),
  }),
);

const exampleApplication: z.input<typeof operatorApplicationSchema> = {
  applicationId: 9,
  promotionId: 4,
  promotionTitle: 'Mostre sua grande vitória',
  username: 'demo_player',
  status: 'APPLYING',
  comment: 'Ganhei 150x!',
  imageCount: 1,
  images: [{ mediaType: 'image/png', size: 68, sha256: 'ab12' }],
  remark: null,
  rewardAmount: null,
  createdTime: '2026-11-21T04:30:00.000Z',
  decidedTime: null,
};

export const getPromotionApplications = defineOperatorContract({
  id: 'operator.promotionApplications',
  method: 'GET',
  path: `${operatorPrefix}/promotion-applications`,
  summary: 'Applications to promotions (default: those waiting for a decision), oldest first.',
  request: lazySchema(() =>
    z.strictObject({
      merchant: merchantField,
      status: z.optional(z.enum(['APPLYING', 'APPROVED', 'REJECTED'])),
    }),
  ),
  response: lazySchema(() => z.object({ applications: z.array(operatorApplicationSchema) })),
  example: { request: {}, response: { applications: [exampleApplication] } },
});

export const decideApplication = defineOperatorContract({
  id: 'operator.decideApplication',
  method: 'POST',
  path: `${operatorPrefix}/promotion-application`,
  summary:
    "Approves an application (credits the promotion's bonus, or rewardAmount, once, as BONUS with its turnover) or " +
    'rejects it with a remark the player reads. Deciding again answers the decision made.',
  request: lazySchema(() =>
    z.strictObject({
      applicationId: idField,
      action: z.enum(['approve', 'reject']),
      remark: z.optional(z.string().check(z.trim(), z.maxLength(140))),
      rewardAmount: z.optional(cents().check(z.positive())),
    }),
  ),
  response: lazySchema(() => z.object({ application: operatorApplicationSchema, credited: z.boolean() })),
  example: {
    request: { applicationId: 9, action: 'approve' },
    response: {
      application: {
        ...exampleApplication,
        status: 'APPROVED',
        rewardAmount: 2_000,
        decidedTime: '2026-11-21T05:00:00.000Z',
      },
      credited: true,
    },
  },
});

// --- Missions

export const missionInputSchema = lazySchema(() =>
  z
    .strictObject({
      merchant: merchantField,
      missionId: z.optional(idField),
      title: localizedSchema(120),
      description: localizedSchema(2_000, 0),
      period: missionPeriodSchema,
      metric: missionMetricSchema,
      /** bets on this game category only (LIVE, RNG ...); null for any */
      gameType: z._default(z.nullable(z.string().check(z.regex(/^[A-Z]{2,12}$/))), null),
      target: z.number().check(z.int(), z.positive()),
      rewardAmount: cents().check(z.positive()),
      turnoverMultiplier: z._default(multiplier, 1),
      /** leaderboard prizes by place (BET_AMOUNT missions only); empty: no leaderboard */
      prizes: z._default(z.array(cents().check(z.positive())).check(z.maxLength(20)), []),
      active: z._default(z.boolean(), true),
      sortOrder: z._default(z.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
    })
    .check(
      z.superRefine((m, ctx) => {
        if (m.prizes.length > 0 && m.metric !== 'BET_AMOUNT')
          ctx.addIssue({ code: 'custom', path: ['prizes'], message: 'Leaderboards rank valid bet amounts.' });
        if (m.gameType && (m.metric === 'DEPOSIT_COUNT' || m.metric === 'DEPOSIT_AMOUNT'))
          ctx.addIssue({ code: 'custom', path: ['gameType'], message: 'Deposits have no game category.' });
      }),
    ),
);

export const missionAdminSchema = lazySchema(() =>
  z.object({
    missionId: idField,
    merchant: z.string(),
    title: localizedSchema(120),
    description: localizedSchema(2_000, 0),
    period: missionPeriodSchema,
    metric: missionMetricSchema,
    gameType: z.nullable(z.string()),
    target: z.number().check(z.int(), z.positive()),
    rewardAmount: cents().check(z.positive()),
    turnoverMultiplier: z.number().check(z.int(), z.nonnegative()),
    prizes: z.array(cents().check(z.positive())),
    active: z.boolean(),
    sortOrder: z.number().check(z.int()),
    createdTime: isoDateTime(),
  }),
);

const exampleMission: z.input<typeof missionAdminSchema> = {
  missionId: 2,
  merchant: 'demo',
  title: { 'pt-BR': 'Jogue 5 rodadas', en: 'Play 5 rounds' },
  description: { 'pt-BR': '<p>Jogue 5 rodadas hoje.</p>', en: '<p>Play 5 rounds today.</p>' },
  period: 'DAILY',
  metric: 'BET_COUNT',
  gameType: null,
  target: 5,
  rewardAmount: 100,
  turnoverMultiplier: 1,
  prizes: [],
  active: true,
  sortOrder: 1,
  createdTime: '2026-11-01T03:00:00.000Z',
};

export const getOperatorMissions = defineOperatorContract({
  id: 'operator.missions',
  method: 'GET',
  path: `${operatorPrefix}/missions`,
  summary: "The merchant's missions (active or not) in display order.",
  request: merchantOnly,
  response: lazySchema(() => z.object({ missions: z.array(missionAdminSchema) })),
  example: { request: {}, response: { missions: [exampleMission] } },
});

export const saveMission = defineOperatorContract({
  id: 'operator.saveMission',
  method: 'POST',
  path: `${operatorPrefix}/mission`,
  summary:
    'Creates a mission (no missionId) or replaces one: DAILY or WEEKLY (Brasília days and weeks), the metric and ' +
    'target, an optional game category, the reward and its turnover, leaderboard prizes by place.',
  request: missionInputSchema,
  response: lazySchema(() => z.object({ mission: missionAdminSchema })),
  example: {
    request: {
      title: { 'pt-BR': 'Jogue 5 rodadas', en: 'Play 5 rounds' },
      description: { 'pt-BR': '<p>Jogue 5 rodadas hoje.</p>', en: '<p>Play 5 rounds today.</p>' },
      period: 'DAILY',
      metric: 'BET_COUNT',
      target: 5,
      rewardAmount: 100,
    },
    response: { mission: exampleMission },
  },
});

// --- VIP levels

export const vipLevelInputSchema = lazySchema(() =>
  z.strictObject({
    level: z.number().check(z.int(), z.gte(0), z.lte(50)),
    name: localizedSchema(40),
    minValidBet: cents().check(z.nonnegative()),
    rebateBonusBp: z.number().check(z.int(), z.gte(0), z.lte(1_000)),
    withdrawDailyCount: z.number().check(z.int(), z.gte(1), z.lte(1_000)),
    withdrawMax: cents().check(z.positive()),
    birthdayBonus: cents().check(z.nonnegative()),
    levelUpReward: cents().check(z.nonnegative()),
  }),
);

const exampleLevels: z.input<typeof vipLevelInputSchema>[] = [
  {
    level: 0,
    name: { 'pt-BR': 'Bronze', en: 'Bronze' },
    minValidBet: 0,
    rebateBonusBp: 0,
    withdrawDailyCount: 3,
    withdrawMax: 500_000,
    birthdayBonus: 0,
    levelUpReward: 0,
  },
  {
    level: 1,
    name: { 'pt-BR': 'Prata', en: 'Silver' },
    minValidBet: 100_000,
    rebateBonusBp: 5,
    withdrawDailyCount: 5,
    withdrawMax: 1_000_000,
    birthdayBonus: 1_000,
    levelUpReward: 500,
  },
];

export const getOperatorVipLevels = defineOperatorContract({
  id: 'operator.vipLevels',
  method: 'GET',
  path: `${operatorPrefix}/vip-levels`,
  summary: "The merchant's VIP levels, lowest first.",
  request: merchantOnly,
  response: lazySchema(() => z.object({ levels: z.array(vipLevelInputSchema) })),
  example: { request: {}, response: { levels: exampleLevels } },
});

export const saveVipLevels = defineOperatorContract({
  id: 'operator.saveVipLevels',
  method: 'POST',
  path: `${operatorPrefix}/vip-levels`,
  summary:
    'Replaces the VIP levels: numbered 0, 1, 2 … with level 0 at R$ 0 and the cumulative valid bet rising; each with ' +
    'its benefits (rebate bonus, withdrawal count and maximum, birthday bonus, level-up reward).',
  request: lazySchema(() =>
    z
      .strictObject({
        merchant: merchantField,
        levels: z.array(vipLevelInputSchema).check(z.minLength(1), z.maxLength(50)),
      })
      .check(
        z.superRefine((input, ctx) => {
          input.levels.forEach((level, i) => {
            if (level.level !== i)
              ctx.addIssue({
                code: 'custom',
                path: ['levels', i, 'level'],
                message: 'Levels are numbered 0, 1, 2 …',
              });
            const previous = input.levels[i - 1];
            if (i === 0 && level.minValidBet !== 0)
              ctx.addIssue({
                code: 'custom',
                path: ['levels', 0, 'minValidBet'],
                message: 'Level 0 starts at 0.',
              });
            if (previous && level.minValidBet <= previous.minValidBet)
              ctx.addIssue({
                code: 'custom',
                path: ['levels', i, 'minValidBet'],
                message: 'Each level needs more valid bet than the one below.',
              });
          });
        }),
      ),
  ),
  response: lazySchema(() => z.object({ levels: z.array(vipLevelInputSchema) })),
  example: { request: { levels: exampleLevels }, response: { levels: exampleLevels } },
});

// --- Rebate and referral settings

export const engagementSettingsSchema = lazySchema(() =>
  z.object({
    rebate: z.object({
      /** basis points by game category (LIVE, RNG ...); a category not listed earns no rebate */
      rates: z.record(
        z.string().check(z.regex(/^[A-Z]{2,12}$/)),
        z.number().check(z.int(), z.gte(0), z.lte(1_000)),
      ),
      turnoverMultiplier: multiplier,
      /** the smallest claim (cents) */
      minClaim: cents().check(z.positive()),
    }),
    referral: z.object({
      /** credited to the member who invited, once a friend qualifies */
      rewardAmount: cents().check(z.nonnegative()),
      /** what a friend must deposit and bet (valid bets) to qualify */
      minDeposit: cents().check(z.nonnegative()),
      minValidBet: cents().check(z.nonnegative()),
      turnoverMultiplier: multiplier,
    }),
  }),
);
export type EngagementSettings = z.infer<typeof engagementSettingsSchema>;

const exampleSettings: z.input<typeof engagementSettingsSchema> = {
  rebate: { rates: { RNG: 50, LIVE: 40 }, turnoverMultiplier: 1, minClaim: 1 },
  referral: { rewardAmount: 2_000, minDeposit: 5_000, minValidBet: 10_000, turnoverMultiplier: 1 },
};

export const getEngagementSettings = defineOperatorContract({
  id: 'operator.engagementSettings',
  method: 'GET',
  path: `${operatorPrefix}/engagement-settings`,
  summary:
    'Manual rebate rates by game category, its turnover and smallest claim; the referral reward and rules.',
  request: merchantOnly,
  response: engagementSettingsSchema,
  example: { request: {}, response: exampleSettings },
});

export const saveEngagementSettings = defineOperatorContract({
  id: 'operator.saveEngagementSettings',
  method: 'POST',
  path: `${operatorPrefix}/engagement-settings`,
  summary:
    'Changes the rebate or referral settings it names (each part replaced whole); answers the settings.',
  request: lazySchema(() =>
    z.strictObject({
      merchant: merchantField,
      rebate: z.optional(engagementSettingsSchema.shape.rebate),
      referral: z.optional(engagementSettingsSchema.shape.referral),
    }),
  ),
  response: engagementSettingsSchema,
  example: { request: { referral: exampleSettings.referral }, response: exampleSettings },
});

// --- Red envelopes and prize wheels

export const raffleInputSchema = lazySchema(() =>
  z.strictObject({
    merchant: merchantField,
    promotionId: z.optional(idField),
    kind: raffleKindSchema,
    title: localizedSchema(120),
    description: localizedSchema(2_000, 0),
    rule: ticketRuleSchema,
    prizes: z.array(prizeSchema).check(z.minLength(2), z.maxLength(24)),
    turnoverMultiplier: z._default(multiplier, 1),
    startTime: isoDateTime(),
    endTime: z._default(z.nullable(isoDateTime()), null),
    active: z._default(z.boolean(), true),
    sortOrder: z._default(z.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
  }),
);

export const raffleAdminSchema = lazySchema(() =>
  z.object({
    promotionId: idField,
    merchant: z.string(),
    kind: raffleKindSchema,
    title: localizedSchema(120),
    description: localizedSchema(2_000, 0),
    rule: ticketRuleSchema,
    prizes: z.array(prizeSchema),
    turnoverMultiplier: z.number().check(z.int(), z.nonnegative()),
    startTime: isoDateTime(),
    endTime: z.nullable(isoDateTime()),
    active: z.boolean(),
    sortOrder: z.number().check(z.int()),
  }),
);

const exampleRaffle: z.input<typeof raffleAdminSchema> = {
  promotionId: 12,
  merchant: 'demo',
  kind: 'WHEEL',
  title: { 'pt-BR': 'Roleta diária', en: 'Daily wheel' },
  description: { 'pt-BR': '<p>Um giro por dia.</p>', en: '<p>One spin a day.</p>' },
  rule: { type: 'DAILY_BET', minValidBet: 5_000 },
  prizes: [
    { amount: 100, weight: 50 },
    { amount: 1_000, weight: 5 },
  ],
  turnoverMultiplier: 1,
  startTime: '2026-11-01T03:00:00.000Z',
  endTime: null,
  active: true,
  sortOrder: 1,
};

export const getOperatorRaffles = defineOperatorContract({
  id: 'operator.raffles',
  method: 'GET',
  path: `${operatorPrefix}/raffles`,
  summary: "The merchant's red envelopes and prize wheels with their ticket rules and prize tables.",
  request: merchantOnly,
  response: lazySchema(() => z.object({ raffles: z.array(raffleAdminSchema) })),
  example: { request: {}, response: { raffles: [exampleRaffle] } },
});

export const saveRaffle = defineOperatorContract({
  id: 'operator.saveRaffle',
  method: 'POST',
  path: `${operatorPrefix}/raffle`,
  summary:
    'Creates a red envelope or prize wheel (no promotionId) or replaces one: how tickets are earned (a deposit of ' +
    'at least X, at most N a day; or a day with X of valid bets), the prizes with their weights, turnover, period.',
  request: raffleInputSchema,
  response: lazySchema(() => z.object({ raffle: raffleAdminSchema })),
  example: {
    request: {
      kind: 'WHEEL',
      title: exampleRaffle.title,
      description: exampleRaffle.description,
      rule: { type: 'DAILY_BET', minValidBet: 5_000 },
      prizes: exampleRaffle.prizes,
      startTime: '2026-11-01T03:00:00.000Z',
    },
    response: { raffle: exampleRaffle },
  },
});

export const grantTickets = defineOperatorContract({
  id: 'operator.grantTickets',
  method: 'POST',
  path: `${operatorPrefix}/raffle-tickets`,
  summary:
    'Gives a member tickets of a red envelope or wheel (support, campaigns, tests); answers their tickets.',
  request: lazySchema(() =>
    z.strictObject({
      merchant: merchantField,
      username: z.string().check(z.minLength(1), z.maxLength(64)),
      promotionId: idField,
      count: z._default(z.number().check(z.int(), z.gte(1), z.lte(50)), 1),
    }),
  ),
  response: lazySchema(() => z.object({ tickets: z.number().check(z.int(), z.nonnegative()) })),
  example: { request: { username: 'demo_player', promotionId: 12, count: 2 }, response: { tickets: 3 } },
});

// --- Rounds and the engagement job

export const voidRound = defineOperatorContract({
  id: 'operator.voidRound',
  method: 'POST',
  path: `${operatorPrefix}/round/void`,
  summary:
    'Voids a settled game round (the vendor cancelled it): the stake goes back, the win is taken back, and the round no ' +
    'longer counts as a valid bet (missions, leaderboards, VIP, rebate). Again: the same answer.',
  request: lazySchema(() =>
    z.strictObject({
      merchant: merchantField,
      username: z.string().check(z.minLength(1), z.maxLength(64)),
      roundId: z.string().check(z.minLength(1), z.maxLength(64)),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      roundId: z.string(),
      refunded: cents().check(z.nonnegative()),
      reversed: cents().check(z.nonnegative()),
      balance: cents(),
      voidedTime: isoDateTime(),
    }),
  ),
  example: {
    request: { username: 'demo_player', roundId: 'r-20261121-0001' },
    response: {
      roundId: 'r-20261121-0001',
      refunded: 200,
      reversed: 0,
      balance: 100_000,
      voidedTime: '2026-11-21T05:00:00.000Z',
    },
  },
});

export const runEngagementJobs = defineOperatorContract({
  id: 'operator.engagementJobs',
  method: 'POST',
  path: `${operatorPrefix}/engagement-jobs`,
  summary:
    'Runs the engagement job now, as if `advanceSeconds` later: pays the leaderboards of closed periods (once), ' +
    'offers birthday bonuses, VIP level-up and referral rewards.',
  request: lazySchema(() =>
    z.strictObject({ advanceSeconds: z._default(z.number().check(z.int(), z.gte(0), z.lte(604_800)), 0) }),
  ),
  response: lazySchema(() =>
    z.object({
      periodsClosed: z.number().check(z.int(), z.nonnegative()),
      prizesPaid: z.number().check(z.int(), z.nonnegative()),
      rewardsOffered: z.number().check(z.int(), z.nonnegative()),
    }),
  ),
  example: { request: {}, response: { periodsClosed: 1, prizesPaid: 3, rewardsOffered: 2 } },
});

export const engagementOperatorContracts = [
  getOperatorPromotions,
  savePromotion,
  getPromotionApplications,
  decideApplication,
  getOperatorMissions,
  saveMission,
  getOperatorVipLevels,
  saveVipLevels,
  getEngagementSettings,
  saveEngagementSettings,
  getOperatorRaffles,
  saveRaffle,
  grantTickets,
  voidRound,
  runEngagementJobs,
] as const;
