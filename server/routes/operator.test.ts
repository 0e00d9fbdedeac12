import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoHeaders, testOperatorSecret, type TestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const secret = { 'X-Operator-Secret': testOperatorSecret };

describe('operator route', () => {
  it('refuses non-loopback callers with 403, even with the right secret', async () => {
    for (const remoteAddress of ['203.0.113.9', '10.0.0.2', '::ffff:192.168.1.4']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/__operator/state',
        headers: secret,
        remoteAddress,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'operator.loopback.only' });
    }
  });

  it('ignores X-Forwarded-For when deciding loopback', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/__operator/state',
      headers: { ...secret, 'X-Forwarded-For': '127.0.0.1' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a missing or wrong secret with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/__operator/state' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/__operator/state',
      headers: { 'X-Operator-Secret': 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      success: false,
      code: 'operator.secret.invalid',
      params: { header: 'X-Operator-Secret' },
    });
    const post = await t.app.inject({
      method: 'POST',
      url: '/__operator/maintenance',
      headers: { 'X-Operator-Secret': 'nope' },
      payload: { enabled: true },
    });
    expect(post.statusCode).toBe(401);
  });

  it('returns the state from loopback with the secret (IPv4 and IPv6)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/__operator/state',
        headers: secret,
        remoteAddress,
      });
      expect(res.statusCode).toBe(200);
      const value = res.json().value;
      expect(value.merchantCode).toBe('demo');
      expect(value.maintenance.enabled).toBe(false);
      expect(value.flags.find((f: { modId: string }) => f.modId === 'FREEPLAY3')).toMatchObject({
        enabled: true,
      });
    }
  });

  it('setting maintenance changes system.status live', async () => {
    const statusOf = async () =>
      (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: demoHeaders })).json()
        .value as {
        status: number;
        maintenance: { title: string } | null;
      };
    expect((await statusOf()).status).toBe(0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/__operator/maintenance',
      headers: secret,
      payload: {
        enabled: true,
        title: 'Manutenção programada',
        endTime: '2030-01-01T06:00:00.000Z',
        text: 'Voltamos às 6h.',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.maintenance).toEqual({
      enabled: true,
      title: 'Manutenção programada',
      endTime: '2030-01-01T06:00:00.000Z',
      content: 'Voltamos às 6h.',
    });
    const during = await statusOf();
    expect(during.status).toBe(1);
    expect(during.maintenance?.title).toBe('Manutenção programada');
    await t.app.inject({
      method: 'POST',
      url: '/__operator/maintenance',
      headers: secret,
      payload: { enabled: false },
    });
    expect((await statusOf()).status).toBe(0);
  });

  it('validates bodies: unknown flag 404, bad shapes 400, wrong verb 405', async () => {
    const flag = await t.app.inject({
      method: 'POST',
      url: '/__operator/flag',
      headers: secret,
      payload: { flag: 'NOPE3', enabled: true },
    });
    expect(flag.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/__operator/maintenance',
      headers: secret,
      payload: { enabled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('request.invalid');
    const badTime = await t.app.inject({
      method: 'POST',
      url: '/__operator/maintenance',
      headers: secret,
      payload: { enabled: true, endTime: 'tomorrow' },
    });
    expect(badTime.statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/__operator/region',
      headers: secret,
      payload: { enabled: true, hack: 1 },
    });
    expect(extra.statusCode).toBe(400);
    const none = await t.app.inject({ method: 'POST', url: '/__operator/region', headers: secret });
    expect(none.statusCode).toBe(400);
    const merchant = await t.app.inject({
      method: 'POST',
      url: '/__operator/flag',
      headers: secret,
      payload: { merchant: 'other', flag: 'FREEPLAY3', enabled: false },
    });
    expect(merchant.json().code).toBe('merchant.unknown');
    const verb = await t.app.inject({ method: 'GET', url: '/__operator/flag', headers: secret });
    expect(verb.statusCode).toBe(405);
  });

  it('region and flag changes are returned in the state', async () => {
    const region = await t.app.inject({
      method: 'POST',
      url: '/__operator/region',
      headers: secret,
      payload: { enabled: false, blockedIps: ['203.0.113.7'], blockedCountries: ['US'], text: 'Bloqueado' },
    });
    expect(region.json().value.region).toEqual({
      enabled: false,
      content: 'Bloqueado',
      blockedIps: ['203.0.113.7'],
      blockedCountries: ['US'],
    });
    const flag = await t.app.inject({
      method: 'POST',
      url: '/__operator/flag',
      headers: secret,
      payload: { flag: 'VIP', enabled: false },
    });
    expect(flag.json().value.flags.find((f: { modId: string }) => f.modId === 'VIP').enabled).toBe(false);
  });

  it('issues a member session that the contracts accept, for loopback callers with the secret only', async () => {
    const denied = await t.app.inject({
      method: 'POST',
      url: '/__operator/session',
      payload: { username: 'demo_player' },
      remoteAddress: '203.0.113.9',
      headers: secret,
    });
    expect(denied.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/__operator/session',
      payload: { username: 'nobody_here' },
      headers: secret,
    });
    expect(unknown.statusCode).toBe(404);

    const res = await t.app.inject({
      method: 'POST',
      url: '/__operator/session',
      payload: { username: 'demo_player' },
      headers: secret,
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json().value as { token: string };
    expect(token.length).toBeGreaterThan(20);
    const info = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { ...demoHeaders, Authorization: token },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ success: true, value: { account: 'demo_player', hasUpline: false } });
    const downline = await t.app.inject({
      method: 'POST',
      url: '/__operator/session',
      payload: { username: 'demo_down1' },
      headers: secret,
    });
    const downInfo = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { ...demoHeaders, Authorization: (downline.json().value as { token: string }).token },
    });
    expect(downInfo.json()).toMatchObject({
      success: true,
      value: { account: 'demo_down1', hasUpline: true },
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { ...demoHeaders, Authorization: `${token}x` },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('runs the lottery draw job now for loopback callers with the secret', async () => {
    const denied = await t.app.inject({
      method: 'POST',
      url: '/__operator/lottery-draw',
      payload: {},
      headers: {},
    });
    expect(denied.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/__operator/lottery-draw',
      payload: { advanceSeconds: -5 },
      headers: secret,
    });
    expect(bad.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/__operator/lottery-draw',
      payload: { advanceSeconds: 60 },
      headers: secret,
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value as { draws: number; settled: number };
    // Every demo lottery has an issue to draw the first time round.
    expect(value.draws).toBeGreaterThan(0);
    expect(value.settled).toBe(0);
  });
});
