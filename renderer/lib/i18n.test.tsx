import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render-app.tsx';
import { namespaces } from '../locales/resources.ts';
import { i18n, withTexts } from './i18n.ts';

const localeFiles = import.meta.glob<{ default: unknown }>('../locales/*/*.json', { eager: true });

function flatten(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function keysOf(language: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [path, module] of Object.entries(localeFiles)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === language) result.set(match[2]!, flatten(module.default).sort());
  }
  return result;
}

describe('locales', () => {
  it('have the same namespaces and exactly the same keys in pt-BR and en', () => {
    const pt = keysOf('pt-BR');
    const en = keysOf('en');
    expect([...pt.keys()].sort()).toEqual([...namespaces].sort());
    expect([...en.keys()].sort()).toEqual([...pt.keys()].sort());
    for (const [ns, keys] of pt) expect(en.get(ns), `namespace ${ns}`).toEqual(keys);
  });

  it('have no empty texts', () => {
    for (const module of Object.values(localeFiles)) {
      const walk = (value: unknown): void => {
        if (typeof value === 'string') expect(value.trim()).not.toBe('');
        else if (value && typeof value === 'object') Object.values(value).forEach(walk);
      };
      walk(module.default);
    }
  });
});

describe('language', () => {
  it('starts in Portuguese (Brazil) and marks <html lang>', async () => {
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('remembers a stored language', async () => {
    localStorage.setItem('lang', 'en');
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Aurora Play' }),
    ).toBeInTheDocument();
  });

  it('switching to English changes the texts, stores lang / hisLang, tells the server and refetches lists', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' });
    // a native click: the menu's code arrives outside the click's act() (issue 16: it loads with the first opening)
    screen.getByRole('button', { name: 'Menu lateral' }).click();

    // the menu's entries come with its first opening (issue 16)
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Idioma' }, { timeout: 5000 }),
      'en',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Aurora Play' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('hisLang')).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('en');

    await waitFor(() => {
      const update = requests.find((r) => r.url.pathname === '/wps/system/language');
      expect(update?.body && JSON.parse(update.body)).toEqual({ language: 'en' });
      expect(update?.headers.get('Language')).toBe('en');
    });
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.url.pathname === '/wps/relay/GCSGAME_newGameVendor' &&
            r.url.searchParams.get('language') === 'en',
        ),
      ).toBe(true),
    );

    // The legal block stays Portuguese whatever the language (spec §1).
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/Aviso de risco/)).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Game types' })).toBeInTheDocument();
  });
});

describe('withTexts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands over the module only once its lazy namespaces have come', async () => {
    let textsArrived!: () => void;
    const load = vi
      .spyOn(i18n, 'loadNamespaces')
      .mockReturnValue(new Promise<void>((resolve) => (textsArrived = resolve)));
    let handed: { name: string } | undefined;
    const module = withTexts(Promise.resolve({ name: 'form' }), 'auth', 'system').then((m) => (handed = m));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledWith(['auth', 'system']);
    expect(handed).toBeUndefined();
    textsArrived();
    await module;
    expect(handed).toEqual({ name: 'form' });
  });

  it('fails as the module fails, and asks for no texts when given none', async () => {
    const load = vi.spyOn(i18n, 'loadNamespaces');
    await expect(withTexts(Promise.reject(new Error('chunk')), 'auth')).rejects.toThrow('chunk');
    await expect(withTexts(Promise.resolve(7))).resolves.toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
