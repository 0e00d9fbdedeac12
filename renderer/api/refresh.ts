import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { platform } from '../lib/platform.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Money moved (a deposit paid, a withdrawal, a transfer, a bet, a reward claimed): every balance and money list on
 * screen is stale — the header, the member centre, the wallets, the records — and so is engagement (mission progress,
 * tickets, the rebate, badge counts). Only the queries on screen refetch.
 */
export function refreshAfterMoneyMoved(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
  void queryClient.invalidateQueries({ queryKey: queryKeys.money });
  void queryClient.invalidateQueries({ queryKey: queryKeys.engagement });
}

/** A game window closed (or the in-page game was left): its rounds moved money and the recent games changed. */
export function refreshAfterGame(queryClient: QueryClient): void {
  refreshAfterMoneyMoved(queryClient);
  void queryClient.invalidateQueries({ queryKey: queryKeys.recentGames });
}

/**
 * The app is in front again (the web window or the desktop shell's focus event): a game played in another window,
 * a deposit paid on the phone. Mounted once, in the app providers.
 */
export function useRefreshOnFocus(): void {
  const queryClient = useQueryClient();
  useEffect(() => platform.onFocus(() => refreshAfterGame(queryClient)), [queryClient]);
}
