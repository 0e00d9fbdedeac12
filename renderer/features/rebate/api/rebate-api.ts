import { useQuery } from '@tanstack/react-query';
import { claimRebate, getManualRebate } from '../../../../shared/api/engagement.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { call } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../hooks/use-money-mutation.ts';

export function useManualRebate() {
  return useQuery({
    queryKey: queryKeys.manualRebate,
    queryFn: ({ signal }) => call(getManualRebate, {}, { signal }),
    staleTime: 10_000,
  });
}

export function claimTheRebate(idempotencyKey: string) {
  return call(claimRebate, {}, idempotencyHeaders(idempotencyKey));
}
