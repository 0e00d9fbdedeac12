import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getMerchantWallets,
  mainWalletCode,
  transferUpline,
  walletTransfer,
} from '../../../../shared/api/wallet.ts';
import { recallAllWallets } from '../../../../shared/api/money.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { call } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../hooks/use-money-mutation.ts';

export const walletKeys = {
  wallets: [...queryKeys.wallet, 'merchantWallets'] as const,
};

export const merchantWalletsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.wallets,
    queryFn: ({ signal }) => call(getMerchantWallets, {}, { signal }),
    staleTime: 5_000,
  });

export function useMerchantWallets() {
  return useQuery(merchantWalletsQueryOptions());
}

export type TransferInput = { vendor: string; direction: 'in' | 'out'; amount: number };

/** In: MAIN → vendor wallet; out: vendor wallet → MAIN. */
export function transferFund(input: TransferInput, key: string) {
  const [fromWallet, toWallet] =
    input.direction === 'in' ? [mainWalletCode, input.vendor] : [input.vendor, mainWalletCode];
  return call(walletTransfer, { fromWallet, toWallet, amount: input.amount }, idempotencyHeaders(key));
}

export function recallAll(_input: Record<string, never>, key: string) {
  return call(recallAllWallets, {}, idempotencyHeaders(key));
}

export type UplineInput = { amount: number; paymentPassword: string; remark: string };

export function sendToUpline(input: UplineInput, key: string) {
  return call(
    transferUpline,
    {
      amount: input.amount,
      paymentPassword: input.paymentPassword,
      ...(input.remark.trim() ? { remark: input.remark.trim() } : {}),
    },
    idempotencyHeaders(key),
  );
}
