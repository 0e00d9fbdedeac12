import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBadgeCounts } from '../../shared/api/engagement-badges.ts';
import { call } from '../lib/api-client.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { queryKeys } from './query-keys.ts';

export type BadgeCounts = { rewards: number; missions: number };

const none: BadgeCounts = { rewards: 0, missions: 0 };

/**
 * The badge counts of the member-centre menu and the avatar menu (spec §2: badges on missions, messages and rewards):
 * what the reward centre can pay now and the complete missions. Not asked for visitors and trial accounts (the
 * platform answers zero for them anyway); refreshed with every money move and game (api/refresh.ts) and each minute.
 */
export const badgeCountsQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.badgeCounts(token),
    queryFn: ({ signal }) => call(getBadgeCounts, {}, { signal }),
    enabled: token !== null && enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function useBadgeCounts(): BadgeCounts {
  const token = useSessionStore((s) => s.token);
  const real = useSessionStore((s) => s.isLogin && !s.isTrial);
  const { data } = useQuery(badgeCountsQueryOptions(token, real));
  return real && data ? data : none;
}
