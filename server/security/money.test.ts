import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGameList } from '../../shared/api/games.ts';
import { createDeposit, setPaymentPassword } from '../../shared/api/money.ts';
import {
  confirmDeposit,
  drawLottery,
  getMoneySettings,
  updateMoneySettings,
  type MoneySettings,
} from '../../shared/api/operator.ts';
import { getConsolidatedFunds, transferUpline } from '../../shared/api/wallet.ts';
import { clock, resetClockForTests } from '../services/clock.ts';
import {
  buildTestApp,
  callContract,
  callOperator,
  demoHeaders,
  toQuery,
  tokenFor,
  type TestApp,
} from '../test/helper.ts';
import { launchPath, openGame, playRound } from '../test/games.ts';

/** Issue 15, rows 5, 6, 10 and 11. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ lotteryDraws: false, moneyJobs: false });
});
afterAll(async () => {
  await t.close();
  resetClockForTests();
});

describe('row 5: turnover cannot leave through the upline', () => {
  it('a deposit still under its rollover cannot be sent to the agent; once played through it can', async () => {
    const token = tokenFor(t.app, 'demo_down2');
    expect(
      (
        await callContract(
          t.app,
          setPaymentPassword,
          { loginPassword: 'Down1234', paymentPassword: '246810' },
          { token },
        )
      ).status,
    ).toBe(200);
    const order = await callContract(
      t.app,
      createDeposit,
      { channelCode: 'PIX', amount: 10_000 },
      { token, idempotencyKey: randomUUID() },
    );
    expect((await callOperator(t.app, confirmDeposit, { orderId: order.body.value.orderId })).status).toBe(
      200,
    );

    const send = (amount: number) =>
      callContract(
        t.app,
        transferUpline,
        { amount, paymentPassword: '246810' },
        { token, idempotencyKey: randomUUID() },
      );
    const refused = await send(10_000);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'wallet.upline.turnover.not.met',
      value: { remainingTurnover: 10_000 },
    });
    expect((await send(1)).body.code).toBe('wallet.upline.turnover.not.met');
    const funds = await callContract(t.app, getConsolidatedFunds, {}, { token });
    expect(funds.body.value).toMatchObject({ mainBalance: 10_000, withdrawableBalance: 0 });

    // play the deposit through (stakes count against the requirement), then the transfer goes
    const session = await openGame(t.app, await launchPath(t.app, token));
    for (let staked = 0; staked < 10_000; staked += 2_500)
      expect((await playRound(t.app, session, 2_500)).status).toBe(200);
    const after = await callContract(t.app, getConsolidatedFunds, {}, { token });
    expect(after.body.value.withdrawableBalance).toBe(after.body.value.mainBalance);
    if (after.body.value.mainBalance > 0) expect((await send(after.body.value.mainBalance)).status).toBe(200);
  });
});

describe('row 6: the operator never draws an issue that still sells tickets', () => {
  it('"draw now" publishes no number for the open issue; moving time closes sales first', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const game = t.app.platform.db
      .prepare("SELECT node_id, game_code FROM games WHERE game_code = 'LOTT_SSC_0001'")
      .get() as { node_id: number; game_code: string };
    const session = await openGame(t.app, await launchPath(t.app, token, game.node_id));
    const buy = async (roundId: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/play-api/ticket',
        headers: { 'X-Play-Session': session },
        payload: { roundId, unitStake: 100, picks: [1, 2] },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ value: { ticket: { numero: string } } }>().value.ticket.numero;
    };
    const drawn = () =>
      new Set(
        (
          t.app.platform.db
            .prepare('SELECT numero FROM lottery_draws WHERE game_code = ?')
            .all(game.game_code) as {
            numero: string;
          }[]
        ).map((row) => row.numero),
      );
    const open = await buy('sec-ticket-1');
    expect((await callOperator(t.app, drawLottery, { advanceSeconds: 0 })).status).toBe(200);
    expect(drawn().has(open)).toBe(false);
    // the same directly on the job, asked for a time an hour ahead
    t.app.lotteryDraws.drawNow(clock.now() + 3_600_000);
    expect(drawn().has(open)).toBe(false);

    // "draw as if 60 s later" moves the platform clock: the issue closes for tickets before its number is drawn
    expect((await callOperator(t.app, drawLottery, { advanceSeconds: 60 })).status).toBe(200);
    expect(drawn().has(open)).toBe(true);
    const next = await buy('sec-ticket-2');
    expect(drawn().has(next)).toBe(false);
    const late = t.app.platform.db
      .prepare(
        'SELECT COUNT(*) AS n FROM bets b JOIN lottery_draws d ON d.game_code = b.game_code AND d.numero = b.numero ' +
          'WHERE b.created_at > d.open_time',
      )
      .get() as { n: number };
    expect(late.n).toBe(0);
  });

  it('a platform whose clock cannot move refuses to draw "as if later"', async () => {
    const fixed = await buildTestApp({ adjustableClock: false, lotteryDraws: false, moneyJobs: false });
    try {
      const res = await callOperator(fixed.app, drawLottery, { advanceSeconds: 60 });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('operator.clock.fixed');
    } finally {
      await fixed.close();
    }
  });
});

describe('row 10: an operator settings patch changes only the fields it names', () => {
  it('every other field keeps its value', async () => {
    const custom: Omit<MoneySettings, 'autoConfirmSeconds'> = {
      pixKey: 'pix@example.org',
      merchantName: 'OUTRA CASA',
      merchantCity: 'RECIFE',
      depositMin: 2_500,
      depositMax: 900_000,
      depositPresets: [2_500, 7_500],
      depositExpiryMinutes: 30,
      withdrawMin: 3_000,
      withdrawMax: 800_000,
      withdrawDailyCount: 9,
      confirmTimeoutMinutes: 120,
      withdrawAccountLimit: 3,
      vendorWallets: ['PT'],
    };
    await callOperator(t.app, updateMoneySettings, custom);
    const patched = await callOperator(t.app, updateMoneySettings, { autoConfirmSeconds: 7 });
    expect(patched.value).toEqual({ ...custom, autoConfirmSeconds: 7 });
    expect((await callOperator(t.app, getMoneySettings, {})).value).toEqual({
      ...custom,
      autoConfirmSeconds: 7,
    });
  });
});

describe('row 11: control characters in the game-name search', () => {
  it('a NUL answers cleanly, never 500', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const search = async (gameName: string) => {
      const res = await t.app.inject({
        url: `${getGameList.path}${toQuery({
          clientType: 3,
          platform: 'html5-desktop',
          merchant: 'demo',
          gameType: 'ALL',
          pageNo: 1,
          pageSize: 15,
          language: 'pt-BR',
          gameName,
        })}`,
        headers: { ...demoHeaders, Authorization: token },
      });
      return { status: res.statusCode, body: res.json<{ value?: { games: unknown[] } }>() };
    };
    for (const text of ['\u0000', 'ab\u0000cd', '\u0000\u0000\u0000', 'fortune\u0000']) {
      const res = await search(text);
      expect(res.status, JSON.stringify(text)).toBe(200);
    }
    expect((await search('\u0000')).body.value?.games).toEqual([]);
    // a NUL counts as a space: the name search still finds the words around it
    const plain = await search('age of');
    const withNul = await search('age\u0000of');
    expect(withNul.body.value?.games).toEqual(plain.body.value?.games);
  });
});
