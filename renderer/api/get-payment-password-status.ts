import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPaymentPasswordStatus } from '../../shared/api/money.ts';
import { call } from '../lib/api-client.ts';
import { queryKeys } from './query-keys.ts';

/** Whether the member has set a payment password (withdrawals, transfers to the upline, the security centre). */
export const paymentPasswordStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.paymentPasswordStatus,
    queryFn: ({ signal }) => call(getPaymentPasswordStatus, {}, { signal }),
  });

export function usePaymentPasswordStatus() {
  return useQuery(paymentPasswordStatusQueryOptions());
}
