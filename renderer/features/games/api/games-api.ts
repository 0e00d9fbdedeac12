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

/**
 * What a game list centre shows as it opens (all games, first page; spec §7 T): a member's page from the platform, a
 * visitor's the popular games. The same queries, by the same keys, as GameLobby's: fetched with the first view when
 * the address is a lobby's, the lobby finds them answered or under way.
 */
export function prefetchLobbyOpening(
  queryClient: QueryClient,
  {
    language,
    gameType,
    vassalage,
    isLogin,
  }: { language: Language; gameType: string; vassalage: string; isLogin: boolean },
): Promise<void> {
  return isLogin
    ? queryClient.prefetchQuery(
        gameListQueryOptions({ gameType, language, pageNo: 1, vassalage: vassalage || undefined }),
      )
    : queryClient.prefetchQuery(hotGamesQueryOptions(language, gameType, vassalage || undefined));
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
