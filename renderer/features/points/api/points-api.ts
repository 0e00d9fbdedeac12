import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  convertPoints,
  getPointConfig,
  getPointRewards,
  getPointTransactions,
  getRedeemList,
  redeemPointReward,
  type pointRewardSchema,
  type pointTransTypes,
  type redeemStatuses,
} from '../../../../shared/api/points.ts';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { call } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../hooks/use-money-mutation.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';

export type PointReward = z.infer<typeof pointRewardSchema>;
export type RedeemStatus = (typeof redeemStatuses)[number];
export type PointTransType = (typeof pointTransTypes)[number];

/** Points-mall data lives under `queryKeys.points`: a points movement (pushed or done here) refreshes all of it. */
export const pointsKeys = {
  config: [...queryKeys.points, 'config'] as const,
  rewards: (language: Language) => [...queryKeys.points, 'rewards', language] as const,
  redemptions: (page: number, status: RedeemStatus | null, language: Language) =>
    [...queryKeys.points, 'redemptions', page, status, language] as const,
  details: (
    input: { page: number; startDate: string; endDate: string; type: PointTransType | null },
    language: Language,
  ) => [...queryKeys.points, 'details', input, language] as const,
};

export const rewardsPageSize = 50;
export const historyPageSize = 10;

export function usePointConfig() {
  return useQuery({
    queryKey: pointsKeys.config,
    queryFn: ({ signal }) => call(getPointConfig, {}, { signal }),
    staleTime: 300_000,
  });
}

export function useRewards(language: Language) {
  return useQuery({
    queryKey: pointsKeys.rewards(language),
    queryFn: ({ signal }) =>
      call(getPointRewards, { pageNo: 1, pageSize: rewardsPageSize, language }, { signal }),
  });
}

export function useRedemptions(page: number, status: RedeemStatus | null, language: Language) {
  return useQuery({
    queryKey: pointsKeys.redemptions(page, status, language),
    queryFn: ({ signal }) =>
      call(
        getRedeemList,
        { pageNo: page, pageSize: historyPageSize, ...(status ? { status } : {}) },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePointDetails(
  input: { page: number; startDate: string; endDate: string; type: PointTransType | null },
  language: Language,
) {
  return useQuery({
    queryKey: pointsKeys.details(input, language),
    queryFn: ({ signal }) =>
      call(
        getPointTransactions,
        {
          pageNo: input.page,
          pageSize: historyPageSize,
          startDate: input.startDate,
          endDate: input.endDate,
          ...(input.type ? { transType: input.type } : {}),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export type RedeemInput = RequestOf<typeof redeemPointReward>;
export function submitRedeem(input: RedeemInput, key: string) {
  return call(redeemPointReward, input, idempotencyHeaders(key));
}

export type ConvertInput = RequestOf<typeof convertPoints>;
export function submitConvert(input: ConvertInput, key: string) {
  return call(convertPoints, input, idempotencyHeaders(key));
}
