import { describe, expect, it } from 'vitest';
import { computeGross, type PeriodFigures } from './agent-contract-settlement.ts';
import type { Terms } from './agent-contracts.ts';

/** Rates here are hundredths of a percent, as the platform keeps them (200 = 2 %). */
const terms = (over: Partial<Terms> = {}): Terms => ({
  version: 1,
  rate: 200,
  tiers: [
    { minActiveMembers: 5, minValidBet: 0, minTeamLoss: 0, rate: 250 },
    { minActiveMembers: 10, minValidBet: 1_000_000, minTeamLoss: 0, rate: 300 },
  ],
  period: 'D',
  payer: 'PLATFORM',
  ...over,
});
const figures = (over: Partial<PeriodFigures>): PeriodFigures => ({
  activeMembers: 0,
  betCount: 10,
  validBet: 0,
  win: 0,
  ...over,
});

describe('computeGross with tiers', () => {
  it('pays the base rate below every tier', () => {
    expect(
      computeGross('DAILY_SALARY', terms(), figures({ activeMembers: 4, validBet: 2_000_000 }), 0),
    ).toMatchObject({ tier: null, rate: 200, gross: 40_000 });
  });

  it('pays the highest tier whose every threshold is met', () => {
    // 10 members but less than R$ 10.000 of valid bet: the first tier only
    expect(
      computeGross('DAILY_SALARY', terms(), figures({ activeMembers: 10, validBet: 999_999 }), 0),
    ).toMatchObject({ tier: 0, rate: 250, gross: 24_999 });
    expect(
      computeGross('DAILY_SALARY', terms(), figures({ activeMembers: 12, validBet: 1_000_000 }), 0),
    ).toMatchObject({ tier: 1, rate: 300, gross: 30_000 });
  });

  it("measures a dividend tier's team loss on the period's own loss, and pays on the loss after carry-over", () => {
    const dividend = terms({
      rate: 2_000,
      tiers: [{ minActiveMembers: 0, minValidBet: 0, minTeamLoss: 500_000, rate: 3_000 }],
    });
    // the team lost R$ 6.000 this period (valid bet 10 000 − win 4 000), R$ 2.000 carried in from a winning period
    const result = computeGross(
      'DIVIDEND',
      dividend,
      figures({ validBet: 1_000_000, win: 400_000 }),
      -200_000,
    );
    expect(result).toMatchObject({ tier: 0, rate: 3_000, base: 400_000, gross: 120_000 });
    // a winning team reaches no loss tier
    expect(
      computeGross('DIVIDEND', dividend, figures({ validBet: 1_000_000, win: 1_200_000 }), 0),
    ).toMatchObject({ tier: null, gross: 0, carryOut: -200_000 });
  });
});
