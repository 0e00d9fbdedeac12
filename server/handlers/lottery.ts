import {
  getLotteryGames,
  getLotteryMenus,
  getOpenedNumeros,
  getRecentLotteryGames,
  getVnOpenedNumeros,
} from '../../shared/api/lottery.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { lotteryVendors } from '../services/catalogue-data.ts';
import {
  latestDraws,
  lotteryGameRows,
  lotteryGames,
  lotteryMenus,
  toLotteryGame,
} from '../services/lottery.ts';
import { recentGames } from '../services/recent.ts';
import { handle, type HandlerContext } from './types.ts';

const lotteryCategories = [...new Set(Object.values(lotteryVendors).map((v) => v.category))];

function memberOf(ctx: HandlerContext) {
  if (!ctx.member) throw new ApiError(401, errorCodes.unauthorized);
  return ctx.member;
}

export const lotteryHandlers = [
  handle(getLotteryMenus, (input, ctx) => lotteryMenus(ctx.db, input.language)),

  handle(getRecentLotteryGames, (input, ctx) => {
    const { rows } = recentGames(ctx.db, memberOf(ctx).id, {
      page: 1,
      pageSize: 20,
      gameTypes: lotteryCategories,
      language: input.language,
    });
    return rows.filter((row) => row.draw_interval !== null).map((row) => toLotteryGame(row, input.language));
  }),

  handle(getLotteryGames, (input, ctx) => lotteryGames(ctx.db, input.prizeMode, input.language)),

  handle(getOpenedNumeros, (input, ctx) => {
    const rows = lotteryGameRows(ctx.db, {
      prizeMode: input.prizeMode,
      gameCodes: input.gameCodes?.split(','),
      vendors: ['LOTT', 'ELOTT', 'TCG_SEA'],
    });
    return latestDraws(ctx.db, rows, ctx.language);
  }),

  handle(getVnOpenedNumeros, (input, ctx) => {
    const rows = lotteryGameRows(ctx.db, {
      gameCodes: input.gameCodes?.split(','),
      vendors: ['TCG_LOTTO_VN'],
    });
    return latestDraws(ctx.db, rows, input.language);
  }),
];
