import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../shared/api/contract.ts';
import { getPointBalance } from '../../shared/api/points.ts';
import { call } from '../lib/api-client.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { queryKeys } from './query-keys.ts';

export type PointBalance = ResponseOf<typeof getPointBalance>;

export function fetchPointBalance(signal?: AbortSignal): Promise<PointBalance> {
  return call(getPointBalance, {}, signal ? { signal } : {});
}

/**
 * The member's points balance (points mall, member centre). The live-update channel sets it after every points
 * movement (a settled round, a redemption, a conversion).
 */
export const pointBalanceQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.pointBalance,
    queryFn: ({ signal }) => fetchPointBalance(signal),
    enabled,
    staleTime: 30_000,
  });

export function usePointBalance() {
  const enabled = useSessionStore((s) => s.token !== null && !s.isTrial);
  return useQuery(pointBalanceQueryOptions(enabled));
}
