import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderApp } from '../test/render-app.tsx';
import { useModalStore } from '../stores/modal-store.ts';

// the login popup's file cannot be fetched: the connection dropped before it was ever loaded
vi.mock('../features/auth/components/auth-modals.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a file the app cannot fetch', () => {
  it('shows a page that says so and offers a reload, never an empty window', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' });
    act(() => useModalStore.getState().open('login'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esta página não carregou');
    expect(alert).toHaveTextContent('Verifique sua conexão e tente novamente.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
