import { describe, expect, it } from 'vitest';
import type { VendorCard, VendorLane } from '../api/games.ts';
import { buildCategoryEntries, splitSportsCards } from './vendor-categories.ts';

function card(vassalage: string, gameType: string): VendorCard {
  return {
    vassalage,
    displayName: vassalage,
    gameType,
    isGame: 'LIST',
    logoUrl: '',
    iconUrl: '',
    maintenance: false,
    gameCode: null,
  };
}

function lane(title: string, cards: VendorCard[]): VendorLane {
  return { title, cards, gameClassify: [] };
}

describe('buildCategoryEntries', () => {
  it('keeps only lanes with vendors, in server order', () => {
    const entries = buildCategoryEntries([
      lane('PVP', [card('KY', 'PVP')]),
      lane('LIVE', []),
      lane('RNG', [card('PT', 'RNG'), card('CQ9', 'RNG')]),
      lane('FISH', [card('AG', 'FISH')]),
    ]);
    expect(entries.map((e) => e.category)).toEqual(['PVP', 'RNG', 'FISH']);
    expect(entries.map((e) => e.to)).toEqual(['/pvp', '/rng', '/fish']);
    expect(entries[1]!.vendors.map((v) => v.vassalage)).toEqual(['PT', 'CQ9']);
  });

  it('splits the SPORTS lane into SPORTS, ESPORTS and COCKFIGHT right where SPORTS stands', () => {
    const entries = buildCategoryEntries([
      lane('LIVE', [card('EA', 'LIVE')]),
      lane('SPORTS', [
        card('IBC', 'SPORTS'),
        card('IMES', 'SPORTS'),
        card('SV388', 'SPORTS'),
        card('XX', 'COCKFIGHT'),
        card('TF', 'ESPORTS'),
      ]),
      lane('LOTT', [card('LOTT', 'LOTT')]),
    ]);
    expect(entries.map((e) => e.category)).toEqual(['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT']);
    expect(entries.find((e) => e.category === 'ESPORTS')!.vendors.map((v) => v.vassalage)).toEqual([
      'IMES',
      'TF',
    ]);
    expect(entries.find((e) => e.category === 'COCKFIGHT')!.to).toBe('/sports?category=COCKFIGHT');
  });

  it('omits SPORTS when all its cards are e-sports, and skips unknown lanes', () => {
    const entries = buildCategoryEntries([
      lane('SPORTS', [card('IA', 'SPORTS')]),
      lane('MYSTERY', [card('Z', 'Z')]),
    ]);
    expect(entries.map((e) => e.category)).toEqual(['ESPORTS']);
  });

  it('uses the merchant e-sport vendor list when given', () => {
    const split = splitSportsCards([card('IBC', 'SPORTS'), card('NEW', 'SPORTS')], ['NEW']);
    expect(split.SPORTS.map((c) => c.vassalage)).toEqual(['IBC']);
    expect(split.ESPORTS.map((c) => c.vassalage)).toEqual(['NEW']);
  });
});
