import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGameList } from '../../shared/api/games.ts';
import { buildTestApp, demoHeaders, tokenFor, type TestApp } from '../test/helper.ts';

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
      expect(res.headers['cache-control'], url).toBe('no-cache');
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
