import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render-app.tsx';
import { themeBootScript, themeStorageKey } from '../../shared/constants/theme-boot.ts';
import { initialTheme } from './theme.ts';

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

describe("index.html's theme boot script", () => {
  it('picks the theme the app picks, for every stored value and system preference', () => {
    const noPreference = () => (globalThis as unknown as WithMatchMedia).installMatchMedia(() => false);
    for (const stored of [null, 'dark', 'light', 'purple']) {
      for (const system of [prefersLight, noPreference]) {
        system();
        if (stored === null) localStorage.removeItem(themeStorageKey);
        else localStorage.setItem(themeStorageKey, stored);
        delete document.documentElement.dataset.theme;
        // the page runs it as an inline script; here the same text runs against jsdom's window
        // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is a string by design
        (new Function(themeBootScript) as () => void)();
        expect(document.documentElement.dataset.theme, `${stored} ${system.name}`).toBe(initialTheme());
      }
    }
  });
});
