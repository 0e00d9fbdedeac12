import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPromotions } from '../../../../shared/api/promotions-list.ts';
import type { ResponseOf } from '../../../../shared/api/contract.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { call } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

// The list apart from the other promotion calls: the home page's promotions card (first view) reads only this.

/** Promotions are open to visitors; with a session the statuses are the member's own (the token keys the cache). */
export const promotionsQueryOptions = (language: Language, token: string | null) =>
  queryOptions({
    queryKey: [...queryKeys.engagement, 'promotions', language, token],
    queryFn: ({ signal }) => call(getPromotions, { language }, { signal }),
    staleTime: 30_000,
  });

type PromotionList = ResponseOf<typeof getPromotions>['promotions'];

/** What the home page's card shows: the running promotions (not those still to start or closed), four at most. */
export function homeCardPromotions(promotions: PromotionList): PromotionList {
  return promotions.filter((p) => p.status !== 'ComingSoon' && p.status !== 'Close').slice(0, 4);
}

export function usePromotions(language: Language) {
  const token = useSessionStore((s) => s.token);
  return useQuery(promotionsQueryOptions(language, token));
}
