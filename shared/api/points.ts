import { z } from 'zod/mini';
import { cents, defineContract, isoDateTime, noInput, pageOf, queryInt, lazySchema } from './contract.ts';
import { rangeRequest } from './money.ts';
import { languageSchema } from './system.ts';

/** Points are whole numbers and never expire. */
export const pointsSchema = lazySchema(() => z.number().check(z.int()));

const pageQuery = lazySchema(() => ({
  pageNo: queryInt().check(z.gte(1)),
  pageSize: queryInt().check(z.gte(1), z.lte(100)),
}));

const examplePage = { pageNum: 1, pageSize: 20, totalPages: 1, totalElements: 1 };

export const getPointBalance = defineContract({
  id: 'points.balance',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  session: true,
  summary:
    "The member's points balance, and the valid bets counted so far (what a reward's amount requirement is " +
    'measured against).',
  request: noInput,
  response: lazySchema(() =>
    z.object({
      pointBalance: pointsSchema.check(z.nonnegative()),
      validBetTotal: cents().check(z.nonnegative()),
    }),
  ),
  example: { request: {}, response: { pointBalance: 340, validBetTotal: 125_000 } },
});

export const rewardTypes = ['GOODS', 'CASH', 'BONUS'] as const;

export const pointRewardSchema = lazySchema(() =>
  z.object({
    rewardId: z.number().check(z.int(), z.positive()),
    rewardType: z.enum(rewardTypes),
    name: z.string(),
    /** HTML, sanitized by the client */
    description: z.string(),
    imageUrl: z.nullable(z.string()),
    pointsRequirement: pointsSchema.check(z.positive()),
    /** deposit or turnover the member must have reached to redeem it; 0 for none */
    amountRequirement: cents().check(z.nonnegative()),
    /** stock left, null for unlimited */
    quantity: z.nullable(z.number().check(z.int(), z.nonnegative())),
    /** cash value credited for CASH and BONUS rewards, null for goods */
    rewardAmount: z.nullable(cents().check(z.nonnegative())),
  }),
);

export const getPointRewards = defineContract({
  id: 'points.rewards',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  session: true,
  summary: 'The points mall: rewards the member can redeem, paged.',
  request: lazySchema(() => z.object({ ...pageQuery, language: languageSchema })),
  response: lazySchema(() => pageOf(pointRewardSchema)),
  example: {
    request: { pageNo: '1', pageSize: '20', language: 'pt-BR' },
    response: {
      ...examplePage,
      content: [
        {
          rewardId: 4,
          rewardType: 'GOODS',
          name: 'Camiseta',
          description: '<p>Camiseta oficial.</p>',
          imageUrl: '/assets/mall/shirt.png',
          pointsRequirement: 300,
          amountRequirement: 0,
          quantity: 25,
          rewardAmount: null,
        },
      ],
    },
  },
});

import { redeemStatuses, redeemStatusSchema } from './points-status.ts';

export { redeemStatuses, redeemStatusSchema };

export const redeemPointReward = defineContract({
  id: 'points.redeem',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  session: true,
  encrypted: true,
  idempotent: true,
  summary:
    'Redeems points for a reward, checked by the payment password; the redemption starts In Process. Requires the ' +
    'Idempotency-Key header.',
  request: lazySchema(() =>
    z.object({
      rewardId: z.number().check(z.int(), z.positive()),
      quantity: z.number().check(z.int(), z.positive(), z.lte(99)),
      paymentPassword: z.string().check(z.minLength(1)),
      /** delivery details for goods */
      remark: z.optional(z.string().check(z.trim(), z.maxLength(140))),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      redeemId: z.string().check(z.minLength(1)),
      status: redeemStatusSchema,
      pointBalance: pointsSchema.check(z.nonnegative()),
    }),
  ),
  example: {
    request: { rewardId: 4, quantity: 1, paymentPassword: '246810', remark: 'Rua A, 100, São Paulo' },
    response: { redeemId: 'rd_0012', status: 'In Process', pointBalance: 40 },
  },
});

export const getRedeemList = defineContract({
  id: 'points.redeemList',
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  session: true,
  summary: "The member's redemptions (redeem history), newest first, paged.",
  request: lazySchema(() => z.object({ ...pageQuery, status: z.optional(redeemStatusSchema) })),
  response: lazySchema(() =>
    pageOf(
      z.object({
        redeemId: z.string(),
        rewardName: z.string(),
        rewardType: z.enum(rewardTypes),
        /** points of one item */
        pointsRequirement: pointsSchema.check(z.positive()),
        amountRequirement: cents().check(z.nonnegative()),
        quantity: z.number().check(z.int(), z.positive()),
        /** points spent (pointsRequirement x quantity) */
        points: pointsSchema.check(z.positive()),
        status: redeemStatusSchema,
        /** the operator's remark on the decision */
        remark: z.nullable(z.string()),
        createdTime: isoDateTime(),
        decidedTime: z.nullable(isoDateTime()),
      }),
    ),
  ),
  example: {
    request: { pageNo: '1', pageSize: '20' },
    response: {
      ...examplePage,
      content: [
        {
          redeemId: 'rd_0012',
          rewardName: 'Camiseta',
          rewardType: 'GOODS',
          pointsRequirement: 300,
          amountRequirement: 0,
          quantity: 1,
          points: 300,
          status: 'In Process',
          remark: null,
          createdTime: '2026-11-21T04:10:00Z',
          decidedTime: null,
        },
      ],
    },
  },
});

export const getPointConfig = defineContract({
  id: 'points.config',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  session: true,
  summary:
    'Points rules: how valid bets earn points (earnPoints points per earnAmount cents of valid bets, credited as ' +
    'each round settles, never expiring), how points convert to money (pointsPerUnit points give amountPerUnit ' +
    'cents) and the conversion limits.',
  request: noInput,
  response: lazySchema(() =>
    z.object({
      mallEnabled: z.boolean(),
      conversionEnabled: z.boolean(),
      earnPoints: pointsSchema.check(z.positive()),
      earnAmount: cents().check(z.positive()),
      pointsPerUnit: pointsSchema.check(z.positive()),
      amountPerUnit: cents().check(z.positive()),
      minConvertPoints: pointsSchema.check(z.positive()),
      /** null for no limit */
      maxConvertPoints: z.nullable(pointsSchema.check(z.positive())),
    }),
  ),
  example: {
    request: {},
    response: {
      mallEnabled: true,
      conversionEnabled: true,
      earnPoints: 1,
      earnAmount: 100,
      pointsPerUnit: 100,
      amountPerUnit: 100,
      minConvertPoints: 100,
      maxConvertPoints: null,
    },
  },
});

export const pointTransTypes = ['EARN', 'REDEEM', 'CONVERT', 'REFUND', 'ADJUST'] as const;

export const getPointTransactions = defineContract({
  id: 'points.transactions',
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  session: true,
  summary:
    'Points details: the points ledger between two Brasília calendar dates (inclusive, at most 92 days), newest ' +
    'first, paged.',
  request: lazySchema(() => rangeRequest({ ...pageQuery, transType: z.optional(z.enum(pointTransTypes)) })),
  response: lazySchema(() =>
    pageOf(
      z.object({
        transId: z.string(),
        transType: z.enum(pointTransTypes),
        /** signed: positive earned, negative spent */
        changedPoints: pointsSchema,
        pointsBalance: pointsSchema.check(z.nonnegative()),
        remark: z.nullable(z.string()),
        createdTime: isoDateTime(),
      }),
    ),
  ),
  example: {
    request: { pageNo: '1', pageSize: '20', startDate: '2026-11-14', endDate: '2026-11-21' },
    response: {
      ...examplePage,
      content: [
        {
          transId: 'pt_0100',
          transType: 'REDEEM',
          changedPoints: -300,
          pointsBalance: 40,
          remark: 'Camiseta',
          createdTime: '2026-11-21T04:10:00Z',
        },
      ],
    },
  },
});

export const convertPoints = defineContract({
  id: 'points.convert',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  session: true,
  encrypted: true,
  idempotent: true,
  summary:
    'Converts points into money on the main wallet at the configured rate, checked by the payment password. ' +
    'Requires the Idempotency-Key header.',
  request: lazySchema(() =>
    z.object({ points: pointsSchema.check(z.positive()), paymentPassword: z.string().check(z.minLength(1)) }),
  ),
  response: lazySchema(() =>
    z.object({
      convertedPoints: pointsSchema.check(z.positive()),
      amount: cents().check(z.positive()),
      pointBalance: pointsSchema.check(z.nonnegative()),
      balance: cents(),
    }),
  ),
  example: {
    request: { points: 200, paymentPassword: '246810' },
    response: { convertedPoints: 200, amount: 200, pointBalance: 140, balance: 120_250 },
  },
});

export const pointsContracts = [
  getPointBalance,
  getPointRewards,
  redeemPointReward,
  getRedeemList,
  getPointConfig,
  getPointTransactions,
  convertPoints,
] as const;
