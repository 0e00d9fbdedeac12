import { activityRange } from '../test/dates.ts';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Contract } from '../../shared/api/contract.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimRafflePromotion } from '../../shared/api/common.ts';
import {
  applyPromotion,
  claimMission,
  claimPromotion,
  claimRebate,
  claimReward,
  getBadgeCounts,
  getManualRebate,
  getPlayerRank,
  getPromotionDetail,
  getPromotions,
  getRaffles,
  getReferral,
  getRewardCentre,
  getRewardHistory,
} from '../../shared/api/engagement.ts';
import { getMissionLeaderboard, getMissionSummary } from '../../shared/api/lottery.ts';
import { getMemberInfo } from '../../shared/api/account.ts';
import {
  addWithdrawAccount,
  createDeposit,
  getBonusDetails,
  getWithdrawSettings,
  requestWithdrawal,
  setPaymentPassword,
} from '../../shared/api/money.ts';
import * as operatorApi from '../../shared/api/operator.ts';
import * as engagementOperator from '../../shared/api/operator-engagement.ts';
import { fairMessage, fractionOf, pickIndex } from '../../shared/rules/fairness.ts';
import type { GameRow } from '../services/catalogue.ts';
import { clock } from '../services/clock.ts';
import { periodBounds } from '../services/engagement.ts';
import { mainWallet } from '../services/ledger.ts';
import { insertBet } from '../services/rounds.ts';
import { ranking, toNextPaidPlace, missionRow } from '../services/missions.ts';
import { onRewardEvent, type RewardEvent } from '../services/rewards.ts';
import {
  buildTestApp,
  callContract,
  callOperator,
  memberId,
  tokenFor,
  type TestApp,
} from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ lotteryDraws: false, moneyJobs: false, engagementJobs: false });
});
afterAll(async () => t.close());

const pt = { language: 'pt-BR' } as const;

/** A new player with money in the main wallet (the seed's community would otherwise share the boards). */
function newPlayer(balance = 100_000, extra: { referralCode?: string } = {}): string {
  const { db, ledger } = t.app.platform;
  const username = `p${randomUUID().slice(0, 10).replace(/-/g, '')}`;
  const { id } = db
    .prepare(
      "INSERT INTO members (merchant_code, username, password_hash, type, nickname, created_at, password_changed_at, registered_referral_code) VALUES ('demo', ?, '!', 0, ?, ?, ?, ?) RETURNING id",
    )
    .get(username, username, clock.iso(), clock.iso(), extra.referralCode ?? null) as { id: number };
  const wallet = ledger.openAccount(id, mainWallet);
  if (balance > 0) {
    ledger.credit({
      accountId: wallet.id,
      amount: balance,
      type: 'ADJUSTMENT',
      idempotencyKey: `t:${username}`,
    });
  }
  return username;
}

function gameOf(gameType: string): GameRow {
  const row = t.app.platform.db
    .prepare("SELECT * FROM games WHERE game_type = ? AND play_kind IN ('slot', 'table', 'sports') LIMIT 1")
    .get(gameType) as GameRow | undefined;
  if (!row) throw new Error(`no ${gameType} game`);
  return row;
}

/** A settled real-money round as the round service writes it: stake debited, win credited, a bet row. */
function bet(
  username: string,
  stake: number,
  options: { win?: number; gameType?: string; at?: number } = {},
): string {
  const { db, ledger } = t.app.platform;
  const id = memberId(t.app, username);
  const account = ledger.getAccount(id, mainWallet);
  if (!account) throw new Error('no wallet');
  const roundId = `t-${randomUUID()}`;
  const at = new Date(options.at ?? clock.now()).toISOString();
  const win = options.win ?? 0;
  ledger.debit({ accountId: account.id, amount: stake, type: 'BET', idempotencyKey: `${roundId}:s`, at });
  if (win > 0)
    ledger.credit({ accountId: account.id, amount: win, type: 'PAYOUT', idempotencyKey: `${roundId}:w`, at });
  insertBet(db, {
    memberId: id,
    roundId,
    game: gameOf(options.gameType ?? 'RNG'),
    accountId: account.id,
    demo: false,
    stake,
    win,
    status: 'SETTLED',
    numero: null,
    detail: {},
    at,
  });
  return roundId;
}

/** A read call's answer, parsed with its contract. */
async function read<C extends Contract>(
  contract: C,
  input: unknown,
  token: string,
): Promise<z.output<C['response']>> {
  const res = await callContract(t.app, contract, input, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return z.parse(contract.response, res.body.value) as z.output<C['response']>;
}

function money(
  contract: Parameters<typeof callContract>[1],
  input: unknown,
  token: string,
  key = randomUUID(),
) {
  return callContract(t.app, contract, input, { token, idempotencyKey: key });
}

function balanceOf(username: string): number {
  return t.app.platform.ledger.getAccount(memberId(t.app, username), mainWallet)?.balance ?? 0;
}

async function saveMission(input: Parameters<typeof callOperator<typeof engagementOperator.saveMission>>[2]) {
  const saved = await callOperator(t.app, engagementOperator.saveMission, input);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.value!.mission;
}

const text = (pt: string) => ({ 'pt-BR': pt, en: `${pt} (en)` });

// A 1×1 PNG and a JPEG header: real image bytes.
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c70000000049454e44ae426082',
  'hex',
).toString('base64');

describe('promotions', () => {
  it('lists every seeded kind by category with the spec §4 statuses, for a visitor and a member', async () => {
    const visitor = await callContract(t.app, getPromotions, pt);
    expect(visitor.status).toBe(200);
    const statuses = new Set(visitor.body.value.promotions.map((p: { status: string }) => p.status));
    expect(statuses).toEqual(new Set(['Join', 'ComingSoon', 'Close']));
    expect(visitor.body.value.categories.length).toBeGreaterThan(3);
    const member = await callContract(t.app, getPromotions, pt, { token: tokenFor(t.app, newPlayer()) });
    const byKind = Object.fromEntries(
      member.body.value.promotions.map((p: { kind: string; status: string }) => [p.kind, p.status]),
    );
    expect(byKind).toMatchObject({
      DEPOSIT: 'Process',
      SIGNIN: expect.stringMatching(/Claim|Close/),
      APPLY: 'Join',
    });
    const en = await callContract(t.app, getPromotions, { language: 'en' });
    expect(en.body.value.promotions[0].title).not.toBe(visitor.body.value.promotions[0].title);
  });

  it('applies with a comment and an image checked from its bytes; the operator approves; the bonus and its turnover follow', async () => {
    const username = newPlayer();
    const token = tokenFor(t.app, username);
    const list = await callContract(t.app, getPromotions, pt, { token });
    const promotion = list.body.value.promotions.find((p: { kind: string }) => p.kind === 'APPLY');
    // a text file named .png is refused from its bytes; nothing is recorded
    const fake = await callContract(
      t.app,
      applyPromotion,
      {
        promotionId: promotion.promotionId,
        comment: 'Ganhei 150x!',
        images: [{ fileName: 'win.png', contentBase64: Buffer.from('not an image').toString('base64') }],
      },
      { token },
    );
    expect(fake.status).toBe(415);
    expect(fake.body.code).toBe('upload.wrong.type');
    const tooMany = await callContract(
      t.app,
      applyPromotion,
      {
        promotionId: promotion.promotionId,
        comment: 'x',
        images: Array.from({ length: 4 }, (_, i) => ({ fileName: `${i}.png`, contentBase64: png })),
      },
      { token },
    );
    expect(tooMany.body.code).toBe('upload.too.many');
    const long = await callContract(
      t.app,
      applyPromotion,
      { promotionId: promotion.promotionId, comment: 'x'.repeat(141), images: [] },
      { token },
    );
    expect(long.status).toBe(400);

    const applied = await callContract(
      t.app,
      applyPromotion,
      {
        promotionId: promotion.promotionId,
        comment: 'Ganhei 150x!',
        images: [{ fileName: 'win.png', contentBase64: png }],
      },
      { token },
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.value).toMatchObject({
      status: 'Applying',
      application: { imageCount: 1, status: 'APPLYING' },
    });
    const again = await callContract(
      t.app,
      applyPromotion,
      { promotionId: promotion.promotionId, comment: 'De novo', images: [] },
      { token },
    );
    expect(again.body.code).toBe('promotion.already.applied');

    const waiting = await callOperator(t.app, engagementOperator.getPromotionApplications, {});
    const application = waiting.value!.applications.find((a) => a.username === username)!;
    expect(application.images).toEqual([
      expect.objectContaining({ mediaType: 'image/png', size: Buffer.from(png, 'base64').length }),
    ]);
    const before = balanceOf(username);
    const approved = await callOperator(t.app, engagementOperator.decideApplication, {
      applicationId: application.applicationId,
      action: 'approve',
    });
    expect(approved.value).toMatchObject({
      credited: true,
      application: { status: 'APPROVED', rewardAmount: 2_000 },
    });
    // deciding again pays nothing
    const twice = await callOperator(t.app, engagementOperator.decideApplication, {
      applicationId: application.applicationId,
      action: 'approve',
    });
    expect(twice.value?.credited).toBe(false);
    expect(balanceOf(username)).toBe(before + 2_000);

    const detail = await callContract(
      t.app,
      getPromotionDetail,
      { promotionId: promotion.promotionId, ...pt },
      { token },
    );
    expect(detail.body.value).toMatchObject({
      status: 'Issued',
      application: { status: 'APPROVED', rewardAmount: 2_000 },
    });
    const bonus = await callContract(
      t.app,
      getBonusDetails,
      { ...activityRange(), pageNo: 1, pageSize: 20 },
      { token },
    );
    expect(bonus.body.value.page.content).toEqual([
      expect.objectContaining({ type: 'BONUS', amount: 2_000 }),
    ]);
    // 3 × the bonus to wager before a withdrawal
    const settings = await callContract(t.app, getWithdrawSettings, {}, { token });
    expect(settings.body.value.remainingTurnover).toBe(6_000);
  });

  it('a rejected application shows Rejected with the remark and may be sent again', async () => {
    const username = newPlayer();
    const token = tokenFor(t.app, username);
    const promotionId = (await callContract(t.app, getPromotions, pt)).body.value.promotions.find(
      (p: { kind: string }) => p.kind === 'APPLY',
    ).promotionId;
    await callContract(t.app, applyPromotion, { promotionId, comment: 'Olha', images: [] }, { token });
    const waiting = await callOperator(t.app, engagementOperator.getPromotionApplications, {});
    const id = waiting.value!.applications.find((a) => a.username === username)!.applicationId;
    await callOperator(t.app, engagementOperator.decideApplication, {
      applicationId: id,
      action: 'reject',
      remark: 'Print ilegível',
    });
    const detail = await callContract(t.app, getPromotionDetail, { promotionId, ...pt }, { token });
    expect(detail.body.value).toMatchObject({
      status: 'Rejected',
      application: { remark: 'Print ilegível' },
    });
    const approveLate = await callOperator(t.app, engagementOperator.decideApplication, {
      applicationId: id,
      action: 'approve',
    });
    expect(approveLate.body.code).toBe('application.already.rejected');
    const resent = await callContract(
      t.app,
      applyPromotion,
      { promotionId, comment: 'Nítido', images: [] },
      { token },
    );
    expect(resent.body.value.status).toBe('Applying');
  });

  it('claims a deposit bonus once: Process before a deposit, Claim after, Claimed after; a second key is refused', async () => {
    const username = newPlayer();
    const token = tokenFor(t.app, username);
    const welcome = async () => {
      const { promotions } = await read(getPromotions, pt, token);
      const found = promotions.find((p) => p.kind === 'DEPOSIT' && p.repeat === 'ONCE');
      if (!found) throw new Error('no welcome bonus');
      return found;
    };
    expect((await welcome()).status).toBe('Process');
    const refused = await money(claimPromotion, { promotionId: (await welcome()).promotionId }, token);
    expect(refused.body.code).toBe('promotion.deposit.required');
    // a PIX deposit of R$ 30,00 through the simulator
    const order = await money(
      (await import('../../shared/api/money.ts')).createDeposit,
      { channelCode: 'PIX', amount: 3_000 },
      token,
    );
    await callOperator(t.app, operatorApi.confirmDeposit, { orderId: order.body.value.orderId });
    const ready = await welcome();
    expect(ready).toMatchObject({
      status: 'Claim',
      claimableAmount: 3_000,
      progress: { current: 3_000, target: 2_000 },
    });
    const key = randomUUID();
    const before = balanceOf(username);
    const [first, retry] = [
      await money(claimPromotion, { promotionId: ready.promotionId }, token, key),
      await money(claimPromotion, { promotionId: ready.promotionId }, token, key),
    ];
    expect(first.body.value).toMatchObject({ rewardAmount: 3_000, turnoverAdded: 15_000, status: 'Claimed' });
    expect(retry.body.value).toEqual(first.body.value);
    const other = await money(claimPromotion, { promotionId: ready.promotionId }, token);
    expect(other.body.code).toBe('promotion.already.claimed');
    expect(balanceOf(username)).toBe(before + 3_000);
  });

  it('a bonus turnover blocks a withdrawal until valid bets meet it', async () => {
    const token = tokenFor(t.app, 'demo_player');
    await callContract(
      t.app,
      setPaymentPassword,
      { loginPassword: 'Demo1234', paymentPassword: '246810' },
      { token },
    );
    const added = await callContract(
      t.app,
      addWithdrawAccount,
      {
        accountType: 'PIX',
        pixKeyType: 'CPF',
        pixKey: '123.456.789-09',
        holderName: 'Maria Silva',
        holderCpf: '12345678909',
        paymentPassword: '246810',
      },
      { token },
    );
    const accountId = added.body.value.accountId as number;
    expect((await callContract(t.app, getWithdrawSettings, {}, { token })).body.value.remainingTurnover).toBe(
      0,
    );
    const checkIn = (await callContract(t.app, getPromotions, pt, { token })).body.value.promotions.find(
      (p: { kind: string; status: string }) => p.kind === 'SIGNIN' && p.status === 'Claim',
    );
    const claimed = await money(claimPromotion, { promotionId: checkIn.promotionId }, token);
    expect(claimed.body.value).toMatchObject({ rewardAmount: 100, turnoverAdded: 100, status: 'Joined' });
    const withdraw = () =>
      money(requestWithdrawal, { accountId, amount: 2_000, paymentPassword: '246810' }, token);
    const blocked = await withdraw();
    expect(blocked.body.code).toBe('withdraw.turnover.not.met');
    expect(blocked.body.value).toEqual({ remainingTurnover: 100 });
    bet('demo_player', 60);
    expect((await withdraw()).body.value).toEqual({ remainingTurnover: 40 });
    bet('demo_player', 40);
    const allowed = await withdraw();
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });
});

describe('missions', () => {
  it('counts valid settled bets only: not a voided round, not a push, not demo money', async () => {
    const username = newPlayer();
    const token = tokenFor(t.app, username);
    const mission = await saveMission({
      title: text('Jogue 3 rodadas de fish'),
      description: text('<p>3</p>'),
      period: 'DAILY',
      metric: 'BET_COUNT',
      gameType: 'FISH',
      target: 3,
      rewardAmount: 150,
      turnoverMultiplier: 2,
    });
    const progress = async () =>
      (await read(getMissionSummary, pt, token)).missions.find((m) => m.missionId === mission.missionId);
    expect(await progress()).toMatchObject({ status: 'Join', progress: 0, target: 3, period: 'DAILY' });
    bet(username, 100, { gameType: 'FISH' });
    const voided = bet(username, 100, { gameType: 'FISH', win: 250 });
    bet(username, 100, { gameType: 'FISH', win: 100 }); // a push: the stake came back, nothing was risked
    bet(username, 100, { gameType: 'RNG' }); // another category
    expect(await progress()).toMatchObject({ status: 'Process', progress: 2 });
    const before = balanceOf(username);
    const voiding = await callOperator(t.app, engagementOperator.voidRound, { username, roundId: voided });
    expect(voiding.value).toMatchObject({ refunded: 100, reversed: 250 });
    expect(balanceOf(username)).toBe(before - 150);
    // voiding again changes nothing
    await callOperator(t.app, engagementOperator.voidRound, { username, roundId: voided });
    expect(balanceOf(username)).toBe(before - 150);
    expect(await progress()).toMatchObject({ status: 'Process', progress: 1 });
    const early = await money(claimMission, { missionId: mission.missionId }, token);
    expect(early.body).toMatchObject({ code: 'mission.not.complete', params: { remaining: 2, target: 3 } });
    bet(username, 100, { gameType: 'FISH' });
    bet(username, 100, { gameType: 'FISH', win: 500 });
    expect(await progress()).toMatchObject({ status: 'Claim', progress: 3 });
    expect(
      (await callContract(t.app, getBadgeCounts, {}, { token })).body.value.missions,
    ).toBeGreaterThanOrEqual(1);
    const claimed = await money(claimMission, { missionId: mission.missionId }, token);
    expect(claimed.body.value).toMatchObject({ rewardAmount: 150, turnoverAdded: 300 });
    expect(await progress()).toMatchObject({ status: 'Claimed' });
    expect((await money(claimMission, { missionId: mission.missionId }, token)).body.code).toBe(
      'mission.already.claimed',
    );
    const history = await callContract(
      t.app,
      getRewardHistory,
      { ...pt, pageNo: 1, pageSize: 10 },
      { token },
    );
    expect(history.body.value.page.content[0]).toMatchObject({
      kind: 'MISSION',
      ledgerType: 'MISSION_REWARD',
      title: 'Jogue 3 rodadas de fish',
      amount: 150,
      turnoverAdded: 300,
    });
    await callOperator(t.app, engagementOperator.saveMission, { ...stripMission(mission), active: false });
  });

  it('resets on the next Brasília day', async () => {
    const username = newPlayer();
    const token = tokenFor(t.app, username);
    const mission = await saveMission({
      title: text('Deposite hoje'),
      description: text('<p>1</p>'),
      period: 'DAILY',
      metric: 'DEPOSIT_AMOUNT',
      target: 1_000,
      rewardAmount: 50,
    });
    const yesterday = periodBounds('DAILY', clock.now()).start;
    const { db } = t.app.platform;
    db.prepare(
      "INSERT INTO deposit_orders (order_id, merchant_code, member_id, channel_code, txid, amount, br_code, status, created_at, expires_at, paid_at) VALUES (?, 'demo', ?, 'PIX', ?, 5000, 'x', 'PAID', ?, ?, ?)",
    ).run(
      `D${randomUUID()}`,
      memberId(t.app, username),
      randomUUID(),
      yesterday,
      yesterday,
      new Date(Date.parse(yesterday) - 1).toISOString(),
    );
    const row = (await callContract(t.app, getMissionSummary, pt, { token })).body.value.missions.find(
      (m: { missionId: number }) => m.missionId === mission.missionId,
    );
    // paid a millisecond before today began in Brasília: yesterday's period
    expect(row).toMatchObject({ progress: 0, status: 'Join', startTime: yesterday });
    await callOperator(t.app, engagementOperator.saveMission, { ...stripMission(mission), active: false });
  });
});

function stripMission(mission: Awaited<ReturnType<typeof saveMission>>) {
  const { merchant: _merchant, createdTime: _created, ...rest } = mission;
  return rest;
}

describe('mission leaderboard', () => {
  it('ranks by valid bet amount; equal amounts go to who reached them first; says what the next paid place takes', async () => {
    const mission = await saveMission({
      title: text('Ranking de rinha'),
      description: text('<p>r</p>'),
      period: 'WEEKLY',
      metric: 'BET_AMOUNT',
      gameType: 'COCKFIGHT',
      target: 1_000_000,
      rewardAmount: 100,
      prizes: [3_000, 2_000, 1_000],
    });
    const [early, late, third, fourth] = [newPlayer(), newPlayer(), newPlayer(), newPlayer()];
    const start = Date.parse(periodBounds('WEEKLY', clock.now()).start);
    const now = clock.now();
    // early and late bet the same amount; late got there later
    bet(late, 5_000, { gameType: 'COCKFIGHT', at: Math.max(start + 2_000, now - 1_000) });
    bet(early, 5_000, { gameType: 'COCKFIGHT', at: Math.max(start + 1_000, now - 2_000) });
    bet(third, 2_000, { gameType: 'COCKFIGHT' });
    bet(fourth, 500, { gameType: 'COCKFIGHT' });
    const board = (username: string) =>
      read(
        getMissionLeaderboard,
        { missionId: mission.missionId, pageNo: 1, pageSize: 2, ...pt },
        tokenFor(t.app, username),
      );
    const seen = await board(fourth);
    expect(seen.board.content.map((e) => [e.score, e.rewardAmount])).toEqual([
      [5_000, 3_000],
      [5_000, 2_000],
    ]);
    expect(seen.board.totalElements).toBe(4);
    expect(seen.board.content[0]?.customerName).toBe(`${early.slice(0, 2)}***${early.slice(-2)}`);
    expect(seen).toMatchObject({
      myRank: 4,
      myScore: 500,
      nextPaidRank: 3,
      toNextPaidPlace: 1_501,
      prizes: [3_000, 2_000, 1_000],
    });
    expect(await board(late)).toMatchObject({ myRank: 2, nextPaidRank: 1, toNextPaidPlace: 1 });
    expect(await board(early)).toMatchObject({ myRank: 1, nextPaidRank: null, toNextPaidPlace: null });
    const nobody = newPlayer();
    expect(await board(nobody)).toMatchObject({ myRank: null, nextPaidRank: 3, toNextPaidPlace: 2_001 });

    // the rule itself, with fewer players than paid places
    const row = missionRow(t.app.platform.db, mission.missionId)!;
    const ranked = ranking(t.app.platform.db, row, periodBounds('WEEKLY', clock.now()));
    expect(toNextPaidPlace(ranked.slice(0, 1), [10, 5, 1], undefined)).toEqual({ rank: 2, amount: 10 });
    await callOperator(t.app, engagementOperator.saveMission, { ...stripMission(mission), active: false });
  });
});

describe('manual rebate', () => {
  it('accrues by game category at its rate plus the VIP bonus, rounded down per category, and credits exactly that', async () => {
    const username = newPlayer(1_000_000);
    const token = tokenFor(t.app, username);
    bet(username, 1_234, { gameType: 'RNG' }); // 50 bp: 6.17 → 6
    bet(username, 999, { gameType: 'RNG' }); // RNG total 2,233 × 0.5 % = 11.165 → 11
    bet(username, 5_555, { gameType: 'LIVE' }); // 40 bp: 22.22 → 22
    bet(username, 777, { gameType: 'LIVE', win: 777 }); // a push: no valid bet
    const state = (await callContract(t.app, getManualRebate, {}, { token })).body.value;
    expect(state.lines).toEqual([
      { gameType: 'LIVE', validBet: 5_555, rateBp: 40, amount: 22 },
      { gameType: 'RNG', validBet: 2_233, rateBp: 50, amount: 11 },
    ]);
    expect(state.total).toBe(33);
    const before = balanceOf(username);
    const claimed = await money(claimRebate, {}, token);
    expect(claimed.body.value, JSON.stringify(claimed.body)).toMatchObject({
      rewardAmount: 33,
      turnoverAdded: 33,
    });
    expect(balanceOf(username)).toBe(before + 33);
    const after = (await callContract(t.app, getManualRebate, {}, { token })).body.value;
    expect(after).toMatchObject({ total: 0, lines: [], claims: [{ amount: 33 }] });
    expect((await money(claimRebate, {}, token)).body.code).toBe('rebate.nothing.to.claim');
    // a level-1 member earns the level's bonus on top (5 bp): 10,000 × 0.55 % = 55
    await callOperator(t.app, engagementOperator.saveEngagementSettings, {
      rebate: { rates: { RNG: 50, LIVE: 40 }, turnoverMultiplier: 1, minClaim: 1 },
    });
    const vip = newPlayer(2_000_000);
    bet(vip, 500_000, { gameType: 'LIVE' }); // reaches Prata (R$ 5.000,00)
    await money(claimRebate, {}, tokenFor(t.app, vip));
    bet(vip, 10_000, { gameType: 'RNG' });
    const bonus = (await callContract(t.app, getManualRebate, {}, { token: tokenFor(t.app, vip) })).body
      .value;
    expect(bonus.lines).toEqual([{ gameType: 'RNG', validBet: 10_000, rateBp: 55, amount: 55 }]);
  });
});

describe('VIP', () => {
  it('levels from cumulative valid bet; the level-up reward is offered once and claimed once', async () => {
    const username = newPlayer(3_000_000);
    const token = tokenFor(t.app, username);
    const rank = () => read(getPlayerRank, pt, token);
    expect(await rank()).toMatchObject({
      level: { level: 0, name: 'Bronze' },
      next: { level: 1 },
      toNext: 500_000,
    });
    bet(username, 600_000);
    expect(await rank()).toMatchObject({
      level: { level: 1, name: 'Prata', withdrawDailyCount: 6 },
      toNext: 1_900_000,
    });
    const info = await callContract(t.app, getMemberInfo, {}, { token });
    expect(info.body.value.vip).toEqual({ enabled: true, label: 'Prata', rank: 1 });
    const centre = (await callContract(t.app, getRewardCentre, pt, { token })).body.value;
    const levelUp = centre.claimable.find((c: { kind: string }) => c.kind === 'VIP_LEVEL');
    expect(levelUp).toMatchObject({
      source: 'REWARD',
      amount: 1_000,
      title: 'Bônus de subida de nível: Prata',
    });
    const key = randomUUID();
    const claimed = await money(claimReward, { rewardId: levelUp.id }, token, key);
    expect(claimed.body.value).toMatchObject({ kind: 'VIP_LEVEL', rewardAmount: 1_000 });
    expect((await money(claimReward, { rewardId: levelUp.id }, token, key)).body.value).toEqual(
      claimed.body.value,
    );
    expect((await money(claimReward, { rewardId: levelUp.id }, token)).body.code).toBe(
      'reward.already.claimed',
    );
    // a voided round does not take the level away, and no second reward comes
    await rank();
    const again = (await callContract(t.app, getRewardCentre, pt, { token })).body.value;
    expect(again.claimable.filter((c: { kind: string }) => c.kind === 'VIP_LEVEL')).toEqual([]);
    // another member cannot claim it
    const thief = await money(claimReward, { rewardId: levelUp.id }, tokenFor(t.app, newPlayer()));
    expect(thief.body.code).toBe('reward.not.found');
  });
});

describe('red envelopes and prize wheel', () => {
  it('publishes the server seed hash before the draw and the draw verifies from seed, client seed and nonce', async () => {
    const username = newPlayer();
    const token = tokenFor(t.app, username);
    const raffles = () => read(getRaffles, pt, token);
    const wheelOf = async () => {
      const found = (await raffles()).raffles.find((r) => r.kind === 'WHEEL');
      if (!found) throw new Error('no wheel');
      return found;
    };
    const wheel = await wheelOf();
    expect(wheel.tickets).toBe(0);
    const none = await money(claimRafflePromotion, { promotionId: wheel.promotionId }, token);
    expect(none.body.code).toBe('raffle.no.ticket');
    await callOperator(t.app, engagementOperator.grantTickets, {
      username,
      promotionId: wheel.promotionId,
      count: 2,
    });
    const published = await wheelOf();
    expect(published.tickets).toBe(2);
    if (!published.nextDraw) throw new Error('no draw published');
    const { serverSeedHash, nonce } = published.nextDraw;
    const before = balanceOf(username);
    const drawn = await money(
      claimRafflePromotion,
      { promotionId: wheel.promotionId, clientSeed: 'minha-sorte' },
      token,
    );
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    const result = drawn.body.value;
    expect(result.fairness).toMatchObject({ serverSeedHash, clientSeed: 'minha-sorte', nonce });
    // the player's check: the seed matches the hash published before, and it picks the prize drawn
    expect(createHash('sha256').update(result.fairness.serverSeed).digest('hex')).toBe(serverSeedHash);
    const digest = createHmac('sha256', result.fairness.serverSeed)
      .update(fairMessage('minha-sorte', nonce))
      .digest();
    const index = pickIndex(
      published.prizes.map((p) => p.weight),
      fractionOf(digest),
    );
    expect(result.prizeIndex).toBe(index);
    expect(result.rewardAmount).toBe(published.prizes[index]?.amount);
    expect(result.remainingTickets).toBe(1);
    expect(balanceOf(username)).toBe(before + result.rewardAmount);
    const after = await raffles();
    expect(after.draws[0]).toMatchObject({
      claimId: result.claimId,
      rewardAmount: result.rewardAmount,
      fairness: result.fairness,
    });
    expect((await wheelOf()).nextDraw?.nonce).toBe(nonce + 1);
  });

  it('earns tickets by rule: a deposit for the envelope (at most 3 a day), a day of bets for the wheel, joining for the welcome', async () => {
    const username = newPlayer();
    const token = tokenFor(t.app, username);
    for (let i = 0; i < 4; i++) {
      const order = await money(createDeposit, { channelCode: 'PIX', amount: 2_000 }, token);
      await callOperator(t.app, operatorApi.confirmDeposit, { orderId: order.body.value.orderId });
    }
    bet(username, 5_000);
    const list = (await callContract(t.app, getRaffles, pt, { token })).body.value.raffles;
    const tickets = Object.fromEntries(
      list.map((r: { title: string; tickets: number }) => [r.title, r.tickets]),
    );
    expect(tickets).toEqual({
      'Envelope vermelho do depósito': 3,
      'Roleta diária': 1,
      'Envelope de boas-vindas': 1,
    });
  });
});

describe('referral', () => {
  it('follows invited friends from registered to qualified and offers the reward once', async () => {
    const inviter = newPlayer();
    const token = tokenFor(t.app, inviter);
    const { code } = (await callContract(t.app, getReferral, {}, { token })).body.value;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const friend = newPlayer(100_000, { referralCode: code });
    newPlayer(0, { referralCode: code.toLowerCase() });
    let info = (await callContract(t.app, getReferral, {}, { token })).body.value;
    expect(info.friends.map((f: { status: string }) => f.status)).toEqual(['REGISTERED', 'REGISTERED']);
    const friendToken = tokenFor(t.app, friend);
    const order = await money(createDeposit, { channelCode: 'PIX', amount: 5_000 }, friendToken);
    await callOperator(t.app, operatorApi.confirmDeposit, { orderId: order.body.value.orderId });
    info = (await callContract(t.app, getReferral, {}, { token })).body.value;
    expect(info.friends[1]).toMatchObject({ status: 'DEPOSITED', deposited: 5_000, rewardAmount: null });
    bet(friend, 10_000);
    info = (await callContract(t.app, getReferral, {}, { token })).body.value;
    expect(info.friends[1]).toMatchObject({ status: 'QUALIFIED', rewardAmount: 2_000, rewardClaimed: false });
    expect(info.totals).toEqual({ invited: 2, qualified: 1, earned: 0, pending: 2_000 });
    const centre = (await callContract(t.app, getRewardCentre, pt, { token })).body.value;
    const reward = centre.claimable.find((c: { kind: string }) => c.kind === 'REFERRAL');
    expect(reward.title).toBe(`Indicação: ${friend.slice(0, 2)}***${friend.slice(-2)} se qualificou`);
    await money(claimReward, { rewardId: reward.id }, token);
    info = (await callContract(t.app, getReferral, {}, { token })).body.value;
    expect(info.totals).toMatchObject({ earned: 2_000, pending: 0 });
    // the job finds nothing more to offer
    const pass = await callOperator(t.app, engagementOperator.runEngagementJobs, {});
    expect(pass.status).toBe(200);
    expect((await callContract(t.app, getReferral, {}, { token })).body.value.totals.pending).toBe(0);
  });
});

describe('reward centre and badges', () => {
  it('gathers what can be claimed now from every area, with the badge count, and a hook sees every grant', async () => {
    const events: RewardEvent[] = [];
    const off = onRewardEvent((_db, event) => events.push(event));
    const username = newPlayer();
    const token = tokenFor(t.app, username);
    const centre = (await callContract(t.app, getRewardCentre, pt, { token })).body.value;
    const sources = centre.claimable.map((c: { source: string; kind: string }) => `${c.source}:${c.kind}`);
    // the daily check-in and the welcome envelope
    expect(sources).toEqual(expect.arrayContaining(['PROMOTION:SIGNIN', 'RAFFLE:RED_ENVELOPE']));
    const badges = (await callContract(t.app, getBadgeCounts, {}, { token })).body.value;
    expect(badges.rewards).toBe(centre.claimable.length);
    const envelope = centre.claimable.find((c: { source: string }) => c.source === 'RAFFLE');
    await money(claimRafflePromotion, { promotionId: envelope.id }, token);
    expect((await callContract(t.app, getBadgeCounts, {}, { token })).body.value.rewards).toBe(
      badges.rewards - 1,
    );
    off();
    expect(events).toEqual([
      expect.objectContaining({
        event: 'CREDITED',
        kind: 'RED_ENVELOPE',
        memberId: memberId(t.app, username),
      }),
    ]);
  });

  it('switched off by the merchant, each area answers 403 with its own code and leaves the menus', async () => {
    const token = tokenFor(t.app, newPlayer());
    const cases = [
      ['PROMOTIONS', getPromotions, pt, 'promotions.not.available'],
      ['REWARDS', getRewardCentre, pt, 'rewards.not.available'],
      ['MISSIONS', getMissionSummary, pt, 'missions.not.available'],
      ['VIP', getPlayerRank, pt, 'vip.not.available'],
      ['MANPLAYREB3', getManualRebate, {}, 'rebate.not.available'],
      ['REBATE', getManualRebate, {}, 'rebate.not.available'],
      ['RAFFLE', getRaffles, pt, 'raffle.not.available'],
      ['REFERRAL', getReferral, {}, 'referral.not.available'],
    ] as const;
    for (const [flag, contract, input, code] of cases) {
      await callOperator(t.app, operatorApi.setFlag, { flag, enabled: false });
      const res = await callContract(t.app, contract, input, { token });
      expect([flag, res.status, res.body.code]).toEqual([flag, 403, code]);
      await callOperator(t.app, operatorApi.setFlag, { flag, enabled: true });
    }
    await callOperator(t.app, operatorApi.setFlag, { flag: 'REWARDS', enabled: false });
    await callOperator(t.app, operatorApi.setFlag, { flag: 'MISSIONS', enabled: false });
    expect((await callContract(t.app, getBadgeCounts, {}, { token })).body.value).toEqual({
      rewards: 0,
      missions: 0,
    });
    await callOperator(t.app, operatorApi.setFlag, { flag: 'REWARDS', enabled: true });
    await callOperator(t.app, operatorApi.setFlag, { flag: 'MISSIONS', enabled: true });
  });

  it('refuses trial accounts (demo money)', async () => {
    const token = tokenFor(t.app, 'demo_trial');
    expect((await callContract(t.app, getRewardCentre, pt, { token })).body.code).toBe(
      'engagement.trial.refused',
    );
    expect((await money(claimRebate, {}, token)).body.code).toBe('engagement.trial.refused');
    expect((await callContract(t.app, getBadgeCounts, {}, { token })).body.value).toEqual({
      rewards: 0,
      missions: 0,
    });
  });
});
