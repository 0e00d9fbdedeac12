import {
  getLotteryGames,
  getLotteryMenus,
  getOpenedNumeros,
  getRecentLotteryGames,
  getVnOpenedNumeros,
} from '../../shared/api/lottery.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { lotteryVendors, vnRegionOf } from '../services/catalogue-data.ts';
import { latestDraws, lotteryGameRows, toLotteryGame } from '../services/lottery.ts';
import { recentGames } from '../services/recent.ts';
import { handle, type HandlerContext } from './types.ts';

const regionNames: Record<string, { 'pt-BR': string; en: string }> = {
  NORTH: { 'pt-BR': 'Norte', en: 'North' },
  CENTRAL: { 'pt-BR': 'Centro', en: 'Central' },
  SOUTH: { 'pt-BR': 'Sul', en: 'South' },
};
const lotteryCategories = [...new Set(Object.values(lotteryVendors).map((v) => v.category))];

function memberOf(ctx: HandlerContext) {
  if (!ctx.member) throw new ApiError(401, errorCodes.unauthorized);
  return ctx.member;
}

export const lotteryHandlers = [
  handle(getLotteryMenus, (input, ctx) => {
    const rows = lotteryGameRows(ctx.db, { vendors: ['TCG_LOTTO_VN'] });
    const menus = new Map<
      string,
      { menuCode: string; menuName: string; games: ReturnType<typeof toLotteryGame>[] }
    >();
    for (const code of ['NORTH', 'CENTRAL', 'SOUTH']) {
      menus.set(code, { menuCode: code, menuName: regionNames[code]?.[input.language] ?? code, games: [] });
    }
    for (const row of rows)
      menus.get(vnRegionOf(row.game_code))?.games.push(toLotteryGame(row, input.language));
    return [...menus.values()].filter((menu) => menu.games.length > 0);
  }),

  handle(getRecentLotteryGames, (input, ctx) => {
    const { rows } = recentGames(ctx.db, memberOf(ctx).id, {
      page: 1,
      pageSize: 20,
      gameTypes: lotteryCategories,
      language: input.language,
    });
    return rows.filter((row) => row.draw_interval !== null).map((row) => toLotteryGame(row, input.language));
  }),

  handle(getLotteryGames, (input, ctx) =>
    lotteryGameRows(ctx.db, { prizeMode: input.prizeMode }).map((row) => toLotteryGame(row, input.language)),
  ),

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
