import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSystemStatus, type SystemStatusResponse } from '../../shared/api/system.ts';
import { call } from '../lib/api-client.ts';
import { queryKeys } from './query-keys.ts';

/** Polled every 60 s and on focus, so the site comes back by itself when maintenance ends. */
export const systemStatusPollMs = 60_000;

export function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatusResponse> {
  return call(getSystemStatus, {}, signal ? { signal } : {});
}

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.systemStatus,
    queryFn: ({ signal }) => fetchSystemStatus(signal),
    refetchInterval: systemStatusPollMs,
    refetchOnWindowFocus: 'always',
    staleTime: 10_000,
  });

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
