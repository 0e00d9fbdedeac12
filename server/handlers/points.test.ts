import { activityRange } from '../test/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { launchGameByNode } from '../../shared/api/games.ts';
import {
  convertPoints,
  getPointBalance,
  getPointConfig,
  getPointRewards,
  getPointTransactions,
  getRedeemList,
  redeemPointReward,
} from '../../shared/api/points.ts';
import { getMessages } from '../../shared/api/inbox.ts';
import {
  decideRedemption as decideRedemptionCall,
  adjustPoints,
  updateReward,
} from '../../shared/api/operator.ts';
import { hashPassword } from '../services/passwords.ts';
import { accruePointsForBet, createReward, verifyPoints } from '../services/points.ts';
import { mainWallet } from '../services/ledger.ts';
import { clock } from '../services/clock.ts';
import {
  buildTestApp,
  callContract,
  callOperator,
  demoHeaders,
  memberId,
  toQuery,
  tokenFor,
  type TestApp,
} from '../test/helper.ts';

/**
 * The points mall on the platform: points from settled rounds (once per round), the reward catalogue with its stock
 * (the last items go to exactly as many members), redemptions decided by the operator (a rejection returns the
 * points), conversion into money — each money-changing call idempotent by key.
 */
let t: TestApp;
let app: FastifyInstance;
let paymentHash: string;

beforeAll(async () => {
  t = await buildTestApp({ lotteryDraws: false, moneyJobs: false });
  app = t.app;
  paymentHash = await hashPassword('246810');
});
afterAll(async () => {
  await t.close();
});

let created = 0;
/** A new player with a main wallet (R$ 100,00) and the payment password 246810. */
function newPlayer(): { id: number; username: string; token: string } {
  const { db, ledger } = app.platform;
  const username = `pts_${++created}_${randomUUID().slice(0, 6)}`;
  const { id } = db
    .prepare(
      "INSERT INTO members (merchant_code, username, password_hash, type, created_at, password_changed_at, payment_password_hash, first_login_at) VALUES ('demo', ?, 'x', 0, ?, ?, ?, ?) RETURNING id",
    )
    .get(username, clock.iso(), clock.iso(), paymentHash, clock.iso()) as { id: number };
  const wallet = ledger.openAccount(id, mainWallet);
  ledger.credit({
    accountId: wallet.id,
    amount: 10_000,
    type: 'ADJUSTMENT',
    idempotencyKey: `t:${username}:open`,
  });
  const token = tokenFor(app, username);
  return { id, username, token };
}

async function givePoints(username: string, points: number) {
  const res = await callOperator(app, adjustPoints, { username, points, key: randomUUID() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function balanceOf(token: string): Promise<{ pointBalance: number; validBetTotal: number }> {
  const res = await callContract(app, getPointBalance, {}, { token });
  expect(res.status).toBe(200);
  return res.body.value as { pointBalance: number; validBetTotal: number };
}

async function openSlot(token: string): Promise<string> {
  const node = (
    app.platform.db
      .prepare(
        "SELECT node_id FROM games WHERE play_kind = 'slot' AND maintenance = 0 ORDER BY node_id LIMIT 1",
      )
      .get() as { node_id: number }
  ).node_id;
  const launch = await app.inject({
    url: `${launchGameByNode.path}${toQuery({ nodeId: node, accountType: 1, language: 'pt-BR', platform: 'html5-desktop' })}`,
    headers: { ...demoHeaders, Authorization: token },
  });
  const url = new URL(launch.json<{ value: { content: { game_url: string } } }>().value.content.game_url);
  const page = await app.inject({ url: `${url.pathname}${url.search}` });
  return /data-session="([^"]+)"/.exec(page.body)?.[1] ?? '';
}

function playRound(session: string, roundId: string, stake: number) {
  return app.inject({
    method: 'POST',
    url: '/play-api/round',
    headers: { 'X-Play-Session': session },
    payload: { roundId, stake },
  });
}

const redeem = (token: string, input: Record<string, unknown>, key = randomUUID()) =>
  callContract(
    app,
    redeemPointReward,
    { quantity: 1, paymentPassword: '246810', ...input },
    { token, idempotencyKey: key },
  );

describe('points from valid bets', () => {
  it('credits each settled round at the configured rate, and never twice for the same round', async () => {
    const player = newPlayer();
    const config = (await callContract(app, getPointConfig, {}, { token: player.token })).body.value as {
      earnPoints: number;
      earnAmount: number;
    };
    expect(config).toMatchObject({ earnPoints: 1, earnAmount: 100 });
    const session = await openSlot(player.token);
    expect(session).not.toBe('');

    const first = await playRound(session, 'points-round-0001', 500);
    expect(first.statusCode, first.body).toBe(200);
    expect(await balanceOf(player.token)).toEqual({ pointBalance: 5, validBetTotal: 500 });

    // the same round again (a retry of the page): answered from the record, no new points
    const again = await playRound(session, 'points-round-0001', 500);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ value: { replayed: boolean } }>().value.replayed).toBe(true);
    expect((await balanceOf(player.token)).pointBalance).toBe(5);

    // and the settlement hook called again for the bet credits nothing
    const bet = app.platform.db
      .prepare('SELECT id FROM bets WHERE member_id = ? AND round_id = ?')
      .get(player.id, 'points-round-0001') as { id: number };
    expect(accruePointsForBet(app.platform.db, bet.id)).toBe(0);
    expect((await balanceOf(player.token)).pointBalance).toBe(5);

    // small stakes add up: 10 rounds of R$ 0,50 are R$ 5,00 of valid bets, 5 points
    for (let i = 0; i < 10; i++) {
      expect((await playRound(session, `points-small-${String(i).padStart(4, '0')}`, 50)).statusCode).toBe(
        200,
      );
    }
    expect(await balanceOf(player.token)).toEqual({ pointBalance: 10, validBetTotal: 1000 });

    const details = await callContract(
      app,
      getPointTransactions,
      {
        pageNo: 1,
        pageSize: 50,
        ...activityRange(),
        transType: 'EARN',
      },
      { token: player.token, language: 'en' },
    );
    expect(details.status).toBe(200);
    const rows = details.body.value.content as {
      changedPoints: number;
      pointsBalance: number;
      remark: string;
    }[];
    expect(rows.reduce((sum, row) => sum + row.changedPoints, 0)).toBe(10);
    expect(rows[0]?.pointsBalance).toBe(10);
    expect(rows.at(-1)?.remark).toBe('Valid bets of R$5.00');
    expect(verifyPoints(app.platform.db).ok).toBe(true);
  });

  it('gives no points for demo money (trial accounts)', async () => {
    const trial = tokenFor(app, 'demo_trial');
    const session = await openSlot(trial);
    expect((await playRound(session, 'trial-round-0001', 1000)).statusCode).toBe(200);
    expect(await balanceOf(trial)).toEqual({ pointBalance: 0, validBetTotal: 0 });
    const refused = await redeem(trial, { rewardId: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('points.trial.not.allowed');
  });
});

describe('the reward catalogue and redemptions', () => {
  it('lists rewards in the asked language with their stock', async () => {
    const player = newPlayer();
    const res = await callContract(
      app,
      getPointRewards,
      { pageNo: 1, pageSize: 20, language: 'en' },
      { token: player.token },
    );
    expect(res.status).toBe(200);
    const names = (res.body.value.content as { name: string }[]).map((r) => r.name);
    expect(names).toContain('Aurora T-shirt');
  });

  it('gives the last 3 items to exactly 3 of 50 concurrent redeems', async () => {
    const rewardId = createReward(app.platform.db, 'demo', {
      rewardType: 'GOODS',
      names: { 'pt-BR': 'Últimas unidades', en: 'Last items' },
      descriptions: { 'pt-BR': '<p>x</p>', en: '<p>x</p>' },
      pointsRequirement: 100,
      quantity: 3,
    });
    const players = Array.from({ length: 50 }, () => newPlayer());
    for (const p of players) await givePoints(p.username, 100);
    const answers = await Promise.all(players.map((p) => redeem(p.token, { rewardId })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('points.reward.out.of.stock');
    }
    const left = app.platform.db.prepare('SELECT quantity FROM point_rewards WHERE id = ?').get(rewardId) as {
      quantity: number;
    };
    expect(left.quantity).toBe(0);
    // only the three winners spent their points
    const balances = await Promise.all(players.map((p) => balanceOf(p.token)));
    expect(balances.filter((b) => b.pointBalance === 0)).toHaveLength(3);
    expect(balances.filter((b) => b.pointBalance === 100)).toHaveLength(47);
    const redemptions = app.platform.db
      .prepare('SELECT COUNT(*) AS n FROM point_redemptions WHERE reward_id = ?')
      .get(rewardId) as { n: number };
    expect(redemptions.n).toBe(3);
  });

  it('refuses without enough points, below the amount requirement or with a wrong payment password, taking nothing', async () => {
    const player = newPlayer();
    await givePoints(player.username, 250);
    const shirt = 1; // Camiseta Aurora, 300 points, stock 25
    const stock = () =>
      (
        app.platform.db.prepare('SELECT quantity FROM point_rewards WHERE id = ?').get(shirt) as {
          quantity: number;
        }
      ).quantity;
    const before = stock();
    const poor = await redeem(player.token, { rewardId: shirt });
    expect(poor.status).toBe(400);
    expect(poor.body).toMatchObject({ code: 'points.insufficient', params: { required: 300, balance: 250 } });
    expect(stock()).toBe(before);

    await givePoints(player.username, 5000);
    const voucher25 = 5; // R$ 25,00 voucher: R$ 500,00 of valid bets
    const requirement = await redeem(player.token, { rewardId: voucher25 });
    expect(requirement.status).toBe(400);
    expect(requirement.body.code).toBe('points.reward.amount.requirement');

    const wrong = await callContract(
      app,
      redeemPointReward,
      { rewardId: shirt, quantity: 1, paymentPassword: '000000' },
      { token: player.token, idempotencyKey: randomUUID() },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('payment.password.invalid');
    expect(stock()).toBe(before);
    expect((await balanceOf(player.token)).pointBalance).toBe(5250);
  });

  it('starts In Process; a rejection returns the points and the stock once, with a message; deciding again is refused', async () => {
    const player = newPlayer();
    await givePoints(player.username, 1000);
    const key = randomUUID();
    const first = await redeem(player.token, { rewardId: 1, quantity: 2, remark: 'Tamanho G' }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toMatchObject({ status: 'In Process', pointBalance: 400 });
    // a retry of the same intent answers the same redemption, spending nothing more
    const retry = await redeem(player.token, { rewardId: 1, quantity: 2, remark: 'Tamanho G' }, key);
    expect(retry.body.value).toEqual(first.body.value);
    expect((await balanceOf(player.token)).pointBalance).toBe(400);

    const list = await callContract(app, getRedeemList, { pageNo: 1, pageSize: 10 }, { token: player.token });
    expect(list.body.value.content[0]).toMatchObject({
      redeemId: first.body.value.redeemId,
      rewardName: 'Camiseta Aurora',
      quantity: 2,
      points: 600,
      status: 'In Process',
    });
    const stockBefore = (
      app.platform.db.prepare('SELECT quantity FROM point_rewards WHERE id = 1').get() as { quantity: number }
    ).quantity;

    const rejected = await callOperator(app, decideRedemptionCall, {
      redeemId: first.body.value.redeemId,
      action: 'reject',
      remark: 'Endereço incompleto',
    });
    expect(rejected.value?.redemption.status).toBe('Rejected');
    const again = await callOperator(app, decideRedemptionCall, {
      redeemId: first.body.value.redeemId,
      action: 'reject',
    });
    expect(again.value?.changed).toBe(false);
    const other = await callOperator(app, decideRedemptionCall, {
      redeemId: first.body.value.redeemId,
      action: 'approve',
    });
    expect(other.status).toBe(409);

    expect((await balanceOf(player.token)).pointBalance).toBe(1000);
    expect(
      (
        app.platform.db.prepare('SELECT quantity FROM point_rewards WHERE id = 1').get() as {
          quantity: number;
        }
      ).quantity,
    ).toBe(stockBefore + 2);
    const messages = await callContract(
      app,
      getMessages,
      { pageNo: 1, pageSize: 10 },
      { token: player.token },
    );
    const rejection = (
      messages.body.value.content as { title: string; content: string; category: string }[]
    ).filter((m) => m.title === 'Resgate recusado: Camiseta Aurora');
    expect(rejection).toHaveLength(1);
    expect(rejection[0]?.category).toBe('REWARD');
    expect(rejection[0]?.content).toContain('Observação: Endereço incompleto');
    const history = await callContract(
      app,
      getRedeemList,
      { pageNo: 1, pageSize: 10 },
      { token: player.token },
    );
    expect(history.body.value.content[0]).toMatchObject({
      status: 'Rejected',
      remark: 'Endereço incompleto',
    });
    expect(verifyPoints(app.platform.db).ok).toBe(true);
  });

  it('credits a cash voucher once when approved', async () => {
    const player = newPlayer();
    await givePoints(player.username, 500);
    const voucher = await redeem(player.token, { rewardId: 2 });
    expect(voucher.status).toBe(200);
    const money = () => app.platform.ledger.getAccount(player.id, mainWallet)?.balance;
    const before = money();
    await callOperator(app, decideRedemptionCall, {
      redeemId: voucher.body.value.redeemId,
      action: 'approve',
    });
    await callOperator(app, decideRedemptionCall, {
      redeemId: voucher.body.value.redeemId,
      action: 'approve',
    });
    expect(money()).toBe((before ?? 0) + 500);
  });

  it('refuses a reward the operator has emptied', async () => {
    const player = newPlayer();
    await givePoints(player.username, 1000);
    await callOperator(app, updateReward, { rewardId: 3, quantity: 0 });
    const res = await redeem(player.token, { rewardId: 3 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('points.reward.out.of.stock');
    await callOperator(app, updateReward, { rewardId: 3, quantity: 10 });
  });
});

describe('converting points into money', () => {
  it('converts at the configured rate, once per key, in steps and within the minimum', async () => {
    const player = newPlayer();
    await givePoints(player.username, 750);
    const convert = (points: number, key = randomUUID()) =>
      callContract(
        app,
        convertPoints,
        { points, paymentPassword: '246810' },
        { token: player.token, idempotencyKey: key },
      );
    const small = await convert(50);
    expect(small.body.code).toBe('points.convert.below.min');
    const odd = await convert(150);
    expect(odd.body).toMatchObject({ code: 'points.convert.step', params: { step: 100 } });

    const key = randomUUID();
    const done = await convert(500, key);
    expect(done.status).toBe(200);
    expect(done.body.value).toMatchObject({
      convertedPoints: 500,
      amount: 500,
      pointBalance: 250,
      balance: 10_500,
    });
    const replay = await convert(500, key);
    expect(replay.body.value).toEqual(done.body.value);
    expect(app.platform.ledger.getAccount(player.id, mainWallet)?.balance).toBe(10_500);
    const tooMuch = await convert(300);
    expect(tooMuch.body.code).toBe('points.insufficient');
    expect(app.platform.ledger.verify().ok).toBe(true);
  });
});

describe('the points pages need a member', () => {
  it('answers 401 without a session', async () => {
    const res = await callContract(app, getPointBalance, {});
    expect(res.status).toBe(401);
    expect(memberId(app, 'demo_player')).toBeGreaterThan(0);
  });
});
