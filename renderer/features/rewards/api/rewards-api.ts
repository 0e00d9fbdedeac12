import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { claimRafflePromotion } from '../../../../shared/api/common.ts';
import {
  claimMission,
  claimPromotion,
  claimRebate,
  claimReward,
  getRaffles,
  getRewardCentre,
  getRewardHistory,
} from '../../../../shared/api/engagement.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { call } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../hooks/use-money-mutation.ts';

export const historyPageSize = 10;

export function useRewardCentre(language: Language) {
  return useQuery({
    queryKey: [...queryKeys.engagement, 'rewardCentre', language],
    queryFn: ({ signal }) => call(getRewardCentre, { language }, { signal }),
    staleTime: 10_000,
  });
}

export function useRewardHistory(pageNo: number, language: Language) {
  return useQuery({
    queryKey: [...queryKeys.engagement, 'rewardHistory', pageNo, language],
    queryFn: ({ signal }) =>
      call(getRewardHistory, { language, pageNo, pageSize: historyPageSize }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useRaffles(language: Language) {
  return useQuery({
    queryKey: [...queryKeys.engagement, 'raffles', language],
    queryFn: ({ signal }) => call(getRaffles, { language }, { signal }),
    staleTime: 10_000,
  });
}

/** One click of the reward centre: the claim call of the item's source (rewards, missions, promotions, rebate). */
export function claimItem(
  item: { source: 'REWARD' | 'MISSION' | 'PROMOTION' | 'REBATE'; id: number },
  idempotencyKey: string,
): Promise<{ rewardAmount: number }> {
  const headers = idempotencyHeaders(idempotencyKey);
  switch (item.source) {
    case 'REWARD':
      return call(claimReward, { rewardId: item.id }, headers);
    case 'MISSION':
      return call(claimMission, { missionId: item.id }, headers);
    case 'PROMOTION':
      return call(claimPromotion, { promotionId: item.id }, headers);
    case 'REBATE':
      return call(claimRebate, {}, headers);
  }
}

/** Opens an envelope or spins the wheel with the player's client seed (the platform draws). */
export function drawTicket(input: { promotionId: number; clientSeed: string }, idempotencyKey: string) {
  return call(claimRafflePromotion, input, idempotencyHeaders(idempotencyKey));
}
