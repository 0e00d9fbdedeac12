import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { useUiStore } from '../../stores/ui-store.ts';
import { SideMenu } from './side-menu.tsx';

// the entries' file cannot be fetched while `offline` (the connection dropped)
const network = vi.hoisted(() => ({ offline: true, fetches: 0 }));
vi.mock('./side-menu-entries.tsx', async (importOriginal) => {
  network.fetches += 1;
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const categories = [{ key: 'LIVE', to: '/live', label: 'Cassino ao vivo' }];

describe('the side menu (its entries loaded with its first opening, issue 16)', () => {
  it('loads nothing while closed; opened without its code, says so and tries again when asked', async () => {
    stubFetch();
    useUiStore.setState({ sideMenuOpen: false });
    const { container } = renderWithProviders(<SideMenu categories={categories} />);
    expect(container.querySelector('#side-menu')).toHaveAttribute('hidden');
    expect(network.fetches).toBe(0);

    useUiStore.setState({ sideMenuOpen: true });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Verifique sua conexão e tente novamente.');
    expect(screen.queryByRole('navigation', { name: 'Menu lateral' })).toBeNull();
    // the failed file is not asked for again and again while the menu waits
    expect(network.fetches).toBe(1);

    network.offline = false;
    within(alert).getByRole('button', { name: 'Tentar novamente' }).click();
    const menu = await screen.findByRole('navigation', { name: 'Menu lateral' }, { timeout: 5000 });
    expect(within(menu).getByRole('link', { name: 'Cassino ao vivo' })).toHaveAttribute('href', '/live');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(network.fetches).toBe(2);
  });
});
