import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getMerchantWallets, transferUpline, walletTransfer } from '../../../../shared/api/wallet.ts';
import { getPaymentPasswordStatus, recallAllWallets } from '../../../../shared/api/money.ts';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import { call } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../hooks/use-money-mutation.ts';

export const walletKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  wallets: ['wallet', 'merchantWallets'] as const,
  paymentPassword: ['money', 'paymentPasswordStatus'] as const,
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

export function usePaymentPasswordStatus() {
  return useQuery({
    queryKey: walletKeys.paymentPassword,
    queryFn: ({ signal }) => call(getPaymentPasswordStatus, {}, { signal }),
  });
}

export type TransferInput = RequestOf<typeof walletTransfer>;

/** In: MAIN → vendor wallet; out: vendor wallet → MAIN. */
export function transferFund(input: TransferInput, key: string) {
  return call(walletTransfer, input, idempotencyHeaders(key));
}

export function recallAll(_input: Record<string, never>, key: string) {
  return call(recallAllWallets, {}, idempotencyHeaders(key));
}

export type UplineInput = RequestOf<typeof transferUpline>;

export function sendToUpline(input: UplineInput, key: string) {
  return call(transferUpline, input, idempotencyHeaders(key));
}

/** Money moved: every balance on screen is stale (header, wallets, funds). */
export function invalidateWallets(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['money'] });
}
