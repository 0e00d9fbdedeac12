import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMemberInfo, type MemberInfo } from '../../shared/api/account.ts';
import { call } from '../lib/api-client.ts';
import { queryKeys } from './query-keys.ts';

export function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return call(getMemberInfo, {}, signal ? { signal } : {});
}

/** The logged-in member (type → agent / trial). Keyed by token so a new session never sees the old member. */
export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.memberInfo(token),
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });

export function useMemberInfo(token: string | null) {
  return useQuery(memberInfoQueryOptions(token));
}
