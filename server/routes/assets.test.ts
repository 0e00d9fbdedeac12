import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getGameVendors } from '../../shared/api/games.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footerVendorLogos } from '../../shared/constants/games.ts';
import { escapeXml, gameTileSvg, tileLines, vendorLogoSvg } from '../services/artwork.ts';
import { findMerchant } from '../services/merchants.ts';
import { buildTestApp, demoHeaders, type TestApp } from '../test/helper.ts';

let t: TestApp;
let renderer: string;
beforeAll(async () => {
  renderer = mkdtempSync(join(tmpdir(), 'aurora-renderer-'));
  mkdirSync(join(renderer, 'assets'));
  writeFileSync(
    join(renderer, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(renderer, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ serveRenderer: renderer });
});
afterAll(async () => {
  await t.close();
  rmSync(renderer, { recursive: true, force: true });
});

describe('platform artwork', () => {
  it('serves an SVG logo for every seeded vendor card', async () => {
    const lanes = (
      await t.app.inject({
        method: 'GET',
        url: `${getGameVendors.path}?platform=html5-desktop&language=en`,
        headers: demoHeaders,
      })
    ).json().value.data.lanes as { cards: { logoUrl: string; vassalage: string }[] }[];
    for (const card of lanes.flatMap((l) => l.cards)) {
      const res = await t.app.inject({ method: 'GET', url: card.logoUrl });
      expect(res.statusCode, card.logoUrl).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain(card.vassalage);
      expect(res.body.startsWith('<svg')).toBe(true);
    }
  });

  it('serves a logo for every footer partner of spec §2', async () => {
    for (const code of footerVendorLogos) {
      const response = await t.app.inject({ method: 'GET', url: `/assets-platform/vendors/${code}.svg` });
      expect(response.statusCode, code).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain('<svg');
    }
  });

  it('serves the seeded banners and the site logo', async () => {
    const urls = (t.app.platform.db.prepare('SELECT url FROM banners').all() as { url: string }[]).map(
      (r) => r.url,
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<svg');
    }
    const logo = await t.app.inject({ method: 'GET', url: '/assets-platform/logo.svg' });
    expect(logo.body).toContain('Aurora Play');
    // an SVG opened directly runs nothing: its own sandboxing policy instead of the web app's
    expect(logo.headers['content-security-policy']).toBe(
      "default-src 'none';style-src 'unsafe-inline';sandbox",
    );
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
  });

  it('draws the site logo of the merchant it is asked for', async () => {
    t.app.platform.db
      .prepare('INSERT INTO merchants (code, config) VALUES (?, ?)')
      .run(
        'other',
        JSON.stringify({ ...findMerchant(t.app.platform.db, 'demo')?.config, siteName: 'Other Site' }),
      );
    const other = await t.app.inject({ method: 'GET', url: '/assets-platform/logo.svg?merchant=other' });
    expect(other.body).toContain('Other Site');
    // without a merchant, the platform's first one
    const first = await t.app.inject({ method: 'GET', url: '/assets-platform/logo.svg' });
    expect(first.body).toContain('Aurora Play');
    t.app.platform.db.prepare("DELETE FROM merchants WHERE code = 'other'").run();
  });

  it('answers 404 envelopes for unknown artwork', async () => {
    for (const url of [
      '/assets-platform/vendors/NOPE.svg',
      '/assets-platform/vendors/PT.png',
      '/assets-platform/banners/999.svg',
      '/assets-platform/banners/x.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not.found');
    }
  });

  it('keeps long game names on at most two balanced lines inside the tile', () => {
    expect(tileLines('Mystic Fruits')).toEqual(['Mystic Fruits']);
    expect(tileLines('Aztec Gems Mega Jackpot')).toEqual(['Aztec Gems', 'Mega Jackpot']);
    expect(tileLines('Supercalifragilisticexpialidocious')).toHaveLength(1);
    const svg = gameTileSvg({
      nodeId: 1,
      name: 'Aztec Gems Mega Jackpot',
      vendor: 'iSoftBet',
      gameType: 'RNG',
      rtp: 97.03,
    });
    const sizes = [...svg.matchAll(/font-size="(\d+)" font-weight="800"/g)].map((m) => Number(m[1]));
    expect(sizes).toHaveLength(2);
    // 12 glyphs at ~0.6 em must fit the 280-unit safe area of a square crop.
    for (const size of sizes) expect(size * 0.6 * 'Mega Jackpot'.length).toBeLessThanOrEqual(280);
    const hostile = gameTileSvg({
      nodeId: 2,
      name: '<script>x</script> & "Big" Win',
      vendor: 'A&B',
      gameType: 'RNG',
      rtp: 95,
    });
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('&lt;script&gt;');
  });

  it('escapes every piece of text', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    const svg = vendorLogoSvg('X<Y', '<script>alert(1)</script>', 'red;"onload="alert(1)');
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('onload');
    expect(svg).toContain('&lt;script&gt;');
  });
});

describe('serving the web app', () => {
  it('serves index.html at / and as SPA fallback for client routes, with a strict CSP', async () => {
    for (const url of ['/', '/member', '/help', '/rng?vassalage=PT', '/agentHome']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toContain('*');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves hashed assets with a long cache and gives 404 for missing files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('keeps API paths out of the SPA fallback', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/unknown', headers: demoHeaders });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not.found');
    const post = await t.app.inject({
      method: 'POST',
      url: '/member',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(post.statusCode).toBe(404);
  });
});
