import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { claimMission } from '../../../../shared/api/engagement.ts';
import { getMissionLeaderboard, getMissionSummary } from '../../../../shared/api/lottery.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { call } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../hooks/use-money-mutation.ts';

export const leaderboardPageSize = 10;

export function useMissionSummary(language: Language) {
  return useQuery({
    queryKey: [...queryKeys.engagement, 'missions', language],
    queryFn: ({ signal }) => call(getMissionSummary, { language }, { signal }),
    staleTime: 15_000,
  });
}

export function useMissionLeaderboard(missionId: number | undefined, pageNo: number, language: Language) {
  return useQuery({
    queryKey: [...queryKeys.engagement, 'leaderboard', missionId ?? null, pageNo, language],
    queryFn: ({ signal }) =>
      call(
        getMissionLeaderboard,
        { ...(missionId !== undefined && { missionId }), pageNo, pageSize: leaderboardPageSize, language },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function claimTheMission(missionId: number, idempotencyKey: string) {
  return call(claimMission, { missionId }, idempotencyHeaders(idempotencyKey));
}
