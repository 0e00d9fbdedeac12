import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { addFavouriteGame, removeFavouriteGame, type Game } from '../../../../shared/api/games.ts';
import { timings } from '../../../../shared/constants/business.ts';
import { call } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { favouriteIdsQueryOptions, gamesKeys } from '../api/games-api.ts';
import { throttleLeadingBy } from '../../../lib/throttle.ts';

export type FavouriteSubject = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

/** The member's favourite ids (heart state); empty when logged out. */
export function useFavouriteIds(): ReadonlySet<number> {
  const isLogin = useSessionStore((s) => s.isLogin);
  const { data } = useQuery(favouriteIdsQueryOptions(isLogin));
  return useMemo(() => new Set(isLogin ? (data ?? []) : []), [data, isLogin]);
}

/**
 * The heart toggle (spec §4, §9): logged out opens the login popup; adding is optimistic and skipped when the game
 * is already a favourite; removing is local first, then remote; a refusal rolls back with a message; at most one
 * toggle per second per heart (per game: one toggle serves a grid's hearts), with no trailing call.
 */
export function useFavouriteToggle(): (game: FavouriteSubject) => boolean {
  const queryClient = useQueryClient();
  const [toggle] = useState(() => {
    const run = (game: FavouriteSubject) => {
      const key = gamesKeys.favouriteIds;
      const before = queryClient.getQueryData<number[]>(key) ?? [];
      const refused = (message: 'favourites.addFailed' | 'favourites.removeFailed') => {
        queryClient.setQueryData<number[]>(key, before);
        toast.error(i18n.t(message, { ns: 'games' }));
      };
      const refreshList = () => void queryClient.invalidateQueries({ queryKey: ['games', 'favourites'] });
      if (!before.includes(game.nodeId)) {
        void addFavourite(queryClient, game).then((result) => {
          if (result === 'refused') refused('favourites.addFailed');
          else refreshList();
        });
        return;
      }
      // Removal: local first, then remote.
      queryClient.setQueryData<number[]>(
        key,
        before.filter((id) => id !== game.nodeId),
      );
      call(removeFavouriteGame, {
        nodeId: game.nodeId,
        vendor: game.vassalage,
        gameType: game.gameType,
      }).then(
        (value) => {
          queryClient.setQueryData<number[]>(key, value.ids);
          refreshList();
        },
        () => refused('favourites.removeFailed'),
      );
    };
    // a window per game: a grid's tiles share this toggle (game-tile.tsx), each heart keeps its own second
    const throttled = throttleLeadingBy(
      (game: FavouriteSubject) => game.nodeId,
      run,
      timings.favouriteThrottleMs,
    );
    return (game: FavouriteSubject): boolean => {
      if (!useSessionStore.getState().isLogin) {
        useModalStore.getState().open('login', { reason: 'loginRequired' });
        return false;
      }
      return throttled(game);
    };
  });
  return toggle;
}

/** Adds a game unless it already is a favourite (no request then); optimistic with rollback. */
export async function addFavourite(
  queryClient: ReturnType<typeof useQueryClient>,
  game: FavouriteSubject,
): Promise<'skipped' | 'added' | 'refused'> {
  const key = gamesKeys.favouriteIds;
  const before = queryClient.getQueryData<number[]>(key) ?? [];
  if (before.includes(game.nodeId)) return 'skipped';
  queryClient.setQueryData<number[]>(key, [...before, game.nodeId]);
  try {
    const value = await call(addFavouriteGame, {
      nodeId: game.nodeId,
      vendor: game.vassalage,
      gameType: game.gameType,
    });
    queryClient.setQueryData<number[]>(key, value.ids);
    return 'added';
  } catch {
    queryClient.setQueryData<number[]>(key, before);
    return 'refused';
  }
}
