import type { VendorLane } from '../../../../shared/api/games.ts';

/** Spec §4: the prize mode is LOTT unless the e-lottery list has a TCG_LOTTO_VN or LOTT card, then ELOTT. */
export function prizeModeOf(lanes: readonly VendorLane[]): 'LOTT' | 'ELOTT' {
  const elott = lanes.find((lane) => lane.title.toUpperCase() === 'ELOTT');
  const hasCard = elott?.cards.some((card) => card.vassalage === 'TCG_LOTTO_VN' || card.vassalage === 'LOTT');
  return hasCard ? 'ELOTT' : 'LOTT';
}
