import { playerMemberType, trialMemberType } from '../shared/constants/members.ts';

/**
 * The demo accounts seeded into a new database. main.ts prints them; the README and the tests rely on this list.
 * Balances are integer cents in the MAIN wallet, credited through the ledger.
 */
export type DemoAccount = {
  username: string;
  password: string;
  /** member type: 0 player, 1 agent, 4 trial */
  type: number;
  role: 'player' | 'agent' | 'downline' | 'trial' | 'reset' | 'secure' | 'house';
  parent: string | null;
  /** opening MAIN wallet balance in cents */
  balanceCents: number;
  /** demo-money wallet (trial) */
  demoMoney: boolean;
  nickname: string;
  mobileNum: string | null;
  email: string | null;
};

export const demoMerchantCode = 'demo';

export const demoAccounts: readonly DemoAccount[] = [
  {
    username: 'demo_player',
    password: 'Demo1234',
    type: playerMemberType,
    role: 'player',
    parent: null,
    balanceCents: 100_000,
    demoMoney: false,
    nickname: 'Demo Player',
    mobileNum: '11987654321',
    email: 'demo_player@aurora-play.example',
  },
  {
    username: 'demo_agent',
    password: 'Agent1234',
    type: 1,
    role: 'agent',
    parent: null,
    balanceCents: 500_000,
    demoMoney: false,
    nickname: 'Demo Agent',
    mobileNum: '11987654322',
    email: 'demo_agent@aurora-play.example',
  },
  {
    username: 'demo_down1',
    password: 'Down1234',
    type: playerMemberType,
    role: 'downline',
    parent: 'demo_agent',
    balanceCents: 0,
    demoMoney: false,
    nickname: 'Downline One',
    mobileNum: null,
    email: null,
  },
  {
    username: 'demo_down2',
    password: 'Down1234',
    type: playerMemberType,
    role: 'downline',
    parent: 'demo_agent',
    balanceCents: 0,
    demoMoney: false,
    nickname: 'Downline Two',
    mobileNum: null,
    email: null,
  },
  {
    username: 'demo_trial',
    password: 'Trial1234',
    type: trialMemberType,
    role: 'trial',
    parent: null,
    balanceCents: 200_000,
    demoMoney: true,
    nickname: 'Trial',
    mobileNum: null,
    email: null,
  },
  // Still on the merchant's default initial password (account-policy.ts): login answers passwordExpired and the
  // first-login action asks for a password change.
  {
    username: 'demo_reset',
    password: 'Aurora123',
    type: playerMemberType,
    role: 'reset',
    parent: null,
    balanceCents: 0,
    demoMoney: false,
    nickname: 'Reset Me',
    mobileNum: null,
    email: null,
  },
  // Has a registered IP (203.0.113.10, not loopback): a login from elsewhere asks for SMS or e-mail verification.
  {
    username: 'demo_secure',
    password: 'Secure1234',
    type: playerMemberType,
    role: 'secure',
    parent: null,
    balanceCents: 10_000,
    demoMoney: false,
    nickname: 'Secure Player',
    mobileNum: '11987654323',
    email: 'demo_secure@aurora-play.example',
  },
  // A house (staff) account, not a member: login is refused with 'Non-member account unable to login'.
  {
    username: 'demo_house',
    password: 'House1234',
    type: 9,
    role: 'house',
    parent: null,
    balanceCents: 0,
    demoMoney: false,
    nickname: 'House',
    mobileNum: null,
    email: null,
  },
];
