import type { VendorLane } from '../api/games.ts';

/** Spec §4: the prize mode is LOTT unless the e-lottery list has a TCG_LOTTO_VN or LOTT card, then ELOTT. */
export function prizeModeOf(lanes: readonly VendorLane[]): 'LOTT' | 'ELOTT' {
  const elott = lanes.find((lane) => lane.title.toUpperCase() === 'ELOTT');
  const hasCard = elott?.cards.some((card) => card.vassalage === 'TCG_LOTTO_VN' || card.vassalage === 'LOTT');
  return hasCard ? 'ELOTT' : 'LOTT';
}

/** The lists a lottery page shows: a prize mode's games (games.lottery), or the VN lottery's menus' games. */
export const lotteryKinds = ['LOTT', 'ELOTT', 'SEA', 'VN'] as const;
export type LotteryKind = (typeof lotteryKinds)[number];

/**
 * The list the lottery page at `path` shows (spec §2, §4): /seaLottery and /sealottery the SEA lottery's, /vnLottery
 * and /vnlottery the VN lottery's, the others (/lottery, /lottert) the prize mode's of the vendor lanes (`lanes`, read
 * only for those). The app's page and the platform's first view of it read the same rule.
 */
export function lotteryKindOf(path: string, lanes: () => readonly VendorLane[]): LotteryKind {
  const page = path.toLowerCase();
  if (page === '/sealottery') return 'SEA';
  if (page === '/vnlottery') return 'VN';
  return prizeModeOf(lanes());
}
