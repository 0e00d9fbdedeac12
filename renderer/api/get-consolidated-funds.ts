import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../shared/api/contract.ts';
import { getConsolidatedFunds } from '../../shared/api/wallet.ts';
import { call } from '../lib/api-client.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { queryKeys } from './query-keys.ts';

export function fetchConsolidatedFunds(
  signal?: AbortSignal,
): Promise<ResponseOf<typeof getConsolidatedFunds>> {
  return call(getConsolidatedFunds, {}, signal ? { signal } : {});
}

/** All the member's funds at a glance; not asked for a trial account (spec §6). */
export const consolidatedFundsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.consolidatedFunds,
    queryFn: ({ signal }) => fetchConsolidatedFunds(signal),
    enabled,
  });

export function useConsolidatedFunds() {
  const enabled = useSessionStore((s) => s.isLogin && !s.isTrial);
  return useQuery(consolidatedFundsQueryOptions(enabled));
}
