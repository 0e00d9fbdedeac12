import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app.tsx';
import { bottomTabs } from '../../components/layout/bottom-tabs.tsx';
import { withPageShell } from '../../../scripts/vite-prerender-shell.ts';
import { themeBootScript, themeBootScriptHash } from '../../../shared/constants/theme-boot.ts';
import { z } from 'zod/mini';
import {
  gameListPaths,
  shellBannerHtml,
  shellBannerSlot,
  shellHomeNavCurrent,
  shellLotteryCards,
  shellLotteryHtml,
  shellArticleHtml,
  shellArticleMetaRoom,
  shellArticlesHtml,
  shellDownloadHtml,
  shellMirrorEntriesHtml,
  shellSitePageHtml,
  shellPageMarker,
  shellQrMarker,
  shellSiteMarker,
  shellTilesMarker,
  sitePagePaths,
  vendorCentreCategories,
  withFirstView,
  withPageWidth,
  lotteryPagePaths,
  type FirstViewData,
} from '../../../shared/api/first-view.ts';
import { getAnnouncementContent } from '../../../shared/api/content.ts';
import {
  exampleLotteryGame,
  getGameVendors,
  getHotGames,
  lotteryGameSchema,
} from '../../../shared/api/games.ts';
import { getLotteryGames, getLotteryMenus, getVnOpenedNumeros } from '../../../shared/api/lottery.ts';
import { getPromotions } from '../../../shared/api/promotions-list.ts';
import { getSitePage, type SitePageKey } from '../../../shared/api/site-page.ts';
import { getArticle, getArticles } from '../../../shared/api/site.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { takeServedFirstView } from '../served-first-view.ts';
import { watchFirstView } from '../../lib/first-view-quiet.ts';
import DOMPurify from 'dompurify';
import { en } from '../../locales/en.ts';
import enPromotions from '../../locales/en/promotions.json';
import ptPromotions from '../../locales/pt-BR/promotions.json';
import { renderToStaticMarkup } from 'react-dom/server';
import enPages from '../../locales/en/pages.json';
import enSupport from '../../locales/en/support.json';
import ptScreens from '../../locales/pt-BR/screens.json';
import ptSupport from '../../locales/pt-BR/support.json';
import ptPages from '../../locales/pt-BR/pages.json';
import ptLottery from '../../locales/pt-BR/lottery.json';
import enLottery from '../../locales/en/lottery.json';
import { MirrorSkeletons } from '../../features/site/components/mirror-sites.tsx';
import { DownloadPage } from '../../features/site/components/download-page.tsx';
import { getSystemStatus, getWhitelabel } from '../../../shared/api/system.ts';
import { downloadVariants } from '../../../shared/rules/download-links.ts';
import { qrCodeImage } from '../../../shared/rules/qr-code.ts';
import { applyLanguage } from '../../lib/i18n.ts';
import { PageShell, ServedPageShell } from './page-shell.tsx';
import { routeTable } from '../route-meta.ts';
import { englishText, portugueseText, renderPageShells, renderShellHtml } from './render-shell.tsx';
import { themeSwitchRoom } from './agent-login-frame.tsx';

/** The DOM a browser builds from HTML, serialized as the DOM serializes (`&nbsp;` and all). */
function parsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

/** HTML parsed, each element's attributes in name order (React's client sets a picture's source last). */
function withSortedAttributes(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      .map((a) => [a.name, a.value] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
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
    expect(renderShellHtml()).toContain(`${shellHomeNavCurrent}Início</span>`);
  });

  it("the root gate's render of the served home page is the page the platform wrote, with its banner", () => {
    const shell = renderShellHtml();
    expect(shell).toContain(shellBannerSlot);
    const page = `<html><head></head><body><div id="root">${shell}</div></body></html>`;
    for (const url of ['/assets-platform/banners/1.svg', 'https://cdn.example/b.png?w=1200&h=360&t="x"\'']) {
      const data: FirstViewData = {
        merchantCode: 'demo',
        language: 'pt-BR',
        homeContent: {
          banners: [{ groupName: 'home', url, linkage: null, linkageType: 'NONE', title: 'Um', sort: 1 }],
          player: [],
          popup: [],
          promotion: [],
        },
      };
      // on a member's page, the banner marked for visitors only
      for (const bannerForVisitorsOnly of [false, true]) {
        const root = new DOMParser()
          .parseFromString(
            withFirstView(page, data, renderPageShells(), { bannerForVisitorsOnly }),
            'text/html',
          )
          .getElementById('root')!;
        expect(root.innerHTML).toBe(
          parsed(shell.replace(shellBannerSlot, shellBannerHtml(url, bannerForVisitorsOnly))),
        );
        expect(root.querySelector('.page-shell__banner img')?.getAttribute('src')).toBe(url);
        const { container, unmount } = render(
          <ServedPageShell html={root.querySelector('[data-page-shell]')!.innerHTML} />,
        );
        expect(container.innerHTML).toBe(root.innerHTML);
        expect(container.querySelector('.page-shell__banner')?.hasAttribute('data-visitors-only')).toBe(
          bannerForVisitorsOnly,
        );
        unmount();
      }
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

  it("writes each vendor centre's frame in Portuguese", () => {
    const { vendorCentres } = renderPageShells();
    expect(Object.keys(vendorCentres ?? {}).sort()).toEqual([...vendorCentreCategories].sort());
    for (const [category, frame] of Object.entries(vendorCentres ?? {})) {
      expect(frame).not.toMatch(/(layout|games|common):/);
      expect(frame.split(shellTilesMarker)).toHaveLength(2);
      document.body.innerHTML = frame;
      expect(document.querySelector('h1')?.textContent).toBe(portugueseText(`layout:categories.${category}`));
      document.body.innerHTML = '';
    }
  });

  it("writes the mirror sites' frame in both languages: the page's title, intro and warning, the list's marker", () => {
    const pages = renderPageShells();
    for (const [frame, texts] of [
      [pages.mirrors, ptPages],
      [pages.translations?.en?.mirrors, enPages],
    ] as const) {
      expect(frame?.split(shellPageMarker)).toHaveLength(2);
      document.body.innerHTML = frame!.replace(shellPageMarker, shellMirrorEntriesHtml(3));
      expect(document.querySelector('.content-page > h1')?.textContent).toBe(texts.titles.mirrors);
      expect(document.querySelector('h1 + p')?.textContent).toBe(texts.mirrors.intro);
      expect(document.querySelector('.content-page > p.m-muted')?.textContent).toBe(texts.mirrors.warning);
      expect(document.querySelectorAll('.mirror-list > li.mirror')).toHaveLength(3);
      document.body.innerHTML = '';
    }
  });

  it("writes each merchant's page's frame in both languages: the page's title, the article's marker under it", () => {
    const pages = renderPageShells();
    for (const [frames, texts] of [
      [pages.sitePages, ptPages],
      [pages.translations?.en?.sitePages, enPages],
    ] as const) {
      expect(Object.keys(frames ?? {}).sort()).toEqual(Object.values(sitePagePaths).sort());
      for (const [key, frame] of Object.entries(frames ?? {})) {
        expect(frame).toBe(
          `<div class="content-page"><h1>${texts.titles[key as SitePageKey]}</h1>${shellPageMarker}</div>`,
        );
      }
    }
  });

  it("writes the help centre's frame in both languages: the page's title and search, the sections' marker", () => {
    const pages = renderPageShells();
    for (const [frame, title, support] of [
      [pages.help, ptScreens.help.title, ptSupport],
      [pages.translations?.en?.help, en.screens.help.title, enSupport],
    ] as const) {
      expect(frame?.split(shellPageMarker)).toHaveLength(2);
      document.body.innerHTML = frame!;
      expect(document.querySelector('.help-screen > h1')?.textContent).toBe(title);
      expect(document.querySelector('.help__search-label')?.textContent).toBe(support.help.search);
      expect(document.querySelector('.help__search-input')).toHaveAttribute(
        'placeholder',
        support.help.searchPlaceholder,
      );
      document.body.innerHTML = '';
    }
  });

  it("writes a bare page's shell and the help centre's bare frame in both languages, as its bare page draws it", () => {
    const pages = renderPageShells();
    for (const [bare, help, text] of [
      [pages.bare, pages.help, portugueseText],
      [pages.translations?.en?.bare, pages.translations?.en?.help, englishText],
    ] as const) {
      // the shell: the announced status, the "18+" line every page has, and the page's marker; no site chrome
      expect(bare?.shell.split(shellPageMarker)).toHaveLength(2);
      document.body.innerHTML = bare!.shell;
      expect(screen.getByRole('status')).toHaveTextContent(text('common:loader.loading'));
      const frame = document.querySelector('[data-page-shell] > [aria-hidden="true"]')!;
      expect(frame).toHaveAttribute('inert');
      expect(frame.querySelector('.rg-strip')).toHaveTextContent(`18+${text('layout:rgStrip.text')}`);
      expect(frame.querySelector('.site-header, .top-nav, .bottom-tabs, .side-menu')).toBeNull();
      // the help centre's frame with the bare page's class (HelpScreen in the bare layout), otherwise the same
      expect(bare?.help).toBe(help?.replace('class="help-screen"', 'class="help-screen help-screen--bare"'));
      expect(bare?.help).not.toBe(help);
      document.body.innerHTML = '';
    }
  });

  it("writes the notices' frame in both languages: the page's title, the notices' marker under it", () => {
    const pages = renderPageShells();
    expect(pages.announce).toBe(
      `<div class="games-page"><h1>${ptScreens.announce.title}</h1>${shellPageMarker}</div>`,
    );
    expect(pages.translations?.en?.announce).toBe(
      `<div class="games-page"><h1>${en.screens.announce.title}</h1>${shellPageMarker}</div>`,
    );
  });

  it("writes the lottery frame in both languages, and the shell's body without the side menu where the site has none", () => {
    const pages = renderPageShells();
    for (const [frames, title, line] of [
      [pages, ptScreens.lottery.title, ptLottery.drawsForMembers],
      [pages.translations!.en!, en.screens.lottery.title, enLottery.drawsForMembers],
    ] as const) {
      expect(frames.lottery).toEqual({
        html: `<div class="lottery"><h1>${title}</h1>${shellPageMarker}</div>`,
        visitorLine: `<p class="lottery__draw">${line}</p>`,
      });
    }
    // the lottery pages the platform writes a list into are the route table's that a visitor opens
    expect(lotteryPagePaths).toEqual(
      routeTable
        .filter((meta) => meta.screen === 'lottery' && !meta.requiresAuth)
        .flatMap((meta) => meta.paths),
    );
    const side = pages.sideMenu!;
    expect(side.paths).toEqual(
      expect.arrayContaining(['/lottert', '/vnlottery', '/sealottery', '/seamless']),
    );
    for (const path of ['/', '/rng', '/lottery', '/agent', '/helpmc', '/agentHome'])
      expect(side.paths).not.toContain(path);
    expect(side.wide).toBe('<div class="app-shell__body app-shell__body--wide">');
    for (const t of [portugueseText, englishText]) {
      const shell = renderShellHtml(t);
      expect(shell.split(side.narrow)).toHaveLength(2);
      expect(shell.replace(side.narrow, side.wide)).toBe(renderShellHtml(t, true));
    }
    // the root gate's shell for such a page as served: the very markup, so the takeover redraws nothing
    const served = withPageWidth(
      `<html><head></head><body><div id="root">${renderShellHtml()}</div></body></html>`,
      '/lottert',
      pages,
    );
    const root = new DOMParser().parseFromString(served, 'text/html').getElementById('root')!;
    expect(root.querySelector('.page-shell__side')).toBeNull();
    const { container, unmount } = render(<PageShell t={portugueseText} wide />);
    expect(container.innerHTML).toBe(root.innerHTML);
    unmount();
  });

  it("writes the download page's frame in each form, in both languages: the site's name and each QR code's marker once", () => {
    const pages = renderPageShells();
    for (const frames of [pages.download, pages.translations?.en?.download]) {
      expect(Object.keys(frames ?? {}).sort()).toEqual([...downloadVariants].sort());
      for (const [variant, frame] of Object.entries(frames ?? {})) {
        expect(frame.split(shellSiteMarker)).toHaveLength(2);
        const offered = {
          none: ['site'],
          ios: ['ios', 'site'],
          android: ['android', 'site'],
          both: ['ios', 'android', 'site'],
        };
        for (const link of ['ios', 'android', 'site'] as const)
          expect(frame.split(shellQrMarker(link))).toHaveLength(
            offered[variant as keyof typeof offered].includes(link) ? 2 : 1,
          );
        // every text found (no key left), no picture asked for ahead of the page (React's preload links)
        expect(frame).not.toMatch(/\b(pages|common):|\{\{|<link/);
      }
    }
    expect(pages.download?.both).toContain(`<h1>${ptPages.titles.download}</h1>`);
    expect(pages.translations?.en?.download?.both).toContain(`<h1>${enPages.titles.download}</h1>`);
  });

  it("the app's download page draws the very page the platform writes into its frame, in both languages", async () => {
    const pages = renderPageShells();
    const status = z.parse(getSystemStatus.response, getSystemStatus.example.response);
    const apps = [
      { resourceType: 'APP_IOS', url: 'https://apps.apple.com/br/app/aurora-play/id6450000000' },
      { resourceType: 'APP_ANDROID', url: 'https://aurora-play.example/download/aurora-play.apk' },
    ];
    for (const [language, frames] of [
      ['pt-BR', pages.download],
      ['en', pages.translations?.en?.download],
    ] as const) {
      await act(() => applyLanguage(language));
      for (const resources of [[], apps.slice(0, 1), apps.slice(1), apps]) {
        const info = { ...status.info, siteName: 'Aurora & <Play>', resources };
        const written = shellDownloadHtml(info, frames, qrCodeImage);
        expect(written).not.toBeNull();
        // (in the app's query client, as every screen: it names the browser tab after the merchant's site)
        const { container, unmount } = render(
          <QueryClientProvider client={createQueryClient()}>
            <DownloadPage info={info} />
          </QueryClientProvider>,
        );
        expect(withSortedAttributes(container.innerHTML)).toBe(withSortedAttributes(written!));
        expect(container.querySelectorAll('img.qr-code')).toHaveLength(1 + resources.length);
        unmount();
      }
    }
    await act(() => applyLanguage('pt-BR'));
  });

  it("the app's agent login draws the very page the platform writes in the bare shell, in both languages", async () => {
    const pages = renderPageShells();
    /** The page as parsed, without the ids React gives the fields (useId: the frame's are the build's). */
    const withoutIds = (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      for (const element of template.content.querySelectorAll('[id], label[for]')) {
        element.removeAttribute('id');
        element.removeAttribute('for');
      }
      return withSortedAttributes(template.innerHTML);
    };
    for (const [language, frame, title] of [
      ['pt-BR', pages.bare?.agentLogin, 'Login do agente'],
      ['en', pages.translations?.en?.bare?.agentLogin, 'Agent login'],
    ] as const) {
      await act(() => applyLanguage(language));
      // as a visitor first sees it: the merchant's switches (which may offer the SMS method) still on their way
      const { container, unmount } = await renderApp('/agent', {
        fetch: { [getWhitelabel.path]: { hang: true } },
      });
      await screen.findByRole('heading', { level: 1, name: title });
      const page = container.querySelector('.agent-login')!;
      // the theme switch is the visitor's theme's, which the build cannot know: the frame holds its room
      const themeSwitch = page.querySelector('.agent-login__top > button.icon-btn')!;
      expect(themeSwitch).toBeInTheDocument();
      themeSwitch.outerHTML = themeSwitchRoom;
      expect(withoutIds(page.outerHTML)).toBe(withoutIds(frame!));
      expect(frame).toContain('method-tabs--held');
      unmount();
    }
    await act(() => applyLanguage('pt-BR'));
  });

  it("the app's blog and an article draw the very page the platform writes into their frames, in both languages", async () => {
    const pages = renderPageShells();
    const hostile = '<b>"Loja" & co\'</b></a>';
    const example = z.parse(getArticles.response, getArticles.example.response);
    const first = { ...example.content[0]!, title: hostile, summary: `${hostile} resumo`, slug: "a b/'c" };
    const articles = { ...example, content: [first, { ...first, articleId: 2, category: 'BLOG' as const }] };
    const article = { ...first, content: `<p>Texto</p>${hostile}<img src="/x.png" onerror="x()">` };
    const sanitize = (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
    for (const [language, frames] of [
      ['pt-BR', pages],
      ['en', pages.translations!.en!],
    ] as const) {
      for (const [url, served, written] of [
        ['/blog', { articles }, frames.blog!.replace(shellPageMarker, shellArticlesHtml(articles)!)],
        [
          `/blog?slug=${encodeURIComponent(first.slug)}`,
          { article },
          frames.article!.replace(shellPageMarker, shellArticleHtml(article, sanitize(article.content))),
        ],
      ] as const) {
        await act(() => applyLanguage(language));
        let answered: () => void = () => undefined;
        void watchFirstView(createQueryClient(), new Promise<void>((resolve) => (answered = resolve)));
        // the page's block as the app's start takes it (main.tsx): the blog's code checks its answers
        takeServedFirstView(createQueryClient(), { merchantCode: 'demo', language, ...served }, language);
        const { container, unmount, requests } = await renderApp(url, {
          fetch: { [getArticles.path]: { hang: true }, [getArticle.path]: { hang: true } },
        });
        // until the first view is quiet the app draws the page as written, the line's room and all: the takeover
        // redraws nothing (the line's date formatter waits: use-first-view-quiet.ts)
        const page = await waitFor(
          () => {
            const title = container.querySelector(
              '.app-shell__main .content-page h1 ~ * a, .blog-article h1',
            );
            expect(title).not.toBeNull();
            return title!.closest('.content-page')!;
          },
          { timeout: 5000 },
        );
        expect(withSortedAttributes(page.outerHTML)).toBe(withSortedAttributes(written));
        answered();
        await waitFor(() => expect(page.querySelector('.blog-meta time')).not.toBeNull(), { timeout: 5000 });
        // then the line the app words (category and date) is in place of its room
        const app = page.outerHTML.replace(/<p class="m-muted blog-meta">.*?<\/p>/g, shellArticleMetaRoom);
        expect(withSortedAttributes(app)).toBe(withSortedAttributes(written));
        expect(page.querySelectorAll('.blog-meta .m-badge')).toHaveLength(url === '/blog' ? 2 : 1);
        // the answers came with the page: nothing asked for
        expect(requests.filter((r) => r.url.pathname.includes('/wps/system/article'))).toEqual([]);
        unmount();
      }
    }
    await act(() => applyLanguage('pt-BR'));
  });

  it("the app's lottery page draws the list it was served with while the lanes load, each card as the platform wrote it", async () => {
    const pages = renderPageShells();
    const example = z.parse(lotteryGameSchema, exampleLotteryGame);
    const games = Array.from({ length: shellLotteryCards + 1 }, (_, i) => ({
      ...example,
      gameCode: `G${i}`,
      gameName: i === 0 ? '<b>"Sena" & co</b>' : `Jogo ${i}`,
    }));
    for (const [url, kind] of [
      ['/lottert', 'ELOTT'],
      ['/vnlottery', 'VN'],
    ] as const) {
      // the page's block as the app's start takes it (main.tsx): the lottery's code checks its list
      takeServedFirstView(
        createQueryClient(),
        { merchantCode: 'demo', language: 'pt-BR', lottery: { kind, games } },
        'pt-BR',
      );
      const hanging = Object.fromEntries(
        [getGameVendors, getLotteryGames, getLotteryMenus, getVnOpenedNumeros].map(({ path }) => [
          path,
          { hang: true } as const,
        ]),
      );
      const { container, unmount, requests } = await renderApp(url, { fetch: hanging });
      const cards = await screen.findAllByTestId('lottery-game', {}, { timeout: 5000 });
      expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual(
        games.map((g) => g.gameName),
      );
      // each card as written, but for the play button the app words (its room in the shell)
      const written = parsed(
        pages.lottery!.html.replace(
          shellPageMarker,
          shellLotteryHtml({ kind, games }, pages.lottery!.visitorLine)!,
        ),
      );
      const template = document.createElement('template');
      template.innerHTML = written;
      const shellCards = [...template.content.querySelectorAll('.lottery__card')];
      expect(shellCards).toHaveLength(shellLotteryCards);
      shellCards.forEach((shellCard, i) => {
        const card = cards[i]!.cloneNode(true) as HTMLElement;
        card.removeAttribute('data-testid');
        card.querySelector('a.button-primary')!.outerHTML =
          '<span class="skeleton lottery__play-room"></span>';
        expect(card.outerHTML).toBe(shellCard.outerHTML);
      });
      expect(container.querySelector('.lottery h1')?.textContent).toBe(
        template.content.querySelector('h1')?.textContent,
      );
      // the list came with the page: not asked for
      const asked = requests.map((request) => request.url.pathname);
      expect(asked).not.toContain(getLotteryGames.path);
      expect(asked).not.toContain(getLotteryMenus.path);
      unmount();
      // drawn again from the start (as after a first drawing the app discards while a part of the page loads): the
      // same list, of the kind the page was served with while the lanes load, and nothing asked
      const again = await renderApp(url, { fetch: hanging });
      const redrawn = await screen.findAllByTestId('lottery-game', {}, { timeout: 5000 });
      expect(redrawn.map((card) => card.querySelector('h2')?.textContent)).toEqual(
        games.map((g) => g.gameName),
      );
      const askedAgain = again.requests.map((request) => request.url.pathname);
      expect(askedAgain).not.toContain(getLotteryGames.path);
      expect(askedAgain).not.toContain(getLotteryMenus.path);
      again.unmount();
    }
  });

  it("the app's merchant's page draws the very page the platform writes, its date's room until the first view is quiet", async () => {
    const pages = renderPageShells();
    const content = '<p>Quem <b>somos</b></p><img src="/x.png" onerror="x()"><a href="javascript:x()">y</a>';
    const sanitize = (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
    let answered: () => void = () => undefined;
    void watchFirstView(createQueryClient(), new Promise<void>((resolve) => (answered = resolve)));
    const { container } = await renderApp('/aboutUs', {
      fetch: { [getSitePage.path]: { value: { ...getSitePage.example.response, key: 'about', content } } },
    });
    const page = await waitFor(
      () => {
        const text = container.querySelector('.app-shell__main .content-page .rich-text');
        expect(text).not.toBeNull();
        return text!.closest('.content-page')!;
      },
      { timeout: 5000 },
    );
    const written = pages.sitePages!.about!.replace(shellPageMarker, shellSitePageHtml(sanitize(content)));
    expect(withSortedAttributes(page.outerHTML)).toBe(withSortedAttributes(written));
    answered();
    await waitFor(() => expect(page.querySelector('.site-page__updated')).toHaveTextContent(/\d{4}/), {
      timeout: 5000,
    });
    expect(page.querySelector('.site-page__updated')).not.toHaveClass('skeleton-text');
  });

  it("the app's not-found page is the very page the platform writes at an address the app has no page at", async () => {
    const pages = renderPageShells();
    // every address of the route table, and no other: the platform answers any other with this page and a 404
    expect(pages.paths).toEqual(routeTable.flatMap((meta) => meta.paths));
    expect(pages.paths).toEqual(
      expect.arrayContaining(['/', '/rng', '/pointMall', '/agent', '/oauth/callback']),
    );
    for (const [language, frames, title] of [
      ['pt-BR', pages, 'Página não encontrada'],
      ['en', pages.translations!.en!, 'Page not found'],
    ] as const) {
      localStorage.setItem('lang', language);
      const { container, unmount } = await renderApp('/no-such-page');
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 3000 });
      expect(frames.notFound?.title).toBe(title);
      expect(container.querySelector('.not-found')?.outerHTML).toBe(parsed(frames.notFound!.html));
      unmount();
    }
    localStorage.removeItem('lang');
    await act(() => applyLanguage('pt-BR'));
  });

  it("an entry's room in the served mirror list is the app's own while the mirrors load", () => {
    for (const count of [1, 3, 4])
      expect(renderToStaticMarkup(<MirrorSkeletons count={count} />)).toBe(shellMirrorEntriesHtml(count));
  });

  it("the root gate's render of a served page is the page the platform wrote: a lobby, the promotions, a vendor centre, the mirrors, a merchant's page, the help centre, the notices, the blog, an article", () => {
    const shell = renderShellHtml();
    const page = `<html><head></head><body><div id="root">${shell}</div></body></html>`;
    const game = z.parse(getHotGames.response, getHotGames.example.response).list[0]!;
    const promotion = z.parse(getPromotions.response, getPromotions.example.response).promotions[0]!;
    const vendors = z.parse(getGameVendors.response, getGameVendors.example.response);
    const card = vendors.data.lanes[0]!.cards[0]!;
    const hostile = '<b>"Jogo" & co\'</b><script>x()</script>';
    const lobby: FirstViewData = {
      merchantCode: 'demo',
      language: 'pt-BR',
      lobby: {
        gameType: 'RNG',
        hot: { list: [{ ...game, gameName: hostile, iconUrl: '/g/1.svg?a=1&b="2"' }] },
      },
    };
    const promotions: FirstViewData = {
      merchantCode: 'demo',
      language: 'pt-BR',
      promotions: { categories: ['WELCOME'], promotions: [{ ...promotion, title: hostile }] },
    };
    const lanes = [
      { title: 'SPORTS', cards: [{ ...card, gameType: 'SPORTS', displayName: hostile }], gameClassify: [] },
    ];
    const centre: FirstViewData = {
      merchantCode: 'demo',
      language: 'pt-BR',
      vendorCentre: { category: 'SPORTS', vendors: { data: { lanes } } },
    };
    const mirrors: FirstViewData = {
      merchantCode: 'demo',
      language: 'pt-BR',
      domainRoute: {
        mainDomain: 'https://demo.example',
        mirrors: [{ url: 'https://m1.demo.example', label: 'M1' }],
      },
    };
    const sitePage: FirstViewData = {
      merchantCode: 'demo',
      language: 'pt-BR',
      sitePage: {
        ...getSitePage.example.response,
        content: `<p>Quem somos</p>${hostile}<a href="javascript:x()">y</a>`,
      },
    };
    const help: FirstViewData = {
      merchantCode: 'demo',
      language: 'pt-BR',
      helpCentre: [
        {
          id: 1,
          key: 'term',
          title: hostile,
          articles: [{ id: 1, title: 'Termos', content: `<p>Só maiores</p>${hostile}` }],
        },
      ],
    };
    const notices = z.parse(getAnnouncementContent.response, getAnnouncementContent.example.response);
    const announce: FirstViewData = {
      merchantCode: 'demo',
      language: 'pt-BR',
      notices: {
        ...notices,
        player: [{ ...notices.player[0]!, title: hostile, content: `<p>Domingo</p>${hostile}` }],
      },
    };
    const example = z.parse(getArticle.response, getArticle.example.response);
    const blog: FirstViewData = {
      merchantCode: 'demo',
      language: 'pt-BR',
      articles: {
        content: [{ ...example, title: hostile }],
        pageNum: 1,
        pageSize: 9,
        totalPages: 1,
        totalElements: 1,
      },
    };
    const article: FirstViewData = {
      merchantCode: 'demo',
      language: 'pt-BR',
      article: { ...example, title: hostile, content: `<p>Texto</p>${hostile}` },
    };
    const served = [lobby, promotions, centre, mirrors, sitePage, help, announce, blog, article];
    for (const data of served) {
      // the page as the platform serves it, parsed by the browser
      const parsedPage = new DOMParser().parseFromString(
        withFirstView(page, data, renderPageShells(), {
          // the platform's sanitizer is the app's library on a server's window (server/services/safe-html.ts)
          sanitize: (html) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }),
        }),
        'text/html',
      );
      const root = parsedPage.getElementById('root')!;
      const written = root.innerHTML;
      expect(written).not.toContain('page-shell__page');
      // no navigation entry is the current one: the app marks the page's own
      expect(root.querySelector('.top-nav__link')?.textContent).toBe('Início');
      expect(root.querySelector('.top-nav [aria-current]')).toBeNull();
      expect(written).not.toContain('<script>x()');
      // the root gate's shell as served: the very markup, so the takeover redraws nothing
      const { container, unmount } = render(
        <ServedPageShell html={root.querySelector('[data-page-shell]')!.innerHTML} />,
      );
      expect(container.innerHTML).toBe(written);
      expect(
        container.querySelector(
          ['img', '.mirror', '.rich-text', '.announcements', '.blog-card']
            .map((selector) => `.app-shell__main ${selector}`)
            .join(', '),
        ),
      ).not.toBeNull();
      expect(written).not.toContain('javascript:');
      unmount();
    }
  });

  it('is what the app draws while the platform status loads, in Portuguese as built', async () => {
    const { container } = await renderApp('/', { fetch: { '/wps/system/status': { hang: true } } });
    expect(container.innerHTML).toBe(parsedShell());
  });

  it("is drawn in the player's language once the app runs: for English, the very markup the platform serves", async () => {
    localStorage.setItem('lang', 'en');
    const { container } = await renderApp('/', { fetch: { '/wps/system/status': { hang: true } } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelector('.rg-strip')).toHaveTextContent('Play responsibly');
    expect(container.querySelectorAll('.bottom-tabs__link')[1]).toHaveTextContent('Casino');
    // the English shell the build writes beside index.html, which the platform serves an English visitor: the
    // takeover changes no word
    const english = renderPageShells().translations?.en;
    expect(english?.shell).toBe(renderShellHtml(englishText));
    expect(container.innerHTML).toBe(parsed(english!.shell));
  });

  it('writes the frames in English too, every text found, with the same markers', () => {
    const pages = renderPageShells();
    const english = pages.translations!.en!;
    expect(Object.keys(english.lobbies).sort()).toEqual(Object.keys(pages.lobbies).sort());
    expect(Object.keys(english.vendorCentres!).sort()).toEqual(Object.keys(pages.vendorCentres!).sort());
    for (const frame of [...Object.values(english.lobbies), ...Object.values(english.vendorCentres!)])
      expect(frame.split(shellTilesMarker)).toHaveLength(2);
    expect(english.promotions!.split(shellPageMarker)).toHaveLength(2);
    expect(english.shell).toContain(pages.home);
    const all = [english.shell, english.promotions, ...Object.values(english.lobbies)].join('');
    expect(all).not.toMatch(/\b(layout|mobile|common|games):/);
    expect(english.lobbies.RNG).toContain('<h1>Casino</h1>');
    expect(english.promotions).toContain('<h1>Promotions</h1>');
    expect(english.vendorCentres!.SPORTS).toContain('<h1>Sports</h1>');
    expect(english.shell).toContain('Play responsibly');
    expect(pages.shell).toBe(renderShellHtml());
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
