import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  addWithdrawAccount,
  changePaymentPassword,
  confirmWithdrawal,
  getWithdrawAccounts,
  getWithdrawSettings,
  getWithdrawals,
  removeWithdrawAccount,
  requestWithdrawal,
  setPaymentPassword,
  type addWithdrawAccountRequestSchema,
  type withdrawalSchema,
} from '../../../../shared/api/money.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { call } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../hooks/use-money-mutation.ts';
import { lastDays } from '../../../../shared/time/brasilia.ts';
import { platformToday } from '../../../lib/platform-today.ts';

export type Withdrawal = z.infer<typeof withdrawalSchema>;
export type AddAccountInput = z.input<typeof addWithdrawAccountRequestSchema>;

export const withdrawKeys = {
  settings: [...queryKeys.money, 'withdrawSettings'] as const,
  accounts: [...queryKeys.money, 'withdrawAccounts'] as const,
  list: (page: number) => [...queryKeys.money, 'withdrawals', page] as const,
  paymentPassword: queryKeys.paymentPasswordStatus,
};

export const withdrawPageSize = 10;

export function useWithdrawSettings() {
  return useQuery({
    queryKey: withdrawKeys.settings,
    queryFn: ({ signal }) => call(getWithdrawSettings, {}, { signal }),
    staleTime: 0,
  });
}

export function useWithdrawAccounts() {
  return useQuery({
    queryKey: withdrawKeys.accounts,
    queryFn: ({ signal }) => call(getWithdrawAccounts, {}, { signal }),
  });
}

/** The member's withdrawals of the last 30 days, newest first, polled while one awaits payment or confirmation. */
export function useWithdrawals(page: number) {
  return useQuery({
    queryKey: withdrawKeys.list(page),
    queryFn: ({ signal }) => {
      const { startDate, endDate } = lastDays(30, platformToday());
      return call(
        getWithdrawals,
        { startDate, endDate, pageNo: page, pageSize: withdrawPageSize },
        { signal },
      );
    },
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.content.some((w) => w.status === 'PENDING' || w.status === 'PAID') ? 5_000 : false,
  });
}

export function setFirstPaymentPassword(input: { loginPassword: string; paymentPassword: string }) {
  return call(setPaymentPassword, input);
}

export function changeThePaymentPassword(input: { oldPaymentPassword: string; newPaymentPassword: string }) {
  return call(changePaymentPassword, input);
}

export function addAccount(input: AddAccountInput) {
  return call(addWithdrawAccount, input);
}

export function removeAccount(accountId: number) {
  return call(removeWithdrawAccount, { accountId });
}

export type WithdrawInput = { accountId: number; amount: number; paymentPassword: string };

export function submitWithdrawal(input: WithdrawInput, key: string) {
  return call(requestWithdrawal, input, idempotencyHeaders(key));
}

export type ConfirmInput = {
  withdrawalId: string;
  received: boolean;
  proofs?: { fileName: string; contentBase64: string }[];
  remark?: string;
};

export function confirmTheWithdrawal(input: ConfirmInput, key: string) {
  return call(confirmWithdrawal, input, { ...idempotencyHeaders(key), timeoutMs: 60_000 });
}
