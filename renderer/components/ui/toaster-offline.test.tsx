import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';

// sonner out of reach the first time (offline, in the lite app), then back
const loadToastRegion = vi.hoisted(() =>
  vi.fn<() => Promise<(props: { containerAriaLabel?: string }) => React.ReactNode>>(),
);
vi.mock('../../lib/toast.ts', async (original) => ({
  ...(await original<typeof import('../../lib/toast.ts')>()),
  loadToastRegion,
}));

const { i18n, startI18n } = await import('../../lib/i18n.ts');
const { toastRegion, wantToastRegion } = await import('../../lib/toast.ts');
const { Toaster } = await import('./toaster.tsx');

describe('the toast region without sonner', () => {
  it('draws nothing and breaks nothing when sonner cannot be fetched, and tries again at the next need', async () => {
    await startI18n();
    loadToastRegion.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <p>the page</p>
        <Toaster />
      </I18nextProvider>,
    );
    act(() => wantToastRegion());
    await waitFor(() => expect(toastRegion.wanted()).toBe(false));
    expect(container).toHaveTextContent('the page');
    expect(screen.queryByRole('region')).toBeNull();
    // back online: the next need mounts it
    loadToastRegion.mockResolvedValueOnce(({ containerAriaLabel }) => (
      <section aria-label={containerAriaLabel} />
    ));
    act(() => wantToastRegion());
    expect(await screen.findByRole('region', { name: 'Notificações' })).toBeInTheDocument();
    expect(loadToastRegion).toHaveBeenCalledTimes(2);
  });
});
