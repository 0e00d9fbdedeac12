import { describe, expect, it } from 'vitest';
import { lotteryVassalageOf } from './lottery-api.ts';

describe('lotteryVassalageOf', () => {
  it('takes the vendor from the game code, else the page lottery', () => {
    expect(lotteryVassalageOf('TCG_LOTTO_VN_VN_0002', 'ELOTT')).toBe('TCG_LOTTO_VN');
    expect(lotteryVassalageOf('TCG_SEA_0001', 'SEA')).toBe('TCG_SEA');
    expect(lotteryVassalageOf('ELOTT_11X5_0002', 'ELOTT')).toBe('ELOTT');
    expect(lotteryVassalageOf('LOTT_LHC_0009', 'ELOTT')).toBe('LOTT');
    expect(lotteryVassalageOf('SSC_BR_5M', 'LOTT')).toBe('LOTT');
    expect(lotteryVassalageOf('HCM', 'VN')).toBe('TCG_LOTTO_VN');
  });
});
