import type { TFunction } from 'i18next';
import type { PromotionCard } from '../../../../shared/api/engagement.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { formatDateTime, formatMoney, numberFormat } from '../../../lib/format.ts';

/** The period of a promotion as a player reads it: until when, since when, or when it starts. */
export function periodText(promotion: PromotionCard, language: Language, t: TFunction): string {
  if (promotion.status === 'ComingSoon') {
    return t('period.starts', { date: formatDateTime(promotion.startTime, language) });
  }
  if (promotion.endTime === null) return t('period.open');
  if (promotion.status === 'Close')
    return t('period.ended', { date: formatDateTime(promotion.endTime, language) });
  return t('period.until', { date: formatDateTime(promotion.endTime, language) });
}

/** What the promotion pays, in a line: a share of the deposit with its cap, or a fixed bonus; and the turnover. */
export function rewardText(promotion: PromotionCard, language: Language, t: TFunction): string | null {
  const money = (cents: number) => formatMoney(cents, language);
  const parts: string[] = [];
  if (promotion.rewardRateBp !== null) {
    parts.push(
      t('reward.share', {
        rate: numberFormat(language, { maximumFractionDigits: 2 }).format(promotion.rewardRateBp / 100),
        max: money(promotion.maxReward ?? 0),
      }),
    );
  } else if (promotion.rewardAmount !== null && promotion.rewardAmount > 0) {
    parts.push(t('reward.fixed', { amount: money(promotion.rewardAmount) }));
  }
  if (promotion.minDeposit !== null)
    parts.push(t('reward.minDeposit', { amount: money(promotion.minDeposit) }));
  if (promotion.turnoverMultiplier > 0)
    parts.push(t('reward.turnover', { times: promotion.turnoverMultiplier }));
  return parts.length > 0 ? parts.join(' · ') : null;
}
