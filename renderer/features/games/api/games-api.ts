import { z } from 'zod/mini';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  gameSchema,
  getFavouriteIds,
  getFavouriteList,
  getGameList,
  getHotGames,
  getPvpRooms,
  getRecentGames,
  launchGame,
  launchGameByNode,
  type Game,
} from '../../../../shared/api/games.ts';
import { clientType, limits, vendorPlatform } from '../../../../shared/constants/business.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { call } from '../../../lib/api-client.ts';
import { readCache, writeCache } from '../../../lib/session-cache.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** Query keys of the games feature (the recent list is shared data: api/query-keys.ts). */
export const gamesKeys = {
  all: ['games'] as const,
  hot: (language: Language, gameType: string | undefined, vassalage: string | undefined) =>
    ['games', 'hot', language, gameType ?? 'ALL', vassalage ?? 'ALL'] as const,
  list: (filters: GameListFilters) => ['games', 'list', filters] as const,
  favouriteIds: ['games', 'favouriteIds'] as const,
  favourites: (language: Language) => ['games', 'favourites', language] as const,
  recent: queryKeys.recentGames,
};

// ---- Hot games: cached in sessionStorage per language (spec §4), flushed by changeLanguage. ----

const hotCacheKey = (language: Language, gameType?: string, vassalage?: string) =>
  `hot:${language}:${gameType ?? 'ALL'}:${vassalage ?? 'ALL'}`;

export async function fetchHotGames(
  language: Language,
  gameType?: string,
  vassalage?: string,
  signal?: AbortSignal,
): Promise<Game[]> {
  const key = hotCacheKey(language, gameType, vassalage);
  const cached = z.array(gameSchema).safeParse(readCache(key));
  if (cached.success) return cached.data;
  const value = await call(
    getHotGames,
    {
      merchantCode: useSessionStore.getState().merchantCode,
      isPlatform: 2,
      platform: vendorPlatform,
      language,
      ...(gameType ? { gameType } : {}),
      ...(vassalage ? { vassalage } : {}),
    },
    signal ? { signal } : {},
  );
  writeCache(key, value.list);
  return value.list;
}

/** Keeps a list of popular games the app was given otherwise (written into the page) in the session cache. */
export function rememberHotGames(
  language: Language,
  gameType: string | undefined,
  vassalage: string | undefined,
  list: readonly Game[],
): void {
  writeCache(hotCacheKey(language, gameType, vassalage), list);
}

export const hotGamesQueryOptions = (language: Language, gameType?: string, vassalage?: string) =>
  queryOptions({
    queryKey: gamesKeys.hot(language, gameType, vassalage),
    queryFn: ({ signal }) => fetchHotGames(language, gameType, vassalage, signal),
    staleTime: 5 * 60_000,
  });

export function useHotGames(language: Language, gameType?: string, vassalage?: string) {
  return useQuery(hotGamesQueryOptions(language, gameType, vassalage));
}

// ---- Lobby page (T): filtered and paged on the server. ----

export type GameListFilters = {
  gameType: string;
  language: Language;
  pageNo: number;
  pageSize?: number;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  isNew?: boolean | undefined;
  gameName?: string | undefined;
};

export function gameListQueryOptions(filters: GameListFilters, enabled = true) {
  return queryOptions({
    queryKey: gamesKeys.list(filters),
    queryFn: ({ signal }) =>
      call(
        getGameList,
        {
          clientType,
          platform: vendorPlatform,
          merchant: useSessionStore.getState().merchantCode,
          gameType: filters.gameType,
          pageNo: filters.pageNo,
          pageSize: filters.pageSize ?? limits.lobbyPageSize,
          language: filters.language,
          ...(filters.vassalage ? { vassalage: filters.vassalage } : {}),
          ...(filters.gameClassify ? { gameClassify: filters.gameClassify } : {}),
          ...(filters.isNew ? { isNew: true } : {}),
          ...(filters.gameName?.trim() ? { gameName: filters.gameName.trim() } : {}),
        },
        { signal },
      ),
    enabled,
    placeholderData: (previous) => previous,
  });
}

// ---- Favourites and recent (T). ----

export const favouriteIdsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: gamesKeys.favouriteIds,
    queryFn: async ({ signal }) => (await call(getFavouriteIds, {}, { signal })).ids,
    enabled,
  });

export const favouriteListQueryOptions = (language: Language, enabled: boolean) =>
  queryOptions({
    queryKey: gamesKeys.favourites(language),
    queryFn: async ({ signal }) =>
      (await call(getFavouriteList, { pageNo: 1, pageSize: limits.favouritesMax, language }, { signal }))
        .content,
    enabled,
  });

export const recentGamesQueryOptions = (language: Language, enabled: boolean, gameType?: string) =>
  queryOptions({
    queryKey: [...gamesKeys.recent, language, gameType ?? 'ALL'],
    queryFn: async ({ signal }) =>
      (
        await call(
          getRecentGames,
          { page: 1, pageSize: limits.recentPageSize, language, ...(gameType ? { gameType } : {}) },
          { signal },
        )
      ).list,
    enabled,
  });

// ---- A lobby's view: which list its grid shows, and the queries behind it. ----

/** The classify menu: All, Hot, Recent, New (RNG only), then the server's classes (spec §2). */
export type LobbyFilter = { kind: 'ALL' | 'HOT' | 'RECENT' | 'NEW' } | { kind: 'CLASS'; key: string };

/** What a lobby is showing: its category, vendor chip, classify entry, search text and page. */
export type LobbyView = {
  gameType: string;
  language: Language;
  vassalage: string;
  filter: LobbyFilter;
  search: string;
  page: number;
};

/** How a lobby opens (spec §7 T): all games of the category (and the vendor of the address), no search, page 1. */
export const lobbyOpening = (gameType: string, language: Language, vassalage: string): LobbyView => ({
  gameType,
  language,
  vassalage,
  filter: { kind: 'ALL' },
  search: '',
  page: 1,
});

/**
 * Where a lobby's grid comes from. A member's All, New and classes are the platform's paged list; Hot is the popular
 * games; Recent the member's recent games. A visitor may not page the catalogue (spec §7 T): every list but Recent
 * shows the popular games.
 */
export function lobbySource(filter: LobbyFilter, isLogin: boolean): 'list' | 'hot' | 'recent' {
  if (filter.kind === 'HOT') return 'hot';
  if (filter.kind === 'RECENT') return 'recent';
  return isLogin ? 'list' : 'hot';
}

/**
 * The queries of a lobby's view, the one definition GameLobby reads and the first view prefetches a lobby's opening
 * with (same options, same keys). Only the grid's source is enabled among the list and the recent games; the popular
 * games are always read (the Hot entry and a visitor's grid).
 */
export function lobbyQueries(view: LobbyView, isLogin: boolean) {
  const source = lobbySource(view.filter, isLogin);
  const { filter, search } = view;
  return {
    source,
    list: gameListQueryOptions(
      {
        gameType: view.gameType,
        language: view.language,
        pageNo: view.page,
        vassalage: view.vassalage || undefined,
        gameClassify: filter.kind === 'CLASS' ? filter.key : undefined,
        isNew: filter.kind === 'NEW' || undefined,
        gameName: filter.kind === 'ALL' && search ? search : undefined,
      },
      source === 'list',
    ),
    hot: hotGamesQueryOptions(view.language, view.gameType, view.vassalage || undefined),
    recent: recentGamesQueryOptions(view.language, isLogin && source === 'recent', view.gameType),
  };
}

/**
 * A game list centre's opening grid, fetched with the first view when the address is a lobby's: the query of
 * `lobbyQueries(lobbyOpening(…))`'s source, so the lobby finds it answered or under way. Resolves to the opening's
 * games (none if the call failed: the lobby then asks and says so itself), for the first view to start their pictures.
 */
export async function prefetchLobbyOpening(
  queryClient: QueryClient,
  {
    language,
    gameType,
    vassalage,
    isLogin,
  }: { language: Language; gameType: string; vassalage: string; isLogin: boolean },
): Promise<readonly Game[]> {
  const queries = lobbyQueries(lobbyOpening(gameType, language, vassalage), isLogin);
  try {
    switch (queries.source) {
      case 'list':
        return (await queryClient.fetchQuery(queries.list)).games;
      case 'hot':
        return await queryClient.fetchQuery(queries.hot);
      case 'recent':
        return await queryClient.fetchQuery(queries.recent);
    }
  } catch {
    return [];
  }
}

// ---- Launch: the address of a game for the member (real-money wallet). ----

export type LaunchTarget = {
  vassalage: string;
  gameType: string;
  gameCode?: string | null;
  /** a lobby tile; absent for a vendor card (vendor lobby) */
  nodeId?: number;
  name: string;
  /** a PVP room from games.pvpRooms: launched by vendor and game code with the room */
  roomId?: string;
};

export async function fetchLaunchUrl(target: LaunchTarget, language: Language): Promise<string> {
  const value =
    target.nodeId !== undefined && target.roomId === undefined
      ? await call(launchGameByNode, {
          nodeId: target.nodeId,
          accountType: 1,
          language,
          platform: vendorPlatform,
        })
      : await call(launchGame, {
          vassalage: target.vassalage,
          gameType: target.gameType,
          ...(target.gameCode ? { gameCode: target.gameCode } : {}),
          ...(target.roomId ? { roomId: target.roomId } : {}),
          accountType: 1,
          language,
          platform: vendorPlatform,
        });
  return value.content.game_url;
}

// ---- PVP rooms (T): chosen before a PVP game launches. ----

export const pvpRoomsQueryOptions = (game: { vassalage: string; gameCode: string }, language: Language) =>
  queryOptions({
    queryKey: ['games', 'pvpRooms', game.vassalage, game.gameCode, language],
    queryFn: ({ signal }) =>
      call(getPvpRooms, { vassalage: game.vassalage, gameCode: game.gameCode, language }, { signal }),
    staleTime: 30_000,
  });
