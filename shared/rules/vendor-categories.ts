import type { VendorCard, VendorLane } from '../api/games.ts';
import { esportVendorCodes, type GameCategory } from '../constants/games.ts';

/** Categories that have a game-centre route. */
export const categoryRoutes = {
  LIVE: '/live',
  RNG: '/rng',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  PVP: '/pvp',
  FISH: '/fish',
  LOTT: '/lott',
  ELOTT: '/elott',
  COCKFIGHT: '/sports?category=COCKFIGHT',
  INHOUSE: '/inhouse',
} as const satisfies Record<GameCategory, string>;

export type NavCategory = keyof typeof categoryRoutes;

export type CategoryEntry = { category: NavCategory; to: string; vendors: VendorCard[] };

/** Cockfight vendors known to ride in the SPORTS lane when the card's gameType does not say so. */
const cockfightVendorCodes = ['SV388', 'WS168', 'S128'] as const;

function isCategory(title: string): title is NavCategory {
  return Object.hasOwn(categoryRoutes, title);
}

/** SPORTS cards go to ESPORTS or COCKFIGHT by gameType or vendor code (spec §4); the rest stay in SPORTS. */
export function splitSportsCards(
  cards: readonly VendorCard[],
  esportVendors: readonly string[] = esportVendorCodes,
): Record<'SPORTS' | 'ESPORTS' | 'COCKFIGHT', VendorCard[]> {
  const result = { SPORTS: [] as VendorCard[], ESPORTS: [] as VendorCard[], COCKFIGHT: [] as VendorCard[] };
  for (const card of cards) {
    const type = card.gameType.toUpperCase();
    if (type === 'ESPORTS' || esportVendors.includes(card.vassalage)) result.ESPORTS.push(card);
    else if (type === 'COCKFIGHT' || (cockfightVendorCodes as readonly string[]).includes(card.vassalage)) {
      result.COCKFIGHT.push(card);
    } else result.SPORTS.push(card);
  }
  return result;
}

/**
 * One entry per category lane with at least one vendor card, in server order; the SPORTS lane yields SPORTS,
 * ESPORTS and COCKFIGHT entries in that order (each only if it has cards). Unknown lane titles are skipped;
 * a category met twice keeps its first position.
 */
export function buildCategoryEntries(
  lanes: readonly VendorLane[],
  esportVendors: readonly string[] = esportVendorCodes,
): CategoryEntry[] {
  const entries: CategoryEntry[] = [];
  const push = (category: NavCategory, vendors: VendorCard[]) => {
    if (vendors.length === 0) return;
    const existing = entries.find((entry) => entry.category === category);
    if (existing) {
      existing.vendors.push(...vendors);
      return;
    }
    entries.push({ category, to: categoryRoutes[category], vendors: [...vendors] });
  };
  for (const lane of lanes) {
    const title = lane.title.toUpperCase();
    if (!isCategory(title)) continue;
    if (title === 'SPORTS') {
      const split = splitSportsCards(lane.cards, esportVendors);
      push('SPORTS', split.SPORTS);
      push('ESPORTS', split.ESPORTS);
      push('COCKFIGHT', split.COCKFIGHT);
    } else {
      push(title, lane.cards);
    }
  }
  return entries;
}
