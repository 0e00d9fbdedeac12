import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '../../shared/api/contract.ts';
import { errorCodes } from '../../shared/api/errors.ts';
import { handle } from '../handlers/types.ts';
import { catalogueOf } from '../services/catalogue.ts';
import { buildTestApp, demoHeaders, type TestApp } from '../test/helper.ts';
import { isSharedAnswer, preferredEncoding, sharedAnswer } from './shared-answer.ts';

// Private contracts: a shared answer that matches its contract (its check counted), and one that drifts.
let checks = 0;
const rows = Array.from({ length: 80 }, (_, i) => ({ id: i, name: `game number ${i}` }));
const kept = sharedAnswer({ rows });
const listed = defineContract({
  id: 'test.sharedList',
  method: 'GET',
  path: '/wps/test/shared-list',
  session: false,
  summary: 'test',
  request: z.object({}),
  response: z.object({
    rows: z.array(z.object({ id: z.number().int(), name: z.string() })).refine(() => {
      checks++;
      return true;
    }),
  }),
  example: { request: {}, response: { rows: [] } },
});
const drifting = sharedAnswer({ rows: 'many' });
const drift = defineContract({
  id: 'test.sharedDrift',
  method: 'GET',
  path: '/wps/test/shared-drift',
  session: false,
  summary: 'test',
  request: z.object({}),
  response: z.object({ rows: z.array(z.number()) }),
  example: { request: {}, response: { rows: [] } },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    contracts: [listed, drift],
    handlers: Object.fromEntries([
      handle(listed, () => kept),
      handle(drift, () => drifting as unknown as { rows: number[] }),
    ]),
  });
});
afterAll(async () => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...demoHeaders,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

describe('shared answers: checked once, kept serialized and compressed', () => {
  it('checks the answer against its contract the first time only, and sends the same bytes every time', async () => {
    const plain = await get('/wps/test/shared-list');
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({ success: true, value: { rows }, message: 'OK' });
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await get('/wps/test/shared-list', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/wps/test/shared-list', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(checks).toBe(1);
  });

  it('a shared answer that drifts from its contract is a 500 internal.error, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/wps/test/shared-drift', 'br');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ success: false, code: errorCodes.internal });
    }
  });

  it('picks brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding(['deflate', 'gzip'])).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe("the lobby's pages", () => {
  it('the same filter gets the same kept answer, equal to a fresh listing; other filters get their own', async () => {
    const lobby = await buildTestApp();
    try {
      const catalogue = catalogueOf(lobby.app.platform.db);
      const filter = {
        gameType: 'RNG',
        vassalage: 'PT',
        pageNo: 2,
        pageSize: 15,
        language: 'pt-BR' as const,
      };
      const first = catalogue.page(filter);
      expect(isSharedAnswer(first)).toBe(true);
      expect(catalogue.page({ ...filter })).toBe(first);
      const fresh = catalogue.list(filter);
      expect(first).toEqual({ games: fresh.games, totalPages: fresh.totalPages });
      expect(catalogue.page({ ...filter, language: 'en' })).not.toBe(first);
      expect(catalogue.page({ ...filter, gameName: '  Golden ' })).toBe(
        catalogue.page({ ...filter, gameName: 'golden' }),
      );
      catalogue.invalidate();
      expect(catalogue.page(filter)).not.toBe(first);
      expect(catalogue.page(filter)).toEqual(first);
    } finally {
      await lobby.close();
    }
  });
});
