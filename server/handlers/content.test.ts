import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMissionSummary, getMissionLeaderboard } from '../../shared/api/lottery.ts';
import { getAnnouncementContent } from '../../shared/api/content.ts';
import { successEnvelope } from '../../shared/api/contract.ts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, demoHeaders, toQuery, tokenFor, type TestApp } from '../test/helper.ts';

let test: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  test = await buildTestApp({ lotteryDraws: false });
  app = test.app;
});
afterAll(async () => {
  await test.close();
});

const content = async (types: string, token: string | null = null, language = 'pt-BR') => {
  const response = await app.inject({
    url: `${getAnnouncementContent.path}${toQuery({ types, platform: 'W', language })}`,
    headers: token ? { ...demoHeaders, Authorization: token } : demoHeaders,
  });
  return successEnvelope(getAnnouncementContent.response).parse(response.json());
};

describe('announcement content', () => {
  it('answers only the asked types; banners include the partners group w_popup1', async () => {
    const banners = await content('B');
    expect(banners.value.banners.map((b) => b.groupName)).toContain('w_popup1');
    expect(banners.value.player).toEqual([]);
    expect(banners.value.popup).toEqual([]);
    expect(banners.value.promotion).toEqual([]);
    const image = await app.inject({ url: banners.value.banners[0]?.url ?? '' });
    expect(image.statusCode).toBe(200);
  });

  it('keeps the hostile seeded notice as stored (the client sanitizes) and answers H notices for the marquee', async () => {
    const notices = await content('PL,H');
    expect(notices.value.player.some((n) => n.type === 'PL' && n.content.includes('<script>'))).toBe(true);
    expect(notices.value.player.filter((n) => n.type === 'H').length).toBe(
      notices.value.player.filter((n) => n.type === 'PL').length,
    );
  });

  it('popups: B for visitors, A and F with a session', async () => {
    expect((await content('PU')).value.popup.map((p) => p.execution)).toEqual(['B']);
    const member = await content('PU', tokenFor(app, 'demo_player'));
    expect(member.value.popup.map((p) => p.execution).sort()).toEqual(['A', 'F']);
  });

  it('promotions with generated images, per language', async () => {
    const pt = await content('PR');
    expect(pt.value.promotion.length).toBeGreaterThan(0);
    const image = await app.inject({ url: pt.value.promotion[0]?.imageUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    const en = await content('PR', null, 'en');
    expect(en.value.promotion[0]).not.toEqual(pt.value.promotion[0]);
  });
});

describe('missions', () => {
  it('summarises progress from real bets and ranks members', async () => {
    const token = tokenFor(app, 'demo_player');
    const headers = { ...demoHeaders, Authorization: token };
    const empty = await app.inject({
      url: `${getMissionSummary.path}${toQuery({ language: 'pt-BR' })}`,
      headers,
    });
    expect(successEnvelope(getMissionSummary.response).parse(empty.json()).value.claimable).toBe(0);

    const db = app.platform.db;
    const player = db.prepare("SELECT id FROM members WHERE username = 'demo_player'").get() as {
      id: number;
    };
    const account = app.platform.ledger.getAccount(player.id)!;
    const insert = db.prepare(
      'INSERT INTO bets (member_id, round_id, node_id, game_code, vendor_code, game_type, account_id, demo, stake, win, status, detail, created_at) ' +
        "VALUES (?, ?, 1001, 'X', 'AG', 'LIVE', ?, 0, 1000, ?, 'SETTLED', '{}', ?)",
    );
    for (let i = 0; i < 12; i++)
      insert.run(player.id, `m-${i}`, account.id, i % 2 ? 500 : 0, new Date().toISOString());
    const summary = await app.inject({
      url: `${getMissionSummary.path}${toQuery({ language: 'pt-BR' })}`,
      headers,
    });
    const { value } = successEnvelope(getMissionSummary.response).parse(summary.json());
    expect(value.missions.find((m) => m.missionId === 1)).toMatchObject({ status: 'Claim', progress: 10 });
    expect(value.missions.find((m) => m.missionId === 2)).toMatchObject({
      status: 'Claim',
      progress: 10_000,
    });
    expect(value.claimable).toBe(3);

    const board = await app.inject({
      url: `${getMissionLeaderboard.path}${toQuery({ missionId: 1, pageNo: 1, pageSize: 20 })}`,
      headers,
    });
    const leaderboard = successEnvelope(getMissionLeaderboard.response).parse(board.json()).value;
    expect(leaderboard.myRank).toBe(1);
    expect(leaderboard.myScore).toBe(12);
    expect(leaderboard.board.content[0]).toMatchObject({ rank: 1, customerName: 'de***er', score: 12 });
  });
});
