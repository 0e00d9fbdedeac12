import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../shared/api/contract.ts';
import { getBalance } from '../../shared/api/wallet.ts';
import { call } from '../lib/api-client.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { queryKeys } from './query-keys.ts';

export function fetchBalance(signal?: AbortSignal): Promise<ResponseOf<typeof getBalance>> {
  return call(getBalance, {}, signal ? { signal } : {});
}

/**
 * The main wallet balance (header, lottery, games, member centre). Refreshed through `queryKeys` after every money
 * call, when a game closes and when the app regains focus (api/refresh.ts).
 */
export const balanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.balance,
    queryFn: ({ signal }) => fetchBalance(signal),
    enabled: token !== null,
    staleTime: 15_000,
  });

export function useBalance() {
  const token = useSessionStore((s) => s.token);
  return useQuery(balanceQueryOptions(token));
}
