import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
