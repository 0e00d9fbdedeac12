import { z } from 'zod';
import { cents, defineContract, isoDateTime, noInput, pageOf, queryInt } from './contract.ts';
import { rangeRequest } from './money.ts';
import { languageSchema } from './system.ts';

/** Points are whole numbers and never expire. */
export const pointsSchema = z.number().int();

const pageQuery = { pageNo: queryInt().check(z.gte(1)), pageSize: queryInt().check(z.gte(1), z.lte(100)) };

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
  response: z.object({
    pointBalance: pointsSchema.nonnegative(),
    validBetTotal: cents().check(z.nonnegative()),
  }),
  example: { request: {}, response: { pointBalance: 340, validBetTotal: 125_000 } },
});

export const rewardTypes = ['GOODS', 'CASH', 'BONUS'] as const;

export const pointRewardSchema = z.object({
  rewardId: z.number().int().positive(),
  rewardType: z.enum(rewardTypes),
  name: z.string(),
  /** HTML, sanitized by the client */
  description: z.string(),
  imageUrl: z.string().nullable(),
  pointsRequirement: pointsSchema.positive(),
  /** deposit or turnover the member must have reached to redeem it; 0 for none */
  amountRequirement: cents().check(z.nonnegative()),
  /** stock left, null for unlimited */
  quantity: z.number().int().nonnegative().nullable(),
  /** cash value credited for CASH and BONUS rewards, null for goods */
  rewardAmount: z.nullable(cents().check(z.nonnegative())),
});

export const getPointRewards = defineContract({
  id: 'points.rewards',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  session: true,
  summary: 'The points mall: rewards the member can redeem, paged.',
  request: z.object({ ...pageQuery, language: languageSchema }),
  response: pageOf(pointRewardSchema),
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
  request: z.object({
    rewardId: z.number().int().positive(),
    quantity: z.number().int().positive().max(99),
    paymentPassword: z.string().min(1),
    /** delivery details for goods */
    remark: z.string().trim().max(140).optional(),
  }),
  response: z.object({
    redeemId: z.string().min(1),
    status: redeemStatusSchema,
    pointBalance: pointsSchema.nonnegative(),
  }),
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
  request: z.object({ ...pageQuery, status: z.optional(redeemStatusSchema) }),
  response: pageOf(
    z.object({
      redeemId: z.string(),
      rewardName: z.string(),
      rewardType: z.enum(rewardTypes),
      /** points of one item */
      pointsRequirement: pointsSchema.positive(),
      amountRequirement: cents().check(z.nonnegative()),
      quantity: z.number().int().positive(),
      /** points spent (pointsRequirement x quantity) */
      points: pointsSchema.positive(),
      status: redeemStatusSchema,
      /** the operator's remark on the decision */
      remark: z.string().nullable(),
      createdTime: isoDateTime(),
      decidedTime: z.nullable(isoDateTime()),
    }),
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
  response: z.object({
    mallEnabled: z.boolean(),
    conversionEnabled: z.boolean(),
    earnPoints: pointsSchema.positive(),
    earnAmount: cents().check(z.positive()),
    pointsPerUnit: pointsSchema.positive(),
    amountPerUnit: cents().check(z.positive()),
    minConvertPoints: pointsSchema.positive(),
    /** null for no limit */
    maxConvertPoints: pointsSchema.positive().nullable(),
  }),
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
  request: rangeRequest({ ...pageQuery, transType: z.enum(pointTransTypes).optional() }),
  response: pageOf(
    z.object({
      transId: z.string(),
      transType: z.enum(pointTransTypes),
      /** signed: positive earned, negative spent */
      changedPoints: pointsSchema,
      pointsBalance: pointsSchema.nonnegative(),
      remark: z.string().nullable(),
      createdTime: isoDateTime(),
    }),
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
  request: z.object({ points: pointsSchema.positive(), paymentPassword: z.string().min(1) }),
  response: z.object({
    convertedPoints: pointsSchema.positive(),
    amount: cents().check(z.positive()),
    pointBalance: pointsSchema.nonnegative(),
    balance: cents(),
  }),
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
