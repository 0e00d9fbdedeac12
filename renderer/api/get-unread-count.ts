import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnreadCount } from '../../shared/api/common.ts';
import { call } from '../lib/api-client.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { queryKeys } from './query-keys.ts';

export function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  return call(getUnreadCount, {}, signal ? { signal } : {});
}

/**
 * The unread message count (CSP_unreadCount): the badges on the avatar and on the member centre's messages entry.
 * One query for the whole app; the live-update channel sets it when a message arrives (api/live-updates.ts), the
 * inbox's own calls set it from their answers. Never asked for a trial account (spec §6).
 */
export const unreadCountQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.unreadCount,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled,
    staleTime: 60_000,
  });

export function useUnreadCount() {
  const enabled = useSessionStore((s) => s.token !== null && s.member !== null && !s.isTrial);
  return useQuery(unreadCountQueryOptions(enabled));
}
