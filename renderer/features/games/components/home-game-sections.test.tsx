import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGameList, type Game } from '../../../../shared/api/games.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { GameSection } from './home-game-sections.tsx';

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

  it('has no More with 10 games or fewer', () => {
    stubFetch();
    renderWithProviders(<GameSection title="Seção" games={games(10)} large={false} />);
    expect(tiles()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Mais' })).not.toBeInTheDocument();
  });
});
