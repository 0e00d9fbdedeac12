/** Game categories (vendor lane titles) and their label keys (spec §2). */
export const gameCategories = [
  'LIVE',
  'RNG',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'FISH',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'INHOUSE',
] as const;
export type GameCategory = (typeof gameCategories)[number];

/** Vendor codes by category (spec §3). */
export const vendorsByCategory = {
  FISH: ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG'],
  LIVE: ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP'],
  PVP: ['KX', 'KY', 'TH', 'WS', 'XY'],
  RNG: ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD'],
  SPORTS: ['IBC', 'SBT', 'UG'],
} as const;

export const esportVendorCodes = ['IMES', 'TF', 'IA'] as const;
export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const lotteryVassalages = ['LOTT', 'ELOTT', 'TCG_LOTTO_VN', 'TCG_SEA'] as const;
export const slotSubTypes = ['SC', 'VP', 'JP', 'TG', 'AC'] as const;
export const lotteryGameTypeImages = ['11X5', 'LF', 'LHC', 'PK10', 'SSC'] as const;
export const gameClasses = [
  'baccarat',
  'sicbo',
  'roulette',
  'dragontiger',
  'blackjack',
  'fantan',
  'niuniu',
] as const;
/** Footer vendor logos (spec §2). */
export const footerVendorLogos = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
/** `isGame` value meaning "open the vendor's game list popup". */
export const isGameVassalage = 'VASSALAGE';
