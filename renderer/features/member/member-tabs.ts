// The tab list apart from the component (no styles): the browser journeys read it too.

/** The tabs of the member centre overlay menu (spec §2), in menu order; `/member?tab=<name>`. */
export const memberTabs = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'responsiblePlay',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'playerRank',
] as const;
export type MemberTab = (typeof memberTabs)[number];

export function isMemberTab(value: string | null): value is MemberTab {
  return value !== null && (memberTabs as readonly string[]).includes(value);
}
