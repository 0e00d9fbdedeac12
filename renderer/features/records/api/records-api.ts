import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getAccountRecord,
  getBettingRecord,
  getBonusDetails,
  getProfitLoss,
} from '../../../../shared/api/money.ts';
import type { Contract, RequestOf } from '../../../../shared/api/contract.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { call } from '../../../lib/api-client.ts';
import type { DateRange } from '../../../../shared/time/brasilia.ts';

export const recordsPageSize = 20;

export type BetFilters = DateRange & { pageNo: number; gameType?: string; vassalage?: string };
export type AccountFilters = DateRange & { pageNo: number; type?: string };
export type PagedRange = DateRange & { pageNo: number };

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;

/** A record of one period, always fresh (money moved since), the previous page on screen while the next loads. */
function useRecord<C extends Contract>(name: string, contract: C, input: RequestOf<C>) {
  return useQuery({
    queryKey: [...queryKeys.money, 'records', name, input],
    queryFn: ({ signal }) => call(contract, input, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const useBettingRecord = (filters: BetFilters) =>
  useRecord('bets', getBettingRecord, defined({ ...filters, pageSize: recordsPageSize }));

export const useAccountRecord = (filters: AccountFilters) =>
  useRecord('account', getAccountRecord, defined({ ...filters, pageSize: recordsPageSize }));

export const useProfitLoss = (range: DateRange) => useRecord('profitLoss', getProfitLoss, range);

export const useBonusDetails = (filters: PagedRange) =>
  useRecord('bonus', getBonusDetails, { ...filters, pageSize: recordsPageSize });
