import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { getGameList, getHotGames, type Game } from '../../../../shared/api/games.ts';
import { ok, stubFetch, type RecordedRequest, type StubResponse } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { GameSection, HomeGameSections } from './home-game-sections.tsx';

// the skeleton tiles, counted: how often the home page draws them
const skeletonTiles = vi.hoisted(() => ({ drawn: 0 }));
vi.mock('./game-tile.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('./game-tile.tsx')>();
  return {
    ...original,
    GameTileSkeleton: () => {
      skeletonTiles.drawn += 1;
      return original.GameTileSkeleton();
    },
  };
});

const base = getGameList.example.response.games[0]!;
const games = (n: number): Game[] =>
  Array.from({ length: n }, (_, i) => ({ ...base, nodeId: 100 + i, gameName: `Jogo ${i + 1}` }));
const tiles = () => within(screen.getByRole('list', { name: 'Seção' })).getAllByRole('listitem');

describe('home game section (spec §2)', () => {
  it('shows 5 games and expands to 15 with More when past 10', async () => {
    stubFetch();
    renderWithProviders(<GameSection title="Seção" games={games(20)} large={false} />);
    expect(tiles()).toHaveLength(5);
    const more = screen.getByRole('button', { name: 'Mais' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(more);
    expect(tiles()).toHaveLength(15);
    expect(screen.getByRole('button', { name: 'Menos' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows 10 for hot and sports', () => {
    stubFetch();
    renderWithProviders(<GameSection title="Seção" games={games(20)} large />);
    expect(tiles()).toHaveLength(10);
  });

  it('keeps its element and its heading when the games take the skeleton’s place', () => {
    stubFetch();
    let arrive = () => {};
    function Loading() {
      const [list, setList] = useState<Game[] | undefined>(undefined);
      arrive = () => setList(games(8));
      return <GameSection title="Seção" games={list} large={false} to="/rng" />;
    }
    renderWithProviders(<Loading />);
    const section = screen.getByRole('region', { name: 'Seção' });
    const heading = screen.getByRole('heading', { name: 'Seção' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('game-tile-skeleton')).toHaveLength(5);
    act(() => arrive());
    // the same nodes: a scroll, a focus or the near-window observer on the section is not lost
    expect(screen.getByRole('region', { name: 'Seção' })).toBe(section);
    expect(screen.getByRole('heading', { name: 'Seção' })).toBe(heading);
    expect(section).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('game-tile-skeleton')).not.toBeInTheDocument();
    expect(tiles()).toHaveLength(5);
  });

  it('has no More with 10 games or fewer', () => {
    stubFetch();
    renderWithProviders(<GameSection title="Seção" games={games(10)} large={false} />);
    expect(tiles()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Mais' })).not.toBeInTheDocument();
  });
});

describe('home game sections while they load (issue 16)', () => {
  it('does not draw the other sections’ skeletons again when the hot games arrive', async () => {
    let recorded: RecordedRequest[] = [];
    // the hot games (no game type) answer; the categories' sections keep loading
    const hotOnly = (): StubResponse => {
      const gameType = recorded.at(-1)?.url.searchParams.get('gameType');
      return gameType ? { hang: true } : ok({ ...getHotGames.example.response, list: games(12) });
    };
    recorded = stubFetch({ [getHotGames.path]: hotOnly }).requests;
    skeletonTiles.drawn = 0;
    renderWithProviders(
      <HomeGameSections
        sections={[
          { category: 'RNG', title: 'Cassino', to: '/rng' },
          { category: 'FISH', title: 'Pescaria', to: '/fish' },
        ]}
      />,
    );
    // hot (10) and two categories (5 each)
    expect(skeletonTiles.drawn).toBe(20);
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(10);
    await waitFor(() => expect(recorded.filter((r) => r.url.pathname === getHotGames.path)).toHaveLength(3));
    expect(screen.getAllByTestId('game-tile-skeleton')).toHaveLength(10);
    // the categories' skeletons were drawn once, when the page was
    expect(skeletonTiles.drawn).toBe(20);
  });
});
