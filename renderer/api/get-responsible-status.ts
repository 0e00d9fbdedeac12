import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResponsibleStatus, type ResponsibleStatus } from '../../shared/api/responsible.ts';
import { call } from '../lib/api-client.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { queryKeys } from './query-keys.ts';

/** How often the status is read while logged in (a clock moved by the operator, play in another window). */
export const responsibleStatusPollMs = 30_000;

/**
 * Responsible play for this session (the deposit form's allowance, the reality check, the idle warning, what is still
 * required before play, a pause or a reached limit). Polled; every call carries Idle-Seconds, so polling is never
 * activity. Under `money`: a deposit or a game refreshes it.
 */
export const responsibleStatusQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.responsibleStatus(token),
    queryFn: ({ signal }) => call(getResponsibleStatus, {}, { signal }),
    enabled: token !== null,
    staleTime: 10_000,
    refetchInterval: responsibleStatusPollMs,
    refetchIntervalInBackground: true,
  });

export function useResponsibleStatus() {
  const token = useSessionStore((s) => s.token);
  const isTrial = useSessionStore((s) => s.isTrial);
  return useQuery({ ...responsibleStatusQueryOptions(isTrial ? null : token) });
}

export type { ResponsibleStatus };

/** Platform time minus local time at the status's answer (the operator may move the platform's clock). */
export function platformOffsetMs(status: Pick<ResponsibleStatus, 'now'>, fetchedAt: number): number {
  return Date.parse(status.now) - fetchedAt;
}
