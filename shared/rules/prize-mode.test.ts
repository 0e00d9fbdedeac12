import { describe, expect, it } from 'vitest';
import { getGameVendors, type VendorCard, type VendorLane } from '../api/games.ts';
import { lotteryKindOf, prizeModeOf } from './prize-mode.ts';

const card = getGameVendors.example.response.data.lanes[0]!.cards[0]!;
const lane = (title: string, vassalages: string[]): VendorLane => ({
  title,
  cards: vassalages.map((vassalage): VendorCard => ({ ...card, vassalage, gameType: title })),
  gameClassify: [],
});

describe('prize mode (spec §4)', () => {
  it('is LOTT without an e-lottery lane', () => {
    expect(prizeModeOf([lane('RNG', ['PT']), lane('LOTT', ['LOTT'])])).toBe('LOTT');
  });
  it('is LOTT when the e-lottery lane has neither TCG_LOTTO_VN nor LOTT', () => {
    expect(prizeModeOf([lane('ELOTT', ['TCG_SEA'])])).toBe('LOTT');
  });
  it.each(['TCG_LOTTO_VN', 'LOTT'])('is ELOTT when the e-lottery lane has a %s card', (code) => {
    expect(prizeModeOf([lane('ELOTT', ['TCG_SEA', code])])).toBe('ELOTT');
  });
});

describe("a lottery page's list (spec §2)", () => {
  const elott = [lane('ELOTT', ['LOTT'])];
  it('is the SEA or the VN lottery on their pages, without reading the lanes', () => {
    const unread = () => {
      throw new Error('the lanes are not read on these pages');
    };
    for (const path of ['/seaLottery', '/sealottery']) expect(lotteryKindOf(path, unread)).toBe('SEA');
    for (const path of ['/vnLottery', '/vnlottery']) expect(lotteryKindOf(path, unread)).toBe('VN');
  });
  it("is the lanes' prize mode on the others", () => {
    for (const path of ['/lottery', '/lottert']) {
      expect(lotteryKindOf(path, () => elott)).toBe('ELOTT');
      expect(lotteryKindOf(path, () => [])).toBe('LOTT');
    }
  });
});
