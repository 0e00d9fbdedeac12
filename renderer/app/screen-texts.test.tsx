import { describe, expect, it, vi } from 'vitest';
import { lazyNamespaces, type Namespace } from '../locales/resources.ts';
import { i18n } from '../lib/i18n.ts';
import { renderScreen } from '../test/render-app.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { preloadScreenFor } from './preload.ts';
import { findRouteMeta, routeTable, type Screen } from './route-meta.ts';
import { screenTexts } from './screens.ts';

/** The namespaces the components drawn so far asked react-i18next for (each `useTranslation`). */
const read = new Set<string>();
vi.mock('react-i18next', async (original) => {
  const actual = await original<typeof import('react-i18next')>();
  const useTranslation = actual.useTranslation as (ns?: unknown, options?: unknown) => unknown;
  return {
    ...actual,
    useTranslation: (ns?: string | string[], options?: unknown) => {
      for (const name of [ns ?? []].flat()) read.add(name);
      return useTranslation(ns, options);
    },
  };
});

/** One address of each screen, the page's heading, and the member type it needs (none: a visitor's). */
const rows: [url: string, heading: string | RegExp, memberType?: number][] = [
  ['/', 'Bem-vindo à Aurora Play'],
  ['/agent', 'Login do agente'],
  ['/agentHome', 'Visão geral da equipe', 41],
  ['/member', 'Minha conta', 0],
  ['/help', 'Central de ajuda'],
  ['/promotions', 'Promoções'],
  ['/pointMall', 'Loja de pontos', 0],
  ['/seamless', /./],
  ['/announce', 'Avisos'],
  ['/down', 'Baixar o app'],
  ['/sports', 'Esportes'],
  ['/rng', 'Cassino'],
  ['/favorite', 'Favoritos', 0],
  ['/recent', 'Jogados recentemente', 0],
  ['/lottert', 'Loteria'],
  ['/oauth/callback', 'Entrar com conta social'],
  ['/aboutUs', 'Sobre nós'],
  ['/blog', 'Blog e notícias'],
  ['/mirrorSites', 'Sites espelho oficiais'],
  ['/no-such-page', 'Página não encontrada'],
];

/** The lazy namespaces a page's first drawing reads: its screen's and the layout's (the footer's legal texts). */
async function lazyTextsRead(
  url: string,
  heading: string | RegExp,
  memberType?: number,
): Promise<Set<string>> {
  read.clear();
  await renderScreen(url, heading, memberType);
  return new Set([...read].filter((name) => (lazyNamespaces as readonly string[]).includes(name)));
}

describe("a screen's texts load with its code (issue 16)", () => {
  it('covers every screen of the route table', () => {
    const covered = new Set(rows.map(([url]) => findRouteMeta(new URL(url, 'http://x').pathname).screen));
    for (const meta of routeTable)
      if (meta.screen !== 'login') expect(covered, meta.name).toContain(meta.screen);
  });

  it.each(rows)(
    "%s: the lazy namespaces its first drawing reads are the screen's",
    async (url, heading, type) => {
      const screenName = findRouteMeta(new URL(url, 'http://x').pathname).screen as Exclude<Screen, 'login'>;
      const layout = findRouteMeta(new URL(url, 'http://x').pathname).footer ? ['legal'] : [];
      const expected = new Set<string>([...(screenTexts[screenName] ?? []), ...layout]);
      // the footer comes after the page: what it reads may not be read yet
      const got = await lazyTextsRead(url, heading, type);
      for (const name of layout) got.add(name);
      expect([...got].sort()).toEqual([...expected].sort());
    },
  );

  it('starts fetching them with the code, in the interface language, once the texts are set up', () => {
    const load = vi.spyOn(i18n, 'loadNamespaces');
    try {
      createQueryClient();
      preloadScreenFor('/aboutUs', false);
      expect(load).toHaveBeenCalledWith(['pages'] satisfies Namespace[]);
      load.mockClear();
      // a page for members shows a visitor the login popup: its texts, not the page's
      preloadScreenFor('/member', false);
      expect(load).not.toHaveBeenCalledWith(screenTexts.member);
      load.mockClear();
      preloadScreenFor('/member', true);
      expect(load).toHaveBeenCalledWith(screenTexts.member);
      load.mockClear();
      // a screen that reads none of its own
      preloadScreenFor('/rng', false);
      expect(load).not.toHaveBeenCalled();
    } finally {
      load.mockRestore();
    }
  });
});
