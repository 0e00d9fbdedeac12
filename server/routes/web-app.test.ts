import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { getAnnouncementContent, homeContentTypes, noticeContentTypes } from '../../shared/api/content.ts';
import {
  shellBannerHtml,
  shellBannerOf,
  shellBannerSlot,
  shellLobbyTiles,
  shellPageMarker,
  shellPromotionsHtml,
  shellPromotionsOf,
  shellTileHtml,
  shellTilesMarker,
  shellVendorCentreOf,
  shellVendorTileHtml,
  pageShellsFile,
  shellArticleHtml,
  shellArticlesHtml,
  shellLotteryCards,
  shellLotteryHtml,
  shellHelpHtml,
  shellNoticesHtml,
  shellMirrorEntriesHtml,
  shellSitePageHtml,
  visitorsOnlyAttribute,
  type PageShells,
} from '../../shared/api/first-view.ts';
import { firstViewDataSchema } from '../../shared/api/first-view-data.ts';
import { downloadFrames } from '../../shared/test/download-frames.ts';
import { getGameList, getGameVendors, getHotGames } from '../../shared/api/games.ts';
import { getLotteryGames, getLotteryMenus } from '../../shared/api/lottery.ts';
import { getPromotions } from '../../shared/api/promotions-list.ts';
import { articlePageSize, getArticle, getArticles, getSitePage } from '../../shared/api/site.ts';
import { getDomainRoute, getHelpCenter, getSystemStatus } from '../../shared/api/system.ts';
import { setFlag, setMaintenance, setRegion } from '../../shared/api/operator.ts';
import { platformCode } from '../../shared/constants/business.ts';
import { loadSanitizer, sanitizedHtml } from '../services/safe-html.ts';
import { qrCodeImage } from '../../shared/rules/qr-code.ts';
import { buildTestApp, callOperator, demoHeaders, tokenFor, type TestApp } from '../test/helper.ts';

// Directory reads, counted: @fastify/static keeps the `readdir` of node:fs/promises it finds when it is first loaded,
// which is when the web app's routes are registered (below), so the count sees its calls.
const fsPromises = createRequire(import.meta.url)('node:fs/promises') as typeof import('node:fs/promises');
const directoriesRead: string[] = [];
const readdir = fsPromises.readdir;
fsPromises.readdir = ((path: string, ...rest: never[]) => {
  directoriesRead.push(String(path));
  return readdir(path, ...rest);
}) as typeof readdir;

// A built web app in miniature: index.html, one hashed script with its precompressed copies, as vite.config.ts writes.
const script = `console.log(${JSON.stringify('aurora '.repeat(400))});`;
let t: TestApp;
let renderer: string;
beforeAll(async () => {
  renderer = mkdtempSync(join(tmpdir(), 'aurora-renderer-'));
  mkdirSync(join(renderer, 'assets'));
  writeFileSync(
    join(renderer, 'index.html'),
    `<!doctype html><html><body><div id="root"></div>${'<!-- x -->'.repeat(200)}</body></html>`,
  );
  writeFileSync(join(renderer, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(renderer, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(renderer, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  t = await buildTestApp({ serveRenderer: renderer });
});
afterAll(async () => {
  await t.close();
  rmSync(renderer, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the web app: precompressed, cached by name', () => {
  it('sends the brotli copy of a hashed file to a browser that accepts it, immutable for a year', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('finds a hashed file without reading its directory (issue 16: the platform shares the cores with the page)', async () => {
    // the catch-all of the app's other files reads each directory on the way, to check the name's spelling; the
    // assets directory holds some 500 files in a real build, and a first visit of the home page asks for 39 of them
    directoriesRead.length = 0;
    expect((await get('/assets/app-abc123.js', 'br')).statusCode).toBe(200);
    expect(directoriesRead).toEqual([]);
    // the count sees the catch-all's reads: a page of the app goes through it to the not-found handler
    expect((await get('/casino/rng', 'br')).statusCode).toBe(200);
    expect(directoriesRead).not.toEqual([]);
  });

  it('serves a hashed file a new build wrote after the platform started, as it serves the new index.html', async () => {
    const later = 'console.log("a new release");';
    writeFileSync(join(renderer, 'assets', 'app-def456.js'), later);
    writeFileSync(join(renderer, 'assets', 'app-def456.js.br'), brotliCompressSync(later));
    const res = await get('/assets/app-def456.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(later);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one without either', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html on every visit (a new release is seen at once), compressed on the way', async () => {
    for (const url of ['/', '/casino/rng']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      // the page carries the visitor's status: revalidated, and kept by no shared cache
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('<div id="root">');
    }
  });
});

describe('API answers: compressed above 1 KB', () => {
  const listUrl = `${getGameList.path}?${new URLSearchParams({
    clientType: '3',
    platform: 'html5-desktop',
    merchant: 'demo',
    gameType: 'RNG',
    pageNo: '1',
    pageSize: '15',
    language: 'pt-BR',
  }).toString()}`;

  it('compresses a lobby page with the encoding the client prefers, and says it varies', async () => {
    const token = tokenFor(t.app, 'demo_player');
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: listUrl,
        headers: { ...demoHeaders, authorization: token, 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      const answer = JSON.parse(body.toString()) as { success: boolean; value: { games: unknown[] } };
      expect(answer.success).toBe(true);
      expect(answer.value.games).toHaveLength(15);
      expect(res.rawPayload.length).toBeLessThan(body.length / 3);
    }
  });

  it('leaves a small answer as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/no-such-call',
      headers: { ...demoHeaders, 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: false });
    expect(res.body.length).toBeLessThan(1024);
  });
});

describe("the app's pages: index.html with their first view written in", () => {
  // the shell as the build writes it: a head with scripts, the banner's room in the root, a body
  const shellPage = [
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Aurora Play</title>',
    '<script type="module" src="/assets/app-abc123.js"></script></head>',
    `<body><div id="root"><div data-page-shell="">${shellBannerSlot}</div></div>`,
    `${'<!-- x -->'.repeat(200)}</body></html>`,
  ].join('');
  let home: TestApp;
  let shellDir: string;
  beforeAll(async () => {
    shellDir = mkdtempSync(join(tmpdir(), 'aurora-shell-'));
    writeFileSync(join(shellDir, 'index.html'), shellPage);
    home = await buildTestApp({ serveRenderer: shellDir, countryHeader: 'cf-ipcountry' });
  });
  afterAll(async () => {
    await home.close();
    rmSync(shellDir, { recursive: true, force: true });
  });

  const page = (headers: Record<string, string> = {}, url = '/') =>
    home.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
  const blockOf = (html: string) => {
    const match = /<script type="application\/json" id="first-view">([\s\S]*?)<\/script>/.exec(html);
    return match?.[1] === undefined ? null : z.parse(firstViewDataSchema, JSON.parse(match[1]));
  };
  // a platform call's answer as the app gets it, in `language`
  const answerOf = async (url: string, language: string) => {
    const res = await home.app.inject({
      method: 'GET',
      url,
      headers: { ...demoHeaders, Language: language },
    });
    expect(res.statusCode, url).toBe(200);
    return res.json<{ value: unknown }>().value;
  };
  const contentAnswer = async (language: string) => {
    const res = await home.app.inject({
      method: 'GET',
      url: `${getAnnouncementContent.path}?types=${homeContentTypes}&platform=W&language=${language}`,
      headers: { ...demoHeaders, Language: language },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ value: unknown }>().value;
  };

  const statusAnswer = async (headers: Record<string, string> = {}) => {
    const res = await home.app.inject({
      method: 'GET',
      url: getSystemStatus.path,
      headers: { ...demoHeaders, ...headers },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ value: unknown }>().value;
  };

  it("carries the visitor's home content, the same answer as the call, and its first slide in the shell", async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const block = blockOf(res.body);
    expect(block).toMatchObject({ merchantCode: 'demo', language: 'pt-BR' });
    expect(block?.homeContent).toEqual(await contentAnswer('pt-BR'));
    expect(block?.status).toEqual(await statusAnswer());
    expect(block?.lobby).toBeUndefined();
    const first = shellBannerOf(block!.homeContent);
    expect(first).toMatch(/^\/assets-platform\/banners\//);
    expect(res.body).toContain(shellBannerHtml(first!));
    expect(res.body).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high" />`);
  });

  it("is written in the language of the visitor's lang cookie", async () => {
    const block = blockOf((await page({ cookie: 'theme=dark; lang=en' })).body);
    expect(block?.language).toBe('en');
    expect(block?.homeContent).toEqual(await contentAnswer('en'));
    // an unknown language is the default one
    expect(blockOf((await page({ cookie: 'lang=xx' })).body)?.language).toBe('pt-BR');
  });

  it('is compressed on the way, and a copy the browser already has is a 304 without a body', async () => {
    const br = await page({ 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    // one copy per encoding and per language cookie in a shared cache
    expect(String(br.headers.vary).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['cookie', 'accept-encoding']),
    );
    expect(blockOf(brotliDecompressSync(br.rawPayload).toString())).not.toBeNull();
    const etag = br.headers.etag;
    expect(etag).toMatch(/^"/);
    const again = await page({ 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // another language is another page
    expect((await page({ 'if-none-match': String(etag), cookie: 'lang=en' })).statusCode).toBe(200);
  });

  it("carries the home page's first view where a visitor first sees the home page, for visitors only on a member's", async () => {
    const content = await contentAnswer('pt-BR');
    const first = shellBannerOf(blockOf((await page()).body)!.homeContent);
    expect(first).toMatch(/^\/assets-platform\/banners\//);
    // the popups over the home page, for everyone; a member's pages (a visitor is sent home with the login popup)
    for (const [url, visitorsOnly] of [
      ['/register?referralCode=ABC123', false],
      ['/login', false],
      ['/forget/', false],
      ['/member?tab=depositv2', true],
      ['/pointMall', true],
      ['/favorite', true],
      ['/recent', true],
      ['/lottery', true],
      ['/seaLottery', true],
      ['/vnLottery', true],
    ] as const) {
      const res = await page({}, url);
      expect(res.statusCode, url).toBe(200);
      const block = blockOf(res.body);
      expect(block?.homeContent, url).toEqual(content);
      expect(block?.lobby, url).toBeUndefined();
      expect(res.body, url).toContain(shellBannerHtml(first!, visitorsOnly));
      expect(res.body.includes(visitorsOnlyAttribute), url).toBe(visitorsOnly);
      expect(res.body, url).toContain(
        `<link rel="preload" as="image" href="${first}" fetchpriority="high" />`,
      );
    }
  });

  it("carries the visitor's status on every page of the app, and nothing of the home page", async () => {
    for (const url of ['/help', '/vnlottery', '/blog', '/no/such/page']) {
      const res = await page({ 'cf-ipcountry': 'BR' }, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      const block = blockOf(res.body);
      expect(block?.status, url).toEqual(await statusAnswer({ 'cf-ipcountry': 'BR' }));
      expect(block?.homeContent, url).toBeUndefined();
      expect(block?.promotions, url).toBeUndefined();
      expect(block?.vendorCentre, url).toBeUndefined();
      expect(res.body, url).toContain(shellBannerSlot);
      expect(res.body, url).not.toContain('rel="preload"');
    }
  });

  it("carries a visitor's promotions on the promotions page, the same answer as the call, its first picture asked for", async () => {
    const promotionsAnswer = async (language: string) => {
      const res = await home.app.inject({
        method: 'GET',
        url: `${getPromotions.path}?language=${language}`,
        headers: { ...demoHeaders, Language: language },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ value: { promotions: { bannerUrl: string }[] } }>().value;
    };
    for (const [url, cookie, language] of [
      ['/promotions', '', 'pt-BR'],
      ['/promotions/?id=1', '', 'pt-BR'],
      ['/promotions', 'lang=en', 'en'],
    ] as const) {
      const res = await page({ cookie }, url);
      const block = blockOf(res.body);
      const answer = await promotionsAnswer(language);
      expect(answer.promotions.length, url).toBeGreaterThan(1);
      expect(block?.promotions, url).toEqual(answer);
      expect(block?.homeContent, url).toBeUndefined();
      expect(block?.lobby, url).toBeUndefined();
      expect(res.body, url).toContain(
        `<link rel="preload" as="image" href="${answer.promotions[0]!.bannerUrl}" fetchpriority="high" />`,
      );
    }
    // a merchant without promotions: the page's status only, as on any page
    await callOperator(home.app, setFlag, { flag: 'PROMOTIONS', enabled: false });
    try {
      const res = await page({}, '/promotions');
      expect(blockOf(res.body)?.status).toEqual(await statusAnswer());
      expect(blockOf(res.body)?.promotions).toBeUndefined();
      expect(res.body).not.toContain('rel="preload"');
    } finally {
      await callOperator(home.app, setFlag, { flag: 'PROMOTIONS', enabled: true });
    }
  });

  it("carries the merchant's own page and the mirror sites on their pages, the same answers as the calls", async () => {
    for (const [url, cookie, language, key] of [
      ['/aboutUs', '', 'pt-BR', 'about'],
      ['/licence/', 'lang=en', 'en', 'licence'],
      ['/verifyRepresentative', '', 'pt-BR', 'verify'],
    ] as const) {
      const block = blockOf((await page({ cookie }, url)).body);
      expect(block?.sitePage, url).toEqual(
        await answerOf(`${getSitePage.path}?key=${key}&lang=${language}`, language),
      );
      expect(block?.sitePage?.content, url).not.toBe('');
      expect(block?.domainRoute, url).toBeUndefined();
    }
    for (const [cookie, language] of [
      ['', 'pt-BR'],
      ['lang=en', 'en'],
    ] as const) {
      const block = blockOf((await page({ cookie }, '/mirrorSites')).body);
      expect(block?.domainRoute).toEqual(await answerOf(getDomainRoute.path, language));
      expect(block?.domainRoute?.mirrors.length).toBeGreaterThan(0);
      expect(block?.sitePage).toBeUndefined();
    }
    // a page the merchant has not written in the visitor's language: left to the app, which shows the refusal
    const db = home.app.platform.db;
    const licence = db
      .prepare(
        "SELECT * FROM site_pages WHERE merchant_code = 'demo' AND page_key = 'licence' AND lang = 'en'",
      )
      .get() as Record<string, string>;
    db.prepare(
      "DELETE FROM site_pages WHERE merchant_code = 'demo' AND page_key = 'licence' AND lang = 'en'",
    ).run();
    try {
      const res = await page({ cookie: 'lang=en' }, '/licence');
      expect(blockOf(res.body)?.status).toEqual(await statusAnswer());
      expect(blockOf(res.body)?.sitePage).toBeUndefined();
    } finally {
      db.prepare(
        'INSERT INTO site_pages (merchant_code, page_key, lang, title, content, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(licence.merchant_code!, 'licence', 'en', licence.title!, licence.content!, licence.updated_at!);
    }
  });

  it("carries a game list centre's opening for a visitor, the same answer as the call, its first picture asked for", async () => {
    const hotAnswer = async (params: Record<string, string>) => {
      const res = await home.app.inject({
        method: 'GET',
        url: `${getHotGames.path}?${new URLSearchParams({
          merchantCode: 'demo',
          isPlatform: '2',
          platform: 'html5-desktop',
          ...params,
        }).toString()}`,
        headers: demoHeaders,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ value: { list: { iconUrl: string | null; showIcon: string }[] } }>().value;
    };
    for (const [url, lobby, params] of [
      ['/rng', { gameType: 'RNG' }, { gameType: 'RNG', language: 'pt-BR' }],
      ['/live', { gameType: 'LIVE' }, { gameType: 'LIVE', language: 'pt-BR' }],
      ['/fish/', { gameType: 'FISH' }, { gameType: 'FISH', language: 'pt-BR' }],
      [
        '/rng?vassalage=PT',
        { gameType: 'RNG', vassalage: 'PT' },
        { gameType: 'RNG', vassalage: 'PT', language: 'pt-BR' },
      ],
    ] as const) {
      const html = (await page({}, url)).body;
      const block = blockOf(html);
      const hot = await hotAnswer(params);
      expect(hot.list.length, url).toBeGreaterThan(0);
      expect(block?.lobby, url).toEqual({ ...lobby, hot });
      const first = hot.list[0]!.iconUrl ?? hot.list[0]!.showIcon;
      expect(html, url).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high" />`);
      expect(html, url).toContain(shellBannerSlot);
    }
    // in the visitor's language; the vendor only on /rng, as the lobby reads it
    expect(blockOf((await page({ cookie: 'lang=en' }, '/fish')).body)?.lobby?.hot).toEqual(
      await hotAnswer({ gameType: 'FISH', language: 'en' }),
    );
    expect(blockOf((await page({}, '/live?vassalage=PT')).body)?.lobby).toMatchObject({ gameType: 'LIVE' });
    expect(blockOf((await page({}, '/live?vassalage=PT')).body)?.lobby?.vassalage).toBeUndefined();
    // a hostile vendor stays inside the data block (and has no games, so no picture)
    const hostile = '</script><script>alert(1)</script>';
    const html = (await page({}, `/rng?vassalage=${encodeURIComponent(hostile)}`)).body;
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(blockOf(html)?.lobby).toEqual({ gameType: 'RNG', vassalage: hostile, hot: { list: [] } });
    expect(html).not.toContain('rel="preload"');
  });

  it("puts a game list centre's first tiles in the lobby frame the build wrote beside index.html", async () => {
    const frame = `<div class="games-page"><h1>Cassino</h1><ul class="game-grid">${shellTilesMarker}</ul></div>`;
    const shells: PageShells = { home: shellBannerSlot, lobbies: { RNG: frame } };
    const file = join(shellDir, pageShellsFile);
    try {
      writeFileSync(file, JSON.stringify(shells));
      const html = (await page({}, '/rng')).body;
      const hot = blockOf(html)!.lobby!.hot.list;
      const tiles = hot.slice(0, shellLobbyTiles).map(shellTileHtml).join('');
      expect(tiles).toContain('game-tile__art');
      expect(html).toContain(
        `<div class="games-page"><h1>Cassino</h1><ul class="game-grid">${tiles}</ul></div>`,
      );
      expect(html).not.toContain(shellBannerSlot);
      // the frames are Portuguese and a centre's own opening: an English visitor, a vendor's lobby, a centre the
      // build wrote no frame for and the home page keep their rooms
      expect((await page({ cookie: 'lang=en' }, '/rng')).body).toContain(shellBannerSlot);
      expect((await page({}, '/rng?vassalage=PT')).body).toContain(shellBannerSlot);
      expect((await page({}, '/live')).body).toContain(shellBannerSlot);
      expect((await page({}, '/')).body).not.toContain('game-grid');
      // a file that is not the build's rooms is not used: the page is served with its first view, as built
      for (const broken of ['{"home": 1}', '{"home": "<div']) {
        writeFileSync(file, broken);
        const plain = (await page({}, '/rng')).body;
        expect(plain).toContain(shellBannerSlot);
        expect(blockOf(plain)?.lobby?.gameType).toBe('RNG');
      }
    } finally {
      rmSync(file, { force: true });
    }
  });

  it("carries a vendor centre's lanes, the same answer as the call, its first vendor's picture asked for", async () => {
    const vendorsAnswer = async (language: string) => {
      const res = await home.app.inject({
        method: 'GET',
        url: `${getGameVendors.path}?platform=html5-desktop&language=${language}`,
        headers: { ...demoHeaders, Language: language },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ value: unknown }>().value;
    };
    for (const [url, category, cookie, language] of [
      ['/sports', 'SPORTS', '', 'pt-BR'],
      ['/sports?category=COCKFIGHT', 'COCKFIGHT', '', 'pt-BR'],
      ['/esports/', 'ESPORTS', '', 'pt-BR'],
      ['/lott', 'LOTT', 'lang=en', 'en'],
      ['/elott', 'ELOTT', '', 'pt-BR'],
    ] as const) {
      const res = await page({ cookie }, url);
      const block = blockOf(res.body);
      expect(block?.vendorCentre, url).toEqual({ category, vendors: await vendorsAnswer(language) });
      expect(block?.homeContent, url).toBeUndefined();
      const cards = shellVendorCentreOf({ ...block!, language: 'pt-BR' })?.cards ?? [];
      expect(cards.length, url).toBeGreaterThan(0);
      expect(res.body, url).toContain(
        `<link rel="preload" as="image" href="${cards[0]!.iconUrl}" fetchpriority="high" />`,
      );
    }
  });

  it("puts a vendor centre's first vendors in the frame the build wrote beside index.html", async () => {
    const frame = `<div class="games-page"><h1>Esportes</h1><ul class="vendor-grid">${shellTilesMarker}</ul></div>`;
    const shells: PageShells = { home: shellBannerSlot, lobbies: {}, vendorCentres: { SPORTS: frame } };
    const file = join(shellDir, pageShellsFile);
    try {
      writeFileSync(file, JSON.stringify(shells));
      const html = (await page({}, '/sports')).body;
      const cards = shellVendorCentreOf(blockOf(html)!)!.cards;
      expect(html).toContain(frame.replace(shellTilesMarker, cards.map(shellVendorTileHtml).join('')));
      expect(html).not.toContain(shellBannerSlot);
      // a centre the build wrote no frame for, and an English visitor, keep the home room
      expect((await page({}, '/lott')).body).toContain(shellBannerSlot);
      expect((await page({ cookie: 'lang=en' }, '/sports')).body).toContain(shellBannerSlot);
    } finally {
      rmSync(file, { force: true });
    }
  });

  it("puts an entry's room per mirror site in the mirror sites' frame the build wrote beside index.html", async () => {
    const frame = `<div class="content-page"><h1>Sites espelho</h1><ul class="mirror-list">${shellPageMarker}</ul></div>`;
    const shells: PageShells = { home: shellBannerSlot, lobbies: {}, mirrors: frame };
    const file = join(shellDir, pageShellsFile);
    try {
      writeFileSync(file, JSON.stringify(shells));
      const html = (await page({}, '/mirrorSites')).body;
      const sites = 1 + blockOf(html)!.domainRoute!.mirrors.length;
      expect(sites).toBeGreaterThan(1);
      expect(html).toContain(frame.replace(shellPageMarker, shellMirrorEntriesHtml(sites)));
      expect(html).not.toContain(shellBannerSlot);
      // another page, and an English visitor (the frame is Portuguese), keep the home room
      expect((await page({}, '/aboutUs')).body).toContain(shellBannerSlot);
      expect((await page({ cookie: 'lang=en' }, '/mirrorSites')).body).toContain(shellBannerSlot);
    } finally {
      rmSync(file, { force: true });
    }
  });

  it("writes the download page's frame for the merchant's apps, with the site's name and the app's QR codes", async () => {
    const download = downloadFrames();
    const shells: PageShells = { home: shellBannerSlot, lobbies: {}, download };
    const file = join(shellDir, pageShellsFile);
    try {
      writeFileSync(file, JSON.stringify(shells));
      const html = (await page({}, '/down')).body;
      const block = blockOf(html)!;
      expect(block.download).toBe(true);
      const info = block.status!.info;
      const ios = info.resources.find((entry) => entry.resourceType === 'APP_IOS')?.url;
      expect(ios).toBeDefined();
      expect(html).toContain(`<p>Jogue na ${info.siteName}</p>`);
      // the QR codes the app draws (shared/rules/qr-code.ts), each address's own
      expect(html).toContain(`src="${qrCodeImage(ios!)}"`);
      expect(html).toContain(`src="${qrCodeImage(info.mainDomain)}"`);
      expect(html).not.toContain(shellBannerSlot);
      expect(html).not.toContain('@@');
      // another page keeps the home room, and an English visitor too (the frames are Portuguese)
      expect((await page({}, '/mirrorSites')).body).toContain(shellBannerSlot);
      expect((await page({ cookie: 'lang=en' }, '/down')).body).toContain(shellBannerSlot);
    } finally {
      rmSync(file, { force: true });
    }
  });

  it("puts a merchant's page, its text sanitized as the app does, in the page's frame the build wrote", async () => {
    const frame = `<div class="content-page"><h1>Sobre nós</h1>${shellPageMarker}</div>`;
    const shells: PageShells = { home: shellBannerSlot, lobbies: {}, sitePages: { about: frame } };
    const file = join(shellDir, pageShellsFile);
    const db = home.app.platform.db;
    const about = "merchant_code = 'demo' AND page_key = 'about' AND lang = 'pt-BR'";
    const { content } = db.prepare(`SELECT content FROM site_pages WHERE ${about}`).get() as {
      content: string;
    };
    // loaded with the web app's routes (web-app.ts), before the first page
    await loadSanitizer();
    try {
      writeFileSync(file, JSON.stringify(shells));
      db.prepare(`UPDATE site_pages SET content = ? WHERE ${about}`).run(
        '<p>Quem <b>somos</b></p><script>alert(1)</script><img src="/x.png" onerror="alert(2)">' +
          '<a href="javascript:alert(3)">x</a></div></article><p>fim',
      );
      const html = (await page({}, '/aboutUs')).body;
      const room = shellSitePageHtml('<p>Quem <b>somos</b></p><img src="/x.png"><a>x</a><p>fim</p>');
      expect(html).toContain(frame.replace(shellPageMarker, room));
      expect(html).not.toContain(shellBannerSlot);
      // the page outside the data block (a JSON script, never run) has none of the hostile text
      const painted = html.slice(0, html.indexOf('<script type="application/json"'));
      expect(painted).not.toContain('onerror');
      expect(painted).not.toContain('javascript:');
      expect(html).not.toContain('<script>alert');
      // the block carries the merchant's own text, for the app to sanitize itself
      expect(blockOf(html)?.sitePage?.content).toContain('<script>alert(1)</script>');
      // a page the build wrote no frame for, and an English visitor (the frame is Portuguese): the home room
      expect((await page({}, '/licence')).body).toContain(shellBannerSlot);
      expect((await page({ cookie: 'lang=en' }, '/aboutUs')).body).toContain(shellBannerSlot);
    } finally {
      db.prepare(`UPDATE site_pages SET content = ? WHERE ${about}`).run(content);
      rmSync(file, { force: true });
    }
  });

  it("carries the help centre on its page, the same answer as the call, and puts it in the page's frame", async () => {
    const frame = `<div class="help-screen"><h1>Central de ajuda</h1><div class="help">${shellPageMarker}</div></div>`;
    const file = join(shellDir, pageShellsFile);
    await loadSanitizer();
    try {
      writeFileSync(
        file,
        JSON.stringify({ home: shellBannerSlot, lobbies: {}, help: frame } satisfies PageShells),
      );
      for (const [cookie, language] of [
        ['', 'pt-BR'],
        ['lang=en', 'en'],
      ] as const) {
        const html = (await page({ cookie }, '/help')).body;
        const res = await home.app.inject({
          method: 'GET',
          url: `${getHelpCenter.path}?lang=${language}&device=WEB`,
          headers: { ...demoHeaders, Language: language },
        });
        const helpCentre = blockOf(html)?.helpCentre;
        expect(helpCentre).toEqual(res.json<{ value: unknown }>().value);
        expect(helpCentre?.length).toBeGreaterThan(0);
        // the Portuguese frame for a Portuguese visitor (an English one keeps the home room: no English frame here)
        if (language === 'pt-BR')
          expect(html).toContain(frame.replace(shellPageMarker, shellHelpHtml(helpCentre!, sanitizedHtml)!));
        else expect(html).toContain(shellBannerSlot);
      }
    } finally {
      rmSync(file, { force: true });
    }
  });

  it('serves the help centre without the site and the agent login as bare pages: the bare shell in place of the whole shell', async () => {
    const shell = `<div data-page-shell="">${shellBannerSlot}</div>`;
    const bareHelp = `<div class="help-screen help-screen--bare"><h1>Central de ajuda</h1>${shellPageMarker}</div>`;
    const agentLogin = '<div class="agent-login"><h1>Login do agente</h1></div>';
    const bare = {
      shell: `<div data-page-shell=""><p>18+</p>${shellPageMarker}</div>`,
      help: bareHelp,
      agentLogin,
    };
    const file = join(shellDir, pageShellsFile);
    await loadSanitizer();
    try {
      writeFileSync(
        file,
        JSON.stringify({ home: shellBannerSlot, lobbies: {}, shell, bare } satisfies PageShells),
      );
      const html = (await page({}, '/helpmc')).body;
      const res = await home.app.inject({
        method: 'GET',
        url: `${getHelpCenter.path}?lang=pt-BR&device=WEB`,
        headers: demoHeaders,
      });
      // the very answer of the call, in the bare frame under the "18+" line, none of the home page's room
      const helpCentre = blockOf(html)?.helpCentre;
      expect(helpCentre).toEqual(res.json<{ value: unknown }>().value);
      expect(html).toContain(
        `<div id="root"><div data-page-shell=""><p>18+</p>${bareHelp.replace(shellPageMarker, shellHelpHtml(helpCentre!, sanitizedHtml)!)}</div></div>`,
      );
      expect(html).not.toContain(shellBannerSlot);
      // the site's help page is not bare
      expect((await page({}, '/help')).body).not.toContain('help-screen--bare');
      // the agent login: its page as built in the bare shell, with the status and no page's answer
      const agent = (await page({}, '/agent')).body;
      expect(agent).toContain(`<div id="root"><div data-page-shell=""><p>18+</p>${agentLogin}</div></div>`);
      expect(blockOf(agent)?.status).toBeDefined();
      expect(blockOf(agent)?.helpCentre).toBeUndefined();
    } finally {
      rmSync(file, { force: true });
    }
  });

  it("carries a lottery page's list, the same answer as the call, and puts its first cards in the page's frame", async () => {
    const frame = `<div class="lottery"><h1>Loteria</h1>${shellPageMarker}</div>`;
    const visitorLine = '<p class="lottery__draw">Entre para ver os últimos sorteios.</p>';
    // the shell's body with its side column, and without it, as the build writes them
    const narrow = '<div class="app-shell__body"><div class="side-menu page-shell__side"></div>';
    const wide = '<div class="app-shell__body app-shell__body--wide">';
    const file = join(shellDir, pageShellsFile);
    const pageWith = `${shellPage.replace('<div id="root">', `<div id="root">${narrow}`)}`;
    writeFileSync(join(shellDir, 'index.html'), pageWith);
    try {
      writeFileSync(
        file,
        JSON.stringify({
          home: shellBannerSlot,
          lobbies: {},
          lottery: { html: frame, visitorLine },
          sideMenu: { paths: ['/lottert', '/vnlottery', '/sealottery', '/seamless'], narrow, wide },
        } satisfies PageShells),
      );
      // the demo's e-lottery lane has a LOTT card: /lottert lists the ELOTT games (lotteryKindOf)
      for (const [path, kind, url] of [
        [
          '/lottert',
          'ELOTT',
          (language: string) => `${getLotteryGames.path}?prizeMode=ELOTT&language=${language}`,
        ],
        [
          '/sealottery',
          'SEA',
          (language: string) => `${getLotteryGames.path}?prizeMode=SEA&language=${language}`,
        ],
        ['/vnlottery', 'VN', (language: string) => `${getLotteryMenus.path}?language=${language}`],
      ] as const) {
        for (const [cookie, language] of [
          ['', 'pt-BR'],
          ['lang=en', 'en'],
        ] as const) {
          const html = (await page({ cookie }, path)).body;
          const answer = await answerOf(url(language), language);
          const games =
            kind === 'VN' ? (answer as { games: unknown[] }[]).flatMap((menu) => menu.games) : answer;
          const lottery = blockOf(html)?.lottery;
          expect(lottery, `${path} ${language}`).toEqual({ kind, games });
          expect(lottery?.games.length).toBeGreaterThan(shellLotteryCards);
          // the page without the side menu, as the app draws it
          expect(html).toContain(wide);
          expect(html).not.toContain(narrow);
          // the Portuguese frame with the first cards for a Portuguese visitor (no English frame here)
          if (language === 'pt-BR')
            expect(html).toContain(frame.replace(shellPageMarker, shellLotteryHtml(lottery!, visitorLine)!));
          else expect(html).toContain(shellBannerSlot);
        }
        // a game's own page (`?gameCode=`) has no list, and no frame
        const game = (await page({}, `${path}?gameCode=X`)).body;
        expect(blockOf(game)?.lottery).toBeUndefined();
        expect(game).toContain(shellBannerSlot);
      }
      // the members' lottery pages have no first view of their own; a page with the side menu keeps it
      for (const path of ['/lottery', '/seaLottery', '/vnLottery', '/rng']) {
        const html = (await page({}, path)).body;
        expect(blockOf(html)?.lottery, path).toBeUndefined();
        expect(html, path).toContain(narrow);
      }
      expect((await page({}, '/seamless')).body).toContain(wide);
    } finally {
      rmSync(file, { force: true });
      writeFileSync(join(shellDir, 'index.html'), shellPage);
    }
  });

  it("carries a visitor's notices on their page, the same answer as the call, and puts them in the page's frame", async () => {
    const frame = `<div class="games-page"><h1>Avisos</h1>${shellPageMarker}</div>`;
    const file = join(shellDir, pageShellsFile);
    await loadSanitizer();
    try {
      writeFileSync(
        file,
        JSON.stringify({ home: shellBannerSlot, lobbies: {}, announce: frame } satisfies PageShells),
      );
      const html = (await page({}, '/announce')).body;
      const res = await home.app.inject({
        method: 'GET',
        url: `${getAnnouncementContent.path}?types=${encodeURIComponent(noticeContentTypes)}&platform=${platformCode}&language=pt-BR`,
        headers: demoHeaders,
      });
      const notices = blockOf(html)?.notices;
      expect(notices).toEqual(res.json<{ value: unknown }>().value);
      expect(notices?.player.length).toBeGreaterThan(0);
      expect(html).toContain(
        frame.replace(shellPageMarker, shellNoticesHtml(notices!.player, sanitizedHtml)!),
      );
      expect(html).not.toContain(shellBannerSlot);
    } finally {
      rmSync(file, { force: true });
    }
  });

  it("carries the blog's first page or an article, the same answers as the calls, and puts them in their frames", async () => {
    const list = `<div class="content-page"><h1>Blog</h1><ul class="blog-list">${shellPageMarker}</ul></div>`;
    const one = `<div class="content-page"><a href="/blog">Voltar</a>${shellPageMarker}</div>`;
    const file = join(shellDir, pageShellsFile);
    const db = home.app.platform.db;
    const slug = 'loja-de-pontos';
    const { titles, contents } = db
      .prepare("SELECT titles, contents FROM site_articles WHERE merchant_code = 'demo' AND slug = ?")
      .get(slug) as { titles: string; contents: string };
    await loadSanitizer();
    try {
      writeFileSync(
        file,
        JSON.stringify({ home: shellBannerSlot, lobbies: {}, blog: list, article: one } satisfies PageShells),
      );
      const hostile = '<b>"Loja" & co\'</b></a></h2><script>alert(1)</script>';
      db.prepare(
        "UPDATE site_articles SET titles = ?, contents = ? WHERE merchant_code = 'demo' AND slug = ?",
      ).run(
        JSON.stringify({ 'pt-BR': hostile, en: 'The mall' }),
        JSON.stringify({
          'pt-BR': '<p>Pontos</p><img src="/x.png" onerror="alert(2)">',
          en: '<p>Points</p>',
        }),
        slug,
      );
      for (const [cookie, language] of [
        ['', 'pt-BR'],
        ['lang=en', 'en'],
      ] as const) {
        // the first page of every category, as the blog asks for it (site-api.ts)
        const html = (await page({ cookie }, '/blog')).body;
        const articles = blockOf(html)?.articles;
        expect(articles).toEqual(
          await answerOf(
            `${getArticles.path}?lang=${language}&pageNo=1&pageSize=${articlePageSize}`,
            language,
          ),
        );
        expect(articles?.content.length).toBeGreaterThan(1);
        expect(blockOf(html)?.article).toBeUndefined();
        // an article's page
        const articleHtml = (await page({ cookie }, `/blog?slug=${slug}`)).body;
        const article = blockOf(articleHtml)?.article;
        expect(article).toEqual(await answerOf(`${getArticle.path}?slug=${slug}&lang=${language}`, language));
        expect(blockOf(articleHtml)?.articles).toBeUndefined();
        // the Portuguese frames for a Portuguese visitor (an English one keeps the home room: no English frame here)
        if (language === 'pt-BR') {
          expect(html).toContain(list.replace(shellPageMarker, shellArticlesHtml(articles!)!));
          expect(articleHtml).toContain(
            one.replace(shellPageMarker, shellArticleHtml(article!, '<p>Pontos</p><img src="/x.png">')),
          );
          // the page outside the data block (a JSON script, never run) has none of the hostile text
          for (const served of [html, articleHtml]) {
            const painted = served.slice(0, served.indexOf('<script type="application/json"'));
            expect(painted).toContain('&lt;b&gt;&quot;Loja&quot; &amp; co&#39;&lt;/b&gt;');
            expect(painted).not.toContain('<script>alert');
            expect(painted).not.toContain('onerror');
          }
        } else {
          expect(html).toContain(shellBannerSlot);
          expect(articleHtml).toContain(shellBannerSlot);
        }
      }
      // an article it does not have, or a slug the call refuses: left to the app (its refusal), the home room
      for (const path of ['/blog?slug=nao-existe', `/blog?slug=${'x'.repeat(121)}`]) {
        const html = (await page({}, path)).body;
        expect(blockOf(html)).not.toBeNull();
        expect(blockOf(html)?.article).toBeUndefined();
        expect(blockOf(html)?.articles).toBeUndefined();
        expect(html).toContain(shellBannerSlot);
      }
    } finally {
      db.prepare(
        "UPDATE site_articles SET titles = ?, contents = ? WHERE merchant_code = 'demo' AND slug = ?",
      ).run(titles, contents, slug);
      rmSync(file, { force: true });
    }
  });

  it("names the page in its title as the app does, in the visitor's language, after the merchant's site name", async () => {
    const file = join(shellDir, pageShellsFile);
    const db = home.app.platform.db;
    const { config } = db.prepare("SELECT config FROM merchants WHERE code = 'demo'").get() as {
      config: string;
    };
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    try {
      writeFileSync(
        file,
        JSON.stringify({
          home: shellBannerSlot,
          lobbies: {},
          titles: { '/rng': 'Cassino', '/blog': 'Blog e notícias' },
          translations: { en: { shell: '<nav></nav>', lobbies: {}, titles: { '/rng': 'Casino' } } },
        } satisfies PageShells),
      );
      expect(titleOf((await page({}, '/rng')).body)).toBe('Cassino — Aurora Play');
      expect(titleOf((await page({}, '/rng/?vassalage=PT')).body)).toBe('Cassino — Aurora Play');
      expect(titleOf((await page({ cookie: 'lang=en' }, '/rng')).body)).toBe('Casino — Aurora Play');
      // the home page, and a page the build wrote no title for: the site's name alone
      expect(titleOf((await page({}, '/')).body)).toBe('Aurora Play');
      expect(titleOf((await page({ cookie: 'lang=en' }, '/blog')).body)).toBe('Aurora Play');
      // an article's page: the article's own title (the merchant's text, escaped)
      const article = blockOf((await page({}, '/blog?slug=loja-de-pontos')).body)?.article;
      expect(titleOf((await page({}, '/blog?slug=loja-de-pontos')).body)).toBe(
        `${article?.title} — Aurora Play`,
      );
      // a merchant's site name with markup is text in the title, nothing else
      db.prepare("UPDATE merchants SET config = ? WHERE code = 'demo'").run(
        JSON.stringify({
          ...(JSON.parse(config) as object),
          siteName: '</title><script>alert(1)</script> & Co',
        }),
      );
      const hostile = (await page({}, '/rng')).body;
      expect(titleOf(hostile)).toBe('Cassino — &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
      expect(hostile).not.toContain('<script>alert');
    } finally {
      db.prepare("UPDATE merchants SET config = ? WHERE code = 'demo'").run(config);
      rmSync(file, { force: true });
    }
  });

  it('puts the first promotions in the promotions frame the build wrote beside index.html, for Portuguese only', async () => {
    const frame = `<section class="promos"><h1>Promoções</h1>${shellPageMarker}</section>`;
    const shells: PageShells = { home: shellBannerSlot, lobbies: {}, promotions: frame };
    const file = join(shellDir, pageShellsFile);
    try {
      writeFileSync(file, JSON.stringify(shells));
      const html = (await page({}, '/promotions')).body;
      const shown = shellPromotionsOf(blockOf(html)!)!;
      const content = shellPromotionsHtml(shown);
      expect(content).toContain('promo-card__banner');
      expect(html).toContain(`<section class="promos"><h1>Promoções</h1>${content}</section>`);
      expect(html).not.toContain(shellBannerSlot);
      // an English visitor keeps the home room (the frame is Portuguese), still with the answer and the picture
      const english = (await page({ cookie: 'lang=en' }, '/promotions')).body;
      expect(english).toContain(shellBannerSlot);
      expect(blockOf(english)?.promotions?.promotions.length).toBeGreaterThan(0);
      // a build before the promotions frame, or a frame without its one marker: the home room
      for (const other of [
        { home: shellBannerSlot, lobbies: {} },
        { ...shells, promotions: '<section class="promos"></section>' },
        { ...shells, promotions: frame + shellPageMarker },
      ]) {
        writeFileSync(file, JSON.stringify(other));
        expect((await page({}, '/promotions')).body).toContain(shellBannerSlot);
      }
    } finally {
      rmSync(file, { force: true });
    }
  });

  it('answers HEAD for a page of the app with its headers and no body', async () => {
    const res = await home.app.inject({ method: 'HEAD', url: '/promotions' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toBe('');
  });

  it("answers an address the app has no page at with its not-found page and a 404, in the visitor's language", async () => {
    const file = join(shellDir, pageShellsFile);
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const notFound = {
      html: '<section class="not-found"><h1>Página não encontrada</h1></section>',
      title: 'Página não encontrada',
    };
    const english = {
      html: '<section class="not-found"><h1>Page not found</h1></section>',
      title: 'Page not found',
    };
    try {
      // a build before it wrote the app's paths: every address is a page of the app, as before
      writeFileSync(file, JSON.stringify({ home: shellBannerSlot, lobbies: {} } satisfies PageShells));
      expect((await page({}, '/no-such-page')).statusCode).toBe(200);
      writeFileSync(
        file,
        JSON.stringify({
          home: shellBannerSlot,
          lobbies: {},
          notFound,
          translations: { en: { shell: '<div id="root">', lobbies: {}, notFound: english } },
          paths: ['/', '/rng', '/pointMall'],
        } satisfies PageShells),
      );
      const missing = await page({}, '/no-such-page');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toMatch(/^text\/html/);
      expect(missing.headers.etag).toBeUndefined();
      expect(missing.body).toContain(`<div data-page-shell="">${notFound.html}</div>`);
      expect(titleOf(missing.body)).toBe('Página não encontrada — Aurora Play');
      // the visitor's status is written as on every page: the app draws its layout from it
      expect(blockOf(missing.body)?.status).toBeDefined();
      // in the visitor's language; the path is the app's own spelling (case-sensitive), a trailing slash the same page
      const englishPage = await page({ cookie: 'lang=en' }, '/pointmall');
      expect(englishPage.statusCode).toBe(404);
      expect(englishPage.body).toContain(english.html);
      expect(titleOf(englishPage.body)).toBe('Page not found — Aurora Play');
      for (const url of ['/', '/rng', '/pointMall/', '/rng?vassalage=PT']) {
        const found = await page({}, url);
        expect(found.statusCode, url).toBe(200);
        expect(found.body, url).not.toContain('not-found');
      }
      // a file the web app does not have is the platform's refusal, not a page
      expect((await page({}, '/missing.js')).headers['content-type']).toMatch(/json/);
    } finally {
      rmSync(file, { force: true });
    }
  });

  it('is the page as built while the platform is closed to the visitor', async () => {
    await callOperator(home.app, setMaintenance, {
      enabled: true,
      title: 'Manutenção',
      text: 'Já voltamos.',
    });
    try {
      for (const url of ['/', '/rng', '/promotions']) expect((await page({}, url)).body, url).toBe(shellPage);
    } finally {
      await callOperator(home.app, setMaintenance, { enabled: false });
    }
    await callOperator(home.app, setRegion, { enabled: false, blockedCountries: ['US'] });
    try {
      for (const url of ['/', '/rng']) {
        expect((await page({ 'cf-ipcountry': 'US' }, url)).body, url).toBe(shellPage);
        expect(blockOf((await page({ 'cf-ipcountry': 'BR' }, url)).body), url).not.toBeNull();
      }
    } finally {
      await callOperator(home.app, setRegion, { enabled: false, blockedCountries: [] });
    }
  });

  it('keeps a hostile banner inside its attribute and the data block, and the app reads it as written', async () => {
    const url = '/x.svg?"><script>alert(1)</script>';
    const title = '</script><script>alert(2)</script>';
    home.app.platform.db
      .prepare(
        "INSERT INTO banners (merchant_code, lang, group_name, title, url, linkage, linkage_type, sort_order) VALUES ('demo', 'pt-BR', 'home', ?, ?, '', 'NONE', -1)",
      )
      .run(title, url);
    const html = (await page()).body;
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('alert(1)</script>');
    expect(html).not.toContain('alert(2)</script>');
    const block = blockOf(html);
    expect(block?.homeContent?.banners[0]).toMatchObject({ url, title });
    expect(html).toContain(shellBannerHtml(url));
  });
});
