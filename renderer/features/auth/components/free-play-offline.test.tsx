import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

// free play's code cannot be fetched while `offline` (the connection dropped after the page loaded)
const network = vi.hoisted(() => ({ offline: true, fetches: 0 }));
const playForFree = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.doMock('../utils/free-play-login.ts', () => {
  network.fetches += 1;
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return { playForFree };
});
const { FreePlayButton } = await import('./free-play-button.tsx');

describe('free play, its code not fetched', () => {
  it('says it did not load, and fetches the code again at the next press', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const { queryClient } = renderWithProviders(<FreePlayButton onError={onError} />);
    const button = screen.getByRole('button', { name: 'Jogar grátis' });
    await user.click(button);
    await waitFor(() => expect(onError).toHaveBeenLastCalledWith('Verifique sua conexão e tente novamente.'));
    expect(playForFree).not.toHaveBeenCalled();

    network.offline = false;
    await user.click(button);
    await waitFor(() => expect(playForFree).toHaveBeenCalledTimes(1));
    // the screen's side of the login goes with it (complete-login.ts navigates and fills the query cache)
    expect(playForFree).toHaveBeenCalledWith(
      expect.objectContaining({ queryClient, forceExpiredChange: false }),
    );
    expect(onError).toHaveBeenLastCalledWith(null);
    expect(network.fetches).toBeGreaterThanOrEqual(2);
  });
});
