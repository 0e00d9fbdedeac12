/**
 * Player engagement (issue 12): promotions, missions, VIP, rebate, red envelopes and the prize wheel, referral. Every
 * reward is a ledger movement of its own type; the merchant switches each area on or off with a whitelabel node.
 */

/** Ledger movement types of the rewards (bonus details lists them). */
export const engagementLedgerTypes = [
  'BONUS',
  'MISSION_REWARD',
  'LEADERBOARD_PRIZE',
  'VIP_REWARD',
  'RED_ENVELOPE',
  'WHEEL_PRIZE',
  'REBATE',
  'REFERRAL_REWARD',
] as const;
export type EngagementLedgerType = (typeof engagementLedgerTypes)[number];

/** What a reward was granted for. */
export const rewardKinds = [
  'PROMOTION',
  'SIGNIN',
  'MISSION',
  'LEADERBOARD',
  'VIP_LEVEL',
  'BIRTHDAY',
  'RED_ENVELOPE',
  'WHEEL',
  'REBATE',
  'REFERRAL',
] as const;
export type RewardKind = (typeof rewardKinds)[number];

export const ledgerTypeOfReward: Readonly<Record<RewardKind, EngagementLedgerType>> = {
  PROMOTION: 'BONUS',
  SIGNIN: 'BONUS',
  MISSION: 'MISSION_REWARD',
  LEADERBOARD: 'LEADERBOARD_PRIZE',
  VIP_LEVEL: 'VIP_REWARD',
  BIRTHDAY: 'VIP_REWARD',
  RED_ENVELOPE: 'RED_ENVELOPE',
  WHEEL: 'WHEEL_PRIZE',
  REBATE: 'REBATE',
  REFERRAL: 'REFERRAL_REWARD',
};

/**
 * The whitelabel node each engagement area follows (a node is on only with every ancestor on). Switching one off hides
 * its screens and menu entries and makes its calls answer 403 with the area's own code.
 */
export const engagementNodes = {
  promotions: 'PROMOTIONS',
  rewards: 'REWARDS',
  missions: 'MISSIONS',
  vip: 'VIP',
  rebate: 'MANPLAYREB3',
  raffle: 'RAFFLE',
  referral: 'REFERRAL',
} as const;
export type EngagementArea = keyof typeof engagementNodes;

/** Promotion categories (the tabs of /promotions). */
export const promotionCategories = [
  'WELCOME',
  'DEPOSIT',
  'DAILY',
  'CASINO',
  'SPORTS',
  'LOTTERY',
  'VIP',
] as const;
export type PromotionCategory = (typeof promotionCategories)[number];

/**
 * How a player takes part: APPLY (a comment and images the operator reviews), DEPOSIT (a bonus on a qualifying
 * deposit, claimed with one click), SIGNIN (a check-in claimed once per period), INFO (a page of the site to visit).
 */
export const promotionKinds = ['APPLY', 'DEPOSIT', 'SIGNIN', 'INFO'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** How often a DEPOSIT or SIGNIN promotion can be claimed: once, every Brasília day, every Brasília week. */
export const promotionRepeats = ['ONCE', 'DAILY', 'WEEKLY'] as const;
export type PromotionRepeat = (typeof promotionRepeats)[number];

/** Activity application (spec §5): a comment of up to 140 characters. Images: the upload limits of proofs. */
export const applicationCommentMax = 140;

export const missionPeriods = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof missionPeriods)[number];

/**
 * What a mission counts in its period: the amount of valid bets (cents), the number of valid bets, the number of won
 * rounds, paid deposits, or the amount deposited (cents).
 */
export const missionMetrics = [
  'BET_AMOUNT',
  'BET_COUNT',
  'WIN_COUNT',
  'DEPOSIT_COUNT',
  'DEPOSIT_AMOUNT',
] as const;
export type MissionMetric = (typeof missionMetrics)[number];

export const raffleKinds = ['RED_ENVELOPE', 'WHEEL'] as const;
export type RaffleKind = (typeof raffleKinds)[number];

/** The smallest stake a game takes (cents): "bet R$ X more" never asks for less. */
export const minimumStakeCents = 10;
