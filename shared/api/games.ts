import { z } from 'zod/mini';
import {
  cents,
  defineContract,
  isoDateTime,
  noInput,
  pageOf,
  queryBool,
  queryInt,
  lazySchema,
} from './contract.ts';
import { languageSchema } from './system.ts';
import { gameCategories } from '../constants/games.ts';
import { limits, vendorPlatform } from '../constants/business.ts';

/** A vendor card in a lane, keyed by its vassalage (vendor code). */
export const vendorCardSchema = lazySchema(() =>
  z.object({
    vassalage: z.string(),
    displayName: z.string(),
    gameType: z.string(),
    /** 'VASSALAGE' opens the vendor's game list popup; anything else launches directly or lists games. */
    isGame: z.string(),
    logoUrl: z.string(),
    iconUrl: z.string(),
    /** 0 open, 1 maintenance */
    maintenance: z.boolean(),
    gameCode: z.nullable(z.string()),
  }),
);
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const gameClassifySchema = lazySchema(() =>
  z.object({
    key: z.string(),
    displayName: z.string(),
    vendors: z.array(z.string()),
  }),
);

export const vendorLaneSchema = lazySchema(() =>
  z.object({
    /** the category: LIVE, RNG, SPORTS, PVP, FISH, LOTT, ELOTT, ... */
    title: z.string(),
    cards: z.array(vendorCardSchema),
    gameClassify: z.array(gameClassifySchema),
  }),
);
export type VendorLane = z.infer<typeof vendorLaneSchema>;

export const getGameVendors = defineContract({
  id: 'games.vendors',
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  session: false,
  summary: 'Vendor lanes by category in server order (top navigation, lobbies).',
  request: lazySchema(() => z.object({ platform: z.literal('html5-desktop'), language: languageSchema })),
  response: lazySchema(() => z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) })),
  example: {
    request: { platform: 'html5-desktop', language: 'pt-BR' },
    response: {
      data: {
        lanes: [
          {
            title: 'RNG',
            cards: [
              {
                vassalage: 'PT',
                displayName: 'Playtech',
                gameType: 'RNG',
                isGame: 'LIST',
                logoUrl: '/assets/vendors/PT.svg',
                iconUrl: '/assets/vendors/PT-icon.svg',
                maintenance: false,
                gameCode: null,
              },
            ],
            gameClassify: [{ key: 'roulette', displayName: 'Roleta', vendors: ['PT'] }],
          },
        ],
      },
    },
  },
});

/** A game tile (spec §3). */
export const gameSchema = lazySchema(() =>
  z.object({
    nodeId: z.number().check(z.int(), z.positive()),
    gameCode: z.string(),
    /** the category: RNG, LIVE, FISH, PVP, ... */
    gameType: z.string(),
    /** vendor code */
    vassalage: z.string(),
    gameName: z.string(),
    nodeName: z.string(),
    /** vendor display name */
    displayName: z.string(),
    showIcon: z.string(),
    iconUrl: z.nullable(z.string()),
    /** large icon */
    lagerIcon: z.nullable(z.string()),
    /** 1: hot badge */
    isHot: z.union([z.literal(0), z.literal(1)]),
    isNew: z.union([z.literal(0), z.literal(1)]),
    /** 'VASSALAGE' opens the vendor's game list popup; anything else launches the game */
    isGame: z.string(),
    /** return to player in percent, shown on every tile (regulated market); null when the vendor does not say */
    rtp: z.nullable(z.number().check(z.gte(0), z.lte(100))),
    maintenance: z.boolean(),
  }),
);
export type Game = z.infer<typeof gameSchema>;

/** The picture of a game's tile: the catalogue's icon, else the game's own. */
export const tileImageOf = (game: Game): string => game.iconUrl ?? game.showIcon;

/** A game's name as its tile shows it: the game's own, else its catalogue node's. */
export const gameNameOf = (game: Game): string => game.gameName || game.nodeName;

const exampleGame: z.input<typeof gameSchema> = {
  nodeId: 5012,
  gameCode: 'PT_GPAS_AOGS_POP',
  gameType: 'RNG',
  vassalage: 'PT',
  gameName: 'Age of the Gods',
  nodeName: 'Age of the Gods',
  displayName: 'Playtech',
  showIcon: '/assets/games/PT/5012.png',
  iconUrl: null,
  lagerIcon: null,
  isHot: 1,
  isNew: 0,
  isGame: 'GAME',
  rtp: 95.02,
  maintenance: false,
};

/** A lottery game (LOTT, ELOTT, VN and SEA lottery menus). */
export const lotteryGameSchema = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    gameName: z.string(),
    /** the lottery family: 11X5, LF, LHC, PK10, SSC (others fall back to a generic image) */
    gameType: z.string(),
    prizeMode: z.string(),
    iconUrl: z.nullable(z.string()),
    isHot: z.union([z.literal(0), z.literal(1)]),
    /** seconds between draws */
    drawInterval: z.number().check(z.int(), z.positive()),
  }),
);
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const exampleLotteryGame: z.input<typeof lotteryGameSchema> = {
  gameCode: 'SSC_BR_5M',
  gameName: 'SSC 5 minutos',
  gameType: 'SSC',
  prizeMode: 'LOTT',
  iconUrl: null,
  isHot: 1,
  drawInterval: 300,
};

export const getGameMenus = defineContract({
  id: 'games.gameMenus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  session: false,
  summary: 'Lottery game menus (LOTT / ELOTT lobby): groups of lottery games by family.',
  request: lazySchema(() => z.object({ language: languageSchema })),
  response: lazySchema(() =>
    z.array(z.object({ gameType: z.string(), displayName: z.string(), games: z.array(lotteryGameSchema) })),
  ),
  example: {
    request: { language: 'pt-BR' },
    response: [{ gameType: 'SSC', displayName: 'SSC', games: [exampleLotteryGame] }],
  },
});

export const getVendorGameTypes = defineContract({
  id: 'games.vendorGameTypes',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  session: true,
  summary: "A vendor's game types with its classes, for the vendor game-list popup tabs.",
  request: lazySchema(() =>
    z.object({ vassalage: z.string().check(z.minLength(1)), language: languageSchema }),
  ),
  response: lazySchema(() =>
    z.array(
      z.object({
        gameType: z.string(),
        displayName: z.string(),
        gameClassify: z.array(z.object({ key: z.string(), displayName: z.string() })),
      }),
    ),
  ),
  example: {
    request: { vassalage: 'PT', language: 'pt-BR' },
    response: [
      { gameType: 'RNG', displayName: 'Slots', gameClassify: [{ key: 'JP', displayName: 'Jackpot' }] },
      { gameType: 'LIVE', displayName: 'Cassino ao vivo', gameClassify: [] },
    ],
  },
});

export const getGameList = defineContract({
  id: 'games.gameList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  session: true,
  summary: 'One page of a lobby, filtered and paged on the server (vendor, class, new, name search).',
  request: lazySchema(() =>
    z.object({
      clientType: z.pipe(z.coerce.number(), z.literal(3)),
      platform: z.literal(vendorPlatform),
      /** merchant code */
      merchant: z.string().check(z.minLength(1)),
      gameType: z.string().check(z.minLength(1)),
      isNew: z.optional(queryBool()),
      vassalage: z.optional(z.string().check(z.minLength(1))),
      gameClassify: z.optional(z.string().check(z.minLength(1))),
      /** search text, trimmed (only with the All filter) */
      gameName: z.optional(z.string().check(z.trim(), z.minLength(1))),
      pageNo: queryInt().check(z.gte(1)),
      pageSize: queryInt().check(z.gte(1), z.lte(100)),
      language: languageSchema,
    }),
  ),
  response: lazySchema(() =>
    z.object({ games: z.array(gameSchema), totalPages: z.number().check(z.int(), z.nonnegative()) }),
  ),
  example: {
    request: {
      clientType: '3',
      platform: 'html5-desktop',
      merchant: 'demo',
      gameType: 'RNG',
      vassalage: 'PT',
      pageNo: '1',
      pageSize: '15',
      language: 'pt-BR',
    },
    response: { games: [exampleGame], totalPages: 4 },
  },
});

export const getHotGames = defineContract({
  id: 'games.hotGames',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  session: false,
  summary: 'Hot games for the home sections and the Hot filter (cached per language).',
  request: lazySchema(() =>
    z.object({
      merchantCode: z.string().check(z.minLength(1)),
      isPlatform: z.pipe(z.coerce.number(), z.literal(2)),
      gameType: z.optional(z.string().check(z.minLength(1))),
      vassalage: z.optional(z.string().check(z.minLength(1))),
      platform: z.literal(vendorPlatform),
      language: languageSchema,
    }),
  ),
  response: lazySchema(() => z.object({ list: z.array(gameSchema) })),
  example: {
    request: {
      merchantCode: 'demo',
      isPlatform: '2',
      gameType: 'RNG',
      platform: 'html5-desktop',
      language: 'pt-BR',
    },
    response: { list: [exampleGame] },
  },
});

export const favouriteIdsSchema = lazySchema(() =>
  z.object({ ids: z.array(z.number().check(z.int(), z.positive())) }),
);

export const getFavouriteIds = defineContract({
  id: 'games.favouriteIds',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  session: true,
  summary: "The nodeIds of the member's favourite games (heart toggles).",
  request: noInput,
  response: favouriteIdsSchema,
  example: { request: {}, response: { ids: [5012, 6120] } },
});

export const getFavouriteList = defineContract({
  id: 'games.favouriteList',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  session: true,
  summary: 'Favourite games as tiles, paged (the favourites page loads up to 999 at once).',
  request: lazySchema(() =>
    z.object({
      pageNo: queryInt().check(z.gte(1)),
      pageSize: queryInt().check(z.gte(1), z.lte(limits.favouritesMax)),
      gameType: z.optional(z.string().check(z.minLength(1))),
      vassalage: z.optional(z.string().check(z.minLength(1))),
      language: languageSchema,
    }),
  ),
  response: lazySchema(() => pageOf(gameSchema)),
  example: {
    request: { pageNo: '1', pageSize: '999', language: 'pt-BR' },
    response: { content: [exampleGame], pageNum: 1, pageSize: 999, totalPages: 1, totalElements: 1 },
  },
});

/** Favourite payload (spec §3). */
export const favouriteGameSchema = lazySchema(() =>
  z.object({
    nodeId: z.number().check(z.int(), z.positive()),
    vendor: z.string().check(z.minLength(1)),
    gameType: z.string().check(z.minLength(1)),
  }),
);

export const addFavouriteGame = defineContract({
  id: 'games.addFavourite',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  session: true,
  summary:
    'Adds a game to the favourites (idempotent: adding a favourite twice keeps one); answers the new ids.',
  request: favouriteGameSchema,
  response: favouriteIdsSchema,
  example: {
    request: { nodeId: 5012, vendor: 'PT', gameType: 'RNG' },
    response: { ids: [5012, 6120] },
  },
});

export const removeFavouriteGame = defineContract({
  id: 'games.removeFavourite',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  session: true,
  summary: 'Removes a game from the favourites; answers the remaining ids.',
  request: lazySchema(() => z.extend(favouriteGameSchema, { nodeId: queryInt().check(z.positive()) })),
  response: favouriteIdsSchema,
  example: { request: { nodeId: '5012', vendor: 'PT', gameType: 'RNG' }, response: { ids: [6120] } },
});

export const getRecentGames = defineContract({
  id: 'games.recentGames',
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  session: true,
  summary: 'Games the member played last, newest first.',
  request: lazySchema(() =>
    z.object({
      page: queryInt().check(z.gte(1)),
      pageSize: queryInt().check(z.gte(1), z.lte(limits.recentPageSize)),
      gameType: z.optional(z.string().check(z.minLength(1))),
      vassalage: z.optional(z.string().check(z.minLength(1))),
      language: languageSchema,
    }),
  ),
  response: lazySchema(() =>
    z.object({ list: z.array(gameSchema), totalPages: z.number().check(z.int(), z.nonnegative()) }),
  ),
  example: {
    request: { page: '1', pageSize: '20', language: 'pt-BR' },
    response: { list: [exampleGame], totalPages: 1 },
  },
});

/** Account type of a launch: 1 the real-money wallet, 0 the free-play wallet (platform-notes). */
export const accountTypeSchema = lazySchema(() =>
  z.pipe(z.coerce.number(), z.union([z.literal(0), z.literal(1)])),
);

/** Both launch calls answer the game address at value.content.game_url (platform-notes). */
export const launchGameResponseSchema = lazySchema(() =>
  z.object({ content: z.object({ game_url: z.url() }) }),
);

export const launchGameByNode = defineContract({
  id: 'games.launchByNode',
  method: 'GET',
  path: '/wps/relay/GCS_gameLaunchFB',
  session: true,
  summary:
    'Launches a lobby tile by nodeId. The client opens the game window inside the click handler, then sets this ' +
    'address. Always sends the language (vendors default to Chinese).',
  request: lazySchema(() =>
    z.object({
      nodeId: queryInt().check(z.positive()),
      accountType: accountTypeSchema,
      language: languageSchema,
      platform: z.literal(vendorPlatform),
    }),
  ),
  response: launchGameResponseSchema,
  example: {
    request: { nodeId: '5012', accountType: '1', language: 'pt-BR', platform: 'html5-desktop' },
    response: { content: { game_url: 'https://games.demo.example/pt/5012?token=abc&lang=pt-BR' } },
  },
});

export const launchGame = defineContract({
  id: 'games.launch',
  method: 'GET',
  path: '/wps/game/launchGame',
  session: true,
  summary:
    'Launches by vendor and game code: vendor lobbies (sports, live), lottery pages and PVP rooms. Answers ' +
    'value.content.game_url; always sends the language.',
  request: lazySchema(() =>
    z.object({
      vassalage: z.string().check(z.minLength(1)),
      gameCode: z.optional(z.string().check(z.minLength(1))),
      gameType: z.optional(z.string().check(z.minLength(1))),
      /** a PVP room from games.pvpRooms */
      roomId: z.optional(z.string().check(z.minLength(1))),
      accountType: accountTypeSchema,
      language: languageSchema,
      platform: z.literal(vendorPlatform),
    }),
  ),
  response: launchGameResponseSchema,
  example: {
    request: {
      vassalage: 'IBC',
      gameType: 'SPORTS',
      accountType: '1',
      language: 'pt-BR',
      platform: 'html5-desktop',
    },
    response: { content: { game_url: 'https://sports.demo.example/?token=abc&lang=pt-BR' } },
  },
});

export const getPvpRooms = defineContract({
  id: 'games.pvpRooms',
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  session: true,
  summary:
    'Rooms of a PVP (poker) game with their stakes; a room is launched with games.launch and its roomId.',
  request: lazySchema(() =>
    z.object({
      vassalage: z.string().check(z.minLength(1)),
      gameCode: z.string().check(z.minLength(1)),
      language: languageSchema,
    }),
  ),
  response: lazySchema(() =>
    z.array(
      z.object({
        roomId: z.string(),
        roomName: z.string(),
        /** minimum balance to enter */
        minEntry: cents(),
        baseBet: cents(),
        onlinePlayers: z.number().check(z.int(), z.nonnegative()),
      }),
    ),
  ),
  example: {
    request: { vassalage: 'KY', gameCode: 'KY_PVP_0001', language: 'pt-BR' },
    response: [{ roomId: 'r1', roomName: 'Iniciante', minEntry: 1_000, baseBet: 10, onlinePlayers: 87 }],
  },
});

export const gameAnnouncementSchema = lazySchema(() =>
  z.object({
    id: z.number().check(z.int(), z.positive()),
    title: z.string(),
    /** HTML, sanitized by the client */
    content: z.string(),
    /** the vendor the notice is about (e.g. game maintenance), null for all */
    vassalage: z.nullable(z.string()),
    startTime: isoDateTime(),
    endTime: z.nullable(isoDateTime()),
  }),
);

export const getGameAnnouncements = defineContract({
  id: 'games.announcements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  session: false,
  summary: 'Notices shown in the lobbies and the home marquee (game maintenance, new vendors), newest first.',
  request: lazySchema(() =>
    z.object({
      gameType: z.optional(z.string().check(z.minLength(1))),
      vassalage: z.optional(z.string().check(z.minLength(1))),
      language: languageSchema,
    }),
  ),
  response: lazySchema(() => z.array(gameAnnouncementSchema)),
  example: {
    request: { gameType: 'RNG', language: 'pt-BR' },
    response: [
      {
        id: 31,
        title: 'Manutenção PT',
        content: '<p>Playtech em manutenção das 03:00 às 05:00.</p>',
        vassalage: 'PT',
        startTime: '2026-11-21T03:00:00-03:00',
        endTime: '2026-11-21T05:00:00-03:00',
      },
    ],
  },
});

export const winnerBoardEntrySchema = lazySchema(() =>
  z.object({
    /** masked, e.g. pl***01 */
    customerName: z.string(),
    iconUrl: z.nullable(z.string()),
    winAmount: cents().check(z.nonnegative()),
    game: z.pick(gameSchema, {
      nodeId: true,
      gameCode: true,
      gameName: true,
      gameType: true,
      vassalage: true,
      showIcon: true,
    }),
    winTime: isoDateTime(),
  }),
);

export const getWinnerBoard = defineContract({
  id: 'games.winnerBoard',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  session: false,
  summary: 'The winner board of the home page: latest big wins, largest first.',
  request: lazySchema(() =>
    z.object({
      gameCategory: z.enum(['ALL', ...gameCategories]),
      language: languageSchema,
      limitNum: queryInt().check(z.gte(1), z.lte(limits.winnerBoardLimit)),
    }),
  ),
  response: lazySchema(() => z.array(winnerBoardEntrySchema)),
  example: {
    request: { gameCategory: 'ALL', language: 'pt-BR', limitNum: '20' },
    response: [
      {
        customerName: 'pl***01',
        iconUrl: null,
        winAmount: 1_250_000,
        game: {
          nodeId: 5012,
          gameCode: 'PT_GPAS_AOGS_POP',
          gameName: 'Age of the Gods',
          gameType: 'RNG',
          vassalage: 'PT',
          showIcon: '/assets/games/PT/5012.png',
        },
        winTime: '2026-11-21T01:02:03Z',
      },
    ],
  },
});

export const gamesContracts = [
  getGameVendors,
  getGameMenus,
  getVendorGameTypes,
  getGameList,
  getHotGames,
  getFavouriteIds,
  getFavouriteList,
  addFavouriteGame,
  removeFavouriteGame,
  getRecentGames,
  launchGameByNode,
  launchGame,
  getPvpRooms,
  getGameAnnouncements,
  getWinnerBoard,
] as const;
