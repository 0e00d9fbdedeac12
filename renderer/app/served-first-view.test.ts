import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { z } from 'zod/mini';
import {
  gameListPaths,
  jsonForScript,
  mirrorSitesPath,
  shellBannerHtml,
  sitePagePaths,
  barePagePaths,
  helpPath,
  vendorCentreCategories,
  vendorCentreOf,
  vendorCentrePaths,
  vendorLobbyPath,
  type FirstViewData,
} from '../../shared/api/first-view.ts';
import { getGameVendors, getHotGames } from '../../shared/api/games.ts';
import { getPromotions } from '../../shared/api/promotions-list.ts';
import { getArticle, getArticles, getSitePage } from '../../shared/api/site.ts';
import { getAnnouncementContent } from '../../shared/api/content.ts';
import { getDomainRoute, getHelpCenter, getSystemStatus } from '../../shared/api/system.ts';
import { systemStatusQueryOptions } from '../api/get-system-status.ts';
import { hotGamesQueryOptions } from '../features/games/api/games-api.ts';
import { gameCentreOf } from '../features/games/utils/game-centre.ts';
import { homeContentQueryOptions } from '../features/home/api/get-home-content.ts';
import { gameVendorsQueryOptions } from '../features/lobby/api/get-game-vendors.ts';
import { promotionsQueryOptions } from '../features/promotions/api/promotions-list-api.ts';
import { announcementsQueryOptions } from '../features/announcements/api/get-announcements.ts';
import { helpCentreQueryOptions } from '../features/help/api/help-queries.ts';
import { domainRouteQueryOptions, sitePageQueryOptions } from '../features/site/api/site-queries.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { stubFetch } from '../test/fetch-stub.ts';
import { bootstrap } from './bootstrap.ts';
import { prefetchFirstView } from './preload.ts';
import { routeTable } from './route-meta.ts';
import {
  readServedFirstView,
  rememberServedFirstView,
  servedShellHtml,
  shellPicturePainted,
  takeServedFirstView,
} from './served-first-view.ts';
import { takeServedAnswer } from '../lib/served-answers.ts';

const status = z.parse(getSystemStatus.response, getSystemStatus.example.response);
const hotList = z.parse(getHotGames.response, getHotGames.example.response).list;

const served: FirstViewData = {
  merchantCode: 'demo',
  language: 'pt-BR',
  status,
  homeContent: {
    banners: [
      { groupName: 'home', url: '/b/2.svg', linkage: null, linkageType: 'NONE', title: 'Dois', sort: 2 },
      {
        groupName: 'home',
        url: '/b/1.svg',
        linkage: '/promotions',
        linkageType: 'ROUTE',
        title: 'Um',
        sort: 1,
      },
    ],
    player: [],
    popup: [],
    promotion: [],
  },
};

/** HTML as the browser serializes it once parsed. */
function parsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

/** The page as the platform serves it: the data block after the root. */
function servePage(text: string): void {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="first-view">${text}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the first view the platform wrote into the page', () => {
  it("keeps the page shell's markup as the platform served it, for the root gate to draw as is", () => {
    const served: FirstViewData = { merchantCode: 'demo', language: 'pt-BR' };
    const lobby =
      '<div class="games-page"><h1>Cassino</h1><ul class="game-grid"><li class="game-tile">&lt;b&gt;</li></ul></div>';
    for (const shell of [
      // the home page with its banner, a member's page with a visitor's banner
      `<div class="app-shell__body"><div class="app-shell__main">${shellBannerHtml('/b/1.svg')}</div></div>`,
      `<div class="app-shell__body"><div class="app-shell__main">${shellBannerHtml('/b/1.svg', true)}</div></div>`,
      // a room the platform wrote in place of the home page's, the body without the side menu, a bare page
      `<div class="app-shell__body"><div class="side-menu page-shell__side"></div><div class="app-shell__main">${lobby}</div></div>`,
      `<div class="app-shell__body app-shell__body--wide"><div class="app-shell__main">${lobby}</div></div>`,
      '<div aria-hidden="true" inert=""><div class="help-screen help-screen--bare"><h1>Central</h1></div></div>',
    ]) {
      servePage('{}');
      document.getElementById('root')!.innerHTML =
        `<div class="page-shell" data-page-shell="">${shell}</div>`;
      takeServedFirstView(createQueryClient({ retry: false }), served, 'pt-BR');
      expect(servedShellHtml()).toBe(parsed(shell));
      // in another language than the interface's: still the page as painted
      takeServedFirstView(createQueryClient({ retry: false }), served, 'en');
      expect(servedShellHtml()).toBe(parsed(shell));
      // a page served without a first view (another host, the lite app's cached shell) is drawn as built
      takeServedFirstView(createQueryClient({ retry: false }), null, 'pt-BR');
      expect(servedShellHtml()).toBeNull();
    }
    // a first view without a shell in the page (a host's own page)
    servePage('{}');
    takeServedFirstView(createQueryClient({ retry: false }), served, 'pt-BR');
    expect(servedShellHtml()).toBeNull();
  });

  it('is read once, checked with its schema, and taken out of the page', async () => {
    servePage(jsonForScript(served));
    expect(await readServedFirstView('demo')).toEqual(served);
    expect(document.getElementById('first-view')).toBeNull();
    expect(await readServedFirstView('demo')).toBeNull();
  });

  it('is ignored when malformed, when it breaks the contract, or when it is for another merchant', async () => {
    servePage('{"merchantCode":"demo",');
    expect(await readServedFirstView('demo')).toBeNull();
    servePage('null');
    expect(await readServedFirstView('demo')).toBeNull();
    servePage(JSON.stringify({ ...served, status: { ...status, status: 'open' } }));
    expect(await readServedFirstView('demo')).toBeNull();
    servePage(JSON.stringify({ ...served, homeContent: { ...served.homeContent, banners: [{ url: 7 }] } }));
    expect(await readServedFirstView('demo')).toBeNull();
    servePage(JSON.stringify({ ...served, language: 'xx' }));
    expect(await readServedFirstView('demo')).toBeNull();
    servePage(jsonForScript(served));
    expect(await readServedFirstView('other')).toBeNull();
  });

  it('checks its answers a task apart (issue 16: together they were the start’s longest task)', async () => {
    const readAfter = async (block: object) => {
      servePage(jsonForScript(block));
      const order: string[] = [];
      setTimeout(() => order.push('another task'), 0);
      const read = await readServedFirstView('demo');
      order.push('read');
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { read, order };
    };
    // the status and the home page's answers: another task runs between them
    expect(await readAfter(served)).toEqual({ read: served, order: ['another task', 'read'] });
    // one answer: nothing to wait for
    const statusOnly = { merchantCode: 'demo', language: 'pt-BR', status };
    expect(await readAfter(statusOnly)).toEqual({ read: statusOnly, order: ['read', 'another task'] });
  });

  it("keeps the answers a page's own code checks as they came, for that code to take once, checked, in its language", async () => {
    const articles = z.parse(getArticles.response, getArticles.example.response);
    const article = z.parse(getArticle.response, getArticle.example.response);
    // a malformed answer a page's code checks does not cost the rest of the block (its schema is not the start's)
    servePage(jsonForScript({ ...served, articles: { content: 'no' }, article }));
    const read = await readServedFirstView('demo');
    expect(read).toEqual({ ...served, articles: { content: 'no' }, article });
    takeServedFirstView(createQueryClient(), read, 'pt-BR');
    expect(takeServedAnswer('articles', getArticles.response, 'pt-BR')).toBeUndefined();
    // in another language than the one asked for: left for its own
    expect(takeServedAnswer('article', getArticle.response, 'en')).toBeUndefined();
    expect(takeServedAnswer('article', getArticle.response, 'pt-BR')).toEqual(article);
    // once
    expect(takeServedAnswer('article', getArticle.response, 'pt-BR')).toBeUndefined();
    // a block in another language than the interface's keeps nothing
    takeServedFirstView(createQueryClient(), { ...served, language: 'en', articles }, 'pt-BR');
    expect(takeServedAnswer('articles', getArticles.response, 'pt-BR')).toBeUndefined();
    expect(takeServedAnswer('articles', getArticles.response, 'en')).toBeUndefined();
    takeServedFirstView(createQueryClient(), { ...served, articles }, 'pt-BR');
    expect(takeServedAnswer('articles', getArticles.response, 'pt-BR')).toEqual(articles);
    // none served
    takeServedFirstView(createQueryClient(), null, 'pt-BR');
    expect(takeServedAnswer('articles', getArticles.response, 'pt-BR')).toBeUndefined();
  });

  it("gives the shell its first slide and the cache its answer: the home page's prefetch asks nothing more", async () => {
    servePage(jsonForScript(served));
    const { requests } = stubFetch();
    await bootstrap();
    const queryClient = createQueryClient({ retry: false });
    takeServedFirstView(queryClient, await readServedFirstView('demo'), 'pt-BR');
    expect(queryClient.getQueryData(homeContentQueryOptions('pt-BR').queryKey)).toEqual(served.homeContent);
    expect(queryClient.getQueryData(systemStatusQueryOptions().queryKey)).toEqual(status);
    void prefetchFirstView('/', queryClient);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const asked = requests.map((request) => request.url.pathname);
    expect(asked).not.toContain('/wps/system/announcements');
    expect(asked).not.toContain(getSystemStatus.path);
    // what the page was not served with is asked for as before
    expect(asked).toContain('/wps/system/whitelabel');
  });

  it("gives the cache a lobby's opening: a game list centre's prefetch asks neither it nor the status", async () => {
    const lobby: FirstViewData = {
      merchantCode: 'demo',
      language: 'pt-BR',
      status,
      lobby: { gameType: 'RNG', vassalage: 'PT', hot: { list: hotList } },
    };
    servePage(jsonForScript(lobby));
    const { requests } = stubFetch();
    await bootstrap();
    const queryClient = createQueryClient({ retry: false });
    takeServedFirstView(queryClient, await readServedFirstView('demo'), 'pt-BR');
    expect(queryClient.getQueryData(hotGamesQueryOptions('pt-BR', 'RNG', 'PT').queryKey)).toEqual(hotList);
    void prefetchFirstView('/rng', queryClient, '?vassalage=PT');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const asked = requests.map((request) => request.url.pathname);
    expect(asked).not.toContain(getHotGames.path);
    expect(asked).not.toContain(getSystemStatus.path);
    // another vendor's lobby is another opening: asked for
    const other = createQueryClient({ retry: false });
    servePage(jsonForScript(lobby));
    takeServedFirstView(other, await readServedFirstView('demo'), 'pt-BR');
    void prefetchFirstView('/rng', other, '?vassalage=AG');
    await waitFor(() => expect(other.isFetching()).toBe(0));
    expect(requests.map((request) => request.url.pathname)).toContain(getHotGames.path);
  });

  it("gives the shell its first cards and the cache a visitor's promotions: the page's prefetch asks nothing more", async () => {
    const list = z.parse(getPromotions.response, getPromotions.example.response);
    const page: FirstViewData = { merchantCode: 'demo', language: 'pt-BR', status, promotions: list };
    servePage(jsonForScript(page));
    const { requests } = stubFetch();
    await bootstrap();
    const queryClient = createQueryClient({ retry: false });
    takeServedFirstView(queryClient, await readServedFirstView('demo'), 'pt-BR');
    expect(queryClient.getQueryData(promotionsQueryOptions('pt-BR', null).queryKey)).toEqual(list);
    void prefetchFirstView('/promotions', queryClient);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const asked = requests.map((request) => request.url.pathname);
    expect(asked).not.toContain(getPromotions.path);
    expect(asked).not.toContain(getSystemStatus.path);
    // an English page: the answer goes to the cache
    const english = createQueryClient({ retry: false });
    servePage(jsonForScript({ ...page, language: 'en' }));
    takeServedFirstView(english, await readServedFirstView('demo'), 'en');
    expect(english.getQueryData(promotionsQueryOptions('en', null).queryKey)).toEqual(list);
    // a Portuguese page in an English interface: not the interface's words, not in the cache
    const other = createQueryClient({ retry: false });
    servePage(jsonForScript(page));
    takeServedFirstView(other, await readServedFirstView('demo'), 'en');
    expect(other.getQueryData(promotionsQueryOptions('en', null).queryKey)).toBeUndefined();
    expect(other.getQueryData(promotionsQueryOptions('pt-BR', null).queryKey)).toBeUndefined();
  });

  it("gives the shell a vendor centre's first vendors and the cache the lanes: its prefetch asks for none", async () => {
    const vendors = z.parse(getGameVendors.response, getGameVendors.example.response);
    const lanes = vendors.data.lanes;
    const page: FirstViewData = {
      merchantCode: 'demo',
      language: 'pt-BR',
      status,
      vendorCentre: { category: lanes[0]!.title, vendors },
    };
    servePage(jsonForScript(page));
    const { requests } = stubFetch();
    await bootstrap();
    const queryClient = createQueryClient({ retry: false });
    takeServedFirstView(queryClient, await readServedFirstView('demo'), 'pt-BR');
    expect(queryClient.getQueryData(gameVendorsQueryOptions('pt-BR').queryKey)).toEqual(lanes);
    void prefetchFirstView('/lott', queryClient);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const asked = requests.map((request) => request.url.pathname);
    expect(asked).not.toContain(getGameVendors.path);
    expect(asked).not.toContain(getSystemStatus.path);
    // an English page: the lanes to the cache
    const english = createQueryClient({ retry: false });
    servePage(jsonForScript({ ...page, language: 'en' }));
    takeServedFirstView(english, await readServedFirstView('demo'), 'en');
    expect(english.getQueryData(gameVendorsQueryOptions('en').queryKey)).toEqual(lanes);
  });

  it("gives the cache a site page, the mirror sites and the help centre: those pages' prefetch asks for none", async () => {
    const sitePage = z.parse(getSitePage.response, { ...getSitePage.example.response, key: 'verify' });
    const domainRoute = z.parse(getDomainRoute.response, getDomainRoute.example.response);
    const helpCentre = z.parse(getHelpCenter.response, getHelpCenter.example.response);
    const notices = z.parse(getAnnouncementContent.response, getAnnouncementContent.example.response);
    for (const [path, page] of [
      ['/verifyRepresentative', { merchantCode: 'demo', language: 'pt-BR', status, sitePage }],
      ['/mirrorSites', { merchantCode: 'demo', language: 'pt-BR', status, domainRoute }],
      ['/help', { merchantCode: 'demo', language: 'pt-BR', status, helpCentre }],
      ['/announce', { merchantCode: 'demo', language: 'pt-BR', status, notices }],
    ] as const) {
      servePage(jsonForScript(page));
      const { requests } = stubFetch();
      await bootstrap();
      const queryClient = createQueryClient({ retry: false });
      takeServedFirstView(queryClient, await readServedFirstView('demo'), 'pt-BR');
      void prefetchFirstView(path, queryClient);
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      const asked = requests.map((request) => request.url.pathname);
      expect(asked, path).not.toContain(getSitePage.path);
      expect(asked, path).not.toContain(getDomainRoute.path);
      expect(asked, path).not.toContain(getHelpCenter.path);
      expect(asked, path).not.toContain(getAnnouncementContent.path);
      expect(asked, path).not.toContain(getSystemStatus.path);
    }
    const all = { merchantCode: 'demo', status, sitePage, domainRoute, helpCentre, notices };
    const queryClient = createQueryClient({ retry: false });
    servePage(jsonForScript({ ...all, language: 'en' }));
    takeServedFirstView(queryClient, await readServedFirstView('demo'), 'en');
    expect(queryClient.getQueryData(sitePageQueryOptions('verify', 'en').queryKey)).toEqual(sitePage);
    expect(queryClient.getQueryData(domainRouteQueryOptions('en').queryKey)).toEqual(domainRoute);
    expect(queryClient.getQueryData(helpCentreQueryOptions('en').queryKey)).toEqual(helpCentre);
    // a visitor's notices, under a visitor's key (a member's tab asks for its own)
    expect(queryClient.getQueryData(announcementsQueryOptions('en', false).queryKey)).toEqual(notices);
    expect(queryClient.getQueryData(announcementsQueryOptions('en', true).queryKey)).toBeUndefined();
    // in another language than the interface's: not its words, not in the cache
    const other = createQueryClient({ retry: false });
    servePage(jsonForScript({ ...all, language: 'pt-BR' }));
    takeServedFirstView(other, await readServedFirstView('demo'), 'en');
    expect(other.getQueryData(sitePageQueryOptions('verify', 'en').queryKey)).toBeUndefined();
    expect(other.getQueryData(domainRouteQueryOptions('en').queryKey)).toBeUndefined();
    expect(other.getQueryData(helpCentreQueryOptions('en').queryKey)).toBeUndefined();
    expect(other.getQueryData(announcementsQueryOptions('en', false).queryKey)).toBeUndefined();
  });

  it("without them, a site page's, the mirror sites' and the help centre's prefetch asks with the layout's calls (or the status)", async () => {
    for (const [path, call] of [
      ['/aboutUs', getSitePage.path],
      ['/mirrorSites', getDomainRoute.path],
      ['/help', getHelpCenter.path],
      // the help centre's bare page too, which has none of the site's layout calls
      ['/helpmc', getHelpCenter.path],
      ['/announce', getAnnouncementContent.path],
    ] as const) {
      const { requests } = stubFetch();
      await bootstrap();
      const queryClient = createQueryClient({ retry: false });
      void prefetchFirstView(path, queryClient);
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(
        requests.map((request) => request.url.pathname),
        path,
      ).toContain(call);
      if (path === '/aboutUs')
        expect(queryClient.getQueryData(sitePageQueryOptions('about', 'pt-BR').queryKey)).toBeDefined();
    }
  });

  it("keeps a vendor centre's lanes and a lobby's opening in the tab's session cache: a reload asks for neither", async () => {
    const vendors = z.parse(getGameVendors.response, getGameVendors.example.response);
    const page: FirstViewData = {
      merchantCode: 'demo',
      language: 'pt-BR',
      status,
      vendorCentre: { category: vendors.data.lanes[0]!.title, vendors },
      lobby: { gameType: 'RNG', hot: { list: hotList } },
    };
    servePage(jsonForScript(page));
    const served = await readServedFirstView('demo');
    // in another language than the interface's: not its words, nothing kept
    rememberServedFirstView(served, 'en');
    expect(sessionStorage.length).toBe(0);
    rememberServedFirstView(served, 'pt-BR');
    // the tab reloaded without a first view (the lite app's cached page): the lanes and the list from the cache
    const { requests } = stubFetch();
    await bootstrap();
    const reloaded = createQueryClient({ retry: false });
    expect(await reloaded.fetchQuery(gameVendorsQueryOptions('pt-BR'))).toEqual(vendors.data.lanes);
    expect(await reloaded.fetchQuery(hotGamesQueryOptions('pt-BR', 'RNG'))).toEqual(hotList);
    const asked = requests.map((request) => request.url.pathname);
    expect(asked).not.toContain(getGameVendors.path);
    expect(asked).not.toContain(getHotGames.path);
  });

  it('in another language, keeps the picture the page shows and the status, not the worded answers', async () => {
    servePage(jsonForScript({ ...served, lobby: { gameType: 'RNG', hot: { list: hotList } } }));
    const queryClient = createQueryClient({ retry: false });
    takeServedFirstView(queryClient, await readServedFirstView('demo'), 'en');
    expect(queryClient.getQueryData(systemStatusQueryOptions().queryKey)).toEqual(status);
    expect(queryClient.getQueryData(homeContentQueryOptions('en').queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(homeContentQueryOptions('pt-BR').queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(hotGamesQueryOptions('en', 'RNG').queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(hotGamesQueryOptions('pt-BR', 'RNG').queryKey)).toBeUndefined();
  });
});

describe('the pages the platform writes a first view for', () => {
  it("are the route table's game list centres, with the lobby's categories (the home page's paths are one list)", () => {
    const lists = routeTable.filter((meta) => meta.screen === 'gameList');
    expect(Object.keys(gameListPaths).sort()).toEqual(lists.flatMap((meta) => meta.paths).sort());
    for (const meta of lists)
      for (const path of meta.paths)
        expect(gameListPaths[path], path).toBe(gameCentreOf(meta.name, new URLSearchParams()).category);
    // …and the one that opens on the vendor of ?vassalage=, as the platform writes its opening
    for (const meta of lists)
      for (const path of meta.paths)
        expect(gameCentreOf(meta.name, new URLSearchParams('vassalage=PT')).vendor, path).toBe(
          path === vendorLobbyPath ? 'PT' : '',
        );
  });

  it("are the route table's site pages, each showing the page the platform writes for its path", () => {
    const pages = routeTable.filter((meta) => meta.screen === 'sitePage');
    expect(Object.keys(sitePagePaths).sort()).toEqual(pages.flatMap((meta) => meta.paths).sort());
    expect(routeTable.filter((meta) => meta.screen === 'mirrors').flatMap((meta) => meta.paths)).toEqual([
      mirrorSitesPath,
    ]);
    // the help centre's page in the site's layout, and its bare twin, served with the bare shell
    const help = routeTable.find((meta) => meta.paths.includes(helpPath));
    expect(help?.screen).toBe('help');
    expect(help?.layout).toBe('player');
    // the bare pages served in the bare shell: the route table's pages of the bare layout, each with its frame
    const bare = routeTable.filter((meta) => meta.layout === 'bare');
    expect(Object.keys(barePagePaths).sort()).toEqual(bare.flatMap((meta) => meta.paths).sort());
    for (const meta of bare)
      for (const path of meta.paths)
        expect(barePagePaths[path], path).toBe(meta.screen === 'help' ? 'help' : meta.screen);
  });

  it("are the route table's vendor centres, with the centre's categories, the cockfight one by its query", () => {
    const centres = routeTable.filter((meta) => meta.screen === 'gameCentre');
    expect(Object.keys(vendorCentrePaths).sort()).toEqual(centres.flatMap((meta) => meta.paths).sort());
    for (const meta of centres)
      for (const path of meta.paths)
        for (const query of ['', 'category=COCKFIGHT', 'category=cockfight', 'category=LIVE']) {
          const params = new URLSearchParams(query);
          expect(vendorCentreOf(path, params), `${path}?${query}`).toBe(
            gameCentreOf(meta.name, params).category,
          );
        }
    expect(vendorCentreOf('/live', new URLSearchParams())).toBeUndefined();
    expect([...new Set(Object.values(vendorCentrePaths)), 'COCKFIGHT'].sort()).toEqual(
      [...vendorCentreCategories].sort(),
    );
  });
});

describe("a member's page served with the home page's banner for visitors (issue 16)", () => {
  /** The page as the platform serves a member's page: the shell with the banner in its room, then the data block. */
  function serveMemberPage(visitorsOnly: boolean): void {
    document.body.innerHTML =
      `<div id="root"><div data-page-shell="">${shellBannerHtml('/b/1.svg', visitorsOnly)}</div></div>` +
      `<script type="application/json" id="first-view">${jsonForScript(served)}</script>`;
  }

  const jsdomDecode = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decode');
  afterEach(() => {
    delete document.documentElement.dataset.session;
    if (jsdomDecode) Object.defineProperty(HTMLImageElement.prototype, 'decode', jsdomDecode);
    else Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
  });

  it('is drawn by the root gate as it was served: marked for visitors only where the page marked it', async () => {
    for (const visitorsOnly of [true, false]) {
      serveMemberPage(visitorsOnly);
      takeServedFirstView(createQueryClient({ retry: false }), await readServedFirstView('demo'), 'pt-BR');
      expect(servedShellHtml()).toBe(parsed(shellBannerHtml('/b/1.svg', visitorsOnly)));
    }
  });

  it("waits for a vendor centre's first picture", async () => {
    const decode = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
    document.body.innerHTML =
      '<div id="root"><div data-page-shell=""><ul class="vendor-grid"><li class="vendor-tile">' +
      '<img class="vendor-tile__art" src="/v/1.svg"/><img class="vendor-tile__logo" src="/v/logo.svg"/></li></ul></div></div>';
    await shellPicturePainted();
    expect(decode).toHaveBeenCalledTimes(1);
    expect(decode.mock.contexts[0]).toHaveAttribute('src', '/v/1.svg');
  });

  it("waits for the promotions page's first picture, in a member's tab too (the cards are everyone's)", async () => {
    const decode = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
    document.body.innerHTML =
      '<div id="root"><div data-page-shell=""><ul class="promos__grid"><li><article class="promo-card">' +
      '<img class="promo-card__banner" src="/p/1.svg"/></article></li></ul></div></div>';
    document.documentElement.dataset.session = '';
    await shellPicturePainted();
    expect(decode).toHaveBeenCalledTimes(1);
    expect(decode.mock.contexts[0]).toHaveAttribute('src', '/p/1.svg');
    delete document.documentElement.dataset.session;
  });

  it("is not waited for in a member's tab, where it stays unseen; a visitor's tab waits for its picture", async () => {
    const decode = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
    serveMemberPage(true);
    document.documentElement.dataset.session = '';
    await shellPicturePainted();
    expect(decode).not.toHaveBeenCalled();
    // a visitor's tab: the picture is the page's largest paint, the app waits for it to be painted
    delete document.documentElement.dataset.session;
    await shellPicturePainted();
    expect(decode).toHaveBeenCalledTimes(1);
    // the home page's banner (not marked) in a member's tab: a member sees it, so it is waited for
    serveMemberPage(false);
    document.documentElement.dataset.session = '';
    await shellPicturePainted();
    expect(decode).toHaveBeenCalledTimes(2);
  });
});
