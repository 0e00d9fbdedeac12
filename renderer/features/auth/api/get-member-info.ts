import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMemberInfo, type MemberInfo } from '../../../../shared/api/account.ts';
import { call } from '../../../lib/api-client.ts';

/** The logged-in member (type → agent / trial). Keyed by token so a new session never sees the old member. */
export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['account', 'memberInfo', token],
    queryFn: ({ signal }): Promise<MemberInfo> => call(getMemberInfo, {}, { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });

export function useMemberInfo(token: string | null) {
  return useQuery(memberInfoQueryOptions(token));
}
