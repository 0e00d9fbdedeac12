import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import {
  acknowledgeRiskWarning,
  answerRealityCheck,
  cancelLimitChange,
  confirmIdentity,
  getResponsibleHistory,
  getResponsibleOverview,
  keepSessionAlive,
  setLimit,
  setRealityCheck,
  startPause,
} from '../../../../shared/api/responsible.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { call } from '../../../lib/api-client.ts';

/** The responsible-play screen's data and the player's choices; every change refreshes the session's status. */
export const responsibleKeys = {
  overview: [...queryKeys.responsible, 'overview'] as const,
  history: (pageNo: number) => [...queryKeys.responsible, 'history', pageNo] as const,
};

export function useResponsibleOverview() {
  return useQuery(
    queryOptions({
      queryKey: responsibleKeys.overview,
      queryFn: ({ signal }) => call(getResponsibleOverview, {}, { signal }),
      staleTime: 10_000,
    }),
  );
}

export const historyPageSize = 10;

export function useResponsibleHistory(pageNo: number) {
  return useQuery(
    queryOptions({
      queryKey: responsibleKeys.history(pageNo),
      queryFn: ({ signal }) => call(getResponsibleHistory, { pageNo, pageSize: historyPageSize }, { signal }),
      placeholderData: (previous) => previous,
    }),
  );
}

/** After a change: the overview, the history and the session's status (deposit allowance, blocks) are stale. */
export function refreshResponsible(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.responsible });
}

export const responsibleApi = {
  setLimit: (input: RequestOf<typeof setLimit>) => call(setLimit, input),
  cancelLimitChange: (input: RequestOf<typeof cancelLimitChange>) => call(cancelLimitChange, input),
  setRealityCheck: (input: RequestOf<typeof setRealityCheck>) => call(setRealityCheck, input),
  answerRealityCheck: (action: 'CONTINUE' | 'STOP') => call(answerRealityCheck, { action }),
  startPause: (input: RequestOf<typeof startPause>) => call(startPause, input),
  confirmIdentity: (input: RequestOf<typeof confirmIdentity>) => call(confirmIdentity, input),
  acknowledgeRiskWarning: () => call(acknowledgeRiskWarning, {}),
  keepAlive: () => call(keepSessionAlive, {}),
};
