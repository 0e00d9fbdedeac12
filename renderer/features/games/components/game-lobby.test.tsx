import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGameList, getGameVendors, getHotGames } from '../../../../shared/api/games.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { lobbySource, prefetchLobbyOpening } from '../api/games-api.ts';
import { useLaunchStore } from '../stores/launch-store.ts';
import { GameLobby } from './game-lobby.tsx';

const lane = getGameVendors.example.response.data.lanes[0]!;
const exampleGame = getGameList.example.response.games[0]!;
const pt = lane.cards[0]!;
const pg = { ...pt, vassalage: 'PG', displayName: 'PG Soft' };
const classes = [{ key: 'roulette', displayName: 'Roleta', vendors: ['PT'] }];

beforeEach(() => useLaunchStore.getState().reset());

function lobby(gameType = 'RNG') {
  return <GameLobby gameType={gameType} vendors={[pt, pg]} classes={classes} />;
}

const listCalls = (requests: { url: URL }[]) => requests.filter((r) => r.url.pathname === getGameList.path);
const lastList = (requests: { url: URL }[]) => listCalls(requests).at(-1)!.url.searchParams;

describe('game lobby (spec §2)', () => {
  it('offers All, Hot, Recent, New (RNG only) and the server classes', () => {
    stubFetch();
    const { unmount } = renderWithProviders(lobby('RNG'), { loggedIn: true });
    const filters = within(screen.getByRole('group', { name: 'Filtros' }));
    for (const name of ['Todos', 'Populares', 'Recentes', 'Novos', 'Roleta', 'Jackpot'])
      expect(filters.getByRole('button', { name })).toBeInTheDocument();
    unmount();
    renderWithProviders(lobby('LIVE'), { loggedIn: true });
    const live = within(screen.getByRole('group', { name: 'Filtros' }));
    expect(live.queryByRole('button', { name: 'Novos' })).not.toBeInTheDocument();
    expect(live.queryByRole('button', { name: 'Jackpot' })).not.toBeInTheDocument();
  });

  it('filters by vendor and class on the server, 15 per page', async () => {
    const { requests } = stubFetch();
    renderWithProviders(lobby(), { loggedIn: true });
    await screen.findByRole('button', { name: `Jogar ${exampleGame.gameName}` });
    expect(lastList(requests).get('pageSize')).toBe('15');
    expect(lastList(requests).get('gameType')).toBe('RNG');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Playtech' }));
    await waitFor(() => expect(lastList(requests).get('vassalage')).toBe('PT'));
    expect(screen.getByRole('button', { name: 'Playtech' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Roleta' }));
    await waitFor(() => expect(lastList(requests).get('gameClassify')).toBe('roulette'));
    await user.click(screen.getByRole('button', { name: 'Novos' }));
    await waitFor(() => expect(lastList(requests).get('isNew')).toBe('true'));
    expect(lastList(requests).get('gameClassify')).toBeNull();
  });

  it('searches by trimmed name only in the All filter', async () => {
    const { requests } = stubFetch();
    renderWithProviders(lobby(), { loggedIn: true });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar jogo pelo nome' }), '  gods  ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(lastList(requests).get('gameName')).toBe('gods'));
    await user.click(screen.getByRole('button', { name: 'Roleta' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await waitFor(() => expect(lastList(requests).get('gameClassify')).toBe('roulette'));
    expect(lastList(requests).get('gameName')).toBeNull();
  });

  it('pages with an accessible paginator', async () => {
    const { requests } = stubFetch({
      [getGameList.path]: { value: { games: [exampleGame], totalPages: 9 } },
    });
    renderWithProviders(lobby(), { loggedIn: true });
    const pager = await screen.findByRole('navigation', { name: 'Paginação' });
    expect(within(pager).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Página 9' })).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(lastList(requests).get('pageNo')).toBe('3'));
  });

  it('shows the no-data view', async () => {
    stubFetch({ [getGameList.path]: { value: { games: [], totalPages: 0 } } });
    renderWithProviders(lobby(), { loggedIn: true });
    expect(await screen.findByText('Nenhum jogo encontrado.')).toBeInTheDocument();
  });

  it('shows the hot games to a visitor with an invitation to log in (the list call needs a session)', async () => {
    const { requests } = stubFetch();
    renderWithProviders(lobby());
    expect(await screen.findByText(/Entre para ver a lista completa/)).toBeInTheDocument();
    await screen.findByRole('button', { name: `Jogar ${exampleGame.gameName}` });
    expect(listCalls(requests)).toHaveLength(0);
    expect(requests.some((r) => r.url.pathname === getHotGames.path)).toBe(true);
  });

  it('a visitor searching sees only the matching popular games and is told the full catalogue needs a login', async () => {
    const hotList = [
      { ...exampleGame, nodeId: 1, gameName: 'Roleta Européia' },
      { ...exampleGame, nodeId: 2, gameName: 'Fortune Tiger' },
      { ...exampleGame, nodeId: 3, gameName: 'Mega Roleta' },
    ];
    const { requests } = stubFetch({ [getHotGames.path]: { value: { list: hotList } } });
    const user = userEvent.setup();
    renderWithProviders(lobby());
    await screen.findByRole('button', { name: 'Jogar Fortune Tiger' });

    const searchFor = async (text: string) => {
      const box = screen.getByRole('searchbox', { name: 'Buscar jogo pelo nome' });
      await user.clear(box);
      await user.type(box, text);
      await user.click(screen.getByRole('button', { name: 'Buscar' }));
    };
    await searchFor(' roleta ');
    expect(
      await screen.findByText(
        'Buscar em todo o catálogo exige login. Aqui estão só os jogos populares com «roleta» no nome.',
      ),
    ).toBeInTheDocument();
    const games = within(screen.getByRole('list', { name: 'Jogos' }));
    expect(
      games.getAllByRole('button', { name: /^Jogar / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Jogar Roleta Européia', 'Jogar Mega Roleta']);

    await searchFor('aviator');
    expect(
      await screen.findByText(
        'Nenhum jogo popular tem «aviator» no nome. Buscar em todo o catálogo exige login.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Jogos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar para buscar em todo o catálogo' }));
    expect(useModalStore.getState().current).toMatchObject({ name: 'login', reason: 'loginRequired' });
    // the list call needs a session: never sent for a visitor
    expect(listCalls(requests)).toHaveLength(0);
  });

  it("renders tiles: sized image (the first screen's at once, the rest lazy), hot badge, vendor name, game name, play and favourite", async () => {
    const games = [0, 1, 2, 3, 4, 5].map((n) => ({ ...exampleGame, nodeId: exampleGame.nodeId + n }));
    stubFetch({ [getGameList.path]: { value: { games, totalPages: 1 } } });
    renderWithProviders(lobby(), { loggedIn: true });
    const tiles = await screen.findAllByTestId('game-tile');
    expect(tiles).toHaveLength(6);
    const images = tiles.map((tile) => tile.querySelector('img')!);
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ...Array.from({ length: 4 }, () => ['eager', 'high']),
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
    const tile = tiles[0]!;
    const img = images[0]!;
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(within(tile).getByText('HOT')).toBeInTheDocument();
    expect(within(tile).getByText('Playtech')).toBeInTheDocument();
    expect(within(tile).getByText(exampleGame.gameName)).toBeInTheDocument();
    expect(within(tile).getByRole('button', { name: `Favoritar ${exampleGame.gameName}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('how a lobby opens, one definition for the lobby and the first view', () => {
  it('a member pages the platform list; Hot and Recent are their own lists; a visitor sees the popular games', () => {
    expect(lobbySource({ kind: 'ALL' }, true)).toBe('list');
    expect(lobbySource({ kind: 'NEW' }, true)).toBe('list');
    expect(lobbySource({ kind: 'CLASS', key: 'roulette' }, true)).toBe('list');
    expect(lobbySource({ kind: 'HOT' }, true)).toBe('hot');
    expect(lobbySource({ kind: 'RECENT' }, true)).toBe('recent');
    expect(lobbySource({ kind: 'ALL' }, false)).toBe('hot');
    expect(lobbySource({ kind: 'CLASS', key: 'roulette' }, false)).toBe('hot');
    expect(lobbySource({ kind: 'RECENT' }, false)).toBe('recent');
  });

  it.each([
    ['a member', true, getGameList.path],
    ['a visitor', false, getHotGames.path],
  ])(
    '%s: the grid the first view fetched is the one the lobby opens on, asked for once',
    async (_who, member, path) => {
      const { requests } = stubFetch();
      const queryClient = createQueryClient({ retry: false });
      if (member) useSessionStore.setState({ token: 'test-token-0123456789abcdef', isLogin: true });
      await prefetchLobbyOpening(queryClient, {
        language: 'pt-BR',
        gameType: 'RNG',
        vassalage: 'PG',
        isLogin: member,
      });
      expect(requests.map((r) => r.url.pathname)).toEqual([path]);
      renderWithProviders(
        <GameLobby gameType="RNG" vendors={[pt, pg]} classes={classes} initialVassalage="PG" />,
        {
          loggedIn: member,
          queryClient,
        },
      );
      // drawn from the prefetched answer, with no loading line in between
      expect(screen.getByRole('button', { name: `Jogar ${exampleGame.gameName}` })).toBeInTheDocument();
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(requests.filter((r) => r.url.pathname === path)).toHaveLength(1);
    },
  );
});
