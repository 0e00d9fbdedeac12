import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { launchGameByNode } from '../../../../shared/api/games.ts';
import { platform, type GameWindow } from '../../../lib/platform.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { useLaunchStore } from '../stores/launch-store.ts';
import { useLaunchGame, type Launchable } from './use-launch-game.ts';

const slot: Launchable = {
  nodeId: 5012,
  vassalage: 'PT',
  gameType: 'RNG',
  gameCode: 'PT_GPAS_AOGS_POP',
  isGame: 'GAME',
  name: 'Age of the Gods',
};

function PlayButton({ subject }: { subject: Launchable }) {
  const launch = useLaunchGame();
  return (
    <button type="button" onClick={() => launch(subject)}>
      play
    </button>
  );
}

function fakeWindow(blocked = false) {
  const onClosed = vi.fn((_listener: () => void) => () => {});
  const win: GameWindow & { onClosed: typeof onClosed } = {
    navigate: vi.fn(),
    close: vi.fn(),
    blocked,
    onClosed,
  };
  return win;
}

async function click(subject: Launchable, options: { loggedIn?: boolean } = { loggedIn: true }) {
  const view = renderWithProviders(<PlayButton subject={subject} />, options);
  await userEvent.setup().click(screen.getByRole('button', { name: 'play' }));
  return view;
}

beforeEach(() => useLaunchStore.getState().reset());

describe('useLaunchGame (spec §4)', () => {
  it('opens the login popup when logged out and opens no window', async () => {
    stubFetch();
    const open = vi.spyOn(platform, 'openGame');
    await click(slot, { loggedIn: false });
    expect(useModalStore.getState().current?.name).toBe('login');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the need-true-account dialog for a trial account', async () => {
    stubFetch();
    useSessionStore.setState({ isTrial: true });
    const open = vi.spyOn(platform, 'openGame');
    await click(slot);
    expect(useModalStore.getState().current?.name).toBe('needTrueAccount');
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    ['TCG_LOTTO_VN', '/vnLottery?gameCode=G1'],
    ['TCG_SEA', '/seaLottery?gameCode=G1'],
    ['LOTT', '/lottery?gameCode=G1'],
    ['ELOTT', '/lottery?gameCode=G1'],
  ])('sends %s to %s', async (vassalage, to) => {
    stubFetch();
    await click({ ...slot, vassalage, gameCode: 'G1' });
    expect(screen.getByTestId('location')).toHaveTextContent(to);
  });

  it('sends an RNG vendor card to its lobby', async () => {
    stubFetch();
    await click({ vassalage: 'PG', gameType: 'RNG', isGame: 'LIST', name: 'PG Soft' });
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?vassalage=PG');
  });

  it('opens the vendor game list popup for isGame VASSALAGE', async () => {
    stubFetch();
    await click({ vassalage: 'KY', gameType: 'PVP', isGame: 'VASSALAGE', name: 'Kaiyuan' });
    expect(useLaunchStore.getState().vendorPopup?.vassalage).toBe('KY');
  });

  it('opens the window synchronously in the click, before the launch answers, then sets its address', async () => {
    let answer: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const network = stubFetch();
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await gate;
      return realFetch(...args);
    });
    const win = fakeWindow();
    const open = vi.spyOn(platform, 'openGame').mockReturnValue(win);
    await click(slot);
    // The window exists while the launch call is still pending.
    expect(open).toHaveBeenCalledWith({ gameId: '5012', gameName: 'Age of the Gods' });
    expect(win.navigate).not.toHaveBeenCalled();
    answer();
    await waitFor(() =>
      expect(win.navigate).toHaveBeenCalledWith(launchGameByNode.example.response.content.game_url),
    );
    const launch = network.requests.find((r) => r.url.pathname === launchGameByNode.path);
    expect(launch?.url.searchParams.get('language')).toBe('pt-BR');
    expect(launch?.url.searchParams.get('nodeId')).toBe('5012');
    expect(win.onClosed).toHaveBeenCalled();
  });

  it('shows the game in the page (/seamless) when the browser blocks the window', async () => {
    stubFetch();
    vi.spyOn(platform, 'openGame').mockReturnValue(fakeWindow(true));
    await click(slot);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/seamless'));
  });

  it.each([
    ['game.maintenance', 409],
    ['function.not.available', 403],
  ])('closes the window and shows game maintenance when the game is off (%s)', async (code, status) => {
    stubFetch({
      [launchGameByNode.path]: { status, body: { success: false, message: 'off', code } },
    });
    const win = fakeWindow();
    vi.spyOn(platform, 'openGame').mockReturnValue(win);
    await click(slot);
    await waitFor(() => expect(useLaunchStore.getState().maintenance?.nodeId).toBe(5012));
    expect(win.close).toHaveBeenCalled();
    expect(win.navigate).not.toHaveBeenCalled();
  });

  it('closes the window and shows a message when the launch fails otherwise', async () => {
    stubFetch({
      [launchGameByNode.path]: {
        status: 500,
        body: { success: false, message: 'x', code: 'internal.error' },
      },
    });
    const win = fakeWindow();
    vi.spyOn(platform, 'openGame').mockReturnValue(win);
    await click(slot);
    expect(await screen.findByText('Não foi possível abrir o jogo. Tente novamente.')).toBeInTheDocument();
    expect(win.close).toHaveBeenCalled();
  });

  it('shows game maintenance without launching a tile flagged in maintenance', async () => {
    stubFetch();
    const open = vi.spyOn(platform, 'openGame');
    await click({ ...slot, maintenance: true });
    expect(open).not.toHaveBeenCalled();
    expect(useLaunchStore.getState().maintenance?.nodeId).toBe(5012);
  });
});
