import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMerchantWallets, transferUpline, walletTransfer } from '../../../../shared/api/wallet.ts';
import { recallAllWallets } from '../../../../shared/api/money.ts';
import type { RequestOf } from '../../../../shared/api/contract.ts';
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
