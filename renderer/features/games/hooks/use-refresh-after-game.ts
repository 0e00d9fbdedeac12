import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { platform } from '../../../lib/platform.ts';
import { gamesKeys } from '../api/games-api.ts';

/** A game closed or the app came back: the balance (wallet issue's query) and the recent list are stale. */
export function refreshAfterGame(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: gamesKeys.balance });
  void queryClient.invalidateQueries({ queryKey: gamesKeys.recent });
}

/** Refreshes the balance and recent games whenever the app regains focus (web window or desktop shell). */
export function useRefreshOnFocus(): void {
  const queryClient = useQueryClient();
  useEffect(() => platform.onFocus(() => refreshAfterGame(queryClient)), [queryClient]);
}
