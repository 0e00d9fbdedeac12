import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getHotGames } from '../../../../shared/api/games.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { flushCaches } from '../../../lib/session-cache.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { useRefreshOnFocus } from '../hooks/use-refresh-after-game.ts';
import { fetchHotGames, gamesKeys } from './games-api.ts';

const hotCalls = (requests: { url: URL }[]) => requests.filter((r) => r.url.pathname === getHotGames.path);

describe('hot games cache (spec §4)', () => {
  it('is kept in session storage per language and refetched after a language change flushes it', async () => {
    const { requests } = stubFetch();
    await fetchHotGames('pt-BR', 'RNG');
    await fetchHotGames('pt-BR', 'RNG');
    expect(hotCalls(requests)).toHaveLength(1);
    expect(sessionStorage.getItem('cache:hot:pt-BR:RNG:ALL')).not.toBeNull();
    await fetchHotGames('en', 'RNG');
    expect(hotCalls(requests)).toHaveLength(2);
    expect(hotCalls(requests)[1]!.url.searchParams.get('language')).toBe('en');
    flushCaches();
    await fetchHotGames('pt-BR', 'RNG');
    expect(hotCalls(requests)).toHaveLength(3);
  });
});

describe('balance refresh', () => {
  it('invalidates the balance and the recent games when the app regains focus', () => {
    const queryClient = createQueryClient({ retry: false });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    renderHook(() => useRefreshOnFocus(), { wrapper });
    window.dispatchEvent(new Event('focus'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: gamesKeys.balance });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: gamesKeys.recent });
  });
});
