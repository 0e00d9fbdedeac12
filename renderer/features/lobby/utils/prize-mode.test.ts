import { describe, expect, it } from 'vitest';
import { getGameVendors, type VendorCard, type VendorLane } from '../../../../shared/api/games.ts';
import { prizeModeOf } from './prize-mode.ts';

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
