import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  applyPromotion,
  claimPromotion,
  getPromotionDetail,
  getPromotions,
} from '../../../../shared/api/engagement.ts';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { call } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../hooks/use-money-mutation.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** Promotions are open to visitors; with a session the statuses are the member's own (the token keys the cache). */
export const promotionsQueryOptions = (language: Language, token: string | null) =>
  queryOptions({
    queryKey: [...queryKeys.engagement, 'promotions', language, token],
    queryFn: ({ signal }) => call(getPromotions, { language }, { signal }),
    staleTime: 30_000,
  });

export function usePromotions(language: Language) {
  const token = useSessionStore((s) => s.token);
  return useQuery(promotionsQueryOptions(language, token));
}

export function usePromotionDetail(promotionId: number | null, language: Language) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: [...queryKeys.engagement, 'promotion', promotionId, language, token],
    queryFn: ({ signal }) =>
      call(getPromotionDetail, { promotionId: promotionId ?? 0, language }, { signal }),
    enabled: promotionId !== null,
    staleTime: 10_000,
  });
}

export function applyToPromotion(input: RequestOf<typeof applyPromotion>) {
  // three 5 MB images take a while on mobile data
  return call(applyPromotion, input, { timeoutMs: 120_000 });
}

export function claimThePromotion(promotionId: number, idempotencyKey: string) {
  return call(claimPromotion, { promotionId }, idempotencyHeaders(idempotencyKey));
}
