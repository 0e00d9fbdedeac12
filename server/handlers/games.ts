import {
  addFavouriteGame,
  getFavouriteIds,
  getFavouriteList,
  getGameAnnouncements,
  getGameList,
  getGameMenus,
  getGameVendors,
  getHotGames,
  getPvpRooms,
  getRecentGames,
  getVendorGameTypes,
  getWinnerBoard,
  launchGame,
  launchGameByNode,
  removeFavouriteGame,
} from '../../shared/api/games.ts';
import type { FastifyRequest } from 'fastify';
import { headerNames } from '../../shared/api/headers.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { catalogueOf, type GameRow } from '../services/catalogue.ts';
import { classNames } from '../services/catalogue-data.ts';
import { gameAnnouncements } from '../services/content.ts';
import { addFavourite, favouriteIds, favouriteList, removeFavourite } from '../services/favourites.ts';
import { issueLaunch } from '../services/launch.ts';
import { hashToken } from '../services/sessions.ts';
import { lotteryGameRows, toLotteryGame } from '../services/lottery.ts';
import { pvpRooms } from '../services/pvp.ts';
import { recentGames } from '../services/recent.ts';
import { winnerBoard } from '../services/rounds.ts';
import { vendorLanes } from '../services/vendors.ts';
import { handle, type HandlerContext } from './types.ts';

/** The origin the game page is served from: the platform itself, as the client reached it. */
export function platformOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function requireMember(ctx: HandlerContext) {
  if (!ctx.member) throw new ApiError(401, errorCodes.unauthorized);
  return ctx.member;
}

/** The digest of the session token the request came with: the game lives as long as that session. */
function memberSessionHashOf(ctx: HandlerContext): string {
  const token = ctx.request.headers[headerNames.authorization.toLowerCase()];
  if (typeof token !== 'string') throw new ApiError(401, errorCodes.unauthorized);
  return hashToken(token);
}

function launchAnswer(
  ctx: HandlerContext,
  game: GameRow,
  accountType: 0 | 1,
  language: Language,
  room?: { roomId: string; minEntry: number },
) {
  const member = requireMember(ctx);
  const { url } = issueLaunch(ctx.db, ctx.ledger, {
    member,
    game,
    accountType,
    language,
    origin: platformOrigin(ctx.request),
    roomId: room?.roomId ?? null,
    minBalance: room?.minEntry,
    memberSessionHash: memberSessionHashOf(ctx),
  });
  return { content: { game_url: url } };
}

export const gameHandlers = [
  handle(getGameVendors, (input, ctx) => ({
    data: { lanes: vendorLanes(ctx.db, ctx.merchant.code, input.language) },
  })),

  handle(getGameMenus, (input, ctx) => {
    const rows = lotteryGameRows(ctx.db, { vendors: ['LOTT', 'ELOTT', 'TCG_SEA'] });
    const groups = new Map<
      string,
      { gameType: string; displayName: string; games: ReturnType<typeof toLotteryGame>[] }
    >();
    for (const row of rows) {
      const family = row.classify ?? 'SSC';
      let group = groups.get(family);
      if (!group) {
        group = { gameType: family, displayName: classNames[family]?.[input.language] ?? family, games: [] };
        groups.set(family, group);
      }
      group.games.push(toLotteryGame(row, input.language));
    }
    return [...groups.values()];
  }),

  handle(getVendorGameTypes, (input, ctx) => {
    const types = catalogueOf(ctx.db).vendorGameTypes(input.vassalage, input.language);
    if (types.length === 0) throw new ApiError(404, 'game.vendor.empty');
    return types;
  }),

  // one kept answer object per filter: checked, serialized and compressed once (issue 16)
  handle(getGameList, (input, ctx) =>
    catalogueOf(ctx.db).page({
      gameType: input.gameType,
      isNew: input.isNew,
      vassalage: input.vassalage,
      gameClassify: input.gameClassify,
      gameName: input.gameName,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
      language: input.language,
    }),
  ),

  handle(getHotGames, (input, ctx) => ({
    list: catalogueOf(ctx.db).hot({
      gameType: input.gameType,
      vassalage: input.vassalage,
      language: input.language,
    }),
  })),

  handle(getFavouriteIds, (_input, ctx) => ({ ids: favouriteIds(ctx.db, requireMember(ctx).id) })),

  handle(getFavouriteList, (input, ctx) => favouriteList(ctx.db, requireMember(ctx).id, input)),

  handle(addFavouriteGame, (input, ctx) => ({
    ids: addFavourite(ctx.db, requireMember(ctx).id, input.nodeId),
  })),

  handle(removeFavouriteGame, (input, ctx) => ({
    ids: removeFavourite(ctx.db, requireMember(ctx).id, input.nodeId),
  })),

  handle(getRecentGames, (input, ctx) => {
    const { list, totalPages } = recentGames(ctx.db, requireMember(ctx).id, input);
    return { list, totalPages };
  }),

  handle(launchGameByNode, (input, ctx) => {
    const game = catalogueOf(ctx.db).byNode(input.nodeId);
    if (!game) throw new ApiError(404, 'game.not.found');
    return launchAnswer(ctx, game, input.accountType, input.language);
  }),

  handle(launchGame, (input, ctx) => {
    const catalogue = catalogueOf(ctx.db);
    const game = input.gameCode
      ? catalogue.byCode(input.gameCode)
      : catalogue.vendorEntry(input.vassalage, input.gameType);
    if (!game || game.vendor_code !== input.vassalage) throw new ApiError(404, 'game.not.found');
    let room: { roomId: string; minEntry: number } | undefined;
    if (input.roomId !== undefined) {
      room = pvpRooms(game, input.language).find((entry) => entry.roomId === input.roomId);
      if (!room) throw new ApiError(404, 'game.room.not.found');
    }
    return launchAnswer(ctx, game, input.accountType, input.language, room);
  }),

  handle(getPvpRooms, (input, ctx) => {
    const game = catalogueOf(ctx.db).byCode(input.gameCode);
    if (!game || game.vendor_code !== input.vassalage) throw new ApiError(404, 'game.not.found');
    return pvpRooms(game, input.language);
  }),

  handle(getGameAnnouncements, (input, ctx) =>
    gameAnnouncements(ctx.db, {
      language: input.language,
      gameType: input.gameType,
      vassalage: input.vassalage,
    }),
  ),

  handle(getWinnerBoard, (input, ctx) =>
    winnerBoard(ctx.db, {
      gameCategory: input.gameCategory,
      language: input.language,
      limit: input.limitNum,
    }),
  ),
];
