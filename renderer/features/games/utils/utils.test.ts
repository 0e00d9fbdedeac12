import { describe, expect, it } from 'vitest';
import { sectionSize } from './section-size.ts';
import { gameCentreOf } from './game-centre.ts';

describe('home section sizes (spec §2)', () => {
  it('shows 5 games, 10 for hot and sports', () => {
    expect(sectionSize(20, false, false)).toEqual({ shown: 5, hasMore: true });
    expect(sectionSize(20, true, false)).toEqual({ shown: 10, hasMore: true });
  });
  it('offers More only past 10 games, expanding to 15', () => {
    expect(sectionSize(10, true, false)).toEqual({ shown: 10, hasMore: false });
    expect(sectionSize(8, false, true)).toEqual({ shown: 5, hasMore: false });
    expect(sectionSize(11, false, true)).toEqual({ shown: 11, hasMore: true });
    expect(sectionSize(20, false, true)).toEqual({ shown: 15, hasMore: true });
    expect(sectionSize(20, true, true)).toEqual({ shown: 15, hasMore: true });
  });
});

describe('what a game centre’s address shows', () => {
  const at = (route: string, search = '') => gameCentreOf(route, new URLSearchParams(search));
  it('its category, and on /rng the vendor the lobby opens on', () => {
    expect(at('live')).toEqual({ category: 'LIVE', vendor: '' });
    expect(at('rng', '?vassalage=PG')).toEqual({ category: 'RNG', vendor: 'PG' });
    // only /rng takes a vendor from the address
    expect(at('fish', '?vassalage=PG')).toEqual({ category: 'FISH', vendor: '' });
  });
  it('cockfight from the sports centre only', () => {
    expect(at('sports', '?category=cockfight')).toEqual({ category: 'COCKFIGHT', vendor: '' });
    expect(at('esports', '?category=COCKFIGHT')).toEqual({ category: 'ESPORTS', vendor: '' });
  });
});
