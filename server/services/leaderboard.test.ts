import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { advanceClock as advanceClockCall } from '../../shared/api/operator.ts';
import { runEngagementJobs, saveMission } from '../../shared/api/operator-engagement.ts';
import { getMissionLeaderboard } from '../../shared/api/lottery.ts';
import { buildApp } from '../app.ts';
import { callContract, callOperator, memberId, testOperatorSecret, tokenFor } from '../test/helper.ts';
import type { GameRow } from './catalogue.ts';
import { clock } from './clock.ts';
import { periodBounds } from './engagement.ts';
import { mainWallet } from './ledger.ts';
import { insertBet } from './rounds.ts';

/**
 * A leaderboard's prizes are paid once when its period closes — by the job after a clock advance, and not again by a
 * second run, nor by the job of a platform restarted on the same data.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'aurora-leaderboard-'));
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<FastifyInstance> {
  const app = await buildApp({
    dataDir,
    operatorSecret: testOperatorSecret,
    adjustableClock: true,
    lotteryDraws: false,
    moneyJobs: false,
    engagementJobs: false,
  });
  apps.push(app);
  return app;
}

/**
 * The most any member has staked on e-sports so far: the demo community's rounds seeded at the first start fall in
 * the current Brasília day at some hours, and would otherwise outrank the test's players.
 */
function topEsportsStake(app: FastifyInstance): number {
  return (
    app.platform.db
      .prepare(
        "SELECT COALESCE(MAX(total), 0) AS top FROM (SELECT SUM(stake) AS total FROM bets WHERE game_type = 'ESPORTS' GROUP BY member_id)",
      )
      .get() as { top: number }
  ).top;
}

function player(app: FastifyInstance, extra = 0): string {
  const { db, ledger } = app.platform;
  const username = `lb${randomUUID().slice(0, 8)}`;
  const { id } = db
    .prepare(
      "INSERT INTO members (merchant_code, username, password_hash, type, created_at, password_changed_at) VALUES ('demo', ?, '!', 0, ?, ?) RETURNING id",
    )
    .get(username, clock.iso(), clock.iso()) as { id: number };
  const wallet = ledger.openAccount(id, mainWallet);
  ledger.credit({
    accountId: wallet.id,
    amount: 100_000 + extra,
    type: 'ADJUSTMENT',
    idempotencyKey: `t:${username}`,
  });
  return username;
}

function bet(app: FastifyInstance, username: string, stake: number): void {
  const { db, ledger } = app.platform;
  const id = memberId(app, username);
  const account = ledger.getAccount(id, mainWallet)!;
  const roundId = randomUUID();
  ledger.debit({ accountId: account.id, amount: stake, type: 'BET', idempotencyKey: `${roundId}:s` });
  const game = db.prepare("SELECT * FROM games WHERE game_type = 'ESPORTS' LIMIT 1").get() as GameRow;
  insertBet(db, {
    memberId: id,
    roundId,
    game,
    accountId: account.id,
    demo: false,
    stake,
    win: 0,
    status: 'SETTLED',
    numero: null,
    detail: {},
    at: clock.iso(),
  });
}

const prizeBalance = (app: FastifyInstance, username: string) =>
  app.platform.ledger.getAccount(memberId(app, username), mainWallet)!.balance;

const payoutCount = (app: FastifyInstance, missionId: number) =>
  (
    app.platform.db
      .prepare('SELECT COUNT(*) AS n FROM leaderboard_payouts WHERE mission_id = ?')
      .get(missionId) as {
      n: number;
    }
  ).n;

describe('leaderboard payouts', () => {
  it('pays the closed period once, across a second run and a restart', async () => {
    let app = await start();
    const saved = await callOperator(app, saveMission, {
      title: { 'pt-BR': 'Ranking diário de e-sports', en: 'Daily e-sports leaderboard' },
      description: { 'pt-BR': '<p>r</p>', en: '<p>r</p>' },
      period: 'DAILY',
      metric: 'BET_AMOUNT',
      gameType: 'ESPORTS',
      target: 1_000_000,
      rewardAmount: 100,
      turnoverMultiplier: 1,
      prizes: [5_000, 2_000],
    });
    const missionId = saved.value!.mission.missionId;
    // the periods before this mission existed closed empty
    await callOperator(app, runEngagementJobs, {});
    // above whatever the seeded community staked today, in the same order
    const floor = topEsportsStake(app);
    const [first, second, third] = [player(app, floor), player(app, floor), player(app, floor)];
    bet(app, first, floor + 3_000);
    bet(app, second, floor + 2_000);
    bet(app, third, floor + 1_000);
    const period = periodBounds('DAILY', clock.now());
    const before = [first, second, third].map((u) => prizeBalance(app, u));

    // the day ends: the clock advance runs the job, which closes the period and pays places 1 and 2
    const seconds = Math.ceil((Date.parse(period.end) - clock.now()) / 1000) + 60;
    expect((await callOperator(app, advanceClockCall, { advanceSeconds: seconds })).status).toBe(200);
    expect(payoutCount(app, missionId)).toBe(2);
    const paid = [first, second, third].map((u, i) => prizeBalance(app, u) - (before[i] ?? 0));
    expect(paid).toEqual([5_000, 2_000, 0]);
    // the new day's board is empty and shows yesterday's winners
    const board = await callContract(
      app,
      getMissionLeaderboard,
      { missionId, pageNo: 1, pageSize: 10 },
      { token: tokenFor(app, third, clock.now()) },
    );
    expect(board.body.value).toMatchObject({
      board: { totalElements: 0 },
      lastPeriod: {
        startTime: period.start,
        winners: [
          { rank: 1, rewardAmount: 5_000 },
          { rank: 2, rewardAmount: 2_000 },
        ],
      },
    });

    // a second run pays nothing
    expect((await callOperator(app, runEngagementJobs, {})).value).toMatchObject({ prizesPaid: 0 });

    // a restart on the same data, then the job: still paid once
    await app.close();
    apps.length = 0;
    app = await start();
    expect((await callOperator(app, runEngagementJobs, { advanceSeconds: 60 })).value).toMatchObject({
      prizesPaid: 0,
    });
    expect(payoutCount(app, missionId)).toBe(2);
    expect([first, second, third].map((u, i) => prizeBalance(app, u) - (before[i] ?? 0))).toEqual([
      5_000, 2_000, 0,
    ]);
    expect(app.platform.ledger.verify().ok).toBe(true);
  });
});
