import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGameList, getHotGames } from '../../../../shared/api/games.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { useLaunchStore } from '../stores/launch-store.ts';
import type { LaunchTarget } from '../api/games-api.ts';
import { LaunchDialogs } from './launch-dialogs.tsx';

const target: LaunchTarget = { nodeId: 5012, vassalage: 'PT', gameType: 'RNG', name: 'Age of the Gods' };
const vendor: LaunchTarget = { vassalage: 'PT', gameType: 'RNG', name: 'Playtech' };
const other = { ...getHotGames.example.response.list[0]!, nodeId: 6001, gameName: 'Buffalo Blitz' };

beforeEach(() => useLaunchStore.getState().reset());

describe('the dialogs of launching (loaded when one opens, issue 16)', () => {
  it('draws nothing until a launch asks, then the maintenance notice with other games; closing clears it', async () => {
    stubFetch({ [getHotGames.path]: { value: { list: [getHotGames.example.response.list[0], other] } } });
    renderWithProviders(<LaunchDialogs />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => Promise.resolve(useLaunchStore.getState().set({ maintenance: target })));
    const dialog = await screen.findByRole('dialog', { name: 'Jogo em manutenção' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Age of the Gods está em manutenção agora.');
    // the game under maintenance is not offered instead of itself
    expect(await within(dialog).findByText('Buffalo Blitz')).toBeInTheDocument();
    expect(within(dialog).queryByText('Age of the Gods', { selector: '.game-tile *' })).toBeNull();

    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useLaunchStore.getState().maintenance).toBeNull();
  });

  it("shows a vendor's own game list with its game types", async () => {
    stubFetch({ [getGameList.path]: { value: { games: [other], totalPages: 1 } } });
    // a vendor's list is a member's (the launch rules send a visitor to the login popup first)
    renderWithProviders(<LaunchDialogs />, { loggedIn: true });
    await act(() => Promise.resolve(useLaunchStore.getState().set({ vendorPopup: vendor })));
    const dialog = await screen.findByRole('dialog', { name: 'Jogos de Playtech' }, { timeout: 5000 });
    const types = await within(dialog).findByRole('group', { name: 'Tipos de jogo' });
    expect(within(types).getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(dialog).findByText('Buffalo Blitz')).toBeInTheDocument();
  });
});
