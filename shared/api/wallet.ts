import { z } from 'zod/mini';
import { cents, defineContract, noInput, lazySchema } from './contract.ts';

/** The code of the member's main wallet; vendor wallets use their vassalage. */
export const mainWalletCode = 'MAIN';

export const getBalance = defineContract({
  id: 'wallet.balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  session: true,
  summary:
    'Main wallet balance in cents with its currency (refreshed on demand, when a game window closes and when the ' +
    'app regains focus).',
  request: noInput,
  response: lazySchema(() =>
    z.object({
      balance: cents(),
      currency: z.string().check(z.length(3)),
      currencySymbol: z.string().check(z.minLength(1)),
    }),
  ),
  example: { request: {}, response: { balance: 125_050, currency: 'BRL', currencySymbol: 'R$' } },
});

export const walletTransfer = defineContract({
  id: 'wallet.transfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  session: true,
  idempotent: true,
  summary:
    'Moves money between the main wallet and a vendor (transfer) wallet. One side is always MAIN. Requires the ' +
    'Idempotency-Key header.',
  request: lazySchema(() =>
    z.object({
      fromWallet: z.string().check(z.minLength(1)),
      toWallet: z.string().check(z.minLength(1)),
      amount: cents().check(z.positive()),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      transferId: z.string().check(z.minLength(1)),
      /** main wallet balance after the transfer */
      balance: cents(),
      /** the vendor wallet's balance after the transfer */
      walletBalance: cents(),
    }),
  ),
  example: {
    request: { fromWallet: 'MAIN', toWallet: 'PT', amount: 5_000 },
    response: { transferId: 'wt_000123', balance: 120_050, walletBalance: 5_000 },
  },
});

export const merchantWalletSchema = lazySchema(() =>
  z.object({
    /** MAIN or a vendor code */
    walletCode: z.string(),
    displayName: z.string(),
    balance: cents(),
    /** the vendor is under maintenance: its balance cannot move now */
    maintenance: z.boolean(),
  }),
);

export const getMerchantWallets = defineContract({
  id: 'wallet.merchantWallets',
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  session: true,
  summary: "The member's wallets at this merchant: MAIN first, then one per transfer-wallet vendor.",
  request: noInput,
  response: lazySchema(() => z.array(merchantWalletSchema)),
  example: {
    request: {},
    response: [
      { walletCode: 'MAIN', displayName: 'Carteira principal', balance: 120_050, maintenance: false },
      { walletCode: 'PT', displayName: 'Playtech', balance: 5_000, maintenance: false },
    ],
  },
});

export const getConsolidatedFunds = defineContract({
  id: 'wallet.consolidatedFunds',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  session: true,
  summary:
    'All funds at a glance for the member centre: total, withdrawable, locked by turnover, pending withdrawals ' +
    '(not called for trial accounts).',
  request: noInput,
  response: lazySchema(() =>
    z.object({
      currency: z.string().check(z.length(3)),
      /** main wallet plus vendor wallets */
      totalBalance: cents(),
      mainBalance: cents(),
      withdrawableBalance: cents(),
      /** held until a bonus turnover requirement is met */
      lockedBalance: cents(),
      pendingWithdrawal: cents(),
      pointBalance: z.number().check(z.int(), z.nonnegative()),
    }),
  ),
  example: {
    request: {},
    response: {
      currency: 'BRL',
      totalBalance: 125_050,
      mainBalance: 120_050,
      withdrawableBalance: 100_000,
      lockedBalance: 20_050,
      pendingWithdrawal: 0,
      pointBalance: 340,
    },
  },
});

export const transferUpline = defineContract({
  id: 'wallet.transferUpline',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_transferUpline',
  session: true,
  encrypted: true,
  idempotent: true,
  summary:
    "Transfers money from the member's main wallet to their upline agent, checked by the payment password. " +
    'Requires the Idempotency-Key header.',
  request: lazySchema(() =>
    z.object({
      amount: cents().check(z.positive()),
      paymentPassword: z.string().check(z.minLength(1)),
      remark: z.optional(z.string().check(z.trim(), z.maxLength(140))),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      transferId: z.string().check(z.minLength(1)),
      /** the upline's account */
      upline: z.string(),
      amount: cents(),
      balance: cents(),
    }),
  ),
  example: {
    request: { amount: 10_000, paymentPassword: '246810', remark: 'acerto' },
    response: { transferId: 'tu_000045', upline: 'agent01', amount: 10_000, balance: 110_050 },
  },
});

export const walletContracts = [
  getBalance,
  walletTransfer,
  getMerchantWallets,
  getConsolidatedFunds,
  transferUpline,
] as const;
