import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGameList, tileImageOf, type Game } from '../../../../shared/api/games.ts';
import { watchFirstView } from '../../../lib/first-view-quiet.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { stubIntersectionObserver } from '../../../test/intersection-observer-stub.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { GameGrid } from './game-tile.tsx';

const base = getGameList.example.response.games[0]!;
const games = (n: number): Game[] =>
  Array.from({ length: n }, (_, i) => ({ ...base, nodeId: 100 + i, gameName: `Jogo ${i + 1}` }));

/** How many times drawing a grid of `n` tiles subscribes to the language's changes. */
function languageSubscriptions(n: number): number {
  const on = vi.spyOn(i18n, 'on');
  const view = renderWithProviders(<GameGrid games={games(n)} favourites={new Set()} label="Grade" />);
  const count = on.mock.calls.filter(([event]) => event === 'languageChanged').length;
  view.unmount();
  on.mockRestore();
  return count;
}

afterEach(() => useModalStore.setState({ current: null }));

describe('game grid (issue 16: the home page draws ~40 tiles, the favourites up to 999)', () => {
  it('subscribes its tiles once: a tile has no translation hook of its own', () => {
    stubFetch();
    const one = languageSubscriptions(1);
    expect(one).toBeGreaterThan(0);
    expect(languageSubscriptions(30)).toBe(one);
  });

  it('gives each tile the grid’s launch and heart: a visitor’s play and heart ask to log in', async () => {
    stubFetch();
    renderWithProviders(<GameGrid games={games(3)} favourites={new Set([101])} label="Grade" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Jogar Jogo 2' }));
    expect(useModalStore.getState().current).toMatchObject({ name: 'login', reason: 'loginRequired' });
    useModalStore.setState({ current: null });
    const heart = screen.getByRole('button', { name: 'Favoritar Jogo 2' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Favoritar Jogo 3' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(useModalStore.getState().current).toMatchObject({ name: 'login', reason: 'loginRequired' });
  });

  it("during the first view, gives a lazy tile its picture when it comes into the window and the others' once quiet", async () => {
    stubFetch();
    const { enter } = stubIntersectionObserver();
    // the app's start: its first view's calls answer when the test says so
    let firstViewAnswered: () => void = () => undefined;
    const client = new QueryClient();
    void watchFirstView(client, new Promise<void>((resolve) => (firstViewAnswered = resolve)));
    try {
      const list = games(4);
      renderWithProviders(<GameGrid games={list} favourites={new Set()} label="Grade" eager={1} />);
      const images = [...document.querySelectorAll<HTMLImageElement>('.game-tile__art img')];
      const sources = () => images.map((img) => img.getAttribute('src'));
      // the opening tile's picture at once (a screen's top); the lazy ones wait
      expect(sources()).toEqual([tileImageOf(list[0]!), null, null, null]);
      expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
      enter(images[1]!);
      expect(sources()).toEqual([tileImageOf(list[0]!), tileImageOf(list[1]!), null, null]);
      firstViewAnswered();
      await waitFor(() => expect(sources()).toEqual(list.map((game) => tileImageOf(game))));
    } finally {
      firstViewAnswered();
      vi.unstubAllGlobals();
    }
  });
});
