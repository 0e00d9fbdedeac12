import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addFavouriteGame, getFavouriteIds, removeFavouriteGame } from '../../../../shared/api/games.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { stubFetch, type RecordedRequest } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { gamesKeys } from '../api/games-api.ts';
import { useLaunchStore } from '../stores/launch-store.ts';
import { addFavourite, useFavouriteIds, useFavouriteToggle } from './use-favourites.ts';

const game = { nodeId: 7001, vassalage: 'PT', gameType: 'RNG' };

function Heart() {
  const ids = useFavouriteIds();
  const toggle = useFavouriteToggle();
  return (
    <button type="button" aria-pressed={ids.has(game.nodeId)} onClick={() => toggle(game)}>
      heart
    </button>
  );
}

const calls = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.url.pathname === path);

beforeEach(() => useLaunchStore.getState().reset());

const addFailed = 'Não foi possível adicionar aos favoritos.';

describe('favourite toggle (spec §4, §9)', () => {
  it('opens the login popup when logged out and sends nothing', async () => {
    const { requests } = stubFetch();
    renderWithProviders(<Heart />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'heart' }));
    expect(useModalStore.getState().current?.name).toBe('login');
    expect(calls(requests, addFavouriteGame.path)).toHaveLength(0);
  });

  it('adds optimistically: the heart is pressed before the server answers', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { requests } = stubFetch({
      [getFavouriteIds.path]: { value: { ids: [] } },
      [addFavouriteGame.path]: { value: { ids: [7001] } },
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes(addFavouriteGame.path)) await gate;
      return realFetch(input, init);
    });
    renderWithProviders(<Heart />, { loggedIn: true });
    const heart = screen.getByRole('button', { name: 'heart' });
    await waitFor(() => expect(calls(requests, getFavouriteIds.path)).toHaveLength(1));
    await userEvent.setup().click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    release();
    await waitFor(() => expect(calls(requests, addFavouriteGame.path)).toHaveLength(1));
    expect(JSON.parse(calls(requests, addFavouriteGame.path)[0]!.body ?? '{}')).toEqual({
      nodeId: 7001,
      vendor: 'PT',
      gameType: 'RNG',
    });
  });

  it('removes local first, then remote', async () => {
    const { requests } = stubFetch({
      [getFavouriteIds.path]: { value: { ids: [7001] } },
      [removeFavouriteGame.path]: { value: { ids: [] } },
    });
    renderWithProviders(<Heart />, { loggedIn: true });
    const heart = screen.getByRole('button', { name: 'heart' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.setup().click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calls(requests, removeFavouriteGame.path)).toHaveLength(1));
    expect(calls(requests, removeFavouriteGame.path)[0]!.method).toBe('DELETE');
  });

  it('rolls back with a message when the server refuses', async () => {
    stubFetch({
      [getFavouriteIds.path]: { value: { ids: [] } },
      [addFavouriteGame.path]: { status: 200, body: { success: false, message: 'no', code: 'forbidden' } },
    });
    renderWithProviders(<Heart />, { loggedIn: true });
    const heart = screen.getByRole('button', { name: 'heart' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.setup().click(heart);
    expect(await screen.findByText(addFailed)).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles at most once per second, with no trailing call', async () => {
    let now = 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { requests } = stubFetch({
      [getFavouriteIds.path]: { value: { ids: [] } },
      [addFavouriteGame.path]: { value: { ids: [7001] } },
      [removeFavouriteGame.path]: { value: { ids: [] } },
    });
    renderWithProviders(<Heart />, { loggedIn: true });
    const heart = screen.getByRole('button', { name: 'heart' });
    await waitFor(() => expect(calls(requests, getFavouriteIds.path)).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(heart);
    now += 300;
    await user.click(heart);
    now += 300;
    await user.click(heart);
    await waitFor(() => expect(calls(requests, addFavouriteGame.path)).toHaveLength(1));
    // Long after the window: still no trailing call.
    now += 5_000;
    await new Promise((r) => setTimeout(r, 50));
    expect(calls(requests, addFavouriteGame.path)).toHaveLength(1);
    expect(calls(requests, removeFavouriteGame.path)).toHaveLength(0);
    await user.click(heart);
    await waitFor(() => expect(calls(requests, removeFavouriteGame.path)).toHaveLength(1));
  });

  it('keeps the second per heart when one toggle serves several games (a grid)', async () => {
    let now = 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const other = { ...game, nodeId: 7002 };
    const { requests } = stubFetch({
      [getFavouriteIds.path]: { value: { ids: [] } },
      [addFavouriteGame.path]: { value: { ids: [7001] } },
    });
    function Grid() {
      const toggle = useFavouriteToggle();
      useFavouriteIds();
      return (
        <>
          <button type="button" onClick={() => toggle(game)}>
            first
          </button>
          <button type="button" onClick={() => toggle(other)}>
            second
          </button>
        </>
      );
    }
    renderWithProviders(<Grid />, { loggedIn: true });
    await waitFor(() => expect(calls(requests, getFavouriteIds.path)).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'first' }));
    now += 200;
    await user.click(screen.getByRole('button', { name: 'second' }));
    now += 200;
    await user.click(screen.getByRole('button', { name: 'first' }));
    await waitFor(() => expect(calls(requests, addFavouriteGame.path)).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    const added = calls(requests, addFavouriteGame.path).map(
      (r) => (JSON.parse(r.body ?? '{}') as { nodeId: number }).nodeId,
    );
    expect(added).toEqual([7001, 7002]);
    expect(calls(requests, removeFavouriteGame.path)).toHaveLength(0);
  });

  it('skips adding a game that already is a favourite (no request)', async () => {
    const { requests } = stubFetch();
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(gamesKeys.favouriteIds, [7001]);
    await expect(addFavourite(queryClient, game)).resolves.toBe('skipped');
    expect(requests).toHaveLength(0);
  });
});
