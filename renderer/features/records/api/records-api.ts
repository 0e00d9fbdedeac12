import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getAccountRecord,
  getBettingRecord,
  getBonusDetails,
  getProfitLoss,
} from '../../../../shared/api/money.ts';
import { call } from '../../../lib/api-client.ts';
import type { DateRange } from '../../../../shared/time/brasilia.ts';

export const recordsPageSize = 20;

export type BetFilters = DateRange & { pageNo: number; gameType?: string; vassalage?: string };
export type AccountFilters = DateRange & { pageNo: number; type?: string };
export type PagedRange = DateRange & { pageNo: number };

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;

export function useBettingRecord(filters: BetFilters) {
  return useQuery({
    queryKey: ['money', 'records', 'bets', filters],
    queryFn: ({ signal }) =>
      call(getBettingRecord, defined({ ...filters, pageSize: recordsPageSize }), { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAccountRecord(filters: AccountFilters) {
  return useQuery({
    queryKey: ['money', 'records', 'account', filters],
    queryFn: ({ signal }) =>
      call(getAccountRecord, defined({ ...filters, pageSize: recordsPageSize }), { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useProfitLoss(range: DateRange) {
  return useQuery({
    queryKey: ['money', 'records', 'profitLoss', range],
    queryFn: ({ signal }) => call(getProfitLoss, range, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useBonusDetails(filters: PagedRange) {
  return useQuery({
    queryKey: ['money', 'records', 'bonus', filters],
    queryFn: ({ signal }) => call(getBonusDetails, { ...filters, pageSize: recordsPageSize }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
