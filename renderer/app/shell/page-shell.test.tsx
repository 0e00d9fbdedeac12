import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app.tsx';
import { bottomTabs } from '../../components/layout/bottom-tabs.tsx';
import { withPageShell } from '../../../scripts/vite-prerender-shell.ts';
import { themeBootScript, themeBootScriptHash } from '../../../shared/constants/theme-boot.ts';
import { z } from 'zod/mini';
import {
  gameListPaths,
  shellBannerHtml,
  shellBannerSlot,
  shellPageMarker,
  shellPromotionsHtml,
  shellTileHtml,
  shellTilesMarker,
  shellVendorTileHtml,
  vendorCentreCategories,
} from '../../../shared/api/first-view.ts';
import { getGameVendors, getHotGames } from '../../../shared/api/games.ts';
import { getPromotions } from '../../../shared/api/promotions-list.ts';
import { en } from '../../locales/en.ts';
import enPromotions from '../../locales/en/promotions.json';
import ptPromotions from '../../locales/pt-BR/promotions.json';
import { PageShell } from './page-shell.tsx';
import { portugueseText, renderPageShells, renderShellHtml } from './render-shell.tsx';

/** The DOM a browser builds from HTML, serialized as the DOM serializes (`&nbsp;` and all). */
function parsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

/** The shell's HTML as the build writes it, parsed. */
function parsedShell(): string {
  return parsed(renderShellHtml());
}

describe('the page shell (index.html before the app)', () => {
  it('is the layout frame in Portuguese, with every text found, and one announced status', () => {
    const html = renderShellHtml();
    expect(html).not.toMatch(/(layout|mobile|common):/);
    document.body.innerHTML = html;
    // what assistive technology meets: the status, and nothing of the frame (no landmark or link to lose)
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    const frame = document.querySelector('[data-page-shell] > [aria-hidden="true"]')!;
    expect(frame).toHaveAttribute('inert');
    // what the eye meets: the layout's 18+ line, brand, navigation and tab bar
    expect(frame.querySelector('.rg-strip')).toHaveTextContent('18+Jogue com responsabilidade');
    expect(frame.querySelector('.brand')).toHaveTextContent('Aurora Play');
    expect(frame.querySelector('.top-nav__link[aria-current="page"]')).toHaveTextContent('Início');
    expect([...frame.querySelectorAll('.bottom-tabs__link')].map((tab) => tab.textContent)).toEqual([
      'Início',
      'Cassino',
      'Depositar',
      'Promoções',
      'Conta',
    ]);
    expect(bottomTabs.map((tab) => tab.key)).toEqual(['home', 'casino', 'deposit', 'promotions', 'account']);
    document.body.innerHTML = '';
  });

  it("React's render of the shell is the very markup the build writes (the takeover does not redraw)", () => {
    const { container } = render(<PageShell t={portugueseText} />);
    expect(container.innerHTML).toBe(parsedShell());
  });

  it("React's render with the served banner is the markup the platform writes into the page", () => {
    const shell = renderShellHtml();
    expect(shell).toContain(shellBannerSlot);
    for (const url of ['/assets-platform/banners/1.svg', 'https://cdn.example/b.png?w=1200&h=360&t="x"\'']) {
      const { container, unmount } = render(<PageShell t={portugueseText} banner={url} />);
      expect(container.innerHTML).toBe(parsed(shell.replace(shellBannerSlot, shellBannerHtml(url))));
      expect(container.querySelector('.page-shell__banner img')).toHaveAttribute('src', url);
      unmount();
      // on a member's page, the banner marked for visitors only, as the platform marks it
      const member = render(<PageShell t={portugueseText} banner={url} bannerForVisitorsOnly />);
      expect(member.container.innerHTML).toBe(
        parsed(shell.replace(shellBannerSlot, shellBannerHtml(url, true))),
      );
      expect(member.container.querySelector('.page-shell__banner')).toHaveAttribute('data-visitors-only', '');
      member.unmount();
    }
  });

  it("writes each game list centre's lobby frame in Portuguese, and the home room it replaces is the shell's", () => {
    const { home, lobbies } = renderPageShells();
    expect(renderShellHtml()).toContain(home);
    expect(Object.keys(lobbies).sort()).toEqual([...new Set(Object.values(gameListPaths))].sort());
    for (const [gameType, frame] of Object.entries(lobbies)) {
      expect(frame).not.toMatch(/(layout|games|common):/);
      expect(frame.split(shellTilesMarker)).toHaveLength(2);
      document.body.innerHTML = frame;
      expect(document.querySelector('h1')?.textContent).toBe(portugueseText(`layout:categories.${gameType}`));
      expect(document.querySelector('.lobby__hint')).toHaveTextContent('Entre para ver a lista completa');
      // the filters GameLobby draws while the lanes load: the slot types on RNG only
      const chips = [...document.querySelectorAll('.chip--small')].map((chip) => chip.textContent);
      expect(chips.slice(0, 3)).toEqual(['Todos', 'Populares', 'Recentes']);
      expect(chips.includes('Jackpot')).toBe(gameType === 'RNG');
    }
    document.body.innerHTML = '';
  });

  it("React's render with a served lobby is the markup the platform writes into the page", () => {
    const shell = renderShellHtml();
    const { home, lobbies } = renderPageShells();
    const example = z.parse(getHotGames.response, getHotGames.example.response).list[0]!;
    const games = [
      { ...example, nodeId: 1, gameName: '<b>"Roleta" & co\'</b>', iconUrl: '/g/1.svg?a=1&b="2"' },
      { ...example, nodeId: 2, gameName: '', nodeName: 'Nó', rtp: null, displayName: 'Vendor <x>' },
    ];
    const { container } = render(<PageShell t={portugueseText} lobby={{ gameType: 'RNG', games }} />);
    const platform = shell.replace(
      home,
      lobbies.RNG!.replace(shellTilesMarker, games.map(shellTileHtml).join('')),
    );
    expect(container.innerHTML).toBe(parsed(platform));
    expect(container.querySelectorAll('.game-tile')).toHaveLength(2);
    expect(container.querySelector('.game-tile__name')).toHaveTextContent('<b>"Roleta" & co\'</b>');
  });

  it("writes the promotions page's frame in Portuguese, its title the page's own in both languages", () => {
    const { promotions } = renderPageShells();
    expect(promotions).toBeDefined();
    expect(promotions!.split(shellPageMarker)).toHaveLength(2);
    document.body.innerHTML = promotions!;
    expect(document.querySelector('.promos__head h1')?.textContent).toBe('Promoções');
    document.body.innerHTML = '';
    // the shell's title is the navigation's word (a text of the first view): the page's title, which replaces it,
    // reads the same
    expect(ptPromotions.page.title).toBe(portugueseText('layout:topNav.promotions'));
    expect(enPromotions.page.title).toBe(en.layout.topNav.promotions);
  });

  it("React's render with served promotions is the markup the platform writes into the page", () => {
    const shell = renderShellHtml();
    const { home, promotions: frame } = renderPageShells();
    const example = z.parse(getPromotions.response, getPromotions.example.response).promotions[0]!;
    const cards = [
      { ...example, promotionId: 1, title: '<b>"Bônus" & co\'</b>', bannerUrl: '/p/1.svg?a=1&b="2"' },
      {
        ...example,
        promotionId: 2,
        summary: 'Sem prêmio <i>fixo</i>',
        rewardRateBp: null,
        rewardAmount: 0,
        minDeposit: null,
        turnoverMultiplier: 0,
      },
      { ...example, promotionId: 3 },
    ];
    const served = { tabs: 3, cards };
    const { container } = render(<PageShell t={portugueseText} promotions={served} />);
    const platform = shell.replace(home, frame!.replace(shellPageMarker, shellPromotionsHtml(served)));
    expect(container.innerHTML).toBe(parsed(platform));
    expect(container.querySelectorAll('.promos__tab')).toHaveLength(3);
    expect(container.querySelector('.promo-card__title')).toHaveTextContent('<b>"Bônus" & co\'</b>');
    // the pictures of a phone's first screen at once, the rest lazily, as the page's own
    const pictures = [...container.querySelectorAll('.promo-card__banner')];
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', 'auto'],
    ]);
    // a line's room for each fact of the reward the app writes, none without one
    expect(
      [...container.querySelectorAll('.promo-card')].map(
        (card) => card.querySelectorAll('.promo-card__reward li').length,
      ),
    ).toEqual([3, 0, 3]);
  });

  it("writes each vendor centre's frame in Portuguese; React's render with its vendors is the platform's markup", () => {
    const shell = renderShellHtml();
    const { home, vendorCentres } = renderPageShells();
    expect(Object.keys(vendorCentres ?? {}).sort()).toEqual([...vendorCentreCategories].sort());
    for (const [category, frame] of Object.entries(vendorCentres ?? {})) {
      expect(frame).not.toMatch(/(layout|games|common):/);
      expect(frame.split(shellTilesMarker)).toHaveLength(2);
      document.body.innerHTML = frame;
      expect(document.querySelector('h1')?.textContent).toBe(portugueseText(`layout:categories.${category}`));
      document.body.innerHTML = '';
    }
    const example = z.parse(getGameVendors.response, getGameVendors.example.response).data.lanes[0]!
      .cards[0]!;
    const cards = [
      { ...example, vassalage: 'A', displayName: '<b>"Sabá" & co\'</b>', iconUrl: '/v/a.svg?x=1&y="2"' },
      { ...example, vassalage: 'B', gameType: 'SPORTS', maintenance: true },
      { ...example, vassalage: 'C', gameType: 'SPORTS' },
    ];
    const { container } = render(
      <PageShell t={portugueseText} vendorCentre={{ category: 'SPORTS', cards }} />,
    );
    const platform = shell.replace(
      home,
      vendorCentres!.SPORTS!.replace(shellTilesMarker, cards.map(shellVendorTileHtml).join('')),
    );
    expect(container.innerHTML).toBe(parsed(platform));
    expect(container.querySelector('h1')).toHaveTextContent('Esportes');
    expect(container.querySelector('.vendor-tile__name')).toHaveTextContent('<b>"Sabá" & co\'</b>');
    expect(
      [...container.querySelectorAll('.vendor-tile__art')].map((img) => img.getAttribute('loading')),
    ).toEqual(['eager', 'eager', 'lazy']);
  });

  it('is what the app draws while the platform status loads, in Portuguese as built', async () => {
    const { container } = await renderApp('/', { fetch: { '/wps/system/status': { hang: true } } });
    expect(container.innerHTML).toBe(parsedShell());
  });

  it("is drawn in the player's language once the app runs", async () => {
    localStorage.setItem('lang', 'en');
    const { container } = await renderApp('/', { fetch: { '/wps/system/status': { hang: true } } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelector('.rg-strip')).toHaveTextContent('Play responsibly');
    expect(container.querySelectorAll('.bottom-tabs__link')[1]).toHaveTextContent('Casino');
  });
});

describe('writing the shell into index.html', () => {
  const page = [
    "<html><head><meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; script-src 'self'; object-src 'none'\" />",
    '<title>Aurora Play</title></head><body><div id="root"></div></body></html>',
  ].join('');

  it('fills the root, adds the theme script and allows it by its hash only', () => {
    const out = withPageShell(page, '<div data-page-shell="">x</div>');
    expect(out).toContain('<div id="root"><div data-page-shell="">x</div></div>');
    expect(out).toContain(`<script>${themeBootScript}</script>`);
    expect(out).toContain(`script-src 'self' ${themeBootScriptHash};`);
    expect(out).not.toContain('unsafe-inline');
    expect(out.indexOf('<script>')).toBeLessThan(out.indexOf('<body>'));
  });

  it('fails the build rather than ship a page without its shell', () => {
    expect(() => withPageShell(page.replace('<div id="root"></div>', '<main></main>'), 'x')).toThrow(/root/);
    expect(() => withPageShell(page.replace("script-src 'self';", ''), 'x')).toThrow(/policy/);
  });
});
