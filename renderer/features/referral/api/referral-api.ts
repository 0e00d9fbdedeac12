import { useQuery } from '@tanstack/react-query';
import { getReferral } from '../../../../shared/api/engagement.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { call } from '../../../lib/api-client.ts';

export function useReferral() {
  return useQuery({
    queryKey: [...queryKeys.engagement, 'referral'],
    queryFn: ({ signal }) => call(getReferral, {}, { signal }),
    staleTime: 30_000,
  });
}
