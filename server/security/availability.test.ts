import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getPublicKey, logout } from '../../shared/api/account.ts';
import { login, register } from '../../shared/api/account-forms.ts';
import { createDeposit } from '../../shared/api/money.ts';
import { setMaintenance, setRegion } from '../../shared/api/operator.ts';
import { getSystemStatus, getWhitelabel } from '../../shared/api/system.ts';
import { getBalance, walletTransfer } from '../../shared/api/wallet.ts';
import {
  buildTestApp,
  callContract,
  callOperator,
  demoHeaders,
  memberId,
  tokenFor,
  type TestApp,
} from '../test/helper.ts';
import { launchPath, openGame, playRound } from '../test/games.ts';

/**
 * Issue 15, row 2: maintenance and region restriction are the platform's to enforce, not only the client's to show.
 * With either on, the calls a player makes are refused with the catalogue codes the client turns into its
 * maintenance or region page; only what those pages need (and logout) stays open.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ lotteryDraws: false, moneyJobs: false });
});
afterAll(async () => t.close());
afterEach(async () => {
  await callOperator(t.app, setMaintenance, { enabled: false });
  await callOperator(t.app, setRegion, { enabled: false, blockedIps: [], blockedCountries: [] });
});

const credentials = { username: 'demo_player', password: 'Demo1234', type: 'username' as const };

describe('row 2: maintenance', () => {
  it('refuses login, deposits, transfers, launches and rounds; the status pages and logout stay open', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const launched = await launchPath(t.app, token);
    const session = await openGame(t.app, await launchPath(t.app, token));
    const before = t.app.platform.ledger.getAccount(memberId(t.app, 'demo_player'), 'MAIN')?.balance;

    await callOperator(t.app, setMaintenance, { enabled: true, title: 'Manutenção', text: 'Voltamos logo.' });

    const refusals = [
      await callContract(t.app, login, credentials),
      await callContract(
        t.app,
        createDeposit,
        { channelCode: 'PIX', amount: 5_000 },
        { token, idempotencyKey: 'm1' },
      ),
      await callContract(
        t.app,
        walletTransfer,
        { fromWallet: 'MAIN', toWallet: 'PT', amount: 100 },
        { token, idempotencyKey: 'm2' },
      ),
      await callContract(t.app, getBalance, {}, { token }),
      await callContract(t.app, register, { username: 'newbie01', password: 'Newbie123' }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'platform.maintenance' });
    }
    const round = await playRound(t.app, session);
    expect(round).toMatchObject({ status: 503, body: { code: 'platform.maintenance' } });
    // an unused launch link does not open, and stays unused
    const page = await t.app.inject({ url: launched });
    expect(page.statusCode).toBe(503);
    expect(t.app.platform.ledger.getAccount(memberId(t.app, 'demo_player'), 'MAIN')?.balance).toBe(before);

    for (const open of [getSystemStatus, getWhitelabel, getPublicKey]) {
      expect((await callContract(t.app, open, {})).status, open.id).toBe(200);
    }
    expect((await callContract(t.app, getSystemStatus, {})).body.value).toMatchObject({ status: 1 });

    await callOperator(t.app, setMaintenance, { enabled: false });
    expect((await callContract(t.app, getBalance, {}, { token })).status).toBe(200);
    expect((await t.app.inject({ url: launched })).statusCode).toBe(200);
    expect((await callContract(t.app, logout, {}, { token })).status).toBe(200);
  });

  it('logout works during maintenance', async () => {
    const token = tokenFor(t.app, 'demo_player');
    await callOperator(t.app, setMaintenance, { enabled: true });
    expect((await callContract(t.app, logout, {}, { token })).status).toBe(200);
  });
});

describe('row 2: region restriction', () => {
  it('a blocked IP cannot log in, deposit or play; other visitors can', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const session = await openGame(t.app, await launchPath(t.app, token));
    await callOperator(t.app, setRegion, { enabled: false, blockedIps: ['198.51.100.40'] });

    const blocked = { ip: '198.51.100.40' };
    const loginRes = await callContract(t.app, login, credentials, blocked);
    expect(loginRes.status).toBe(403);
    expect(loginRes.body.code).toBe('platform.region.restricted');
    const deposit = await callContract(
      t.app,
      createDeposit,
      { channelCode: 'PIX', amount: 5_000 },
      { ...blocked, token, idempotencyKey: 'r1' },
    );
    expect(deposit.body.code).toBe('platform.region.restricted');
    const round = await t.app.inject({
      method: 'POST',
      url: '/play-api/round',
      headers: { 'X-Play-Session': session },
      payload: { roundId: 'region-round-1', stake: 100 },
      remoteAddress: '198.51.100.40',
    });
    expect(round.statusCode).toBe(403);
    expect(round.json()).toMatchObject({ code: 'platform.region.restricted' });

    expect((await callContract(t.app, login, credentials, { ip: '198.51.100.41' })).status).not.toBe(403);
    expect((await playRound(t.app, session)).status).toBe(200);
  });

  it('a blocked country (trusted country header) is refused too', async () => {
    const withCountry = await buildTestApp({
      countryHeader: 'cf-ipcountry',
      lotteryDraws: false,
      moneyJobs: false,
    });
    try {
      await callOperator(withCountry.app, setRegion, { enabled: false, blockedCountries: ['US'] });
      const res = await callContract(withCountry.app, login, credentials, {
        headers: { 'cf-ipcountry': 'us' },
      });
      expect(res.body.code).toBe('platform.region.restricted');
    } finally {
      await withCountry.close();
    }
  });
});

describe('polling the status is cheap', () => {
  it('answers an ETag, and 304 without a body while nothing changed', async () => {
    const first = await t.app.inject({ url: getSystemStatus.path, headers: demoHeaders });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      url: getSystemStatus.path,
      headers: { ...demoHeaders, 'If-None-Match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await callOperator(t.app, setMaintenance, { enabled: true });
    const changed = await t.app.inject({
      url: getSystemStatus.path,
      headers: { ...demoHeaders, 'If-None-Match': String(etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ value: { status: 1 } });
  });
});
