import { useQuery } from '@tanstack/react-query';
import { getPlayerRank } from '../../../../shared/api/engagement.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { call } from '../../../lib/api-client.ts';

export function usePlayerRank(language: Language) {
  return useQuery({
    queryKey: [...queryKeys.engagement, 'playerRank', language],
    queryFn: ({ signal }) => call(getPlayerRank, { language }, { signal }),
    staleTime: 30_000,
  });
}
