import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '../../shared/api/contract.ts';
import {
  agentTransfer,
  getContractBills,
  getContractHistory,
  getContractInfo,
  getContracts,
  processDailySalary,
  processDividend,
  processHourlySalary,
  processRealTimeSalary,
  registerAccount,
  type ContractBill,
} from '../../shared/api/agent.ts';
import * as operatorApi from '../../shared/api/operator.ts';
import { transferUpline } from '../../shared/api/wallet.ts';
import { brasiliaToday } from '../../shared/time/brasilia.ts';
import { buildApp } from '../app.ts';
import { catalogueOf, type GameRow } from '../services/catalogue.ts';
import { clock } from '../services/clock.ts';
import { mainWallet } from '../services/ledger.ts';
import { playRound, tableOptionsOf } from '../services/rounds.ts';
import {
  buildTestApp,
  callContract,
  callOperator,
  memberId,
  testOperatorSecret,
  tokenFor,
  type TestApp,
} from '../test/helper.ts';

/**
 * Agent contracts with an advanced clock: offers and answers, the merchant's switches, the lower-rate rule, and
 * settlement — daily salary to the cent along the chain A → B → C, dividend carry-over, real-time salary every 5
 * minutes and never twice across a restart, owed upline-paid salaries blocking transfers.
 *
 * The team: demo_agent (A) → ctragentb (sub-agent B) → ctragentc (sub-agent C) → ctrplayerp (player); B → ctrplayerq (player).
 */
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp({ lotteryDraws: false, moneyJobs: false, contractJobs: false });
  app = t.app;
});
afterAll(async () => {
  await app.close();
  rmSync(t.dataDir, { recursive: true, force: true });
});

const db = () => app.platform.db;
const ledger = () => app.platform.ledger;
/** Calls as the member, with a session opened now on the platform's clock (the clock jumps days ahead). */
const call = (contract: Contract, input: unknown, username: string) =>
  callContract(app, contract, input, { token: token(username) });
const token = (username: string) => tokenFor(app, username, clock.now());
const balanceOf = (username: string) =>
  ledger().getAccount(memberId(app, username), mainWallet)?.balance ?? 0;

function registration(username: string, memberType: 'PLAYER' | 'AGENT') {
  return {
    memberType,
    username,
    password: 'Abc12345',
    confirmPassword: 'Abc12345',
    idNumber: '529.982.247-25',
    birthday: '1990-05-17',
  };
}

let table: GameRow;
let round = 0;
/** A settled table bet of the member now (platform time): lost (win 0) or won. */
function bet(username: string, stake: number, outcome: 'lose' | 'win' = 'lose') {
  const id = memberId(app, username);
  const account = ledger().getAccount(id, mainWallet)!;
  const now = clock.now();
  return playRound(
    db(),
    ledger(),
    {
      memberId: id,
      merchantCode: 'demo',
      nodeId: table.node_id,
      accountId: account.id,
      roomId: null,
      language: 'pt-BR',
      expiresAt: now + 60_000,
    },
    { roundId: `ctr-round-${++round}`, stake, option: tableOptionsOf(table)[0]!.key },
    now,
    () => (outcome === 'lose' ? 0.999 : 0),
  );
}

async function advance(seconds: number) {
  const res = await callOperator(app, operatorApi.advanceClock, { advanceSeconds: seconds });
  expect(res.status).toBe(200);
}

/** Seconds from the platform's now to one minute past the next Brasília midnight. */
function toNextDay(): number {
  const today = brasiliaToday(clock.now());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // Brasília is UTC-3 all year (no daylight saving since 2019)
  const nextMidnight = Date.UTC(y, m - 1, d + 1, 3, 0, 0);
  return Math.ceil((nextMidnight - clock.now()) / 1000) + 60;
}

function bills(kind: string, holder: string): ContractBill[] {
  return (
    db()
      .prepare(
        'SELECT b.id FROM agent_contract_bills b JOIN members m ON m.id = b.holder_id WHERE b.kind = ? AND m.username = ? ORDER BY b.period_start',
      )
      .all(kind, holder) as { id: number }[]
  ).map(({ id }) => {
    const row = db().prepare('SELECT * FROM agent_contract_bills WHERE id = ?').get(id) as Record<
      string,
      number
    >;
    return {
      gross: row.gross,
      net: row.net,
      validBet: row.valid_bet,
      downlinePayouts: row.downline_payouts,
      base: row.base,
      carryIn: row.carry_in,
      carryOut: row.carry_out,
      paid: row.paid,
      amountDue: row.amount_due,
      status: row.status,
      periodStart: row.period_start,
      periodEnd: row.period_end,
    } as unknown as ContractBill;
  });
}

const A = 'demo_agent';
const B = 'ctragentb';
const C = 'ctragentc';

beforeAll(async () => {
  const catalogue = catalogueOf(db());
  const row = db()
    .prepare("SELECT node_id FROM games WHERE play_kind = 'table' AND maintenance = 0 LIMIT 1")
    .get() as { node_id: number };
  table = catalogue.byNode(row.node_id) as GameRow;
  expect((await call(registerAccount, registration('ctragentb', 'AGENT'), A)).status).toBe(200);
  expect((await call(registerAccount, registration('ctrplayerq', 'PLAYER'), B)).status).toBe(200);
  expect((await call(registerAccount, registration('ctragentc', 'AGENT'), B)).status).toBe(200);
  expect((await call(registerAccount, registration('ctrplayerp', 'PLAYER'), C)).status).toBe(200);
  for (const player of ['ctrplayerp', 'ctrplayerq']) {
    const account = ledger().openAccount(memberId(app, player));
    ledger().credit({
      accountId: account.id,
      amount: 10_000_000,
      type: 'ADJUSTMENT',
      idempotencyKey: `fund-${player}`,
    });
  }
});

describe('offers, answers and the merchant switches', () => {
  it('shows an offer in the consolidated contract info until the downline answers it', async () => {
    const offered = await call(processDailySalary, { action: 'Request', downline: 'ctragentb', rate: 2 }, A);
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    expect(offered.body.value.contract).toMatchObject({
      status: 'OFFERED',
      requestType: 'NEW',
      rate: 2,
      period: 'D',
    });
    const info = await call(getContractInfo, {}, B);
    expect(info.body.value).toMatchObject({
      dailysalreqtype: 'NEW',
      divtypereq: null,
      dailySalaryEnabled: true,
    });

    const accepted = await call(processDailySalary, { action: 'Accept' }, B);
    expect(accepted.body.value.contract).toMatchObject({ status: 'ACTIVE', requestType: null });
    expect((await call(getContractInfo, {}, B)).body.value.dailysalreqtype).toBeNull();
  });

  it('lets an agent offer at most its own rate, only to a direct sub-agent', async () => {
    const above = await call(processDailySalary, { action: 'Request', downline: 'ctragentc', rate: 2.5 }, B);
    expect([above.status, above.body.code]).toEqual([400, 'request.validation.failed']);
    expect(above.body.value.fields[0]).toMatchObject({
      field: 'rate',
      code: 'agent.contract.rate.above.limit',
    });
    const notDirect = await call(
      processDailySalary,
      { action: 'Request', downline: 'ctragentc', rate: 1 },
      A,
    );
    expect([notDirect.status, notDirect.body.code]).toEqual([403, 'agent.contract.direct.only']);
    const player = await call(processDailySalary, { action: 'Request', downline: 'ctrplayerq', rate: 1 }, B);
    expect(player.body.code).toBe('agent.contract.downline.not.agent');
    const noOwn = await call(processHourlySalary, { action: 'Request', downline: 'ctragentc', rate: 1 }, B);
    expect([noOwn.status, noOwn.body.code]).toEqual([403, 'agent.contract.own.required']);

    expect(
      (await call(processDailySalary, { action: 'Request', downline: 'ctragentc', rate: 1.5 }, B)).status,
    ).toBe(200);
    expect((await call(processDailySalary, { action: 'Accept' }, C)).body.value.contract.status).toBe(
      'ACTIVE',
    );
  });

  it('refuses tiers that could never pay, each on its own field, and changes nothing', async () => {
    const before = (await call(processDailySalary, { action: 'Query', downline: 'ctragentc' }, B)).body.value
      .contract;
    const refused = await call(
      processDailySalary,
      {
        action: 'Request',
        downline: 'ctragentc',
        rate: 1.5,
        tiers: [
          { rate: 1.8 },
          { minActiveMembers: 5, rate: 1.2 },
          { minValidBet: 100_000, rate: 2.5 },
          { minActiveMembers: 3, rate: 1.9 },
          { minActiveMembers: 6, rate: 1.9 },
        ],
      },
      B,
    );
    expect([refused.status, refused.body.code]).toEqual([400, 'request.validation.failed']);
    expect(refused.body.value.fields).toEqual([
      expect.objectContaining({ field: 'tiers.0.minActiveMembers', code: 'agent.contract.tier.threshold' }),
      expect.objectContaining({ field: 'tiers.1.rate', code: 'agent.contract.tier.rate.low' }),
      expect.objectContaining({ field: 'tiers.4.rate', code: 'agent.contract.tier.unused' }),
    ]);
    // the rules pass: a tier above the agent's own rate is refused on that tier
    const above = await call(
      processDailySalary,
      { action: 'Request', downline: 'ctragentc', rate: 1.5, tiers: [{ minValidBet: 100_000, rate: 2.5 }] },
      B,
    );
    expect(above.body.value.fields).toEqual([
      expect.objectContaining({
        field: 'tiers.0.rate',
        code: 'agent.contract.rate.above.limit',
        params: { max: 2 },
      }),
    ]);
    const after = (await call(processDailySalary, { action: 'Query', downline: 'ctragentc' }, B)).body.value
      .contract;
    expect(after).toEqual(before);
  });

  it('answers and refuses only the kinds the merchant enables', async () => {
    await callOperator(app, operatorApi.updateContractSettings, { kind: 'HOURLY_SALARY', enabled: false });
    const info = await call(getContractInfo, {}, A);
    expect(info.body.value).toMatchObject({ hourlySalaryEnabled: false, dailySalaryEnabled: true });
    for (const action of ['Query', 'Request'] as const) {
      const refused = await call(processHourlySalary, { action, downline: 'ctragentb', rate: 1 }, A);
      expect([refused.status, refused.body.code]).toEqual([403, 'agent.contract.kind.disabled']);
    }
    const page = await call(getContracts, { kind: 'HOURLY_SALARY' }, A);
    expect(page.body.code).toBe('agent.contract.kind.disabled');
    await callOperator(app, operatorApi.updateContractSettings, { kind: 'HOURLY_SALARY', enabled: true });
    expect((await call(getContracts, { kind: 'HOURLY_SALARY' }, A)).status).toBe(200);
  });

  it('keeps every change with who, when and the rates', async () => {
    const page = await call(getContracts, { kind: 'DAILY_SALARY' }, B);
    const own = page.body.value.own;
    expect(page.body.value.offerLimit).toBe(2);
    expect(page.body.value.downlines[0]).toMatchObject({
      account: 'ctragentc',
      contract: { rate: 1.5, status: 'ACTIVE' },
    });
    const history = await call(getContractHistory, { contractId: own.contractId }, B);
    expect(
      history.body.value.events.map((e: { action: string; actor: string }) => [e.action, e.actor]),
    ).toEqual([
      ['OFFER', 'demo_agent'],
      ['ACCEPT', 'ctragentb'],
    ]);
    const outsider = await call(getContractHistory, { contractId: own.contractId }, C);
    expect(outsider.status).toBe(404);
  });
});

describe('settlement on the platform clock', () => {
  it('pays a day of bets as daily salary to the cent, each agent of the chain exactly its net', async () => {
    const before = { b: balanceOf('ctragentb'), c: balanceOf('ctragentc'), a: balanceOf('demo_agent') };
    const stakes = { p: [1_234, 5_000, 777], q: [10_000, 333] };
    for (const stake of stakes.p) bet('ctrplayerp', stake);
    for (const stake of stakes.q) bet('ctrplayerq', stake, 'win');
    await advance(toNextDay());

    const pBet = stakes.p.reduce((a, b) => a + b, 0); // 7 011
    const allBet = pBet + stakes.q.reduce((a, b) => a + b, 0); // 17 344
    const [cBill] = bills('DAILY_SALARY', 'ctragentc');
    const [bBill] = bills('DAILY_SALARY', 'ctragentb');
    const cGross = Math.floor((pBet * 150) / 10_000); // 1.5 % of 7 011 = 105.165 → 105
    const bGross = Math.floor((allBet * 200) / 10_000); // 2 % of 17 344 = 346.88 → 346
    expect(cBill).toMatchObject({
      validBet: pBet,
      gross: cGross,
      downlinePayouts: 0,
      net: cGross,
      paid: cGross,
      status: 'PAID',
    });
    expect(bBill).toMatchObject({
      validBet: allBet,
      gross: bGross,
      downlinePayouts: cGross,
      net: bGross - cGross,
      status: 'PAID',
    });
    expect(balanceOf('ctragentc') - before.c).toBe(cGross);
    expect(balanceOf('ctragentb') - before.b).toBe(bGross - cGross);
    // the chain adds up: what the platform paid is the top contract's gross
    expect(balanceOf('ctragentc') - before.c + balanceOf('ctragentb') - before.b).toBe(bGross);
    expect(balanceOf('demo_agent')).toBe(before.a);

    // both parties see the bill; a second run settles nothing again
    const own = await call(
      getContractBills,
      { ...todayish(), kind: 'DAILY_SALARY', scope: 'OWN', pageNo: 1, pageSize: 20 },
      B,
    );
    expect(own.body.value.page.content[0]).toMatchObject({
      holder: 'ctragentb',
      gross: bGross,
      net: bGross - cGross,
    });
    const downlines = await call(
      getContractBills,
      { ...todayish(), kind: 'DAILY_SALARY', scope: 'DOWNLINES', pageNo: 1, pageSize: 20 },
      A,
    );
    expect(downlines.body.value.page.content.map((b: ContractBill) => b.holder)).toEqual(['ctragentb']);
    expect(app.contractJobs.settleNow().settled).toBe(0);
    expect(ledger().verify().ok).toBe(true);
  });

  it('pays a dividend on a losing period and carries a winning period over', async () => {
    expect(
      (await call(processDividend, { action: 'Request', downline: 'ctragentb', rate: 30, period: 'D' }, A))
        .status,
    ).toBe(200);
    expect((await call(processDividend, { action: 'Accept' }, B)).status).toBe(200);
    // day 1: the team wins (the platform loses) → nothing due, the loss carried over
    const win = bet('ctrplayerq', 1_000, 'win');
    expect(win.win).toBeGreaterThan(1_000);
    const teamWon = win.win - 1_000;
    await advance(toNextDay());
    const [first] = bills('DIVIDEND', 'ctragentb');
    expect(first).toMatchObject({
      base: -teamWon,
      carryIn: 0,
      carryOut: -teamWon,
      gross: 0,
      status: 'NOTHING_DUE',
    });
    // day 2: the team loses 50 000 → the dividend is 30 % of the loss minus what was carried
    bet('ctrplayerq', 50_000, 'lose');
    await advance(toNextDay());
    const second = bills('DIVIDEND', 'ctragentb')[1]!;
    const base = 50_000 - teamWon;
    expect(second).toMatchObject({
      carryIn: -teamWon,
      base,
      carryOut: 0,
      gross: Math.floor((base * 3000) / 10_000),
    });
    const credited = db()
      .prepare(
        "SELECT l.amount FROM ledger l JOIN wallet_accounts a ON a.id = l.account_id WHERE a.member_id = ? AND l.type = 'DIVIDEND' ORDER BY l.id DESC LIMIT 1",
      )
      .get(memberId(app, 'ctragentb')) as { amount: number };
    expect(credited.amount).toBe(second.gross);
  });

  it('settles real-time salary every 5 minutes', async () => {
    expect(
      (await call(processRealTimeSalary, { action: 'Request', downline: 'ctragentb', rate: 1 }, A)).status,
    ).toBe(200);
    expect((await call(processRealTimeSalary, { action: 'Accept' }, B)).status).toBe(200);
    bet('ctrplayerq', 20_000);
    await advance(5 * 60);
    bet('ctrplayerq', 30_000);
    await advance(5 * 60);
    const list = bills('REALTIME_SALARY', 'ctragentb');
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const bill of list) {
      expect(Date.parse(bill.periodEnd) - Date.parse(bill.periodStart)).toBeLessThanOrEqual(5 * 60_000);
      expect(Date.parse(bill.periodEnd) % (5 * 60_000)).toBe(0);
    }
    expect(list.reduce((sum, b) => sum + b.validBet, 0)).toBe(50_000);
    expect(list.reduce((sum, b) => sum + b.gross, 0)).toBe(200 + 300);
  });

  it('the lower-rate rule terminates exactly the listed contracts, in one transaction with the offer', async () => {
    // B's daily salary is 2 % and C's 1.5 %: lowering B to 1 % would leave C above its upline
    const warned = await call(processDailySalary, { action: 'Request', downline: 'ctragentb', rate: 1 }, A);
    expect([warned.status, warned.body.code]).toEqual([409, 'agent.contract.lower.rate']);
    expect(warned.body.value.affected).toEqual([
      expect.objectContaining({ upline: 'ctragentb', downline: 'ctragentc', rate: 1.5 }),
    ]);
    // nothing changed yet
    expect((await call(processDailySalary, { action: 'Query' }, C)).body.value.contract.status).toBe(
      'ACTIVE',
    );
    // a rate the downline's contracts fit under ends none
    const fine = await call(processRealTimeSalary, { action: 'Request', downline: 'ctragentb', rate: 2 }, A);
    expect(fine.body.value.terminatedDownlines).toEqual([]);

    const agreed = await call(
      processDailySalary,
      { action: 'Request', downline: 'ctragentb', rate: 1, agreeTerminateDownlines: true },
      A,
    );
    expect(agreed.status).toBe(200);
    expect(agreed.body.value.terminatedDownlines).toEqual(['ctragentb → ctragentc']);
    expect((await call(processDailySalary, { action: 'Query' }, C)).body.value.contract.status).toBe(
      'TERMINATED',
    );
    // B's own contract keeps its terms until B accepts the new ones, which apply from the next period
    const own = (await call(processDailySalary, { action: 'Query' }, B)).body.value.contract;
    expect(own).toMatchObject({ status: 'ACTIVE', rate: 2, requestType: 'NEW', pendingTerms: { rate: 1 } });
    expect((await call(getContractInfo, {}, B)).body.value.dailysalreqtype).toBe('NEW');
    const accepted = (await call(processDailySalary, { action: 'Accept' }, B)).body.value.contract;
    expect(accepted).toMatchObject({ rate: 2, pendingTerms: null });
    await advance(toNextDay());
    expect((await call(processDailySalary, { action: 'Query' }, B)).body.value.contract.rate).toBe(1);
  });

  it('records upline-paid salaries the upline cannot cover as owed, blocks its transfers, pays when it can', async () => {
    await callOperator(app, operatorApi.updateContractSettings, { kind: 'HOURLY_SALARY', payer: 'UPLINE' });
    // the real-time contract (platform-paid) ends first, so that B gets no money but A's
    await call(processRealTimeSalary, { action: 'Terminate', downline: 'ctragentb' }, A);
    expect((await call(processRealTimeSalary, { action: 'Terminate' }, B)).body.value.contract.status).toBe(
      'TERMINATED',
    );
    // B (which holds the real-time contract) may offer hourly salary only with its own: A gives it one first
    await call(processHourlySalary, { action: 'Request', downline: 'ctragentb', rate: 2 }, A);
    await call(processHourlySalary, { action: 'Accept' }, B);
    await call(processHourlySalary, { action: 'Request', downline: 'ctragentc', rate: 1 }, B);
    await call(processHourlySalary, { action: 'Accept' }, C);
    // B empties its wallet (to A); C's team bets
    const empty = balanceOf('ctragentb');
    const wallet = ledger().getAccount(memberId(app, 'ctragentb'), mainWallet)!;
    const aWallet = ledger().getAccount(memberId(app, 'demo_agent'), mainWallet)!;
    ledger().transfer({
      fromAccountId: wallet.id,
      toAccountId: aWallet.id,
      amount: empty,
      type: 'ADJUSTMENT',
      idempotencyKey: 'empty-b',
    });
    // A pays B's hourly salary from its balance; B owes C but has nothing until A's payment lands — make A short too
    bet('ctrplayerp', 100_000);
    const aBalance = balanceOf('demo_agent');
    ledger().debit({
      accountId: aWallet.id,
      amount: aBalance,
      type: 'ADJUSTMENT',
      idempotencyKey: 'empty-a',
    });
    await advance(3600);
    const owed = bills('HOURLY_SALARY', 'ctragentc').filter((b) => b.status !== 'NOTHING_DUE');
    expect(owed.map((b) => b.status)).toContain('OWED');
    const refused = await callContract(
      app,
      agentTransfer,
      { direction: 'UPLINE', amount: 100, paymentPassword: '246810' },
      { token: token(B), idempotencyKey: 'blocked-1' },
    );
    expect(refused.body.code).toBe('agent.contract.owed.block');
    // nor through the member's own transfer to its upline or a withdrawal
    const upline = await callContract(
      app,
      transferUpline,
      { amount: 100, paymentPassword: '246810' },
      { token: token(B), idempotencyKey: 'blocked-2' },
    );
    expect(upline.body.code).toBe('agent.contract.owed.block');
    // A gets money: its owed bill to B is paid, then B's to C
    ledger().credit({
      accountId: aWallet.id,
      amount: 10_000_000,
      type: 'ADJUSTMENT',
      idempotencyKey: 'refill-a',
    });
    const settled = await callOperator(app, operatorApi.settleContracts, {});
    expect(settled.status).toBe(200);
    expect(
      bills('HOURLY_SALARY', 'ctragentc').every((b) => b.status === 'PAID' || b.status === 'NOTHING_DUE'),
    ).toBe(true);
    expect(
      bills('HOURLY_SALARY', 'ctragentb').every((b) => b.status === 'PAID' || b.status === 'NOTHING_DUE'),
    ).toBe(true);
    expect(ledger().verify().ok).toBe(true);
  });
});

describe('restart', () => {
  it('catches up missed periods in order on start and never settles a period twice', async () => {
    const count = () =>
      db()
        .prepare(
          'SELECT COUNT(*) AS n, COUNT(DISTINCT contract_id || period_start) AS d FROM agent_contract_bills',
        )
        .get() as {
        n: number;
        d: number;
      };
    await call(processRealTimeSalary, { action: 'Request', downline: 'ctragentb', rate: 1 }, A);
    await call(processRealTimeSalary, { action: 'Accept' }, B);
    bet('ctrplayerq', 40_000);
    const before = count();
    // the platform goes down; 20 minutes pass on its clock
    db()
      .prepare('UPDATE platform_clock SET offset_ms = offset_ms + ? WHERE id = 1')
      .run(20 * 60_000);
    await app.close();
    app = await buildApp({
      dataDir: t.dataDir,
      logger: false,
      operatorSecret: testOperatorSecret,
      adjustableClock: true,
      demoTeam: false,
      lotteryDraws: false,
      moneyJobs: false,
      contractJobs: true,
    });
    // the start pass runs at once
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const after = count();
    expect(after.n).toBeGreaterThanOrEqual(before.n + 4);
    expect(after.d).toBe(after.n);
    const ends = (
      db()
        .prepare("SELECT period_end FROM agent_contract_bills WHERE kind = 'REALTIME_SALARY' ORDER BY id")
        .all() as {
        period_end: string;
      }[]
    ).map((r) => r.period_end);
    expect([...ends].sort()).toEqual(ends);
    expect(app.contractJobs.settleNow().settled).toBe(0);
    expect(ledger().verify().ok).toBe(true);
  });
});

function todayish() {
  const today = brasiliaToday(clock.now());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(y, m - 1, d - 5)).toISOString().slice(0, 10);
  return { startDate: start, endDate: today };
}
