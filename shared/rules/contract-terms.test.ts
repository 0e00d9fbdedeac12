import { describe, expect, it } from 'vitest';
import { tierProblems, type TierInput } from './contract-terms.ts';

const tier = (over: Partial<TierInput>): TierInput => ({
  minActiveMembers: 0,
  minValidBet: 0,
  minTeamLoss: 0,
  rate: 3,
  ...over,
});

describe('tierProblems', () => {
  it('accepts tiers that each ask for more and pay more', () => {
    expect(
      tierProblems(2, [
        tier({ minActiveMembers: 5, rate: 2.5 }),
        tier({ minActiveMembers: 10, minValidBet: 500_000, rate: 3 }),
        // asks for less members but a team loss the others do not: not shadowed
        tier({ minActiveMembers: 1, minTeamLoss: 100_000, rate: 2.8 }),
      ]),
    ).toEqual([]);
    expect(tierProblems(2, [])).toEqual([]);
  });

  it('refuses a tier without any threshold, on its members field', () => {
    expect(tierProblems(2, [tier({ rate: 3 })])).toEqual([
      { path: ['tiers', 0, 'minActiveMembers'], code: 'agent.contract.tier.threshold' },
    ]);
  });

  it('refuses a tier that does not pay more than the base rate', () => {
    expect(tierProblems(2, [tier({ minValidBet: 100, rate: 2 })])).toEqual([
      { path: ['tiers', 0, 'rate'], code: 'agent.contract.tier.rate.low', params: { base: 2 } },
    ]);
  });

  it('refuses a tier another tier always beats (asks for no more, pays as much or more)', () => {
    const problems = tierProblems(1, [
      tier({ minActiveMembers: 10, rate: 3 }),
      tier({ minActiveMembers: 20, rate: 2 }),
      tier({ minActiveMembers: 10, rate: 3 }),
    ]);
    expect(problems).toEqual([
      { path: ['tiers', 1, 'rate'], code: 'agent.contract.tier.unused', params: { tier: 1, rate: 3 } },
      { path: ['tiers', 2, 'rate'], code: 'agent.contract.tier.unused', params: { tier: 1, rate: 3 } },
    ]);
  });
});
