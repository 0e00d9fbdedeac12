/**
 * The one key factory of the server data several features read (bulletproof-react's query keys, in one place
 * outside `features/`). Keys nest, so invalidating `wallet` reaches the balance and the consolidated funds, and
 * `money` reaches every money list (records, withdrawals, settings). Feature-only data keeps its keys in its
 * feature, under these roots where it belongs to them.
 */
export const queryKeys = {
  /** everything about the member's account (removed at login, so a new session never sees the old member) */
  account: ['account'] as const,
  /** the logged-in member, keyed by the session token */
  memberInfo: (token: string | null) => ['account', 'memberInfo', token] as const,
  /** every balance: the main wallet, the consolidated funds, the vendor wallets */
  wallet: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  consolidatedFunds: ['wallet', 'consolidatedFunds'] as const,
  /** every money list and setting: records, deposits, withdrawals, payment password */
  money: ['money'] as const,
  paymentPasswordStatus: ['money', 'paymentPasswordStatus'] as const,
  /**
   * responsible play: the session's rules and allowances (under money: a deposit or a round changes what is left),
   * keyed by the session token
   */
  responsible: ['money', 'responsible'] as const,
  responsibleStatus: (token: string | null) => ['money', 'responsible', 'status', token] as const,
  /** what the registration form asks for the merchant's rules (no session) */
  registrationRules: ['system', 'registrationRules'] as const,
  /** the member's recently played games (they change when a game is played) */
  recentGames: ['games', 'recent'] as const,
  /** the points mall: balance, rewards, redemptions, points details (a points movement reaches them all) */
  points: ['points'] as const,
  pointBalance: ['points', 'balance'] as const,
  /** the inbox (messageV2): the unread count (avatar and member-centre badges) and the message lists */
  inbox: ['inbox'] as const,
  unreadCount: ['inbox', 'unreadCount'] as const,
  /** rewards granted to the member (the engagement features keep their lists under this root) */
  rewards: ['rewards'] as const,
  /**
   * everything of player engagement (promotions, reward centre, missions, rebate, VIP, draws, referral, badge counts):
   * stale whenever money moves or a game closes (a bet counts for missions, a deposit earns tickets)
   */
  engagement: ['engagement'] as const,
  /** the rebate accrued on valid bets since the last claim (manualRebate): stale with every round played */
  manualRebate: ['engagement', 'manualRebate'] as const,
  /** the badge counts of the member-centre and avatar menus */
  badgeCounts: (token: string | null) => ['engagement', 'badges', token] as const,
  /** the member's pending contract requests and the contract kinds the merchant enables (agent contracts) */
  contractInfo: ['agent', 'contractInfo'] as const,
  systemStatus: ['system', 'status'] as const,
  whitelabel: ['system', 'whitelabel'] as const,
  registerSettings: ['system', 'registerSettings'] as const,
  countryCodes: (language: string) => ['system', 'countryCodes', language] as const,
} as const;
