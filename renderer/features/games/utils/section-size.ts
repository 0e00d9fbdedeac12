import { limits } from '../../../../shared/constants/business.ts';

/** Home sections (spec §2, §9): 5 games (10 for hot and sports); More expands to 15, offered only past 10. */
export function sectionSize(available: number, large: boolean, expanded: boolean) {
  const base = large ? limits.homeSectionShownLarge : limits.homeSectionShown;
  const hasMore = available > limits.homeSectionShownLarge;
  const shown = Math.min(available, expanded && hasMore ? limits.homeSectionMoreMax : base);
  return { shown, hasMore };
}
