import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getSystemStatus } from '../../shared/api/system.ts';
import { queryKeys } from '../api/query-keys.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { pageTitle } from '../../shared/rules/pages.ts';
import { renderScreen } from '../test/render-app.tsx';
import { findRouteMeta, routeTable } from './route-meta.ts';
import { renderPageShells } from './shell/render-shell.tsx';

/** One address of each screen, its page's heading, the tab's title, and the member type it needs (none: a visitor). */
const rows: [url: string, heading: string, title: string, memberType?: number][] = [
  ['/', 'Bem-vindo à Aurora Play', 'Aurora Play'],
  ['/agent', 'Login do agente', 'Login do agente — Aurora Play'],
  ['/agentHome', 'Visão geral da equipe', 'Visão geral da equipe — Aurora Play', 41],
  ['/member?tab=depositv2', 'Depósito', 'Depósito — Aurora Play', 0],
  ['/help', 'Central de ajuda', 'Central de ajuda — Aurora Play'],
  ['/promotions', 'Promoções', 'Promoções — Aurora Play'],
  ['/pointMall', 'Loja de pontos', 'Loja de pontos — Aurora Play', 0],
  ['/seamless', 'Jogo', 'Jogo — Aurora Play'],
  ['/announce', 'Avisos', 'Avisos — Aurora Play'],
  ['/down', 'Baixar o app', 'Baixar o app — Aurora Play'],
  ['/sports', 'Esportes', 'Esportes — Aurora Play'],
  ['/rng', 'Cassino', 'Cassino — Aurora Play'],
  ['/favorite', 'Favoritos', 'Favoritos — Aurora Play', 0],
  ['/recent', 'Jogados recentemente', 'Jogados recentemente — Aurora Play', 0],
  ['/lottert', 'Loteria', 'Loteria — Aurora Play'],
  ['/oauth/callback', 'Entrar com conta social', 'Entrar com conta social — Aurora Play'],
  ['/aboutUs', 'Sobre nós', 'Sobre nós — Aurora Play'],
  ['/blog', 'Blog e notícias', 'Blog e notícias — Aurora Play'],
  ['/mirrorSites', 'Sites espelho oficiais', 'Sites espelho oficiais — Aurora Play'],
  ['/no-such-page', 'Página não encontrada', 'Página não encontrada — Aurora Play'],
];

async function shown(url: string, heading: string, memberType?: number): Promise<void> {
  document.title = 'before';
  await renderScreen(url, heading, memberType);
}

describe("the browser tab's title names the page", () => {
  it('covers every screen of the route table', () => {
    const covered = new Set(rows.map(([url]) => findRouteMeta(new URL(url, 'http://x').pathname).screen));
    for (const meta of routeTable)
      if (meta.screen !== 'login') expect(covered, meta.name).toContain(meta.screen);
  });

  it.each(rows)('%s: the page heading %s, the tab "%s"', async (url, heading, title, memberType) => {
    await shown(url, heading, memberType);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('in the English interface, in English', async () => {
    localStorage.setItem('lang', 'en');
    await shown('/promotions', 'Promotions');
    await waitFor(() => expect(document.title).toBe('Promotions — Aurora Play'));
  });

  it('is the title the platform writes into the page it serves there (the build writes it), in both languages', async () => {
    const shells = renderPageShells();
    const served = shells.titles ?? {};
    const englishServed = shells.translations?.en?.titles ?? {};
    let compared = 0;
    for (const [url, , title] of rows) {
      const { pathname, search } = new URL(url, 'http://x');
      const meta = findRouteMeta(pathname);
      // the site's name alone: the home page, a member's page (a visitor sees the home page), a page not found
      if (meta.screen === 'home' || meta.requiresAuth !== false || meta.screen === 'notFound' || search) {
        expect(served[pathname], url).toBeUndefined();
        continue;
      }
      expect(pageTitle(served[pathname], 'Aurora Play'), url).toBe(title);
      compared++;
    }
    expect(compared).toBeGreaterThan(12);
    // every address of a page with a title has one, in English as well
    for (const meta of routeTable)
      for (const path of meta.paths)
        expect(Object.hasOwn(englishServed, path)).toBe(Object.hasOwn(served, path));
    localStorage.setItem('lang', 'en');
    await shown('/promotions', 'Promotions');
    await waitFor(() => expect(document.title).toBe(pageTitle(englishServed['/promotions'], 'Aurora Play')));
  });

  it("after the merchant's site name, which replaces the brand's once the platform has said it", () => {
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const hook = renderHook<void, { title: string | null }>(({ title }) => usePageTitle(title), {
      wrapper,
      initialProps: { title: 'Promoções' },
    });
    // no status read yet (a test, the desktop's first instant): the brand's name
    expect(document.title).toBe('Promoções — Aurora Play');
    act(() => {
      queryClient.setQueryData(queryKeys.systemStatus, {
        ...getSystemStatus.example.response,
        info: { ...getSystemStatus.example.response.info, siteName: 'Sorte Grande' },
      });
    });
    hook.rerender({ title: 'Cassino' });
    expect(document.title).toBe('Cassino — Sorte Grande');
    hook.rerender({ title: null });
    expect(document.title).toBe('Sorte Grande');
  });

  it('is the site name alone without a title', () => {
    expect(pageTitle('', 'Aurora Play')).toBe('Aurora Play');
    expect(pageTitle('Avisos', 'Aurora Play')).toBe('Avisos — Aurora Play');
  });
});
