import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSystemStatus, type SystemStatusResponse } from '../../shared/api/system.ts';
import { call, onPlatformClosed } from '../lib/api-client.ts';
import { liveChannel } from './live-channel.ts';
import { queryKeys } from './query-keys.ts';

/**
 * How an open page learns of maintenance (or a region block) and comes back when it ends: while the live-update
 * channel is open the platform pushes every change of the status (a `system` event, live-updates.ts) and nothing is
 * polled; while it is not (connecting, or a platform without it), the status is polled every 10 s while the page is
 * visible (TanStack pauses the interval in a hidden tab). It is read again on focus; each read is a revalidation (the
 * platform answers an ETag and `no-cache`, so an unchanged status is a 304 without a body); and any call the platform
 * refuses for maintenance or region re-reads it at once (`usePlatformClosedWatch`).
 */
export const systemStatusPollMs = 10_000;
/** A status read less than this long ago is not read again (a connection's snapshot, a focus). */
export const systemStatusStaleMs = 5_000;

export function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatusResponse> {
  return call(getSystemStatus, {}, signal ? { signal } : {});
}

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.systemStatus,
    queryFn: ({ signal }) => fetchSystemStatus(signal),
    refetchInterval: () => (liveChannel.isOpen() ? false : systemStatusPollMs),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: systemStatusStaleMs,
  });

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}

/** A call refused for maintenance or region: the status is read again now, so the root gate shows its page. */
export function usePlatformClosedWatch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    onPlatformClosed(() => void queryClient.invalidateQueries({ queryKey: queryKeys.systemStatus }));
    return () => onPlatformClosed(null);
  }, [queryClient]);
}
