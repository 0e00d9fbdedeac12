import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { queryKeys } from './query-keys.ts';
import { refreshAfterGame, refreshAfterMoneyMoved, useRefreshOnFocus } from './refresh.ts';

function setup() {
  const queryClient = createQueryClient({ retry: false });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, invalidate, wrapper };
}

const invalidatedKeys = (invalidate: ReturnType<typeof setup>['invalidate']) =>
  invalidate.mock.calls.map(([filters]) => filters?.queryKey);

describe('shared refreshes through the key factory', () => {
  it('after a money call: every balance, every money list and engagement (missions, tickets, badges)', () => {
    const { queryClient, invalidate } = setup();
    refreshAfterMoneyMoved(queryClient);
    expect(invalidatedKeys(invalidate)).toEqual([queryKeys.wallet, queryKeys.money, queryKeys.engagement]);
  });

  it('the balance, the consolidated funds and the payment password sit under those roots', () => {
    const { queryClient } = setup();
    for (const key of [queryKeys.balance, queryKeys.consolidatedFunds, queryKeys.paymentPasswordStatus]) {
      queryClient.setQueryData(key, 1);
    }
    refreshAfterMoneyMoved(queryClient);
    for (const key of [queryKeys.balance, queryKeys.consolidatedFunds, queryKeys.paymentPasswordStatus]) {
      expect(queryClient.getQueryState(key)?.isInvalidated, key.join('.')).toBe(true);
    }
  });

  it('after a game: the balances and the recent games', () => {
    const { queryClient, invalidate } = setup();
    refreshAfterGame(queryClient);
    expect(invalidatedKeys(invalidate)).toEqual([
      queryKeys.wallet,
      queryKeys.money,
      queryKeys.engagement,
      queryKeys.recentGames,
    ]);
  });

  it('when the app regains focus (web window or desktop shell)', () => {
    const { invalidate, wrapper } = setup();
    const { unmount } = renderHook(() => useRefreshOnFocus(), { wrapper });
    window.dispatchEvent(new Event('focus'));
    expect(invalidatedKeys(invalidate)).toContainEqual(queryKeys.wallet);
    expect(invalidatedKeys(invalidate)).toContainEqual(queryKeys.recentGames);
    unmount();
    invalidate.mockClear();
    window.dispatchEvent(new Event('focus'));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
