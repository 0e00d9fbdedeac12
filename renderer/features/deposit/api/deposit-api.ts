import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  createDeposit,
  getDepositChannels,
  getDepositOrder,
  type depositOrderSchema,
} from '../../../../shared/api/money.ts';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../hooks/use-money-mutation.ts';

export type DepositOrder = z.infer<typeof depositOrderSchema>;

/** How often the shown order's status is polled (platform notes: the client polls the order status). */
export const depositPollMs = 3_000;

export const depositKeys = {
  channels: ['money', 'depositChannels'] as const,
  order: (orderId: string) => ['money', 'depositOrder', orderId] as const,
};

export function useDepositChannels() {
  return useQuery(
    queryOptions({
      queryKey: depositKeys.channels,
      queryFn: async ({ signal }) => {
        const channels = await call(getDepositChannels, {}, { signal });
        // PIX first, the rest in the platform's order
        return [...channels].sort(
          (a, b) => Number(b.channelCode === 'PIX') - Number(a.channelCode === 'PIX'),
        );
      },
      staleTime: 5 * 60_000,
    }),
  );
}

export type CreateDepositInput = { channelCode: DepositOrder['channelCode']; amount: number };

export function createDepositOrder(input: CreateDepositInput, key: string) {
  return call(createDeposit, input, idempotencyHeaders(key));
}

/** The order while it is shown: polled every few seconds until it is paid, failed or expired. */
export function useDepositOrder(initial: DepositOrder) {
  return useQuery({
    queryKey: depositKeys.order(initial.orderId),
    queryFn: ({ signal }) => call(getDepositOrder, { orderId: initial.orderId }, { signal }),
    initialData: initial,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? depositPollMs : false),
    refetchIntervalInBackground: true,
  });
}
