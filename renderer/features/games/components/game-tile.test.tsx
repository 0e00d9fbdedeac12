import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGameList, type Game } from '../../../../shared/api/games.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
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
});
