import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render-app.tsx';

type WithMatchMedia = { installMatchMedia: (matches: (query: string) => boolean) => void };
const prefersLight = () =>
  (globalThis as unknown as WithMatchMedia).installMatchMedia((query) =>
    query.includes('prefers-color-scheme: light'),
  );

describe('theme', () => {
  it('follows the system preference when nothing is stored', async () => {
    prefersLight();
    await renderApp('/');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(await screen.findByRole('button', { name: 'Mudar para o tema escuro' })).toBeInTheDocument();
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('defaults to dark without a preference', async () => {
    await renderApp('/');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('a stored choice wins over the system preference', async () => {
    prefersLight();
    localStorage.setItem('theme', 'dark');
    await renderApp('/');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('the toggle switches the theme, says what it will do next and persists the choice', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Mudar para o tema claro' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Mudar para o tema escuro' })).toBeInTheDocument();
  });
});
