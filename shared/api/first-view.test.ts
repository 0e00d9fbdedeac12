import { describe, expect, it } from 'vitest';
import { limits } from '../constants/business.ts';
import { z } from 'zod/mini';
import { getAnnouncementContent } from './content.ts';
import { exampleLotteryGame, getGameVendors, getHotGames, lotteryGameSchema } from './games.ts';
import { getPromotions } from './promotions-list.ts';
import { getSystemStatus } from './system.ts';
import { getArticle, getArticles } from './site.ts';
import {
  articlePath,
  shellArticleHtml,
  shellArticleMetaRoom,
  shellArticlesHtml,
  firstViewPictureOf,
  isAppPath,
  jsonForScript,
  shellBannerHtml,
  shellBannerOf,
  shellBannerSlot,
  shellDownloadHtml,
  shellLobbyOf,
  shellLobbyTiles,
  shellHomeNavCurrent,
  shellHelpHtml,
  shellDrawRoomHtml,
  shellLotteryCards,
  shellLotteryHtml,
  withPageWidth,
  shellNoticesHtml,
  shellMirrorEntriesHtml,
  shellSitePageHtml,
  shellPageMarker,
  shellPromotionCards,
  shellPromotionsHtml,
  shellPromotionsOf,
  shellTileHtml,
  shellTilesMarker,
  shellVendorCentreOf,
  shellVendorTileHtml,
  visitorsOnlyAttribute,
  withFirstView,
  withNotFoundPage,
  type FirstViewData,
  type PageShells,
} from './first-view.ts';
import { firstViewDataSchema } from './first-view-data.ts';
import { downloadFrames } from '../test/download-frames.ts';

const page = [
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Aurora Play</title>',
  '<script>boot()</script><script type="module" src="/assets/index.js"></script></head>',
  `<body><div id="root"><div data-page-shell="">${shellBannerSlot}<span>x</span></div></div></body></html>`,
].join('');

function banner(url: string, sort: number, groupName = 'home', title = 'Bem-vindo') {
  return { groupName, url, linkage: null, linkageType: 'NONE', title, sort };
}

function data(banners: ReturnType<typeof banner>[], title = 'Aviso'): FirstViewData {
  return {
    merchantCode: 'demo',
    language: 'pt-BR',
    homeContent: {
      banners,
      player: [{ id: 1, type: 'H', title, content: '<b>oi</b>', startTime: '2026-11-27T10:00:00.000Z' }],
      popup: [],
      promotion: [],
    },
  };
}

/** The data block's JSON as a browser's parser would hand it to the app. */
function blockOf(html: string): unknown {
  const match = /<script type="application\/json" id="first-view">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no data block');
  return JSON.parse(match[1]);
}

describe("the home page's first view written into index.html", () => {
  it("puts the carousel's first slide (not a partner's) in the shell's banner room, asked for from the head", () => {
    const served = withFirstView(
      page,
      data([banner('/b/2.svg', 2), banner('/b/partner.png', 0, 'w_popup1'), banner('/b/1.svg', 1)]),
    );
    expect(served).toContain(shellBannerHtml('/b/1.svg'));
    expect(served).not.toContain(shellBannerSlot);
    const preload = served.indexOf('<link rel="preload" as="image" href="/b/1.svg" fetchpriority="high" />');
    expect(preload).toBeGreaterThan(served.indexOf('<head>'));
    // before the first script of the head, so it is asked for with them
    expect(preload).toBeLessThan(served.indexOf('<script>boot()'));
    // the data block closes the body, outside the root the app draws into
    expect(served.indexOf('id="first-view"')).toBeGreaterThan(served.indexOf('<span>x</span>'));
    expect(served.endsWith('</script></body></html>')).toBe(true);
  });

  it("marks the banner for visitors only on a member's page, and only there", () => {
    const written = data([banner('/b/1.svg', 1)]);
    const member = withFirstView(page, written, undefined, { bannerForVisitorsOnly: true });
    expect(member).toContain(
      '<div class="page-shell__banner page-shell__banner--picture" data-visitors-only=""><img alt="" width="1200"',
    );
    expect(member).toContain(shellBannerHtml('/b/1.svg', true));
    // the picture is still asked for from the head: the page is a visitor's home page first
    expect(member).toContain('<link rel="preload" as="image" href="/b/1.svg" fetchpriority="high" />');
    expect(withFirstView(page, written)).not.toContain(visitorsOnlyAttribute);
    expect(withFirstView(page, written, undefined, { bannerForVisitorsOnly: false })).toBe(
      withFirstView(page, written),
    );
  });

  it('carries the answer the app checks with the same schema', () => {
    const written = data([banner('/b/1.svg', 1)]);
    const block = blockOf(withFirstView(page, written));
    expect(z.parse(firstViewDataSchema, block)).toEqual(written);
  });

  it('writes no picture and no preload when the merchant has no slide, and still the answer', () => {
    const served = withFirstView(page, data([banner('/b/partner.png', 0, 'w_popup1')]));
    expect(served).toContain(shellBannerSlot);
    expect(served).not.toContain('rel="preload"');
    expect(blockOf(served)).toMatchObject({ merchantCode: 'demo' });
    expect(shellBannerOf(data([]).homeContent)).toBeNull();
  });

  it('leaves a page without the banner room (for a banner), head or body as it is', () => {
    const written = data([banner('/b/1.svg', 1)]);
    expect(withFirstView(page.replace(shellBannerSlot, '<div></div>'), written)).toBe(
      page.replace(shellBannerSlot, '<div></div>'),
    );
    expect(withFirstView(page.replace('</body>', ''), written)).toBe(page.replace('</body>', ''));
    expect(withFirstView(page.replace('</head>', ''), written)).toBe(page.replace('</head>', ''));
  });

  it('keeps hostile text inside its attribute and inside the data block', () => {
    const url = '/b/1.svg?a=1&b="><script>alert(1)</script>\'';
    const title = '</script><script>alert(2)</script><!-- \u2028';
    const served = withFirstView(page, data([banner(url, 1, 'home', title)], title));
    // no markup escapes: the only scripts are the page's own and the data block
    expect(served.match(/<script/g)).toHaveLength(3);
    expect(served).not.toContain('alert(1)</script>');
    expect(served).toContain('src="/b/1.svg?a=1&amp;b=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#39;"');
    // …and the app reads the very strings the platform wrote
    const block = z.parse(firstViewDataSchema, blockOf(served));
    expect(block.homeContent?.banners[0]).toMatchObject({ url, title });
    expect(block.homeContent?.player[0]?.title).toBe(title);
    expect(jsonForScript({ a: '<\u2029' })).toBe('{"a":"\\u003c\\u2029"}');
  });

  it("asks for a lobby's first tile picture from the head, and leaves the banner room a skeleton", () => {
    const exampleGame = z.parse(getHotGames.response, getHotGames.example.response).list[0]!;
    const games = [
      { ...exampleGame, nodeId: 7, iconUrl: null, showIcon: '/g/7.svg' },
      { ...exampleGame, nodeId: 8, iconUrl: '/g/8.svg' },
    ];
    const written: FirstViewData = {
      merchantCode: 'demo',
      language: 'en',
      lobby: { gameType: 'RNG', vassalage: 'PT', hot: { list: games } },
    };
    const served = withFirstView(page, written);
    expect(served).toContain('<link rel="preload" as="image" href="/g/7.svg" fetchpriority="high" />');
    expect(served.indexOf('rel="preload"')).toBeLessThan(served.indexOf('<script>boot()'));
    expect(served).toContain(shellBannerSlot);
    expect(z.parse(firstViewDataSchema, blockOf(served))).toEqual(written);
    // …on a page without a banner room as well: the room is needed only for a banner
    expect(withFirstView(page.replace(shellBannerSlot, ''), written)).toContain('id="first-view"');
    // the home page's banner wins over any lobby
    expect(firstViewPictureOf({ ...data([banner('/b/1.svg', 1)]), lobby: written.lobby })).toBe('/b/1.svg');
    expect(firstViewPictureOf({ ...written, lobby: { gameType: 'RNG', hot: { list: [] } } })).toBeNull();
  });

  it('writes a page with only the status: the block, no picture', () => {
    const written: FirstViewData = {
      merchantCode: 'demo',
      language: 'pt-BR',
      status: {
        status: 0,
        info: z.parse(getSystemStatus.response, getSystemStatus.example.response).info,
        location: { ip: '203.0.113.9', country: 'BR' },
        maintenance: null,
        regionRestriction: null,
      },
    };
    const served = withFirstView(page, written);
    expect(served).not.toContain('rel="preload"');
    expect(served).toContain(shellBannerSlot);
    expect(z.parse(firstViewDataSchema, blockOf(served))).toEqual(written);
  });
});

describe("a game list centre's lobby written into the shell", () => {
  const exampleGame = z.parse(getHotGames.response, getHotGames.example.response).list[0]!;
  const games = Array.from({ length: 6 }, (_, i) => ({
    ...exampleGame,
    nodeId: 100 + i,
    iconUrl: `/g/${i}.svg`,
    gameName: i === 1 ? '</li><script>x()</script>' : `Jogo ${i}`,
    displayName: i === 2 ? 'A & "B"' : 'PT',
    rtp: i === 3 ? null : 96.5,
  }));
  const home = '<div class="page-shell__page"><i>home</i></div>';
  const shells: PageShells = {
    home,
    lobbies: {
      RNG: `<div class="games-page"><h1>Cassino</h1><ul class="game-grid">${shellTilesMarker}</ul></div>`,
    },
  };
  const shellPage = page.replace(shellBannerSlot, home);
  const lobbyData = (over: Partial<FirstViewData> = {}): FirstViewData => ({
    merchantCode: 'demo',
    language: 'pt-BR',
    lobby: { gameType: 'RNG', hot: { list: games } },
    ...over,
  });

  it("swaps the home page's room for the centre's frame with its first tiles, escaped", () => {
    const served = withFirstView(shellPage, lobbyData(), shells);
    expect(served).not.toContain('<i>home</i>');
    const tiles = games.slice(0, shellLobbyTiles).map(shellTileHtml).join('');
    expect(served).toContain(
      `<div class="games-page"><h1>Cassino</h1><ul class="game-grid">${tiles}</ul></div>`,
    );
    expect(served).not.toContain(shellTilesMarker);
    // hostile data stays text
    expect(served).not.toContain('<script>x()');
    expect(served).toContain('&lt;/li&gt;&lt;script&gt;x()&lt;/script&gt;');
    expect(served).toContain('A &amp; &quot;B&quot;');
    // the first picture is still asked for from the head, and the block still closes the body
    expect(served).toContain('<link rel="preload" as="image" href="/g/0.svg" fetchpriority="high" />');
    expect(z.parse(firstViewDataSchema, blockOf(served))).toEqual(lobbyData());
  });

  it('draws a tile as the app does: picture, vendor, name, and the RTP line only when the game has one', () => {
    expect(shellTileHtml(games[0]!)).toBe(
      '<li class="game-tile"><div class="game-tile__art"><img alt="" loading="eager" fetchpriority="high" ' +
        'decoding="async" width="200" height="200" src="/g/0.svg"/></div><div class="game-tile__info">' +
        '<span class="game-tile__vendor">PT</span><span class="game-tile__name">Jogo 0</span>' +
        '<span class="game-tile__rtp skeleton-text">\u00a0</span></div></li>',
    );
    expect(shellTileHtml(games[3]!)).not.toContain('game-tile__rtp');
  });

  it("no longer marks the home page's navigation entry as the current one once the room is a lobby", () => {
    const withNav = (html: string) =>
      html.replace('<div data-page-shell="">', `<div data-page-shell="">${shellHomeNavCurrent}Início</span>`);
    const served = withFirstView(withNav(shellPage), lobbyData(), shells);
    expect(served).toContain('<span class="top-nav__link">Início</span>');
    expect(served).not.toContain('aria-current');
    // the home page's own room keeps it
    expect(withFirstView(withNav(shellPage), lobbyData({ language: 'en' }), shells)).toContain(
      `${shellHomeNavCurrent}Início</span>`,
    );
  });

  it("keeps the home page's room for what the build did not write: a vendor's opening, a language without frames", () => {
    const vendor = lobbyData({ lobby: { gameType: 'RNG', vassalage: 'PT', hot: { list: games } } });
    const english = lobbyData({ language: 'en' });
    const otherCentre = lobbyData({ lobby: { gameType: 'FISH', hot: { list: games } } });
    for (const written of [vendor, english, otherCentre]) {
      const served = withFirstView(shellPage, written, shells);
      expect(served).toContain('<i>home</i>');
      expect(served).toContain('id="first-view"');
    }
    expect(shellLobbyOf(vendor)).toBeNull();
    expect(shellLobbyOf(lobbyData())?.games).toHaveLength(shellLobbyTiles);
    // without the build's rooms, or a page whose room differs from them, the page is served as before
    expect(withFirstView(shellPage, lobbyData())).toContain('<i>home</i>');
    expect(withFirstView(page, lobbyData(), shells)).toContain(shellBannerSlot);
    expect(withFirstView(shellPage, lobbyData(), { ...shells, lobbies: { RNG: '<ul></ul>' } })).toContain(
      '<i>home</i>',
    );
  });
});

describe('the not-found page written into the shell', () => {
  const home = '<div class="page-shell__page"><i>home</i></div>';
  const notFound = {
    html: '<section class="not-found"><h1>Página não encontrada</h1></section>',
    title: 'Nada',
  };
  const english = { html: '<section class="not-found"><h1>Page not found</h1></section>', title: 'None' };
  const shells: PageShells = {
    home,
    lobbies: {},
    notFound,
    translations: { en: { shell: '<nav>en</nav>', lobbies: {}, notFound: english } },
    paths: ['/', '/rng'],
  };
  const shellPage = page.replace(shellBannerSlot, `${shellHomeNavCurrent}Início</span>${home}`);

  it('knows the addresses the app has a page at from the build, and of none it lacks without them', () => {
    expect(isAppPath('/', shells)).toBe(true);
    expect(isAppPath('/rng', shells)).toBe(true);
    expect(isAppPath('/RNG', shells)).toBe(false);
    expect(isAppPath('/nope', shells)).toBe(false);
    expect(isAppPath('/nope', { home, lobbies: {} })).toBe(true);
    expect(isAppPath('/nope', undefined)).toBe(true);
  });

  it("swaps the home page's room for the not-found page in the page's language, with its title", () => {
    const served = withNotFoundPage(shellPage, 'pt-BR', shells);
    expect(served.title).toBe('Nada');
    expect(served.page).toContain(notFound.html);
    expect(served.page).not.toContain('<i>home</i>');
    // the home page's navigation entry is no longer the current one
    expect(served.page).toContain('<span class="top-nav__link">Início</span>');
    const englishPage = shellPage.replace('<body>', '<body><nav>en</nav>');
    expect(withNotFoundPage(englishPage, 'en', shells)).toEqual({
      page: englishPage.replace(
        `${shellHomeNavCurrent}Início</span>${home}`,
        '<span class="top-nav__link">Início</span>' + english.html,
      ),
      title: 'None',
    });
  });

  it('leaves the page as it was, untitled, without the frame: a build without it, a language without its shell', () => {
    expect(withNotFoundPage(shellPage, 'pt-BR', { home, lobbies: {} })).toEqual({
      page: shellPage,
      title: null,
    });
    // an English visitor's page still in index.html's Portuguese shell is not given the English frame
    expect(withNotFoundPage(shellPage, 'en', shells)).toEqual({ page: shellPage, title: null });
    // a page whose room is not the build's keeps it, and is still named for what it is
    expect(withNotFoundPage(page, 'pt-BR', shells)).toEqual({ page, title: 'Nada' });
  });
});

describe('the promotions page written into the shell', () => {
  const example = z.parse(getPromotions.response, getPromotions.example.response).promotions[0]!;
  const cards = Array.from({ length: 5 }, (_, i) => ({
    ...example,
    promotionId: 10 + i,
    bannerUrl: `/p/${i}.svg`,
    title: i === 1 ? '</h2><script>x()</script>' : `Promoção ${i}`,
    summary: i === 2 ? 'A & "B"' : 'Resumo',
  }));
  const list = { categories: ['WELCOME' as const, 'DAILY' as const], promotions: cards };
  const home = '<div class="page-shell__page"><i>home</i></div>';
  const shells: PageShells = {
    home,
    lobbies: {},
    promotions: `<section class="promos"><h1>Promoções</h1>${shellPageMarker}</section>`,
  };
  const shellPage = page.replace(shellBannerSlot, home);
  const promotionsData = (over: Partial<FirstViewData> = {}): FirstViewData => ({
    merchantCode: 'demo',
    language: 'pt-BR',
    promotions: list,
    ...over,
  });

  it("swaps the home page's room for the page's frame with a tab per category and the first cards, escaped", () => {
    const served = withFirstView(shellPage, promotionsData(), shells);
    expect(served).not.toContain('<i>home</i>');
    const shown = shellPromotionsOf(promotionsData())!;
    expect(shown).toEqual({ tabs: 3, cards: cards.slice(0, shellPromotionCards) });
    expect(served).toContain(
      `<section class="promos"><h1>Promoções</h1>${shellPromotionsHtml(shown)}</section>`,
    );
    expect(served.match(/class="promos__tab /g)).toHaveLength(3);
    expect(served.match(/<article class="promo-card">/g)).toHaveLength(shellPromotionCards);
    expect(served).not.toContain(shellPageMarker);
    expect(served).not.toContain('<script>x()');
    expect(served).toContain('&lt;/h2&gt;&lt;script&gt;x()&lt;/script&gt;');
    expect(served).toContain('A &amp; &quot;B&quot;');
    // the first card's picture from the head, and the block with the very answer
    expect(served).toContain('<link rel="preload" as="image" href="/p/0.svg" fetchpriority="high" />');
    expect(z.parse(firstViewDataSchema, blockOf(served))).toEqual(promotionsData());
  });

  it('draws a card as the app does: the picture, title and summary, and the rooms of the worded lines', () => {
    expect(shellPromotionsHtml({ tabs: 1, cards: [cards[0]!] })).toBe(
      '<div><div class="promos__tabs"><span class="promos__tab page-shell__tab skeleton">\u00a0</span></div>' +
        '<div class="promos__panel"><ul class="promos__grid"><li><article class="promo-card">' +
        '<img class="promo-card__banner" alt="" loading="eager" fetchpriority="high" width="640" height="240" ' +
        'src="/p/0.svg"/><div class="promo-card__body"><div class="promo-card__meta">' +
        '<span class="promo-card__category skeleton-text page-shell__category">\u00a0</span>' +
        '<span class="page-shell__badge skeleton"></span></div><h2 class="promo-card__title">Promoção 0</h2>' +
        '<p class="promo-card__summary">Resumo</p><ul class="promo-card__reward">' +
        '<li class="skeleton-text">\u00a0</li><li class="skeleton-text">\u00a0</li><li class="skeleton-text">\u00a0</li></ul>' +
        '<p class="promo-card__period skeleton-text">\u00a0</p>' +
        '<span class="btn page-shell__button skeleton">\u00a0</span></div></article></li></ul></div></div>',
    );
    // past the phone's first screen, a picture waits until it is near
    expect(shellPromotionsHtml({ tabs: 1, cards: cards.slice(0, 3) })).toContain(
      'loading="lazy" fetchpriority="auto" width="640" height="240" src="/p/2.svg"',
    );
  });

  it("keeps the home page's room in a language without frames, without a promotion, or without the build's frame", () => {
    const english = promotionsData({ language: 'en' });
    const empty = promotionsData({ promotions: { categories: [], promotions: [] } });
    expect(shellPromotionsOf(empty)).toBeNull();
    for (const written of [english, empty])
      expect(withFirstView(shellPage, written, shells)).toContain('<i>home</i>');
    // the English visitor's picture is still asked for from the head
    expect(withFirstView(shellPage, english, shells)).toContain(
      '<link rel="preload" as="image" href="/p/0.svg"',
    );
    expect(withFirstView(shellPage, empty, shells)).not.toContain('rel="preload"');
    const { promotions: _frame, ...before } = shells;
    expect(withFirstView(shellPage, promotionsData(), before)).toContain('<i>home</i>');
    expect(
      withFirstView(shellPage, promotionsData(), { ...shells, promotions: '<section></section>' }),
    ).toContain('<i>home</i>');
  });

  it("is the picture asked for when the page has neither the home page's banner nor a lobby", () => {
    expect(firstViewPictureOf(promotionsData())).toBe('/p/0.svg');
    expect(firstViewPictureOf({ ...promotionsData(), ...data([banner('/b/1.svg', 1)]) })).toBe('/b/1.svg');
  });
});

describe('a vendor centre written into the shell', () => {
  const example = z.parse(getGameVendors.response, getGameVendors.example.response).data.lanes[0]!.cards[0]!;
  const card = (vassalage: string, over: Partial<typeof example> = {}) => ({
    ...example,
    vassalage,
    displayName: vassalage,
    gameType: 'SPORTS',
    iconUrl: `/v/${vassalage}.svg`,
    logoUrl: `/v/${vassalage}-logo.svg`,
    ...over,
  });
  // the SPORTS lane carries the sports, e-sports and cockfight vendors (split as the navigation splits them)
  const lanes = [
    { title: 'LIVE', cards: [card('EVO', { gameType: 'LIVE' })], gameClassify: [] },
    {
      title: 'SPORTS',
      cards: [
        card('SABA'),
        card('IMES'),
        card('SV388'),
        card('CMD', { displayName: '<b>"CMD" & co</b>', iconUrl: '/v/c.svg?a=1&b="2"' }),
        card('BTI'),
        card('PINN'),
        card('UG'),
      ],
      gameClassify: [],
    },
    { title: 'LOTT', cards: [], gameClassify: [] },
  ];
  const home = '<div class="page-shell__page"><i>home</i></div>';
  const frame = (category: string) =>
    `<div class="games-page"><h1>${category}</h1><ul class="vendor-grid">${shellTilesMarker}</ul></div>`;
  const shells: PageShells = {
    home,
    lobbies: {},
    vendorCentres: { SPORTS: frame('SPORTS'), COCKFIGHT: frame('COCKFIGHT'), LOTT: frame('LOTT') },
  };
  const shellPage = page.replace(shellBannerSlot, home);
  const centreData = (category: string, over: Partial<FirstViewData> = {}): FirstViewData => ({
    merchantCode: 'demo',
    language: 'pt-BR',
    vendorCentre: { category, vendors: { data: { lanes } } },
    ...over,
  });

  it("swaps the home page's room for the centre's frame with its first vendors, escaped, the first asked for", () => {
    const served = withFirstView(shellPage, centreData('SPORTS'), shells);
    expect(served).not.toContain('<i>home</i>');
    const sports = ['SABA', 'CMD', 'BTI', 'PINN'].map((v) => lanes[1]!.cards.find((c) => c.vassalage === v)!);
    expect(shellVendorCentreOf(centreData('SPORTS'))).toEqual({ category: 'SPORTS', cards: sports });
    expect(served).toContain(
      frame('SPORTS').replace(shellTilesMarker, sports.map(shellVendorTileHtml).join('')),
    );
    expect(served).not.toContain('<b>"CMD"');
    expect(served).toContain('&lt;b&gt;&quot;CMD&quot; &amp; co&lt;/b&gt;');
    expect(served).toContain('<link rel="preload" as="image" href="/v/SABA.svg" fetchpriority="high" />');
    expect(z.parse(firstViewDataSchema, blockOf(served))).toEqual(centreData('SPORTS'));
    // the cockfight centre lists the SPORTS lane's cockfight vendors
    expect(shellVendorCentreOf(centreData('COCKFIGHT'))?.cards).toEqual([lanes[1]!.cards[2]]);
    expect(firstViewPictureOf(centreData('COCKFIGHT'))).toBe('/v/SV388.svg');
  });

  it('draws a tile as the app does: picture, logo, name, and its button as a skeleton in the button’s class', () => {
    expect(shellVendorTileHtml(card('SABA'), 0)).toBe(
      '<li class="vendor-tile"><img class="vendor-tile__art" alt="" loading="eager" fetchpriority="high" ' +
        'width="320" height="180" src="/v/SABA.svg"/><img class="vendor-tile__logo" alt="" loading="lazy" ' +
        'width="96" height="40" src="/v/SABA-logo.svg"/><span class="vendor-tile__name">SABA</span>' +
        '<span class="vendor-tile__play skeleton">\u00a0</span></li>',
    );
    // past a phone's first screen, lazily; a slot vendor opens its list (the other button)
    expect(shellVendorTileHtml(card('PG', { gameType: 'RNG' }), 2)).toContain(
      'loading="lazy" fetchpriority="auto"',
    );
    expect(shellVendorTileHtml(card('PG', { gameType: 'RNG' }), 2)).toContain(
      '<span class="vendor-tile__open skeleton">',
    );
  });

  it("keeps the home page's room in a language without frames, without a vendor, or without the build's frame", () => {
    expect(shellVendorCentreOf(centreData('LOTT'))).toBeNull();
    expect(shellVendorCentreOf(centreData('ELOTT'))).toBeNull();
    for (const written of [centreData('SPORTS', { language: 'en' }), centreData('LOTT'), centreData('ELOTT')])
      expect(withFirstView(shellPage, written, shells)).toContain('<i>home</i>');
    // an English visitor's first vendor is still asked for from the head; a centre without vendors asks nothing
    expect(withFirstView(shellPage, centreData('SPORTS', { language: 'en' }), shells)).toContain(
      '<link rel="preload" as="image" href="/v/SABA.svg"',
    );
    expect(withFirstView(shellPage, centreData('LOTT'), shells)).not.toContain('rel="preload"');
    const { vendorCentres: _frames, ...before } = shells;
    expect(withFirstView(shellPage, centreData('SPORTS'), before)).toContain('<i>home</i>');
  });
});

describe('the app download page written into the shell', () => {
  const home = '<div class="page-shell__page"><i>home</i></div>';
  const frames = downloadFrames();
  const shells: PageShells = { home, lobbies: {}, download: frames };
  const shellPage = page.replace(shellBannerSlot, home);
  const status = z.parse(getSystemStatus.response, getSystemStatus.example.response);
  const withApps = (apps: Record<string, string>, siteName = 'Aurora <Play>') => ({
    ...status.info,
    siteName,
    mainDomain: 'https://aurora.example',
    resources: [
      { resourceType: 'TELEGRAM', url: 'https://t.me/demo' },
      ...Object.entries(apps).map(([resourceType, url]) => ({ resourceType, url })),
    ],
  });
  const qr = (value: string) => `data:qr,${value}`;

  it("fills the form for the merchant's apps with the site's name and each address's QR code", () => {
    const ios = 'https://apps.example/ios';
    const android = 'https://apps.example/a.apk';
    const cases = [
      [{}, ['site']],
      [{ APP_IOS: ios }, ['ios', 'site']],
      [{ APP_ANDROID: android }, ['android', 'site']],
      // an app without an address is not offered
      [{ APP_IOS: ios, APP_ANDROID: '' }, ['ios', 'site']],
      [{ APP_IOS: ios, APP_ANDROID: android }, ['ios', 'android', 'site']],
    ] as const;
    for (const [apps, links] of cases) {
      const html = shellDownloadHtml(withApps(apps), frames, qr);
      expect(html).toContain('<p>Jogue na Aurora &lt;Play&gt;</p>');
      const sources = [...html!.matchAll(/src="([^"]*)"/g)].map((match) => match[1]);
      expect(sources).toEqual(
        links.map((link) => qr(link === 'site' ? 'https://aurora.example' : link === 'ios' ? ios : android)),
      );
    }
  });

  it('writes nothing without a QR code of an address, the form, or a frame holding each marker once', () => {
    const info = withApps({ APP_IOS: 'https://apps.example/ios' });
    expect(shellDownloadHtml(info, frames, (value) => (value.includes('ios') ? null : qr(value)))).toBeNull();
    const { ios: _ios, ...withoutIos } = frames;
    expect(shellDownloadHtml(info, withoutIos, qr)).toBeNull();
    expect(shellDownloadHtml(info, undefined, qr)).toBeNull();
    // a frame of another form: an address it does not offer, or one it offers without its room
    expect(shellDownloadHtml(info, { ...frames, ios: frames.both }, qr)).toBeNull();
    expect(shellDownloadHtml(info, { ...frames, ios: frames.none }, qr)).toBeNull();
    expect(shellDownloadHtml(info, { ...frames, ios: frames.ios + frames.ios }, qr)).toBeNull();
  });

  it("swaps the home page's room for it on the download page, only with the platform's QR codes", () => {
    const served: FirstViewData = { merchantCode: 'demo', language: 'pt-BR', status, download: true };
    const withQr = withFirstView(shellPage, served, shells, { qrCode: qr });
    expect(withQr).not.toContain('<i>home</i>');
    expect(withQr).toContain(shellDownloadHtml(status.info, frames, qr)!);
    expect(z.parse(firstViewDataSchema, blockOf(withQr))).toEqual(served);
    expect(withFirstView(shellPage, served, shells)).toContain('<i>home</i>');
    expect(withFirstView(shellPage, { ...served, download: undefined }, shells, { qrCode: qr })).toContain(
      '<i>home</i>',
    );
  });
});

describe("the mirror sites' page written into the shell", () => {
  const home = '<div class="page-shell__page"><i>home</i></div>';
  const frame = `<div class="content-page"><h1>Sites espelho</h1><ul class="mirror-list">${shellPageMarker}</ul></div>`;
  const shells: PageShells = { home, lobbies: {}, mirrors: frame };
  const shellPage = page.replace(shellBannerSlot, home);
  const mirrorsData = (mirrors: number, over: Partial<FirstViewData> = {}): FirstViewData => ({
    merchantCode: 'demo',
    language: 'pt-BR',
    domainRoute: {
      mainDomain: 'https://demo.example',
      mirrors: Array.from({ length: mirrors }, (_, i) => ({
        url: `https://m${i}.demo.example`,
        label: `M${i}`,
      })),
    },
    ...over,
  });

  it("swaps the home page's room for the page's frame with an entry's room per site (the main domain and each mirror)", () => {
    for (const mirrors of [0, 2, 5]) {
      const served = withFirstView(shellPage, mirrorsData(mirrors), shells);
      expect(served).not.toContain('<i>home</i>');
      expect(served).toContain(frame.replace(shellPageMarker, shellMirrorEntriesHtml(1 + mirrors)));
      expect(served.match(/<li class="m-panel mirror" aria-hidden="true">/g)).toHaveLength(1 + mirrors);
      // no picture to ask for (the QR codes are the app's), and the block with the very answer
      expect(served).not.toContain('rel="preload"');
      expect(z.parse(firstViewDataSchema, blockOf(served))).toEqual(mirrorsData(mirrors));
    }
  });

  it("keeps the home page's room in a language without frames, or without the build's frame", () => {
    expect(withFirstView(shellPage, mirrorsData(2, { language: 'en' }), shells)).toContain('<i>home</i>');
    const { mirrors: _frame, ...before } = shells;
    expect(withFirstView(shellPage, mirrorsData(2), before)).toContain('<i>home</i>');
    expect(withFirstView(shellPage, mirrorsData(2), { ...shells, mirrors: '<ul></ul>' })).toContain(
      '<i>home</i>',
    );
  });
});

describe("a merchant's page written into the shell", () => {
  const home = '<div class="page-shell__page"><i>home</i></div>';
  const frame = (title: string) => `<div class="content-page"><h1>${title}</h1>${shellPageMarker}</div>`;
  const shells: PageShells = {
    home,
    lobbies: {},
    sitePages: { about: frame('Sobre nós'), licence: frame('Licenças') },
  };
  const shellPage = page.replace(shellBannerSlot, home);
  const content = '<p>Quem somos</p><script>x()</script>';
  const siteData = (
    key: 'about' | 'licence' | 'verify',
    over: Partial<FirstViewData> = {},
  ): FirstViewData => ({
    merchantCode: 'demo',
    language: 'pt-BR',
    sitePage: { key, title: 'Título', content, updatedTime: '2026-11-01T10:00:00.000Z' },
    ...over,
  });
  // a stand-in for the platform's sanitizer (server/services/safe-html.ts, tested there): what it gives is written
  const sanitize = (html: string) => html.replace('<script>x()</script>', '');

  it("swaps the home page's room for the page's frame with the merchant's text as the sanitizer gives it", () => {
    for (const [key, title] of [
      ['about', 'Sobre nós'],
      ['licence', 'Licenças'],
    ] as const) {
      const served = withFirstView(shellPage, siteData(key), shells, { sanitize });
      expect(served).not.toContain('<i>home</i>');
      expect(served).toContain(frame(title).replace(shellPageMarker, shellSitePageHtml('<p>Quem somos</p>')));
      expect(served).not.toContain('<script>x()');
      // the merchant's text in the block too (the app sanitizes it itself), escaped for the script element
      expect(z.parse(firstViewDataSchema, blockOf(served))).toEqual(siteData(key));
    }
    expect(shellSitePageHtml('<p>a</p>')).toBe(
      '<article class="m-panel"><div class="rich-text"><p>a</p></div>' +
        '<p class="m-muted site-page__updated skeleton-text">\u00a0</p></article>',
    );
  });

  it("keeps the home page's room without a sanitizer or its answer, without the page's frame, in another language", () => {
    expect(withFirstView(shellPage, siteData('about'), shells)).toContain('<i>home</i>');
    expect(withFirstView(shellPage, siteData('about'), shells, { sanitize: () => null })).toContain(
      '<i>home</i>',
    );
    expect(withFirstView(shellPage, siteData('verify'), shells, { sanitize })).toContain('<i>home</i>');
    expect(withFirstView(shellPage, siteData('about', { language: 'en' }), shells, { sanitize })).toContain(
      '<i>home</i>',
    );
    const { sitePages: _frames, ...before } = shells;
    expect(withFirstView(shellPage, siteData('about'), before, { sanitize })).toContain('<i>home</i>');
  });
});

describe('the help centre written into the shell', () => {
  const home = '<div class="page-shell__page"><i>home</i></div>';
  const frame = `<div class="help-screen"><h1>Central de ajuda</h1><div class="help">${shellPageMarker}</div></div>`;
  const shells: PageShells = { home, lobbies: {}, help: frame };
  const shellPage = page.replace(shellBannerSlot, home);
  const sections = [
    {
      id: 1,
      key: 'term',
      title: 'Termos & "regras"',
      articles: [
        { id: 1, title: 'Termos e condições', content: '<h2>Termos e Condições</h2><p>Só maiores</p>' },
        { id: 2, title: '<b>Privacidade</b>', content: '<p>LGPD</p><script>x()</script>' },
      ],
    },
    { id: 2, key: 'faq', title: 'Perguntas', articles: [{ id: 3, title: 'Saque', content: '<p>PIX</p>' }] },
  ];
  const helpData = (over: Partial<FirstViewData> = {}): FirstViewData => ({
    merchantCode: 'demo',
    language: 'pt-BR',
    helpCentre: sections,
    ...over,
  });
  // a stand-in for the platform's sanitizer (server/services/safe-html.ts, tested there)
  const sanitize = (html: string) => html.replace('<script>x()</script>', '');

  it("draws the sections' links and each section with its articles, titles escaped, as the page does", () => {
    expect(shellHelpHtml(sections, sanitize)).toBe(
      '<nav class="help__toc"><ul><li><a href="#term">Termos &amp; &quot;regras&quot;</a></li>' +
        '<li><a href="#faq">Perguntas</a></li></ul></nav>' +
        '<section id="term" class="help__section" tabindex="-1">' +
        '<h2 class="help__section-title">Termos &amp; &quot;regras&quot;</h2>' +
        // the first heading that repeats the article's title left out, as the page does (withoutRepeatedTitle)
        '<article id="term-1" class="help__article"><h3 class="help__article-title">Termos e condições</h3>' +
        '<div class="rich-text"><p>Só maiores</p></div></article>' +
        '<article id="term-2" class="help__article"><h3 class="help__article-title">&lt;b&gt;Privacidade&lt;/b&gt;</h3>' +
        '<div class="rich-text"><p>LGPD</p></div></article></section>' +
        '<section id="faq" class="help__section" tabindex="-1"><h2 class="help__section-title">Perguntas</h2>' +
        '<article id="faq-1" class="help__article"><h3 class="help__article-title">Saque</h3>' +
        '<div class="rich-text"><p>PIX</p></div></article></section>',
    );
    // nothing to draw without a section (the page words that), or with an article that cannot be sanitized now
    expect(shellHelpHtml([], sanitize)).toBeNull();
    expect(shellHelpHtml(sections, (html) => (html.includes('LGPD') ? null : html))).toBeNull();
  });

  it("swaps the home page's room for the page's frame with the help centre, and the block carries the answer", () => {
    const served = withFirstView(shellPage, helpData(), shells, { sanitize });
    expect(served).not.toContain('<i>home</i>');
    expect(served).toContain(frame.replace(shellPageMarker, shellHelpHtml(sections, sanitize)!));
    expect(served).not.toContain('rel="preload"');
    expect(z.parse(firstViewDataSchema, blockOf(served))).toEqual(helpData());
  });

  it("keeps the home page's room without a sanitizer, a section or the page's frame, in another language", () => {
    expect(withFirstView(shellPage, helpData(), shells)).toContain('<i>home</i>');
    expect(withFirstView(shellPage, helpData({ helpCentre: [] }), shells, { sanitize })).toContain(
      '<i>home</i>',
    );
    expect(withFirstView(shellPage, helpData({ language: 'en' }), shells, { sanitize })).toContain(
      '<i>home</i>',
    );
    const { help: _frame, ...before } = shells;
    expect(withFirstView(shellPage, helpData(), before, { sanitize })).toContain('<i>home</i>');
  });

  it('on its bare page, serves the bare shell in place of the whole shell, with the help centre in its bare frame (and the agent login its page)', () => {
    const shell = `<div data-page-shell=""><header>site</header>${home}</div>`;
    const bareShell = `<div data-page-shell=""><p>18+</p>${shellPageMarker}</div>`;
    const bareHelp = `<div class="help-screen help-screen--bare"><h1>Central</h1>${shellPageMarker}</div>`;
    const english = {
      shell: shell.replace('site', 'the site'),
      lobbies: {},
      bare: {
        shell: bareShell.replace('18+', '18+ en'),
        help: bareHelp.replace('Central', 'Help'),
        agentLogin: '<div class="agent-login"><h1>Agent login</h1></div>',
      },
    };
    const withBare: PageShells = {
      ...shells,
      shell,
      bare: {
        shell: bareShell,
        help: bareHelp,
        agentLogin: '<div class="agent-login"><h1>Login do agente</h1></div>',
      },
      translations: { en: english },
    };
    // index.html as built: in Portuguese, the site's shell in its root
    const bareServed = page
      .replace('<html>', '<html lang="pt-BR">')
      .replace(/<div data-page-shell="">.*<\/div><\/div>/, `${shell}</div>`);
    const help = shellHelpHtml(sections, sanitize)!;
    const served = withFirstView(bareServed, helpData(), withBare, { sanitize, bare: 'help' });
    expect(served).toContain(
      `<div id="root"><div data-page-shell=""><p>18+</p><div class="help-screen help-screen--bare"><h1>Central</h1>${help}</div></div></div>`,
    );
    expect(served).not.toContain('<header>');
    expect(z.parse(firstViewDataSchema, blockOf(served))).toEqual(helpData());
    // an English visitor: the English bare shell and frame
    const inEnglish = withFirstView(bareServed, helpData({ language: 'en' }), withBare, {
      sanitize,
      bare: 'help',
    });
    expect(inEnglish).toContain(
      `<p>18+ en</p><div class="help-screen help-screen--bare"><h1>Help</h1>${help}`,
    );
    expect(inEnglish).not.toContain('<header>');
    // the site's help page keeps the site's shell and its own frame
    expect(withFirstView(bareServed, helpData(), withBare, { sanitize })).toContain(
      `<header>site</header>${frame.replace(shellPageMarker, help)}`,
    );
    // a build without the bare shell, a page without the build's shell, no section: the page as it was
    const { bare: _bare, ...before } = withBare;
    for (const [html, data, shells] of [
      [bareServed, helpData(), before],
      [bareServed.replace('<header>site', '<header>other'), helpData(), withBare],
      [bareServed, helpData({ helpCentre: [] }), withBare],
    ] as const) {
      const asServed = withFirstView(html, data, shells, { sanitize, bare: 'help' });
      expect(asServed).toContain('<header>');
      expect(asServed).not.toContain('help-screen--bare');
    }
    // the agent login: its page as built, in the bare shell (its first view is the status alone), in English the
    // English one; the page as it was without the bare shell
    const agentData: FirstViewData = { merchantCode: 'demo', language: 'pt-BR' };
    expect(withFirstView(bareServed, agentData, withBare, { bare: 'agentLogin' })).toContain(
      '<div id="root"><div data-page-shell=""><p>18+</p><div class="agent-login"><h1>Login do agente</h1></div></div></div>',
    );
    expect(
      withFirstView(bareServed, { ...agentData, language: 'en' }, withBare, { bare: 'agentLogin' }),
    ).toContain('<p>18+ en</p><div class="agent-login"><h1>Agent login</h1></div>');
    expect(withFirstView(bareServed, agentData, before, { bare: 'agentLogin' })).toContain('<header>site');
  });
});

describe("the notices' page written into the shell", () => {
  const home = '<div class="page-shell__page"><i>home</i></div>';
  const frame = `<div class="games-page"><h1>Avisos</h1>${shellPageMarker}</div>`;
  const shells: PageShells = { home, lobbies: {}, announce: frame };
  const shellPage = page.replace(shellBannerSlot, home);
  const example = z.parse(getAnnouncementContent.response, getAnnouncementContent.example.response);
  const notice = (id: number, title: string, content: string) => ({
    ...example.player[0]!,
    id,
    title,
    content,
  });
  const notices = [
    notice(1, 'Manutenção & "aviso"', '<p>Domingo</p><script>x()</script>'),
    notice(2, 'Novos', '<p>b</p>'),
  ];
  const noticesData = (player = notices, over: Partial<FirstViewData> = {}): FirstViewData => ({
    merchantCode: 'demo',
    language: 'pt-BR',
    notices: { ...example, player },
    ...over,
  });
  // a stand-in for the platform's sanitizer (server/services/safe-html.ts, tested there)
  const sanitize = (html: string) => html.replace('<script>x()</script>', '');

  it("draws the titles, the first one current, and the first one's detail, as the page draws its first page", () => {
    expect(shellNoticesHtml(notices, sanitize)).toBe(
      '<div class="announcements"><div class="announcements__list"><ul>' +
        '<li><button type="button" class="list-button" aria-current="true">Manutenção &amp; &quot;aviso&quot;</button></li>' +
        '<li><button type="button" class="list-button">Novos</button></li></ul></div>' +
        '<article class="announcements__detail"><h3>Manutenção &amp; &quot;aviso&quot;</h3>' +
        '<div class="announcements__content"><p>Domingo</p></div></article></div>',
    );
    // nothing without a notice, with more than a page of them (the pager is the app's), or unsanitized
    expect(shellNoticesHtml([], sanitize)).toBeNull();
    const many = Array.from({ length: limits.announcementPageSize + 1 }, (_, i) =>
      notice(i, `N${i}`, '<p>n</p>'),
    );
    expect(shellNoticesHtml(many.slice(0, limits.announcementPageSize), sanitize)).not.toBeNull();
    expect(shellNoticesHtml(many, sanitize)).toBeNull();
    expect(shellNoticesHtml(notices, () => null)).toBeNull();
  });

  it("swaps the home page's room for the page's frame, and keeps it without a sanitizer, a frame or the language", () => {
    const served = withFirstView(shellPage, noticesData(), shells, { sanitize });
    expect(served).toContain(frame.replace(shellPageMarker, shellNoticesHtml(notices, sanitize)!));
    expect(served).not.toContain('<i>home</i>');
    expect(z.parse(firstViewDataSchema, blockOf(served))).toEqual(noticesData());
    expect(withFirstView(shellPage, noticesData(), shells)).toContain('<i>home</i>');
    expect(withFirstView(shellPage, noticesData([]), shells, { sanitize })).toContain('<i>home</i>');
    expect(
      withFirstView(shellPage, noticesData(notices, { language: 'en' }), shells, { sanitize }),
    ).toContain('<i>home</i>');
    const { announce: _frame, ...before } = shells;
    expect(withFirstView(shellPage, noticesData(), before, { sanitize })).toContain('<i>home</i>');
  });
});

describe('a lottery page written into the shell', () => {
  const home = '<div class="page-shell__page"><i>home</i></div>';
  const frame = `<div class="lottery"><h1>Loteria</h1>${shellPageMarker}</div>`;
  const visitorLine = '<p class="lottery__draw">Entre para ver os últimos sorteios.</p>';
  const shells: PageShells = { home, lobbies: {}, lottery: { html: frame, visitorLine } };
  const shellPage = page.replace(shellBannerSlot, home);
  const example = z.parse(lotteryGameSchema, exampleLotteryGame);
  const games = Array.from({ length: shellLotteryCards + 2 }, (_, i) => ({
    ...example,
    gameCode: `G${i}`,
    gameName: `Jogo ${i}`,
  }));
  const hostile = { ...example, gameType: '<b>SSC</b>', gameName: 'Mega "Sena" & <script>x()</script>' };
  const lotteryData = (over: Partial<FirstViewData['lottery']> = {}): FirstViewData => ({
    merchantCode: 'demo',
    language: 'pt-BR',
    lottery: { kind: 'ELOTT', games, ...over },
  });

  it("draws the first cards with each game's family and name, the visitor's line and the button's room", () => {
    const card = (family: string, name: string, line: string) =>
      `<li class="lottery__card"><span class="lottery__family">${family}</span>` +
      `<h2 class="lottery__name">${name}</h2>${line}<span class="skeleton lottery__play-room"></span></li>`;
    expect(shellLotteryHtml({ kind: 'LOTT', games: [hostile] }, visitorLine)).toBe(
      `<ul class="lottery__list">${card('&lt;b&gt;SSC&lt;/b&gt;', 'Mega &quot;Sena&quot; &amp; &lt;script&gt;x()&lt;/script&gt;', visitorLine)}</ul>`,
    );
    // a phone's first screen, a wide screen's first rows
    const many = shellLotteryHtml({ kind: 'SEA', games }, visitorLine)!;
    expect(many.match(/lottery__card/g)).toHaveLength(shellLotteryCards);
    expect(many).not.toContain(`Jogo ${shellLotteryCards}<`);
    // the VN lottery shows a visitor its draws: their room, as the page draws it while they load
    const vn = shellLotteryHtml({ kind: 'VN', games: [example] }, visitorLine)!;
    expect(vn).toContain(shellDrawRoomHtml);
    expect(vn).not.toContain(visitorLine);
    // nothing without a game (the page words that)
    expect(shellLotteryHtml({ kind: 'LOTT', games: [] }, visitorLine)).toBeNull();
  });

  it("swaps the home page's room for the page's frame, and keeps it without a game, a frame or the language", () => {
    const served = withFirstView(shellPage, lotteryData(), shells);
    expect(served).toContain(
      frame.replace(shellPageMarker, shellLotteryHtml(lotteryData().lottery!, visitorLine)!),
    );
    expect(served).not.toContain('<i>home</i>');
    expect(z.parse(firstViewDataSchema, blockOf(served))).toEqual(lotteryData());
    expect(withFirstView(shellPage, lotteryData({ games: [] }), shells)).toContain('<i>home</i>');
    expect(withFirstView(shellPage, { ...lotteryData(), language: 'en' }, shells)).toContain('<i>home</i>');
    const { lottery: _frame, ...before } = shells;
    expect(withFirstView(shellPage, lotteryData(), before)).toContain('<i>home</i>');
    // a kind the page does not show is not the page's list
    expect(() =>
      z.parse(firstViewDataSchema, { ...lotteryData(), lottery: { kind: 'ZY', games } }),
    ).toThrow();
  });
});

describe('a page without the side menu', () => {
  const narrow = '<div class="app-shell__body"><div class="side-menu page-shell__side"><span></span></div>';
  const wide = '<div class="app-shell__body app-shell__body--wide">';
  const shells: PageShells = { home: '', lobbies: {}, sideMenu: { paths: ['/lottert'], narrow, wide } };
  const served = `<body><div id="root">${narrow}<div class="app-shell__main"></div></div></div></body>`;

  it('is served with the wide body at the addresses the build listed, as the app draws it there', () => {
    expect(withPageWidth(served, '/lottert', shells)).toBe(served.replace(narrow, wide));
    for (const path of ['/', '/rng', '/lottery']) expect(withPageWidth(served, path, shells)).toBe(served);
    // a build without the list, or a page without the build's body once, stays as it is
    expect(withPageWidth(served, '/lottert', { home: '', lobbies: {} })).toBe(served);
    expect(withPageWidth(served, '/lottert', undefined)).toBe(served);
    expect(withPageWidth(served + narrow, '/lottert', shells)).toBe(served + narrow);
    expect(withPageWidth('<body></body>', '/lottert', shells)).toBe('<body></body>');
  });
});

describe('the blog and its articles written into the shell', () => {
  const home = '<div class="page-shell__page"><i>home</i></div>';
  const blog = `<div class="content-page"><h1>Blog</h1><ul class="blog-list">${shellPageMarker}</ul></div>`;
  const one = `<div class="content-page"><a href="/blog">Voltar</a>${shellPageMarker}</div>`;
  const shells: PageShells = { home, lobbies: {}, blog, article: one };
  const shellPage = page.replace(shellBannerSlot, home);
  const example = z.parse(getArticles.response, getArticles.example.response);
  const card = {
    ...example.content[0]!,
    slug: 'a b/&"c',
    title: 'Mesas & "ao vivo"',
    summary: '<b>novas</b>',
  };
  const list = { ...example, content: [card, { ...card, articleId: 2, slug: 'dois', title: 'Dois' }] };
  const article = { ...z.parse(getArticle.response, getArticle.example.response), title: '<i>T</i>' };
  const article1 = { ...article, content: '<p>Texto</p><script>x()</script>' };
  // a stand-in for the platform's sanitizer (server/services/safe-html.ts, tested there)
  const sanitize = (html: string) => html.replace('<script>x()</script>', '');
  const data = (over: Partial<FirstViewData>): FirstViewData => ({
    merchantCode: 'demo',
    language: 'pt-BR',
    ...over,
  });

  it("draws the cards as the blog does: the title escaped, linking to its article, the summary, the line's room", () => {
    expect(articlePath(card.slug)).toBe('/blog?slug=a%20b%2F%26%22c');
    expect(shellArticlesHtml(list)).toBe(
      `<li class="blog-card">${shellArticleMetaRoom}<h2 class="blog-card__title">` +
        '<a href="/blog?slug=a%20b%2F%26%22c">Mesas &amp; &quot;ao vivo&quot;</a></h2>' +
        '<p>&lt;b&gt;novas&lt;/b&gt;</p></li>' +
        `<li class="blog-card">${shellArticleMetaRoom}<h2 class="blog-card__title">` +
        '<a href="/blog?slug=dois">Dois</a></h2><p>&lt;b&gt;novas&lt;/b&gt;</p></li>',
    );
    // nothing without an article (the app words that page)
    expect(shellArticlesHtml({ ...list, content: [], totalElements: 0, totalPages: 0 })).toBeNull();
    expect(shellArticleHtml(article1, '<p>Texto</p>')).toBe(
      `<article class="m-panel blog-article">${shellArticleMetaRoom}<h1>&lt;i&gt;T&lt;/i&gt;</h1>` +
        `<p class="blog-article__summary">${article.summary}</p><div class="rich-text"><p>Texto</p></div></article>`,
    );
  });

  it("swaps the home page's room for the blog's frame or an article's, the block carrying the answer", () => {
    const served = withFirstView(shellPage, data({ articles: list }), shells, { sanitize });
    expect(served).toContain(blog.replace(shellPageMarker, shellArticlesHtml(list)!));
    expect(served).not.toContain('<i>home</i>');
    expect(z.parse(firstViewDataSchema, blockOf(served))).toEqual(data({ articles: list }));
    const read = withFirstView(shellPage, data({ article: article1 }), shells, { sanitize });
    expect(read).toContain(one.replace(shellPageMarker, shellArticleHtml(article1, '<p>Texto</p>')));
    expect(read.slice(0, read.indexOf('<script type="application/json"'))).not.toContain('x()');
    expect(z.parse(firstViewDataSchema, blockOf(read))).toEqual(data({ article: article1 }));
  });

  it("keeps the home page's room without an article, a sanitizer, the page's frame, or in another language", () => {
    const empty = { ...list, content: [], totalElements: 0, totalPages: 0 };
    expect(withFirstView(shellPage, data({ articles: empty }), shells, { sanitize })).toContain(
      '<i>home</i>',
    );
    expect(withFirstView(shellPage, data({ article: article1 }), shells)).toContain('<i>home</i>');
    expect(withFirstView(shellPage, data({ article: article1 }), shells, { sanitize: () => null })).toContain(
      '<i>home</i>',
    );
    const { blog: _blog, article: _article, ...before } = shells;
    expect(withFirstView(shellPage, data({ articles: list }), before, { sanitize })).toContain('<i>home</i>');
    expect(withFirstView(shellPage, data({ article: article1 }), before, { sanitize })).toContain(
      '<i>home</i>',
    );
    expect(
      withFirstView(shellPage, data({ articles: list, language: 'en' }), shells, { sanitize }),
    ).toContain('<i>home</i>');
  });
});

describe("another language's shell and frames (an English visitor's page)", () => {
  const home = '<div class="page-shell__page"><i>home</i></div>';
  const shell = (words: string) =>
    `<div data-page-shell=""><span class="rg-strip">${words}</span><span class="top-nav__link" aria-current="page">` +
    `x</span>${home}</div>`;
  const built = [
    '<!doctype html><html lang="pt-BR" data-theme="dark"><head><title>Aurora Play</title>',
    '<script type="module" src="/assets/index.js"></script></head>',
    `<body><div id="root">${shell('Jogue com responsabilidade')}</div></body></html>`,
  ].join('');
  const games = z.parse(getHotGames.response, getHotGames.example.response).list;
  const shells: PageShells = {
    home,
    lobbies: { RNG: `<div><h1>Cassino</h1><ul>${shellTilesMarker}</ul></div>` },
    shell: shell('Jogue com responsabilidade'),
    translations: {
      en: {
        shell: shell('Play responsibly'),
        lobbies: { RNG: `<div><h1>Casino</h1><ul>${shellTilesMarker}</ul></div>` },
      },
    },
  };
  const visit = (language: 'pt-BR' | 'en', lobby = true): FirstViewData => ({
    merchantCode: 'demo',
    language,
    ...(lobby ? { lobby: { gameType: 'RNG', hot: { list: games } } } : {}),
  });

  it("is served in the visitor's language: its shell, its declared language and its page's frame", () => {
    const english = withFirstView(built, visit('en'), shells);
    expect(english).toContain('<html lang="en" data-theme="dark">');
    expect(english).toContain('Play responsibly');
    expect(english).not.toContain('Jogue com responsabilidade');
    expect(english).toContain('<h1>Casino</h1><ul><li class="game-tile">');
    expect(english).not.toContain('<i>home</i>');
    // the home page's room has no words: an English visitor's home page keeps it in the English shell
    const home = withFirstView(built, visit('en', false), shells);
    expect(home).toContain('Play responsibly');
    expect(home).toContain('<i>home</i>');
    // Portuguese: index.html's own
    const portuguese = withFirstView(built, visit('pt-BR'), shells);
    expect(portuguese).toContain('<html lang="pt-BR"');
    expect(portuguese).toContain('Jogue com responsabilidade');
    expect(portuguese).toContain('<h1>Cassino</h1>');
  });

  it("is not served from a build without it, or into a page whose shell is not the build's", () => {
    const { translations: _none, ...before } = shells;
    const old = withFirstView(built, visit('en'), before);
    expect(old).toContain('<html lang="pt-BR"');
    expect(old).toContain('Jogue com responsabilidade');
    // without the language's shell, its frame would be words of another language than the shell's: not written
    expect(old).toContain('<i>home</i>');
    const other = built.replace('Jogue com responsabilidade', 'Jogue!');
    const served = withFirstView(other, visit('en'), shells);
    expect(served).toContain('Jogue!');
    expect(served).toContain('<i>home</i>');
    expect(served).toContain('<html lang="pt-BR"');
  });
});
