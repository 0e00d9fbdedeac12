import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGameMenus, launchGame } from '../../shared/api/games.ts';
import {
  getLotteryGames,
  getLotteryMenus,
  getOpenedNumeros,
  getVnOpenedNumeros,
  getRecentLotteryGames,
} from '../../shared/api/lottery.ts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Contract } from '../../shared/api/contract.ts';
import { buildTestApp, demoHeaders, memberId, toQuery, tokenFor, type TestApp } from '../test/helper.ts';
import { catalogueOf } from './catalogue.ts';
import { mainWallet } from './ledger.ts';
import { drawIssue, issueAt, issueFromNumero, lotteryRules, pickPayout, ruleOf } from './lottery.ts';
import { createLotteryDraws } from '../jobs/lottery-draws.ts';
import { advanceClock, clock, resetClockForTests } from './clock.ts';

let test: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  test = await buildTestApp({ lotteryDraws: false });
  app = test.app;
});
afterAll(async () => {
  await test.close();
  resetClockForTests();
});

/** Moves the platform clock past `closeAt` (issues close for ticket sales and draws on the platform clock). */
function passClose(closeAt: string | number): void {
  const wait = (typeof closeAt === 'number' ? closeAt : Date.parse(closeAt)) + 10 - clock.now();
  if (wait > 0) advanceClock(app.platform.db, wait);
}

type Envelope<T> = { success: boolean; value: T; message: string; code?: string };
type Ticket = {
  roundId: string;
  numero: string;
  stake: number;
  win: number;
  status: string;
  closeAt: string;
};

async function openLottery(username: string, gameCode: string): Promise<string> {
  const launch = await app.inject({
    url: `${launchGame.path}${toQuery({ vassalage: gameCode.startsWith('TCG_LOTTO_VN') ? 'TCG_LOTTO_VN' : 'LOTT', gameCode, accountType: 1, language: 'pt-BR', platform: 'html5-desktop' })}`,
    headers: { ...demoHeaders, Authorization: tokenFor(app, username) },
  });
  const url = new URL(launch.json<Envelope<{ content: { game_url: string } }>>().value.content.game_url);
  const page = await app.inject({ url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  return /data-session="([^"]+)"/.exec(page.body)?.[1] ?? '';
}

const buy = (session: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/play-api/ticket',
    headers: { 'X-Play-Session': session },
    payload: body,
  });

const balance = (username: string) =>
  app.platform.ledger.getAccount(memberId(app, username), mainWallet)?.balance ?? -1;

describe('issues', () => {
  it('number the Brasília day in fixed intervals and map back', () => {
    // 04:45:30 UTC is 01:45:30 in Brasília: the 106th one-minute issue of the day
    const at = Date.UTC(2026, 10, 21, 4, 45, 30);
    const issue = issueAt(60, at);
    expect(issue.numero).toBe('20261121-0106');
    expect(issue.openAt).toBe(Date.UTC(2026, 10, 21, 4, 45));
    expect(issue.closeAt).toBe(Date.UTC(2026, 10, 21, 4, 46));
    expect(issueFromNumero(60, issue.numero)).toEqual(issue);
    expect(issueAt(300, Date.UTC(2026, 10, 21, 3, 0)).numero).toBe('20261121-0001');
    expect(issueAt(300, Date.UTC(2026, 10, 21, 2, 59)).numero).toBe('20261120-0288');
  });

  it('every family pays RTP / P(hit) per pick', () => {
    for (const family of Object.keys(lotteryRules)) {
      const rule = ruleOf({ classify: family });
      const payout = pickPayout({ classify: family, rtp_bp: 9600 });
      expect(payout * rule.hitProbability, family).toBeLessThanOrEqual(0.96);
      expect(payout * rule.hitProbability, family).toBeGreaterThan(0.95);
    }
  });
});

describe('tickets, draws and settlement', () => {
  it('settles a losing ticket without a credit (forced numbers)', async () => {
    const game = catalogueOf(app.platform.db).byCode('LOTT_11X5_0002')!;
    const session = await openLottery('demo_player', 'LOTT_11X5_0002');
    const response = await buy(session, { roundId: 'ticket-0002', unitStake: 200, picks: [1, 2] });
    const { ticket } = response.json<Envelope<{ ticket: Ticket }>>().value;
    passClose(ticket.closeAt);
    const result = drawIssue(app.platform.db, app.platform.ledger, game, ticket.numero, {
      numbers: [3, 4, 5, 6, 7],
    });
    expect(result).toMatchObject({ winningNumber: '03,04,05,06,07', settled: 1, paid: 0 });
  });

  it('buys a ticket (stake debited), draws, settles and credits a win through the ledger', async () => {
    const gameCode = 'LOTT_SSC_0001';
    const game = catalogueOf(app.platform.db).byCode(gameCode);
    expect(game?.classify).toBe('SSC');
    const session = await openLottery('demo_player', gameCode);
    const before = balance('demo_player');
    // every digit of the first position: one pick wins for sure
    const response = await buy(session, {
      roundId: 'ticket-0001',
      unitStake: 100,
      picks: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    });
    expect(response.statusCode).toBe(200);
    const bought = response.json<Envelope<{ ticket: Ticket; balance: number }>>().value;
    expect(bought.ticket).toMatchObject({ stake: 1_000, status: 'OPEN', win: 0 });
    expect(bought.balance).toBe(before - 1_000);
    // a replay does not charge twice
    const replay = await buy(session, {
      roundId: 'ticket-0001',
      unitStake: 100,
      picks: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    });
    expect(replay.json<Envelope<{ replayed: boolean }>>().value.replayed).toBe(true);
    expect(balance('demo_player')).toBe(before - 1_000);

    // nothing is drawn before the issue closes, even when asked for a later time
    const open = app.lotteryDraws.drawNow(Date.parse(bought.ticket.closeAt) + 10);
    expect(open.find((d) => d.gameCode === gameCode && d.numero === bought.ticket.numero)).toBeUndefined();

    passClose(bought.ticket.closeAt);
    const drawn = app.lotteryDraws.drawNow();
    const draw = drawn.find((d) => d.gameCode === gameCode && d.numero === bought.ticket.numero);
    expect(draw).toMatchObject({ settled: 1 });
    const expectedWin = Math.floor(100 * pickPayout(game!));
    expect(draw?.paid).toBe(expectedWin);
    expect(balance('demo_player')).toBe(before - 1_000 + expectedWin);
    const credit = app.platform.db
      .prepare('SELECT type, amount FROM ledger WHERE idempotency_key = ?')
      .get(`ticket:${memberId(app, 'demo_player')}:ticket-0001:win`);
    expect(credit).toEqual({ type: 'PAYOUT', amount: expectedWin });
    const bet = app.platform.db.prepare("SELECT status, win FROM bets WHERE round_id = 'ticket-0001'").get();
    expect(bet).toEqual({ status: 'SETTLED', win: expectedWin });

    // drawing again settles nothing twice
    const again = drawIssue(app.platform.db, app.platform.ledger, game!, bought.ticket.numero);
    expect(again.settled).toBe(0);
    expect(balance('demo_player')).toBe(before - 1_000 + expectedWin);
    expect(app.platform.ledger.verify().ok).toBe(true);

    // the member's tickets show the result
    const tickets = await app.inject({ url: '/play-api/tickets', headers: { 'X-Play-Session': session } });
    expect(tickets.json<Envelope<Ticket[]>>().value[0]).toMatchObject({
      status: 'SETTLED',
      win: expectedWin,
    });
  });

  it('refuses bad picks, and tickets without balance', async () => {
    const session = await openLottery('demo_player', 'LOTT_SSC_0001');
    expect((await buy(session, { roundId: 'ticket-bad1', unitStake: 100, picks: [10] })).statusCode).toBe(
      400,
    );
    expect((await buy(session, { roundId: 'ticket-bad2', unitStake: 100, picks: [1, 1] })).statusCode).toBe(
      400,
    );
    expect((await buy(session, { roundId: 'ticket-bad3', unitStake: 100, picks: [] })).statusCode).toBe(400);
    const broke = await openLottery('demo_down1', 'LOTT_SSC_0001');
    const refused = await buy(broke, { roundId: 'ticket-bad4', unitStake: 100, picks: [1] });
    expect(refused.json()).toMatchObject({ success: false, code: 'wallet.insufficient.balance' });
  });

  it('the job draws every due issue and stops', () => {
    const job = createLotteryDraws(app.platform.db, app.platform.ledger, app.log, {
      enabled: true,
      tickMs: 60_000,
    });
    expect(job.running).toBe(true);
    // one full interval of the slowest lottery later, every game has a closed issue nobody drew yet
    const { longest } = app.platform.db
      .prepare("SELECT MAX(draw_interval) AS longest FROM games WHERE play_kind = 'lottery'")
      .get() as { longest: number };
    passClose(clock.now() + longest * 1000);
    const now = clock.now();
    const results = job.drawNow(now);
    const lotteryGames = (
      app.platform.db
        .prepare("SELECT COUNT(*) AS n FROM games WHERE play_kind = 'lottery' AND draw_interval IS NOT NULL")
        .get() as { n: number }
    ).n;
    expect(results.length).toBeGreaterThanOrEqual(lotteryGames);
    expect(job.drawNow(now)).toEqual([]);
    job.stop();
    expect(job.running).toBe(false);
  });
});

describe('lottery calls', () => {
  /** A GET contract called with a query; the answer typed by the contract. */
  const get = async <C extends Contract>(
    contract: C,
    query: Record<string, unknown>,
    token: string | null = null,
  ) => {
    const response = await app.inject({
      method: contract.method,
      url: `${contract.path}${toQuery(query)}`,
      headers: token ? { ...demoHeaders, Authorization: token } : demoHeaders,
    });
    return response.json<Envelope<z.output<C['response']>>>();
  };

  it('answers games by prize mode, menus, opened numbers and recent lottery games', async () => {
    const lott = await get(getLotteryGames, {
      prizeMode: 'LOTT',
      language: 'pt-BR',
    });
    expect(lott.value.length).toBeGreaterThan(0);
    expect(lott.value.every((g) => g.prizeMode === 'LOTT')).toBe(true);
    for (const mode of ['ZY', 'ELOTT', 'SEA']) {
      const games = await get(getLotteryGames, { prizeMode: mode, language: 'pt-BR' });
      expect(games.value.length, mode).toBeGreaterThan(0);
    }
    const menus = await get(getGameMenus, {
      language: 'pt-BR',
    });
    expect(menus.value.map((m) => m.gameType)).toEqual(
      expect.arrayContaining(['SSC', '11X5', 'PK10', 'LHC', 'LF']),
    );
    const vn = await get(getLotteryMenus, {
      language: 'pt-BR',
    });
    expect(vn.value.map((m) => m.menuCode).sort()).toEqual(['CENTRAL', 'NORTH', 'SOUTH']);

    const token = tokenFor(app, 'demo_player');
    const opened = await get(getOpenedNumeros, { gameCodes: 'LOTT_SSC_0001' }, token);
    expect(opened.value).toHaveLength(1);
    expect(opened.value[0]?.winningNumber).toMatch(/^\d(,\d){4}$/);
    const vnOpened = await get(getVnOpenedNumeros, { language: 'pt-BR' });
    expect(vnOpened.value.length).toBeGreaterThan(0);
    expect(vnOpened.value.every((d) => d.gameCode.startsWith('TCG_LOTTO_VN'))).toBe(true);

    const recent = await get(getRecentLotteryGames, { language: 'pt-BR' }, token);
    expect(recent.value.map((g) => g.gameCode)).toEqual(['LOTT_SSC_0001', 'LOTT_11X5_0002']);
  });
});
