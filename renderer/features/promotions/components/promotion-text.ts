import type { TFunction } from 'i18next';
import type { PromotionCard } from '../../../../shared/api/engagement.ts';
import { rewardFacts } from '../../../../shared/rules/promotion-reward.ts';
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

/** What the promotion pays, a fact a line: a share of the deposit (capped) or a fixed bonus, a minimum, a turnover. */
export function rewardLines(promotion: PromotionCard, language: Language, t: TFunction): string[] {
  const money = (cents: number | null) => formatMoney(cents ?? 0, language);
  // the shell keeps a line's room for each of the same facts (shared/rules/promotion-reward.ts)
  return rewardFacts(promotion).map((fact) => {
    switch (fact) {
      case 'share':
        return t('reward.share', {
          rate: numberFormat(language, { maximumFractionDigits: 2 }).format(
            (promotion.rewardRateBp ?? 0) / 100,
          ),
          max: money(promotion.maxReward),
        });
      case 'fixed':
        return t('reward.fixed', { amount: money(promotion.rewardAmount) });
      case 'minDeposit':
        return t('reward.minDeposit', { amount: money(promotion.minDeposit) });
      case 'turnover':
        return t('reward.turnover', { times: promotion.turnoverMultiplier });
    }
  });
}

/** The same facts in one line (a promotion's details). */
export function rewardText(promotion: PromotionCard, language: Language, t: TFunction): string | null {
  const lines = rewardLines(promotion, language, t);
  return lines.length > 0 ? lines.join(' · ') : null;
}
