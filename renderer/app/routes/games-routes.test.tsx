import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getFavouriteList,
  getGameList,
  getGameVendors,
  getHotGames,
  launchGame,
  type VendorCard,
} from '../../../shared/api/games.ts';
import { limits } from '../../../shared/constants/business.ts';
import { getLotteryGames, getOpenedNumeros } from '../../../shared/api/lottery.ts';
import { renderApp, testToken } from '../../test/render-app.tsx';
import { useModalStore } from '../../stores/modal-store.ts';

const base = getGameVendors.example.response.data.lanes[0]!.cards[0]!;
const card = (vassalage: string, displayName: string, gameType: string, isGame = 'GAME'): VendorCard => ({
  ...base,
  vassalage,
  displayName,
  gameType,
  isGame,
});
const lanes = {
  value: {
    data: {
      lanes: [
        { title: 'RNG', cards: [card('PT', 'Playtech', 'RNG', 'LIST')], gameClassify: [] },
        {
          title: 'SPORTS',
          cards: [
            card('IBC', 'IBC Sports', 'SPORTS'),
            card('IMES', 'IM E-sports', 'SPORTS'),
            card('SV388', 'SV388', 'COCKFIGHT'),
          ],
          gameClassify: [],
        },
        { title: 'ELOTT', cards: [card('LOTT', 'Loteria', 'ELOTT')], gameClassify: [] },
      ],
    },
  },
};
const player = { id: 7, account: 'ana', nickname: 'Ana', type: 0 };

describe('game centre pages', () => {
  it('/sports lists the sports vendors only; e-sports and cockfight have their own pages', async () => {
    await renderApp('/sports', { fetch: { [getGameVendors.path]: lanes } });
    const list = await screen.findByRole('list', { name: 'Fornecedores de Esportes' });
    expect(within(list).getByText('IBC Sports')).toBeInTheDocument();
    expect(within(list).queryByText('IM E-sports')).not.toBeInTheDocument();
    expect(within(list).queryByText('SV388')).not.toBeInTheDocument();
  });

  it("loads a vendor centre's first pictures at once, at high priority, and the rest lazily", async () => {
    const many = {
      value: {
        data: {
          lanes: [
            {
              title: 'SPORTS',
              cards: ['A', 'B', 'C', 'D'].map((code) => card(code, `Esportes ${code}`, 'SPORTS')),
              gameClassify: [],
            },
          ],
        },
      },
    };
    await renderApp('/sports', { fetch: { [getGameVendors.path]: many } });
    const list = await screen.findByRole('list', { name: 'Fornecedores de Esportes' });
    const pictures = [...list.querySelectorAll('img.vendor-tile__art')];
    expect(pictures).toHaveLength(4);
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('/sports?category=COCKFIGHT lists the cockfight vendors', async () => {
    await renderApp('/sports?category=COCKFIGHT', { fetch: { [getGameVendors.path]: lanes } });
    const list = await screen.findByRole('list', { name: 'Fornecedores de Rinha de galo' });
    expect(within(list).getByText('SV388')).toBeInTheDocument();
  });

  it('a vendor card asks a visitor to log in before launching', async () => {
    await renderApp('/esports', { fetch: { [getGameVendors.path]: lanes } });
    const list = await screen.findByRole('list', { name: 'Fornecedores de E-sports' });
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Jogar IM E-sports' }));
    expect(useModalStore.getState().current?.name).toBe('login');
  });

  it('/rng?vassalage= opens the lobby on that vendor', async () => {
    await renderApp('/rng?vassalage=PT', {
      fetch: { [getGameVendors.path]: lanes },
      token: testToken,
      member: player,
    });
    const vendors = await screen.findByRole('group', { name: 'Fornecedores' });
    await waitFor(() =>
      expect(within(vendors).getByRole('button', { name: 'Playtech' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });
});

describe('a game list centre while the vendor lanes load', () => {
  it('draws the lobby and its opening games at once; the vendor row holds chip skeletons until the lanes answer', async () => {
    const hotGame = getHotGames.example.response.list[0]!;
    await renderApp('/rng', { fetch: { [getGameVendors.path]: { hang: true } } });
    await screen.findByRole('button', { name: `Jogar ${hotGame.gameName}` });
    const vendors = screen.getByRole('group', { name: 'Fornecedores' });
    expect(vendors).toHaveAttribute('aria-busy', 'true');
    expect(vendors.querySelectorAll('.lobby__chip-skeleton').length).toBeGreaterThan(0);
    expect(
      within(vendors)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todos os fornecedores']);
    expect(screen.queryByText('Carregando…')).not.toBeInTheDocument();
  });

  it('a vendor card centre (/sports) still says it is loading: its cards are the lanes', async () => {
    await renderApp('/sports', { fetch: { [getGameVendors.path]: { hang: true } } });
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando…');
  });
});

describe("a game list holds the grid's room while its games load (issue 16: nothing under it moves)", () => {
  const roomTiles = () =>
    document.querySelectorAll('.game-grid[aria-hidden="true"] [data-testid="game-tile-skeleton"]');

  it("a member's lobby: a page of tiles' rooms, hidden, one status announced", async () => {
    await renderApp('/rng', {
      fetch: { [getGameVendors.path]: lanes, [getGameList.path]: { hang: true } },
      token: testToken,
      member: player,
    });
    await waitFor(() => expect(roomTiles()).toHaveLength(limits.lobbyPageSize), { timeout: 5000 });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Carregando…');
    expect(screen.queryByRole('list', { name: 'Jogos' })).not.toBeInTheDocument();
  });

  it("a member's favourites: a page of tiles' rooms while they load", async () => {
    await renderApp('/favorite', {
      fetch: { [getGameVendors.path]: lanes, [getFavouriteList.path]: { hang: true } },
      token: testToken,
      member: player,
    });
    await waitFor(() => expect(roomTiles()).toHaveLength(limits.lobbyPageSize), { timeout: 5000 });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Carregando…');
  });
});

describe('lottery page', () => {
  const draw = getOpenedNumeros.example.response[0]!;
  it('lists the games of the prize mode (ELOTT when the e-lottery lane has a LOTT card) with their draws', async () => {
    const { requests } = await renderApp('/lottery', {
      fetch: {
        [getGameVendors.path]: lanes,
        [getLotteryGames.path]: { value: getLotteryGames.example.response },
        [getOpenedNumeros.path]: {
          value: [{ ...draw, nextCloseTime: new Date(Date.now() + 90_000).toISOString() }],
        },
      },
      token: testToken,
      member: player,
    });
    const game = await screen.findByTestId('lottery-game');
    await waitFor(() => expect(within(game).getByText(`Concurso ${draw.numero}`)).toBeInTheDocument());
    // the next issue's countdown (components share hooks/use-countdown.ts)
    expect(within(game).getByTestId('lottery-next-draw')).toHaveTextContent(
      /^Próximo sorteio em 01:(29|30)$/,
    );
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.url.pathname === getLotteryGames.path && r.url.searchParams.get('prizeMode') === 'ELOTT',
        ),
      ).toBe(true),
    );
  });

  it("holds the list's room while it loads: three cards' rooms, hidden, one status announced", async () => {
    await renderApp('/lottert', {
      fetch: { [getGameVendors.path]: lanes, [getLotteryGames.path]: { hang: true } },
    });
    expect(await screen.findByRole('status', { name: '' }, { timeout: 5000 })).toHaveTextContent(
      'Carregando…',
    );
    const rooms = document.querySelectorAll('.lottery__list[aria-hidden="true"] > li.lottery__card');
    expect(rooms).toHaveLength(3);
    for (const room of rooms) {
      // a visitor's draw is a line (logging in to see them): its room too
      expect(room.querySelector('.lottery__balls-room')).toBeNull();
      expect(room.querySelectorAll('.skeleton-text')).toHaveLength(3);
      expect(room.querySelector('.lottery__play-room.skeleton')).not.toBeNull();
    }
    expect(screen.queryByTestId('lottery-game')).not.toBeInTheDocument();
  });

  it("asks a visitor to log in to see a lottery's draws (a member's call) instead of saying there is none", async () => {
    const { requests } = await renderApp('/lottert', {
      fetch: {
        [getGameVendors.path]: lanes,
        [getLotteryGames.path]: { value: getLotteryGames.example.response },
      },
    });
    const game = await screen.findByTestId('lottery-game', {}, { timeout: 5000 });
    expect(within(game).getByText('Entre para ver os últimos sorteios.')).toHaveClass('lottery__draw');
    expect(within(game).queryByText('Aguardando o primeiro sorteio.')).not.toBeInTheDocument();
    expect(requests.map((request) => request.url.pathname)).not.toContain(getOpenedNumeros.path);
  });

  it("holds a member's draw's room while the latest draws load", async () => {
    await renderApp('/lottery', {
      fetch: {
        [getGameVendors.path]: lanes,
        [getLotteryGames.path]: { value: getLotteryGames.example.response },
        [getOpenedNumeros.path]: { hang: true },
      },
      token: testToken,
      member: player,
    });
    const game = await screen.findByTestId('lottery-game', {}, { timeout: 5000 });
    const room = game.querySelector('.lottery__draw[aria-hidden="true"]');
    expect(room?.querySelector('.lottery__balls-room.skeleton')).not.toBeNull();
    expect(room?.querySelectorAll('.skeleton-text')).toHaveLength(3);
    expect(within(game).queryByText('Aguardando o primeiro sorteio.')).not.toBeInTheDocument();
  });

  it('embeds the number picker of ?gameCode with a way back', async () => {
    const { requests } = await renderApp('/lottery?gameCode=SSC_BR_5M', {
      fetch: { [getGameVendors.path]: lanes },
      token: testToken,
      member: player,
    });
    const frame = await screen.findByTitle('Loteria SSC_BR_5M');
    expect(frame).toHaveAttribute('src', launchGame.example.response.content.game_url);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(screen.getByRole('link', { name: '← Voltar às loterias' })).toHaveAttribute('href', '/lottery');
    const launch = requests.find((r) => r.url.pathname === launchGame.path)!;
    expect(launch.url.searchParams.get('gameCode')).toBe('SSC_BR_5M');
    expect(launch.url.searchParams.get('language')).toBe('pt-BR');
  });
});
