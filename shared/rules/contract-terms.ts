import type { RefusalCode, RefusalParams } from '../api/refusals.ts';

/**
 * The tiers of a contract's terms (spec §3 contract fields; issue 11), for the offer form and the platform alike.
 * A tier is reached when every threshold it names is met, and the highest rate reached is paid, so:
 * - a tier names at least one threshold (otherwise it is just another base rate);
 * - a tier pays more than the base rate (otherwise it is never used);
 * - a tier that asks for as much as another, or more, pays more than it (otherwise the other one always wins).
 * Rates are in percent as offered (2 decimals), thresholds in members and cents.
 */
export type TierInput = { minActiveMembers: number; minValidBet: number; minTeamLoss: number; rate: number };
export type TierField = keyof TierInput;
export type TierProblem = {
  path: ['tiers', number, TierField];
  code: RefusalCode;
  params?: RefusalParams;
};

const asksAtLeast = (a: TierInput, b: TierInput) =>
  a.minActiveMembers >= b.minActiveMembers &&
  a.minValidBet >= b.minValidBet &&
  a.minTeamLoss >= b.minTeamLoss;

/** What is wrong with the tiers of terms whose base rate is `rate`, tier by tier (empty when nothing). */
export function tierProblems(rate: number, tiers: readonly TierInput[]): TierProblem[] {
  const problems: TierProblem[] = [];
  tiers.forEach((tier, index) => {
    if (tier.minActiveMembers === 0 && tier.minValidBet === 0 && tier.minTeamLoss === 0) {
      problems.push({ path: ['tiers', index, 'minActiveMembers'], code: 'agent.contract.tier.threshold' });
      return;
    }
    if (tier.rate <= rate) {
      problems.push({
        path: ['tiers', index, 'rate'],
        code: 'agent.contract.tier.rate.low',
        params: { base: rate },
      });
      return;
    }
    // another tier reached whenever this one is (it asks for no more) pays as much or more: this one never counts
    const shadow = tiers.findIndex(
      (other, at) =>
        at !== index &&
        asksAtLeast(tier, other) &&
        (other.rate > tier.rate || (other.rate === tier.rate && at < index)),
    );
    if (shadow !== -1) {
      problems.push({
        path: ['tiers', index, 'rate'],
        code: 'agent.contract.tier.unused',
        params: { tier: shadow + 1, rate: tiers[shadow]?.rate ?? 0 },
      });
    }
  });
  return problems;
}
