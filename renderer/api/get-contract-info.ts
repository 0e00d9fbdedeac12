import { queryOptions, useQuery } from '@tanstack/react-query';
import { getContractInfo } from '../../shared/api/agent.ts';
import { call } from '../lib/api-client.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The consolidated contract info (spec §3): which contract kinds the merchant enables (the agent centre's menu shows
 * only those) and what waits for the member's answer. Read by the agent centre's menu and the contract pages.
 */
export const contractInfoQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.contractInfo,
    queryFn: ({ signal }) => call(getContractInfo, {}, { signal }),
    enabled,
    staleTime: 15_000,
  });

export function useContractInfo() {
  const enabled = useSessionStore((s) => s.isLogin && s.isAgent);
  return useQuery(contractInfoQueryOptions(enabled));
}
