import type { PromotionCard } from '../api/promotions-list.ts';

/** A fact a promotion's reward states: a share of the deposit (capped) or a fixed bonus, a minimum, a turnover. */
export type RewardFact = 'share' | 'fixed' | 'minDeposit' | 'turnover';

export type RewardTerms = Pick<
  PromotionCard,
  'rewardRateBp' | 'rewardAmount' | 'minDeposit' | 'turnoverMultiplier'
>;

/**
 * The facts of a promotion's reward, in the order a player reads them (none: the promotion pays nothing stated, as an
 * INFO one). The card words each on a line of its own; the page shell keeps a line's room for each (issue 16).
 */
export function rewardFacts(terms: RewardTerms): RewardFact[] {
  const facts: RewardFact[] = [];
  if (terms.rewardRateBp !== null) facts.push('share');
  else if (terms.rewardAmount !== null && terms.rewardAmount > 0) facts.push('fixed');
  if (terms.minDeposit !== null) facts.push('minDeposit');
  if (terms.turnoverMultiplier > 0) facts.push('turnover');
  return facts;
}
