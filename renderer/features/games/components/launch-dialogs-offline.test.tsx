import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { useLaunchStore } from '../stores/launch-store.ts';
import { LaunchDialogs } from './launch-dialogs.tsx';

// the dialogs' file cannot be fetched while `offline` (the connection dropped after the page loaded)
const network = vi.hoisted(() => ({ offline: true, fetches: 0 }));
vi.mock('./launch-dialog-views.tsx', async (importOriginal) => {
  network.fetches += 1;
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const target = { vassalage: 'PT', gameType: 'RNG', name: 'Age of the Gods' };
const open = () => act(() => Promise.resolve(useLaunchStore.getState().set({ maintenance: target })));

describe('the dialogs of launching, their code not fetched', () => {
  it('keep the page, say so in the person’s language, close, and fetch the code again at the next click', async () => {
    stubFetch();
    renderWithProviders(
      <>
        <h1>Início</h1>
        <LaunchDialogs />
      </>,
    );
    await open();
    expect(
      await screen.findByText('Verifique sua conexão e tente novamente.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(useLaunchStore.getState().maintenance).toBeNull());
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    // the failure was not fetched again and again while the dialog was asked for
    expect(network.fetches).toBe(1);

    network.offline = false;
    await open();
    expect(
      await screen.findByRole('dialog', { name: 'Jogo em manutenção' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(network.fetches).toBe(2);
  });
});
