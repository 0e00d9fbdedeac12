import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getGameList,
  getGameVendors,
  getHotGames,
  getVendorGameTypes,
  getPvpRooms,
  getGameAnnouncements,
  addFavouriteGame,
  getFavouriteIds,
  getFavouriteList,
  launchGameByNode,
  getRecentGames,
  launchGame,
  removeFavouriteGame,
  type Game,
} from '../../shared/api/games.ts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Contract } from '../../shared/api/contract.ts';
import { limits } from '../../shared/constants/business.ts';
import { gameCategories } from '../../shared/constants/games.ts';
import { buildTestApp, demoHeaders, memberId, toQuery, tokenFor, type TestApp } from '../test/helper.ts';
import { favouritesMax } from '../services/favourites.ts';

let test: TestApp;
let app: FastifyInstance;
let playerToken: string;

beforeAll(async () => {
  test = await buildTestApp({ lotteryDraws: false });
  app = test.app;
  playerToken = tokenFor(app, 'demo_player');
});
afterAll(async () => {
  await test.close();
});

type Envelope<T> = { success: boolean; value: T; message: string; code?: string };

/** A GET contract called with a query; the answer typed by the contract. */
async function get<C extends Contract>(
  contract: C,
  query: Record<string, unknown> = {},
  token: string | null = playerToken,
) {
  const response = await app.inject({
    method: contract.method,
    url: `${contract.path}${toQuery(query)}`,
    headers: token ? { ...demoHeaders, Authorization: token } : demoHeaders,
  });
  return { status: response.statusCode, body: response.json<Envelope<z.output<C['response']>>>() };
}

const baseList = {
  clientType: 3,
  platform: 'html5-desktop',
  merchant: 'demo',
  pageNo: 1,
  pageSize: 15,
  language: 'pt-BR',
};
const list = (query: Record<string, unknown>) => get(getGameList, { ...baseList, ...query });

const count = (where: string, ...params: (string | number)[]) =>
  (app.platform.db.prepare(`SELECT COUNT(*) AS n FROM games WHERE ${where}`).get(...params) as { n: number })
    .n;

describe('catalogue', () => {
  it('holds about 10,000 games across every category, RNG sub-type, class and lottery vassalage', () => {
    expect(count('1 = 1')).toBe(10_000);
    for (const category of gameCategories)
      expect(count('game_type = ?', category), category).toBeGreaterThan(0);
    for (const subType of ['SC', 'VP', 'JP', 'TG', 'AC']) {
      expect(count("game_type = 'RNG' AND classify = ?", subType), subType).toBeGreaterThan(100);
    }
    for (const cls of ['baccarat', 'sicbo', 'roulette', 'dragontiger', 'blackjack', 'fantan', 'niuniu']) {
      expect(count("game_type = 'LIVE' AND classify = ?", cls), cls).toBeGreaterThan(0);
    }
    for (const vendor of [
      'LOTT',
      'ELOTT',
      'TCG_LOTTO_VN',
      'TCG_SEA',
      'IMES',
      'TF',
      'IA',
      'SV388',
      'AURORA',
    ]) {
      expect(count('vendor_code = ?', vendor), vendor).toBeGreaterThan(0);
    }
    expect(count('is_hot = 1')).toBeGreaterThan(100);
    expect(count('is_new = 1')).toBeGreaterThan(100);
    expect(count('rtp_bp < 9000 OR rtp_bp > 9900')).toBe(0);
  });

  it('vendor lanes follow the catalogue: an in-house lane, classes with the vendors that have them', async () => {
    const { body } = await get(getGameVendors, { platform: 'html5-desktop', language: 'pt-BR' }, null);
    const lanes = body.value.data.lanes;
    expect(lanes.find((l) => l.title === 'INHOUSE')?.cards.map((c) => c.vassalage)).toEqual(['AURORA']);
    const live = lanes.find((l) => l.title === 'LIVE');
    const fantan = live?.gameClassify.find((c) => c.key === 'fantan');
    expect(fantan?.vendors.length).toBeGreaterThan(0);
    for (const vendor of fantan?.vendors ?? []) {
      expect(count("game_type = 'LIVE' AND classify = 'fantan' AND vendor_code = ?", vendor)).toBeGreaterThan(
        0,
      );
    }
  });

  it('serves generated tiles and large icons, escaped', async () => {
    const tile = await app.inject({ url: '/assets-platform/games/1001.svg' });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toContain('image/svg+xml');
    const large = await app.inject({ url: '/assets-platform/games/1001-large.svg' });
    expect(large.body).toContain('width="800"');
    expect((await app.inject({ url: '/assets-platform/games/99999999.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets-platform/games/..%2Fx.svg' })).statusCode).toBe(404);
  });
});

describe('game list', () => {
  it('needs a session', async () => {
    const { status } = await get(getGameList, baseList, null);
    expect(status).toBe(401);
  });

  it('filters by game type and pages', async () => {
    const total = count("game_type = 'RNG'");
    const first = await list({ gameType: 'RNG' });
    expect(first.body.success).toBe(true);
    expect(first.body.value.games).toHaveLength(15);
    expect(first.body.value.totalPages).toBe(Math.ceil(total / 15));
    expect(first.body.value.games.every((g) => g.gameType === 'RNG')).toBe(true);
    // hot games lead the lane
    expect(first.body.value.games[0]?.isHot).toBe(1);

    const lastPage = first.body.value.totalPages;
    const last = await list({ gameType: 'RNG', pageNo: lastPage });
    expect(last.body.value.games).toHaveLength(total - (lastPage - 1) * 15);
    const beyond = await list({ gameType: 'RNG', pageNo: lastPage + 1 });
    expect(beyond.body.value.games).toEqual([]);
    expect(beyond.body.value.totalPages).toBe(lastPage);

    const second = await list({ gameType: 'RNG', pageNo: 2 });
    const ids = new Set(first.body.value.games.map((g) => g.nodeId));
    expect(second.body.value.games.some((g) => ids.has(g.nodeId))).toBe(false);
  });

  it('deep pages come in the same order as shallow ones (SQL and in-memory paths agree)', async () => {
    const sql = (where: string, limit: number, offset: number) =>
      (
        app.platform.db
          .prepare(`SELECT node_id FROM games WHERE ${where} ORDER BY game_type, sort_order LIMIT ? OFFSET ?`)
          .all(limit, offset) as { node_id: number }[]
      ).map((row) => row.node_id);
    const deep = await list({ gameType: 'RNG', pageNo: 200, pageSize: 15 });
    expect(deep.body.value.games.map((g) => g.nodeId)).toEqual(sql("game_type = 'RNG'", 15, 199 * 15));
    const all = await list({ gameType: 'ALL', pageNo: 50, pageSize: 100 });
    expect(all.body.value.games.map((g) => g.nodeId)).toEqual(sql('1 = 1', 100, 4_900));
    expect(all.body.value.totalPages).toBe(100);
  });

  it('bounds pageSize and pageNo', async () => {
    expect((await list({ gameType: 'RNG', pageSize: 0 })).status).toBe(400);
    expect((await list({ gameType: 'RNG', pageSize: 101 })).status).toBe(400);
    expect((await list({ gameType: 'RNG', pageNo: 0 })).status).toBe(400);
    const max = await list({ gameType: 'RNG', pageSize: 100 });
    expect(max.body.value.games).toHaveLength(100);
    const one = await list({ gameType: 'LIVE', pageSize: 1 });
    expect(one.body.value.totalPages).toBe(count("game_type = 'LIVE'"));
  });

  it('filters by vendor, class, sub-type and new', async () => {
    const vendor = await list({ gameType: 'RNG', vassalage: 'PT', pageSize: 100 });
    expect(vendor.body.value.games.every((g) => g.vassalage === 'PT')).toBe(true);
    expect(vendor.body.value.totalPages).toBe(
      Math.ceil(count("game_type = 'RNG' AND vendor_code = 'PT'") / 100),
    );

    const classified = await list({ gameType: 'LIVE', gameClassify: 'baccarat', pageSize: 100 });
    const expected = count("game_type = 'LIVE' AND classify = 'baccarat'");
    expect(classified.body.value.games).toHaveLength(Math.min(100, expected));

    const jackpots = await list({ gameType: 'RNG', gameClassify: 'JP', vassalage: 'MG', pageSize: 100 });
    expect(jackpots.body.value.totalPages).toBe(
      Math.ceil(count("game_type = 'RNG' AND classify = 'JP' AND vendor_code = 'MG'") / 100),
    );

    const fresh = await list({ gameType: 'RNG', isNew: 'true', pageSize: 100 });
    expect(fresh.body.value.games.every((g) => g.isNew === 1)).toBe(true);
    expect(fresh.body.value.totalPages).toBe(Math.ceil(count("game_type = 'RNG' AND is_new = 1") / 100));
    const notOnlyNew = await list({ gameType: 'RNG', isNew: 'false' });
    expect(notOnlyNew.body.value.totalPages).toBe(Math.ceil(count("game_type = 'RNG'") / 15));

    const none = await list({ gameType: 'RNG', vassalage: 'NOPE' });
    expect(none.body.value).toEqual({ games: [], totalPages: 0 });
  });

  it('searches names case-insensitively, trimmed, with 1+ characters, in the request language', async () => {
    const upper = await list({ gameType: 'RNG', gameName: '  GOLDEN DRAGON  ', pageSize: 100 });
    const lower = await list({ gameType: 'RNG', gameName: 'golden dragon', pageSize: 100 });
    expect(upper.body.value).toEqual(lower.body.value);
    expect(upper.body.value.games.length).toBeGreaterThan(0);
    expect(upper.body.value.games.every((g) => g.gameName.toLowerCase().includes('golden dragon'))).toBe(
      true,
    );
    expect(upper.body.value.totalPages).toBe(
      Math.ceil(count("game_type = 'RNG' AND instr(search_pt, 'golden dragon') > 0") / 100),
    );

    const short = await list({ gameType: 'LIVE', gameName: 'vi', pageSize: 100 });
    expect(short.body.value.games.length).toBeGreaterThan(0);
    expect(short.body.value.games.every((g) => g.gameName.toLowerCase().includes('vi'))).toBe(true);
    expect(short.body.value.totalPages).toBe(
      Math.ceil(count("game_type = 'LIVE' AND instr(search_pt, 'vi') > 0") / 100),
    );
    const shortPaged = await list({
      gameType: 'RNG',
      vassalage: 'PT',
      gameName: 'Go',
      pageNo: 2,
      pageSize: 10,
    });
    const expectedIds = (
      app.platform.db
        .prepare(
          "SELECT node_id FROM games WHERE game_type = 'RNG' AND vendor_code = 'PT' AND instr(search_pt, 'go') > 0 ORDER BY sort_order LIMIT 10 OFFSET 10",
        )
        .all() as { node_id: number }[]
    ).map((row) => row.node_id);
    expect(shortPaged.body.value.games.map((g) => g.nodeId)).toEqual(expectedIds);

    // localized names: Bacará (pt-BR), Baccarat (en)
    const pt = await list({ gameType: 'LIVE', gameName: 'bacará' });
    expect(pt.body.value.games.length).toBeGreaterThan(0);
    const en = await list({ gameType: 'LIVE', gameName: 'baccarat', language: 'en' });
    expect(en.body.value.games.length).toBeGreaterThan(0);

    const quotes = await list({ gameType: 'RNG', gameName: '"); DROP TABLE games; --' });
    expect(quotes.body.value).toEqual({ games: [], totalPages: 0 });
    const blank = await list({ gameType: 'RNG', gameName: '   ' });
    expect(blank.status).toBe(400);
  });

  it('combines search with vendor and class', async () => {
    const result = await list({
      gameType: 'RNG',
      vassalage: 'PT',
      gameClassify: 'SC',
      gameName: 'scratch',
      pageSize: 100,
    });
    expect(result.body.value.games.length).toBeGreaterThan(0);
    for (const game of result.body.value.games) {
      expect(game.vassalage).toBe('PT');
      expect(game.gameName.toLowerCase()).toContain('scratch');
    }
  });
});

describe('hot games and vendor game types', () => {
  it('lists hot games by type and vendor without a session', async () => {
    const { body } = await get(
      getHotGames,
      { merchantCode: 'demo', isPlatform: 2, gameType: 'RNG', platform: 'html5-desktop', language: 'pt-BR' },
      null,
    );
    expect(body.value.list.length).toBeGreaterThanOrEqual(limits.homeSectionMoreMax);
    expect(body.value.list.every((g) => g.isHot === 1 && g.gameType === 'RNG')).toBe(true);
    const byVendor = await get(
      getHotGames,
      { merchantCode: 'demo', isPlatform: 2, vassalage: 'PT', platform: 'html5-desktop', language: 'pt-BR' },
      null,
    );
    expect(byVendor.body.value.list.every((g) => g.vassalage === 'PT')).toBe(true);
  });

  it("answers a vendor's game types with their classes", async () => {
    const { body } = await get(getVendorGameTypes, { vassalage: 'PT', language: 'pt-BR' });
    expect(body.value.map((t) => t.gameType)).toEqual(expect.arrayContaining(['LIVE', 'RNG', 'FISH']));
    expect(body.value.find((t) => t.gameType === 'RNG')?.gameClassify.map((c) => c.key)).toEqual(
      expect.arrayContaining(['SC', 'VP', 'JP', 'TG', 'AC']),
    );
    expect((await get(getVendorGameTypes, { vassalage: 'NOPE', language: 'pt-BR' })).status).toBe(404);
  });

  it('lists PVP rooms and game announcements', async () => {
    const rooms = await get(getPvpRooms, {
      vassalage: 'KY',
      gameCode: 'KY_PVP_0001',
      language: 'pt-BR',
    });
    expect(rooms.body.value.map((r) => r.roomId)).toEqual(['r1', 'r2', 'r3', 'r4']);
    const notices = await get(
      getGameAnnouncements,
      { gameType: 'RNG', vassalage: 'PT', language: 'pt-BR' },
      null,
    );
    expect(notices.body.value.length).toBeGreaterThan(0);
    expect(notices.body.value.every((n) => n.vassalage === null || n.vassalage === 'PT')).toBe(true);
  });
});

describe('favourites', () => {
  const add = (nodeId: number, token = playerToken) =>
    app.inject({
      method: 'POST',
      url: addFavouriteGame.path,
      headers: { ...demoHeaders, Authorization: token },
      payload: { nodeId, vendor: 'PT', gameType: 'RNG' },
    });
  const remove = (nodeId: number) =>
    app.inject({
      method: 'DELETE',
      url: `${removeFavouriteGame.path}${toQuery({ nodeId, vendor: 'PT', gameType: 'RNG' })}`,
      headers: { ...demoHeaders, Authorization: playerToken },
    });

  it('adds idempotently, lists, removes', async () => {
    const first = await add(1001);
    expect(first.json()).toMatchObject({ success: true, value: { ids: [1001] } });
    const again = await add(1001);
    expect(again.json<Envelope<{ ids: number[] }>>().value.ids).toEqual([1001]);
    await add(2002);
    const ids = await get(getFavouriteIds);
    expect(ids.body.value.ids).toEqual([2002, 1001]);
    const page = await get(getFavouriteList, { pageNo: 1, pageSize: 999, language: 'pt-BR' });
    expect(page.body.value.content.map((g) => g.nodeId)).toEqual([2002, 1001]);
    expect(page.body.value.totalElements).toBe(2);
    const removed = await remove(1001);
    expect(removed.json<Envelope<{ ids: number[] }>>().value.ids).toEqual([2002]);
    // removing again is harmless
    expect((await remove(1001)).json<Envelope<{ ids: number[] }>>().value.ids).toEqual([2002]);
    expect((await add(99_999_999)).statusCode).toBe(404);
  });

  it(`keeps at most ${favouritesMax} favourites and lists them all`, async () => {
    const token = tokenFor(app, 'demo_agent');
    const id = memberId(app, 'demo_agent');
    const insert = app.platform.db.prepare(
      'INSERT INTO favourite_games (member_id, node_id, created_seq) VALUES (?, ?, ?)',
    );
    for (let i = 0; i < favouritesMax - 1; i++) insert.run(id, 3001 + i, i + 1);
    expect((await add(1001, token)).statusCode).toBe(200);
    const refused = await add(1002, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Envelope<unknown>>().message).toMatch(/999/);
    // an existing favourite is still accepted (idempotent) at the limit
    expect((await add(1001, token)).statusCode).toBe(200);
    const page = await get(getFavouriteList, { pageNo: 1, pageSize: 999, language: 'pt-BR' }, token);
    expect(page.body.value.content).toHaveLength(999);
    expect(page.body.value.totalPages).toBe(1);
    expect(
      (await get(getFavouriteList, { pageNo: 1, pageSize: 1000, language: 'pt-BR' }, token)).status,
    ).toBe(400);
  });
});

describe('launch and recent games', () => {
  const launch = (nodeId: number, token = playerToken) =>
    get(launchGameByNode, { nodeId, accountType: 1, language: 'pt-BR', platform: 'html5-desktop' }, token);

  it('answers a platform game address and records recent games newest first', async () => {
    const token = tokenFor(app, 'demo_down2');
    for (const nodeId of [1010, 1020, 1030, 1010]) {
      const { body } = await launch(nodeId, token);
      expect(body.success).toBe(true);
      const url = new URL(body.value.content.game_url);
      expect(url.pathname).toMatch(/^\/play\/[A-Z0-9_]+$/);
      expect(url.searchParams.get('launch')).toMatch(/^[\w-]{20,}$/);
    }
    const recent = await get(getRecentGames, { page: 1, pageSize: 20, language: 'pt-BR' }, token);
    expect(recent.body.value.list.map((g) => g.nodeId)).toEqual([1010, 1030, 1020]);
    expect(recent.body.value.totalPages).toBe(1);
    const paged = await get(getRecentGames, { page: 2, pageSize: 2, language: 'pt-BR' }, token);
    expect(paged.body.value.list.map((g) => g.nodeId)).toEqual([1020]);
    expect(paged.body.value.totalPages).toBe(2);
  });

  it('launches a vendor lobby by vassalage', async () => {
    const { body } = await get(launchGame, {
      vassalage: 'IBC',
      gameType: 'SPORTS',
      accountType: 1,
      language: 'pt-BR',
      platform: 'html5-desktop',
    });
    expect(new URL(body.value.content.game_url).pathname).toBe('/play/IBC_LOBBY');
    const wrongVendor = await get(launchGame, {
      vassalage: 'PT',
      gameCode: 'IBC_LOBBY',
      accountType: 1,
      language: 'pt-BR',
      platform: 'html5-desktop',
    });
    expect(wrongVendor.status).toBe(404);
  });

  it('launches a PVP room when the balance reaches its minimum entry', async () => {
    const room = (roomId: string, token = playerToken) =>
      get(
        launchGame,
        {
          vassalage: 'KY',
          gameCode: 'KY_PVP_0001',
          roomId,
          accountType: 1,
          language: 'pt-BR',
          platform: 'html5-desktop',
        },
        token,
      );
    expect((await room('r1')).body.success).toBe(true);
    expect((await room('r9')).status).toBe(404);
    // demo_down1 has no money: the VIP room (R$ 2.000,00 minimum) refuses
    const refused = await room('r4', tokenFor(app, 'demo_down1'));
    expect(refused.body).toMatchObject({ success: false, code: 'wallet.insufficient.balance' });
  });

  it("answers 'Game maintenance' (4xx game.maintenance) with recommended open games", async () => {
    const row = app.platform.db
      .prepare("SELECT node_id, game_type FROM games WHERE maintenance = 1 AND play_kind = 'slot' LIMIT 1")
      .get() as { node_id: number; game_type: string };
    const { status, body } = await launch(row.node_id);
    expect(status).toBe(409);
    expect(body).toMatchObject({
      success: false,
      code: 'game.maintenance',
      message: 'Este jogo está em manutenção.',
    });
    const value = (body as unknown as { value: { recommendations: Game[] } }).value;
    expect(value.recommendations.length).toBeGreaterThan(0);
    expect(value.recommendations.every((g) => !g.maintenance && g.gameType === row.game_type)).toBe(true);
  });
});

describe('facet counts', () => {
  it('match SQL counts for every combination of type, vendor, class and new', async () => {
    const combos: Record<string, string | undefined>[] = [];
    for (const gameType of ['RNG', 'LIVE', 'FISH', 'PVP', 'HOT', 'NEW', 'ALL', 'rng']) {
      for (const vassalage of [undefined, 'PT', 'AG', 'KY']) {
        for (const gameClassify of [undefined, 'JP', 'baccarat', 'niuniu']) {
          for (const isNew of [undefined, 'true']) combos.push({ gameType, vassalage, gameClassify, isNew });
        }
      }
    }
    for (const combo of combos) {
      const where = ['1 = 1'];
      const params: string[] = [];
      const type = String(combo.gameType).toUpperCase();
      if (type === 'HOT') where.push('is_hot = 1');
      else if (type === 'NEW') where.push('is_new = 1');
      else if (type !== 'ALL') {
        where.push('game_type = ?');
        params.push(type);
      }
      if (combo.vassalage) {
        where.push('vendor_code = ?');
        params.push(combo.vassalage);
      }
      if (combo.gameClassify) {
        where.push('classify = ?');
        params.push(combo.gameClassify);
      }
      if (combo.isNew) where.push('is_new = 1');
      const expected = count(where.join(' AND '), ...params);
      const query = Object.fromEntries(Object.entries(combo).filter(([, v]) => v !== undefined));
      const { body } = await list({ ...query, pageSize: 1 });
      expect(body.value.totalPages, JSON.stringify(combo)).toBe(expected);
    }
  });
});

describe('older data directories', () => {
  it('seeds the catalogue on start when the games tables are empty', async () => {
    const { ensureCatalogue } = await import('../services/catalogue.ts');
    const { openDatabase } = await import('../db/database.ts');
    const { seedDatabase } = await import('../db/seed.ts');
    expect(ensureCatalogue(app.platform.db, 'demo')).toBe(0);
    const { db } = openDatabase(':memory:');
    try {
      await seedDatabase(db);
      // as if the games migration had just been applied to an existing database
      db.exec('DELETE FROM games; DELETE FROM game_announcements; DELETE FROM promotions');
      expect(ensureCatalogue(db, 'nope')).toBe(0);
      expect(ensureCatalogue(db, 'demo')).toBe(10_000);
      expect(ensureCatalogue(db, 'demo')).toBe(0);
      const hits = db
        .prepare('SELECT COUNT(*) AS n FROM games_fts WHERE games_fts MATCH \'search_en : "golden"\'')
        .get();
      expect((hits as { n: number }).n).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });
});
