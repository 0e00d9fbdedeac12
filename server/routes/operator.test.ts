import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMemberInfo } from '../../shared/api/account.ts';
import { failureEnvelopeSchema } from '../../shared/api/contract.ts';
import { getSystemStatus } from '../../shared/api/system.ts';
import {
  drawLottery,
  getMoneySettings,
  getOperatorState,
  issueSession,
  operatorContracts,
  operatorSecretHeader,
  setFlag,
  setMaintenance,
  setRegion,
  updateMoneySettings,
} from '../../shared/api/operator.ts';
import { operatorHandlers } from '../handlers/operator.ts';
import { buildTestApp, callContract, callOperator, type TestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ lotteryDraws: false, moneyJobs: false });
});
afterAll(async () => t.close());

const exampleInput = (contract: (typeof operatorContracts)[number]) => contract.example.request as never;

describe('operator routes from the operator contracts', () => {
  it('registers one route per operator contract, each with its handler', async () => {
    expect(operatorContracts.length).toBeGreaterThan(0);
    expect(Object.keys(operatorHandlers).sort()).toEqual(operatorContracts.map((c) => c.id).sort());
    for (const contract of operatorContracts) {
      expect(contract.operator, contract.id).toBe(true);
      // a wrong secret reaches the route's guard (401), not the app's 404 or 405
      const res = await callOperator(t.app, contract, exampleInput(contract), { secret: 'nope' });
      expect(res.status, contract.id).toBe(401);
    }
  });

  it('refuses every operator call from a non-loopback caller with 403, even with the right secret', async () => {
    for (const ip of ['203.0.113.9', '10.0.0.2', '::ffff:192.168.1.4']) {
      for (const contract of operatorContracts) {
        const res = await callOperator(t.app, contract, exampleInput(contract), { ip });
        expect(res.status, `${contract.id} ${ip}`).toBe(403);
        expect(failureEnvelopeSchema.parse(res.body).code).toBe('operator.loopback.only');
      }
    }
  });

  it('ignores X-Forwarded-For when deciding loopback', async () => {
    const res = await t.app.inject({
      method: getOperatorState.method,
      url: getOperatorState.path,
      headers: { [operatorSecretHeader]: 'test-operator-secret', 'X-Forwarded-For': '127.0.0.1' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a missing or wrong secret with 401, worded in the request language', async () => {
    expect((await callOperator(t.app, getOperatorState, {}, { secret: null })).status).toBe(401);
    const wrong = await callOperator(t.app, getOperatorState, {}, { secret: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ success: false, code: 'operator.secret.invalid' });
    expect(wrong.body.message).toContain(operatorSecretHeader);
    const post = await callOperator(t.app, setMaintenance, { enabled: true }, { secret: 'nope' });
    expect(post.status).toBe(401);
  });

  it('returns the state from loopback with the secret (IPv4 and IPv6)', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const { status, value } = await callOperator(t.app, getOperatorState, {}, { ip });
      expect(status).toBe(200);
      expect(value?.merchantCode).toBe('demo');
      expect(value?.maintenance.enabled).toBe(false);
      expect(value?.flags.find((f) => f.modId === 'FREEPLAY3')).toMatchObject({ enabled: true });
    }
  });

  it('setting maintenance changes system.status live', async () => {
    const statusOf = async () =>
      (await callContract(t.app, getSystemStatus, {})).body.value as {
        status: number;
        maintenance: { title: string } | null;
      };
    expect((await statusOf()).status).toBe(0);
    const res = await callOperator(t.app, setMaintenance, {
      enabled: true,
      title: 'Manutenção programada',
      endTime: '2030-01-01T06:00:00.000Z',
      text: 'Voltamos às 6h.',
    });
    expect(res.status).toBe(200);
    expect(res.value?.maintenance).toEqual({
      enabled: true,
      title: 'Manutenção programada',
      endTime: '2030-01-01T06:00:00.000Z',
      content: 'Voltamos às 6h.',
    });
    const during = await statusOf();
    expect(during.status).toBe(1);
    expect(during.maintenance?.title).toBe('Manutenção programada');
    await callOperator(t.app, setMaintenance, { enabled: false });
    expect((await statusOf()).status).toBe(0);
  });

  it('validates bodies: unknown flag 404, bad shapes 400 with the fields, wrong verb 405', async () => {
    const flag = await callOperator(t.app, setFlag, { flag: 'NOPE3', enabled: true });
    expect(flag.status).toBe(404);
    expect(flag.body).toMatchObject({ code: 'operator.flag.unknown', params: { flag: 'NOPE3' } });
    const bad = await callOperator(t.app, setMaintenance, { enabled: 'yes' } as never);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('request.invalid');
    expect(bad.body.value).toEqual({ fields: [expect.objectContaining({ field: 'enabled' })] });
    const badTime = await callOperator(t.app, setMaintenance, { enabled: true, endTime: 'tomorrow' });
    expect(badTime.status).toBe(400);
    const extra = await callOperator(t.app, setRegion, { enabled: true, hack: 1 } as never);
    expect(extra.status).toBe(400);
    const none = await t.app.inject({
      method: setRegion.method,
      url: setRegion.path,
      headers: { [operatorSecretHeader]: 'test-operator-secret' },
    });
    expect(none.statusCode).toBe(400);
    const merchant = await callOperator(t.app, setFlag, {
      merchant: 'other',
      flag: 'FREEPLAY3',
      enabled: false,
    });
    expect(merchant.body.code).toBe('merchant.unknown');
    const verb = await t.app.inject({
      method: 'GET',
      url: setFlag.path,
      headers: { [operatorSecretHeader]: 'test-operator-secret' },
    });
    expect(verb.statusCode).toBe(405);
  });

  it('region and flag changes are returned in the state', async () => {
    const region = await callOperator(t.app, setRegion, {
      enabled: false,
      blockedIps: ['203.0.113.7'],
      blockedCountries: ['US'],
      text: 'Bloqueado',
    });
    expect(region.value?.region).toEqual({
      enabled: false,
      content: 'Bloqueado',
      blockedIps: ['203.0.113.7'],
      blockedCountries: ['US'],
    });
    const flag = await callOperator(t.app, setFlag, { flag: 'VIP', enabled: false });
    expect(flag.value?.flags.find((f) => f.modId === 'VIP')?.enabled).toBe(false);
  });

  it('issues a member session that the contracts accept, for loopback callers with the secret only', async () => {
    const denied = await callOperator(
      t.app,
      issueSession,
      { username: 'demo_player' },
      { ip: '203.0.113.9' },
    );
    expect(denied.status).toBe(403);
    const unknown = await callOperator(t.app, issueSession, { username: 'nobody_here' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('member.not.found');

    const res = await callOperator(t.app, issueSession, { username: 'demo_player' });
    expect(res.status).toBe(200);
    const token = res.value?.token ?? '';
    expect(token.length).toBeGreaterThan(20);
    const info = await callContract(t.app, getMemberInfo, {}, { token });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ success: true, value: { account: 'demo_player', hasUpline: false } });
    const downline = await callOperator(t.app, issueSession, { username: 'demo_down1' });
    const downInfo = await callContract(t.app, getMemberInfo, {}, { token: downline.value?.token ?? '' });
    expect(downInfo.body).toMatchObject({ success: true, value: { account: 'demo_down1', hasUpline: true } });
    const bad = await callContract(t.app, getMemberInfo, {}, { token: `${token}x` });
    expect(bad.status).toBe(401);
  });

  it('runs the lottery draw job now for loopback callers with the secret', async () => {
    expect((await callOperator(t.app, drawLottery, {}, { secret: null })).status).toBe(401);
    expect((await callOperator(t.app, drawLottery, { advanceSeconds: -5 })).status).toBe(400);
    const res = await callOperator(t.app, drawLottery, { advanceSeconds: 60 });
    expect(res.status).toBe(200);
    // Every demo lottery has an issue to draw the first time round.
    expect(res.value?.draws).toBeGreaterThan(0);
    expect(res.value?.settled).toBe(0);
  });

  it('changes only the money settings a patch names', async () => {
    await callOperator(t.app, updateMoneySettings, { withdrawDailyCount: 50 });
    const patched = await callOperator(t.app, updateMoneySettings, { autoConfirmSeconds: 10 });
    expect(patched.value).toMatchObject({ withdrawDailyCount: 50, autoConfirmSeconds: 10 });
    expect((await callOperator(t.app, getMoneySettings, {})).value).toMatchObject({
      withdrawDailyCount: 50,
      autoConfirmSeconds: 10,
    });
    await callOperator(t.app, updateMoneySettings, { withdrawDailyCount: 5, autoConfirmSeconds: 0 });
  });
});

describe('the README lists the operator API', () => {
  it('names every operator contract (method, path) and nothing else', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    const section = /### Operator API\n([\s\S]*?)(?=\n#{2,3} )/.exec(readme)?.[1] ?? '';
    const listed = [...section.matchAll(/^\|\s*`(GET|POST)`\s*\|\s*`([^`]+)`\s*\|/gm)].map(
      ([, method, path]) => `${method} ${path}`,
    );
    expect(listed.sort()).toEqual(operatorContracts.map((c) => `${c.method} ${c.path}`).sort());
  });
});
