/** Whitelabel feature flags of spec §3 (modIds in the whitelabel tree). */
export const whitelabelFlags = [
  'AGENTPOLICY3',
  'MANPLAYREB3',
  'MOBILENUMREG3',
  'USERNAMEREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
] as const;
export type WhitelabelFlag = (typeof whitelabelFlags)[number];

/** Optional product modules the merchant switches on or off (side menu entries of spec §2). */
export const whitelabelModules = [
  'REBATE',
  'VIP',
  'REFERRAL',
  'MISSIONS',
  'REWARDS',
  'POINTMALL',
  'PROMOTIONS',
  'RAFFLE',
] as const;
export type WhitelabelModule = (typeof whitelabelModules)[number];
