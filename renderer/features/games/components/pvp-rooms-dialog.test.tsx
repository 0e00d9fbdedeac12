import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPvpRooms, launchGame, launchGameByNode } from '../../../../shared/api/games.ts';
import { platform, type GameWindow } from '../../../lib/platform.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { useLaunchGame, type Launchable } from '../hooks/use-launch-game.ts';
import { PvpRoomsDialog } from './pvp-rooms-dialog.tsx';

const pvpGame: Launchable = {
  nodeId: 7001,
  vassalage: 'KY',
  gameType: 'PVP',
  gameCode: 'KY_PVP_0001',
  isGame: 'GAME',
  name: 'Niuniu Royale',
};

const rooms = [
  { roomId: 'r1', roomName: 'Iniciante', minEntry: 200, baseBet: 10, onlinePlayers: 87 },
  { roomId: 'r2', roomName: 'Intermediário', minEntry: 2_000, baseBet: 100, onlinePlayers: 41 },
];

/** The play button plus the modal the store asks for, as the app's modal host renders it. */
function Harness() {
  const launch = useLaunchGame();
  const current = useModalStore((s) => s.current);
  return (
    <>
      <button type="button" onClick={() => launch(pvpGame)}>
        play
      </button>
      {current?.name === 'pvpRooms' && current.game ? <PvpRoomsDialog game={current.game} /> : null}
    </>
  );
}

function fakeWindow(): GameWindow {
  return { navigate: vi.fn(), close: vi.fn(), blocked: false, onClosed: vi.fn(() => () => {}) };
}

beforeEach(() => useModalStore.getState().close());

describe('PVP room list before launching (spec §7 GLS2_roomList)', () => {
  it('lists the rooms with minimum entry and players instead of launching, then launches the chosen room', async () => {
    const user = userEvent.setup();
    const network = stubFetch({ [getPvpRooms.path]: { value: rooms } });
    const win = fakeWindow();
    const open = vi.spyOn(platform, 'openGame').mockReturnValue(win);
    renderWithProviders(<Harness />, { loggedIn: true });

    await user.click(screen.getByRole('button', { name: 'play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salas — Niuniu Royale' });
    expect(open).not.toHaveBeenCalled();
    const list = await within(dialog).findByRole('list', { name: 'Salas de Niuniu Royale' });
    const beginner = within(list).getByRole('listitem', { name: 'Iniciante' });
    expect(beginner).toHaveTextContent(/Entrada mínima\s*R\$\s*2,00/);
    expect(beginner).toHaveTextContent(/Jogadores online\s*87/);
    const asked = network.requests.find((r) => r.url.pathname === getPvpRooms.path);
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      vassalage: 'KY',
      gameCode: 'KY_PVP_0001',
      language: 'pt-BR',
    });

    await user.click(within(list).getByRole('button', { name: 'Entrar na sala Intermediário' }));
    // The window opens inside the click; the dialog closes.
    expect(open).toHaveBeenCalledWith({ gameId: '7001:r2', gameName: 'Niuniu Royale' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(win.navigate).toHaveBeenCalled());
    const launched = network.requests.find((r) => r.url.pathname === launchGame.path);
    expect(launched?.url.searchParams.get('roomId')).toBe('r2');
    expect(launched?.url.searchParams.get('gameCode')).toBe('KY_PVP_0001');
    expect(network.requests.some((r) => r.url.pathname === launchGameByNode.path)).toBe(false);
  });

  it('says so when the rooms cannot be read, and retries', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubFetch({
      [getPvpRooms.path]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { success: false, message: 'x', code: 'server.error' } }
          : { value: rooms };
      },
    });
    renderWithProviders(<Harness />, { loggedIn: true });
    await user.click(screen.getByRole('button', { name: 'play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salas — Niuniu Royale' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Não foi possível carregar as salas.');
    await user.click(within(dialog).getByRole('button', { name: 'Tentar de novo' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Entrar na sala Iniciante' }),
    ).toBeInTheDocument();
  });

  it('asks a logged-out visitor to log in before any room list', async () => {
    const user = userEvent.setup();
    const network = stubFetch({ [getPvpRooms.path]: { value: rooms } });
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'play' }));
    expect(useModalStore.getState().current?.name).toBe('login');
    expect(network.requests.some((r) => r.url.pathname === getPvpRooms.path)).toBe(false);
  });
});
