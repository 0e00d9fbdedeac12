import { useQuery } from '@tanstack/react-query';
import { applyPromotion, claimPromotion, getPromotionDetail } from '../../../../shared/api/engagement.ts';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { call } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../hooks/use-money-mutation.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

export { promotionsQueryOptions, usePromotions } from './promotions-list-api.ts';

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
