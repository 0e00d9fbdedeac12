import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { useLaunchStore } from '../stores/launch-store.ts';
import { LaunchDialogs, loadLaunchDialogs } from './launch-dialogs.tsx';

// the dialogs' file cannot be fetched (the connection dropped after the page loaded)
vi.mock('./launch-dialog-views.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the dialogs of launching, their code not fetched', () => {
  it('keep the page, say so in the person’s language and close, so the next click tries again', async () => {
    stubFetch();
    renderWithProviders(
      <>
        <h1>Início</h1>
        <LaunchDialogs />
      </>,
    );
    const target = { vassalage: 'PT', gameType: 'RNG', name: 'Age of the Gods' };
    await act(() => Promise.resolve(useLaunchStore.getState().set({ maintenance: target })));
    expect(
      await screen.findByText('Verifique sua conexão e tente novamente.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(useLaunchStore.getState().maintenance).toBeNull());
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('are fetched again at the next need, not answered with the failure kept', async () => {
    const first = loadLaunchDialogs();
    await expect(first).rejects.toThrow();
    const second = loadLaunchDialogs();
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow();
  });
});
