import { describe, expect, it } from 'vitest';
import { rewardFacts } from './promotion-reward.ts';

describe("a promotion's reward facts", () => {
  const none = { rewardRateBp: null, rewardAmount: null, minDeposit: null, turnoverMultiplier: 0 };

  it('states a share of the deposit before a fixed amount, then the minimum and the turnover', () => {
    expect(
      rewardFacts({ rewardRateBp: 10_000, rewardAmount: 500, minDeposit: 2_000, turnoverMultiplier: 5 }),
    ).toEqual(['share', 'minDeposit', 'turnover']);
    expect(rewardFacts({ ...none, rewardAmount: 500, turnoverMultiplier: 1 })).toEqual(['fixed', 'turnover']);
  });

  it('leaves out what is not there: no amount, a zero bonus, no turnover', () => {
    expect(rewardFacts(none)).toEqual([]);
    expect(rewardFacts({ ...none, rewardAmount: 0 })).toEqual([]);
    // a zero rate and a zero minimum are still stated: the player reads them
    expect(rewardFacts({ ...none, rewardRateBp: 0, minDeposit: 0 })).toEqual(['share', 'minDeposit']);
  });
});
