import { z } from 'zod/mini';
import { cents, defineContract, isoDateTime, pageOf, queryInt, lazySchema } from './contract.ts';
import { exampleLotteryGame, lotteryGameSchema } from './games.ts';
import { languageSchema } from './system.ts';
import { prizeModes } from '../constants/games.ts';
import { lotteryKinds } from '../rules/prize-mode.ts';
import { missionMetrics, missionPeriods } from '../constants/engagement.ts';

export const prizeModeSchema = lazySchema(() => z.enum(prizeModes));

export const getLotteryMenus = defineContract({
  id: 'lottery.menus',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  session: false,
  summary: 'VN lottery menus: the lottery games grouped by region or family, for the /vnLottery page.',
  request: lazySchema(() => z.object({ language: languageSchema })),
  response: lazySchema(() =>
    z.array(z.object({ menuCode: z.string(), menuName: z.string(), games: z.array(lotteryGameSchema) })),
  ),
  example: {
    request: { language: 'pt-BR' },
    response: [
      { menuCode: 'SOUTH', menuName: 'Sul', games: [{ ...exampleLotteryGame, prizeMode: 'ELOTT' }] },
    ],
  },
});

/**
 * A lottery page's list as the platform writes it into the page (shared/api/first-view.ts, issue 16): the kind the
 * page shows (`lotteryKindOf`, from the vendor lanes on /lottert) and its games, as the page reads them (games.lottery
 * for a prize mode, the VN lottery's menus' games for VN).
 */
export const servedLotterySchema = lazySchema(() =>
  z.object({ kind: z.enum(lotteryKinds), games: z.array(lotteryGameSchema) }),
);

export const getRecentLotteryGames = defineContract({
  id: 'lottery.recent',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  session: true,
  summary: 'Lottery games the member played last, newest first.',
  request: lazySchema(() => z.object({ language: languageSchema })),
  response: lazySchema(() => z.array(lotteryGameSchema)),
  example: { request: { language: 'pt-BR' }, response: [exampleLotteryGame] },
});

export const getLotteryGames = defineContract({
  id: 'lottery.games',
  method: 'GET',
  path: '/lgw/games',
  session: false,
  summary:
    'The lottery games of one prize mode (LOTT, ZY, ELOTT, SEA), for the lottery lobby and home section.',
  request: lazySchema(() => z.object({ prizeMode: prizeModeSchema, language: languageSchema })),
  response: lazySchema(() => z.array(lotteryGameSchema)),
  example: { request: { prizeMode: 'LOTT', language: 'pt-BR' }, response: [exampleLotteryGame] },
});

/** A drawn issue ("opened numero") of a lottery game. */
export const openedNumeroSchema = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    gameName: z.string(),
    /** the issue number, e.g. 20261121-105 */
    numero: z.string(),
    /** the drawn numbers, comma separated as the game shows them */
    winningNumber: z.string(),
    openTime: isoDateTime(),
    /** when the next issue closes for bets */
    nextCloseTime: z.nullable(isoDateTime()),
  }),
);

const exampleOpenedNumero = {
  gameCode: 'SSC_BR_5M',
  gameName: 'SSC 5 minutos',
  numero: '20261121-105',
  winningNumber: '3,8,1,0,6',
  openTime: '2026-11-21T04:45:00Z',
  nextCloseTime: '2026-11-21T04:49:30Z',
};

export const getOpenedNumeros = defineContract({
  id: 'lottery.openedNumeros',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  session: true,
  summary: 'Latest drawn issues of the LOTT / ELOTT games (all, or the given game codes).',
  request: lazySchema(() =>
    z.object({
      /** comma-separated game codes; all games when absent */
      gameCodes: z.optional(z.string().check(z.regex(/^[\w-]+(,[\w-]+)*$/))),
      prizeMode: z.optional(prizeModeSchema),
    }),
  ),
  response: lazySchema(() => z.array(openedNumeroSchema)),
  example: { request: { prizeMode: 'LOTT' }, response: [exampleOpenedNumero] },
});

export const getVnOpenedNumeros = defineContract({
  id: 'lottery.vnOpenedNumeros',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  session: false,
  summary: 'Latest drawn issues of the VN lottery games, for the home lottery section.',
  request: lazySchema(() =>
    z.object({
      gameCodes: z.optional(z.string().check(z.regex(/^[\w-]+(,[\w-]+)*$/))),
      language: languageSchema,
    }),
  ),
  response: lazySchema(() => z.array(openedNumeroSchema)),
  example: {
    request: { language: 'pt-BR' },
    response: [{ ...exampleOpenedNumero, gameCode: 'VN_HCM', gameName: 'Hồ Chí Minh', nextCloseTime: null }],
  },
});

import { activityStatuses, activityStatusSchema } from './activity-status.ts';

export { activityStatuses, activityStatusSchema };

/** DAILY and WEEKLY missions reset on Brasília days and weeks (issue 12, shared/constants/engagement.ts). */
export const missionSchema = lazySchema(() =>
  z.object({
    missionId: z.number().check(z.int(), z.positive()),
    title: z.string(),
    /** HTML, sanitized by the client */
    description: z.string(),
    /** Join (nothing yet), Process, Claim (complete), Claimed (this period) */
    status: activityStatusSchema,
    /** in the metric's unit: cents for amounts, a count otherwise */
    progress: z.number().check(z.int(), z.nonnegative()),
    target: z.number().check(z.int(), z.positive()),
    rewardAmount: cents().check(z.nonnegative()),
    /** the current period */
    startTime: isoDateTime(),
    endTime: z.nullable(isoDateTime()),
    period: z.enum(missionPeriods),
    metric: z.enum(missionMetrics),
    /** the game category bets must be on, or null for any */
    gameType: z.nullable(z.string()),
    /** the reward must be wagered this many times before a withdrawal */
    turnoverMultiplier: z.number().check(z.int(), z.nonnegative()),
    /** the mission has a leaderboard with prizes for the period */
    leaderboard: z.boolean(),
  }),
);

export const getMissionSummary = defineContract({
  id: 'lottery.missionSummary',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  session: true,
  summary: "The member's missions with progress; claimable is the badge count of the side menu.",
  request: lazySchema(() => z.object({ language: languageSchema })),
  response: lazySchema(() =>
    z.object({ claimable: z.number().check(z.int(), z.nonnegative()), missions: z.array(missionSchema) }),
  ),
  example: {
    request: { language: 'pt-BR' },
    response: {
      claimable: 1,
      missions: [
        {
          missionId: 9,
          title: 'Jogue 10 rodadas',
          description: '<p>Jogue 10 rodadas em qualquer slot.</p>',
          status: 'Claim',
          progress: 10,
          target: 10,
          rewardAmount: 500,
          startTime: '2026-11-20T00:00:00-03:00',
          endTime: '2026-11-21T00:00:00-03:00',
          period: 'DAILY',
          metric: 'BET_COUNT',
          gameType: 'RNG',
          turnoverMultiplier: 1,
          leaderboard: false,
        },
      ],
    },
  },
});

export const leaderboardEntrySchema = lazySchema(() =>
  z.object({
    rank: z.number().check(z.int(), z.positive()),
    /** masked */
    customerName: z.string(),
    score: z.number().check(z.int(), z.nonnegative()),
    rewardAmount: cents().check(z.nonnegative()),
  }),
);

export const getMissionLeaderboard = defineContract({
  id: 'lottery.missionLeaderboard',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  session: true,
  summary:
    "The leaderboard of a mission's current period (default: the first mission with prizes), paged: masked names, " +
    "the member's own rank and score, the valid bet still needed to reach the next paid place, and the winners of " +
    'the last closed period (paid once, when it closed). Equal scores: who reached it first ranks higher.',
  request: lazySchema(() =>
    z.object({
      missionId: z.optional(queryInt().check(z.positive())),
      pageNo: queryInt().check(z.gte(1)),
      pageSize: queryInt().check(z.gte(1), z.lte(100)),
      language: z.optional(languageSchema),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      board: pageOf(leaderboardEntrySchema),
      myRank: z.nullable(z.number().check(z.int(), z.positive())),
      myScore: z.number().check(z.int(), z.nonnegative()),
      /** the mission and period shown; null when the merchant has no mission with prizes */
      mission: z.nullable(
        z.object({
          missionId: z.number().check(z.int(), z.positive()),
          title: z.string(),
          period: z.enum(missionPeriods),
          startTime: isoDateTime(),
          endTime: isoDateTime(),
        }),
      ),
      /** the missions that have a leaderboard, to choose from */
      boards: z.array(z.object({ missionId: z.number().check(z.int(), z.positive()), title: z.string() })),
      /** prize by place, first place first (cents) */
      prizes: z.array(cents().check(z.nonnegative())),
      /** the place the member would reach next (paid places only), and the valid bet (cents) it still takes */
      nextPaidRank: z.nullable(z.number().check(z.int(), z.positive())),
      toNextPaidPlace: z.nullable(cents().check(z.nonnegative())),
      lastPeriod: z.nullable(
        z.object({
          startTime: isoDateTime(),
          endTime: isoDateTime(),
          winners: z.array(leaderboardEntrySchema),
        }),
      ),
    }),
  ),
  example: {
    request: { pageNo: '1', pageSize: '20' },
    response: {
      board: {
        content: [{ rank: 1, customerName: 'pl***01', score: 1_200, rewardAmount: 10_000 }],
        pageNum: 1,
        pageSize: 20,
        totalPages: 1,
        totalElements: 1,
      },
      myRank: null,
      myScore: 0,
      mission: {
        missionId: 4,
        title: 'Aposte R$ 1.000,00 na semana',
        period: 'WEEKLY',
        startTime: '2026-11-15T03:00:00.000Z',
        endTime: '2026-11-22T03:00:00.000Z',
      },
      boards: [{ missionId: 4, title: 'Aposte R$ 1.000,00 na semana' }],
      prizes: [10_000, 5_000, 2_500],
      nextPaidRank: 1,
      toNextPaidPlace: 10,
      lastPeriod: null,
    },
  },
});

export const lotteryContracts = [
  getLotteryMenus,
  getRecentLotteryGames,
  getLotteryGames,
  getOpenedNumeros,
  getVnOpenedNumeros,
  getMissionSummary,
  getMissionLeaderboard,
] as const;
