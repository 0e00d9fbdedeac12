import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '../../shared/api/contract.ts';
import {
  agentContracts,
  agentTransfer,
  createReferralLink,
  exportTeamMembers,
  getAgentCentre,
  getAgentIncome,
  getReferral,
  getTeamBets,
  getTeamMembers,
  getTeamOverview,
  getTransferPreview,
  getUserLoss,
  registerAccount,
} from '../../shared/api/agent.ts';
import { getCaptcha, register } from '../../shared/api/account-forms.ts';
import { getAccountRecord } from '../../shared/api/money.ts';
import * as operatorApi from '../../shared/api/operator.ts';
import { captchaAnswer } from '../test/accounts.ts';
import { activityRange } from '../test/dates.ts';
import {
  buildTestApp,
  callContract,
  callOperator,
  memberId,
  tokenFor,
  type TestApp,
} from '../test/helper.ts';
import { rebuildRollups } from '../services/agent-rollups.ts';
import { catalogueOf, type GameRow } from '../services/catalogue.ts';
import { confirmDeposit, createDepositOrder } from '../services/deposits.ts';
import { mainWallet } from '../services/ledger.ts';
import { buyTicket, drawIssue } from '../services/lottery.ts';
import { currentFixtureWindow, fixturesOf, playRound, tableOptionsOf } from '../services/rounds.ts';
import { advanceClock, clock } from '../services/clock.ts';

/** The agent back office: who may ask, the rollups against the ledger, transfers, downline accounts, referral. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ lotteryDraws: false, moneyJobs: false, demoTeam: true });
});
afterAll(async () => t.close());

const db = () => t.app.platform.db;
const ledger = () => t.app.platform.ledger;
const today = () => activityRange();
const call = (contract: Contract, input: unknown, token: string, idempotencyKey?: string) =>
  callContract(t.app, contract, input, { token, ...(idempotencyKey && { idempotencyKey }) });

/** A downline as the agent centre registers it: the demo merchant asks for a CPF and a birthday too. */
function downline(
  username: string,
  memberType: 'PLAYER' | 'AGENT' = 'PLAYER',
  extra: Record<string, unknown> = {},
) {
  return {
    memberType,
    username,
    password: 'Abc12345',
    confirmPassword: 'Abc12345',
    idNumber: '529.982.247-25',
    birthday: '1990-05-17',
    ...extra,
  };
}

/** A sub-agent of the seeded team (first level) and a player of the demo agent's outside its team. */
function seededSubAgent(): string {
  const row = db().prepare("SELECT username FROM members WHERE affiliate_code = 'DEMOSUB1'").get() as {
    username: string;
  };
  return row.username;
}

function balanceOf(username: string): number {
  return ledger().getAccount(memberId(t.app, username), mainWallet)?.balance ?? 0;
}

/** An example input for every agent call (the paging and ranges the contracts ask for). */
function inputFor(contract: Contract): unknown {
  const example = contract.example.request as Record<string, unknown>;
  return { ...example, ...('startDate' in example ? today() : {}) };
}

describe('who may ask', () => {
  const backOffice = agentContracts.filter((contract) => contract.path.startsWith('/wps/agent/'));

  it('answers a player 403 agent.only on every back-office call (and a visitor 401)', async () => {
    const player = tokenFor(t.app, 'demo_player');
    // 13 back-office calls and the 3 contract pages' calls of the agent contracts (issue 11)
    expect(backOffice.length).toBe(16);
    for (const contract of backOffice) {
      const { status, body } = await call(contract, inputFor(contract), player, randomUUID());
      expect([status, body.code], contract.id).toEqual([403, 'agent.only']);
      const visitor = await callContract(t.app, contract, inputFor(contract), {
        idempotencyKey: randomUUID(),
      });
      expect(visitor.status, contract.id).toBe(401);
    }
  });

  it('answers 403 for a member of another team, the same as for an account that does not exist', async () => {
    const sub = tokenFor(t.app, seededSubAgent());
    const outsider = 'demo_down1'; // the demo agent's own player, not in the sub-agent's team
    const refusals = [
      await call(getTeamOverview, { ...today(), account: outsider }, sub),
      await call(getTeamMembers, { parent: outsider, pageNo: 1, pageSize: 20 }, sub),
      await call(exportTeamMembers, { parent: 'demo_agent' }, sub),
      await call(getTeamBets, { ...today(), account: outsider, pageNo: 1, pageSize: 20 }, sub),
      await call(getUserLoss, { ...today(), account: 'demo_player', pageNo: 1, pageSize: 20 }, sub),
      await call(getTransferPreview, { direction: 'DOWNLINE', account: outsider, amount: 100 }, sub),
      await call(getTeamOverview, { ...today(), account: 'nobody_here' }, sub),
    ];
    for (const refused of refusals) {
      expect([refused.status, refused.body.code]).toEqual([403, 'agent.member.outside.team']);
    }
    const agent = tokenFor(t.app, 'demo_agent');
    const elsewhere = await call(getTeamOverview, { ...today(), account: 'demo_player' }, agent);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 'agent.member.outside.team']);
    // its own team, any level: fine
    const deep = await call(getTeamOverview, { ...today(), account: seededSubAgent() }, agent);
    expect(deep.status).toBe(200);
  });
});

describe('the seeded team', () => {
  it('has three levels, a few hundred members and 90 days of activity on every report', async () => {
    const agent = tokenFor(t.app, 'demo_agent');
    const centre = await call(getAgentCentre, {}, agent);
    expect(centre.body.value.teamSize.total).toBeGreaterThan(200);
    const depth = db()
      .prepare('SELECT MAX(depth) AS depth FROM team_tree WHERE ancestor_id = ?')
      .get(memberId(t.app, 'demo_agent')) as { depth: number };
    expect(depth.depth).toBe(3);
    const month = await call(
      getTeamOverview,
      { startDate: addDays(today().endDate, -29), endDate: today().endDate },
      agent,
    );
    const figures = month.body.value.figures;
    for (const key of [
      'activeMembers',
      'depositors',
      'validBet',
      'winAmount',
      'withdrawalAmount',
      'registrations',
    ]) {
      expect(figures[key], key).toBeGreaterThan(0);
    }
    expect(month.body.value.daily).toHaveLength(30);
    expect(month.body.value.byGameType.length).toBeGreaterThan(3);
  });
});

describe('user loss', () => {
  it('ranks exactly what the members’ days add up to, for periods cut anywhere in the months', async () => {
    const agent = tokenFor(t.app, 'demo_agent');
    const owner = memberId(t.app, 'demo_agent');
    const end = today().endDate;
    const periods: [string, string][] = [
      [end, end],
      [addDays(end, -6), end],
      [addDays(end, -29), end],
      [addDays(end, -45), addDays(end, -10)],
      [addDays(end, -91), end],
      [`${end.slice(0, 7)}-01`, end],
      [addDays(end, -60), addDays(end, -35)],
    ];
    for (const [startDate, endDate] of periods) {
      const expected = db()
        .prepare(
          'SELECT member_id, SUM(valid_bet) - SUM(win) - SUM(bonus) - SUM(rebate) AS net, SUM(deposit) AS deposit ' +
            'FROM team_daily WHERE owner_id = ? AND day BETWEEN ? AND ? AND member_id <> ? ' +
            'GROUP BY member_id HAVING net > 0 ORDER BY net DESC, member_id',
        )
        .all(owner, startDate, endDate, owner) as { member_id: number; net: number; deposit: number }[];
      const { body } = await call(getUserLoss, { startDate, endDate, pageNo: 1, pageSize: 100 }, agent);
      expect(body.value.totals, `${startDate}..${endDate}`).toEqual({
        members: expected.length,
        netLoss: expected.reduce((sum, row) => sum + row.net, 0),
      });
      const page = body.value.page.content as { netLoss: number; depositAmount: number; rank: number }[];
      expect(page.map((row) => [row.netLoss, row.depositAmount])).toEqual(
        expected.slice(0, 100).map((row) => [row.net, row.deposit]),
      );
    }
  });
});

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// --- Rollups against the ledger

type Snapshot = Record<string, unknown[]>;
function snapshot(): Snapshot {
  return {
    daily: db().prepare('SELECT * FROM team_daily ORDER BY owner_id, day, member_id').all(),
    totals: db().prepare('SELECT * FROM team_day_total ORDER BY owner_id, day').all(),
    months: db().prepare('SELECT * FROM team_member_month ORDER BY owner_id, month, member_id').all(),
    games: db()
      .prepare('SELECT * FROM team_daily_game ORDER BY owner_id, own, day, game_type, vendor_code')
      .all(),
    bets: db().prepare('SELECT * FROM team_bets ORDER BY owner_id, settled_at, bet_id').all(),
    firsts: db().prepare('SELECT member_id, first_deposit_at FROM team_members ORDER BY member_id').all(),
    links: db().prepare('SELECT code, signups, first_deposits FROM agent_links ORDER BY code').all(),
  };
}

describe('rollups', () => {
  it('equal the ledger and the bets after random play, and equal a rebuild from scratch', async () => {
    const agent = tokenFor(t.app, 'demo_agent');
    // a fresh sub-agent with a team of its own, opened in the agent centre
    const sub = await call(registerAccount, downline('rollsub01', 'AGENT'), agent);
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    const subToken = tokenFor(t.app, 'rollsub01');
    const players = ['rollp01', 'rollp02', 'rollp03'];
    for (const username of players) {
      const created = await call(registerAccount, downline(username), subToken);
      expect(created.status).toBe(200);
    }
    const catalogue = catalogueOf(db());
    const pickGames = (sql: string) =>
      (db().prepare(sql).all() as { node_id: number }[]).map(
        ({ node_id }) => catalogue.byNode(node_id) as GameRow,
      );
    const games = pickGames(
      "SELECT node_id FROM games WHERE play_kind IN ('slot', 'table', 'sports') AND maintenance = 0 GROUP BY game_type",
    );
    const [lottery] = pickGames(
      "SELECT node_id FROM games WHERE play_kind = 'lottery' AND maintenance = 0 LIMIT 1",
    );
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const tickets: string[] = [];
    let closeAt = 0;
    for (const [index, username] of players.entries()) {
      const id = memberId(t.app, username);
      const account = ledger().getAccount(id, mainWallet)!;
      const order = createDepositOrder(db(), {
        merchantCode: 'demo',
        memberId: id,
        amount: 50_000 + index * 1000,
      });
      confirmDeposit(db(), ledger(), order.orderId);
      for (let round = 0; round < 40; round++) {
        const game = games[Math.floor(random() * games.length)]!;
        const input: { roundId: string; stake: number; option?: string; fixtureId?: string } = {
          roundId: `roll-${username}-${round}`,
          stake: 10 + Math.floor(random() * 500),
        };
        if (game.play_kind === 'table') input.option = tableOptionsOf(game)[0]!.key;
        if (game.play_kind === 'sports') {
          const fixture = fixturesOf(game, currentFixtureWindow())[0]!;
          input.fixtureId = fixture.fixtureId;
          input.option = fixture.outcomes[0]!.key;
        }
        const session = {
          memberId: id,
          merchantCode: 'demo',
          nodeId: game.node_id,
          accountId: account.id,
          roomId: null,
          language: 'pt-BR',
          expiresAt: Date.now() + 60_000,
        };
        playRound(db(), ledger(), session, input);
      }
      const bought = buyTicket(
        db(),
        ledger(),
        {
          memberId: id,
          merchantCode: 'demo',
          nodeId: lottery!.node_id,
          accountId: account.id,
          roomId: null,
          language: 'pt-BR',
          expiresAt: Date.now() + 60_000,
        },
        { roundId: `roll-ticket-${username}`, unitStake: 100, picks: [1, 2, 3] },
      );
      tickets.push(bought.ticket.numero);
      closeAt = Math.max(closeAt, Date.parse(bought.ticket.closeAt));
    }
    // an issue is drawn once it has closed (the platform never draws a round that still takes tickets)
    if (closeAt >= clock.now()) advanceClock(db(), closeAt - clock.now() + 1000);
    for (const numero of new Set(tickets))
      drawIssue(db(), ledger(), lottery!, numero, { numbers: [1, 2, 3, 4, 5] });

    // the team's figures against the ledger rows of its members' wallets
    const team = players.map((username) => memberId(t.app, username));
    const sum = (type: string) =>
      db()
        .prepare(
          `SELECT COALESCE(SUM(l.amount), 0) AS total, COUNT(*) AS n FROM ledger l JOIN wallet_accounts a ON a.id = l.account_id ` +
            `WHERE a.member_id IN (${team.join(', ')}) AND l.type = ?`,
        )
        .get(type) as { total: number; n: number };
    const overview = await call(getTeamOverview, today(), subToken);
    const figures = overview.body.value.figures;
    expect(figures.validBet).toBe(-sum('BET').total);
    expect(figures.winAmount).toBe(sum('PAYOUT').total);
    expect(figures.betCount).toBe(sum('BET').n);
    expect(figures.depositAmount).toBe(sum('DEPOSIT').total);
    expect(figures.activeMembers).toBe(3);
    expect(figures.firstDepositors).toBe(3);
    expect(figures.profitLoss).toBe(sum('PAYOUT').total + sum('BET').total);
    const byType = overview.body.value.byGameType as { betCount: number; validBet: number }[];
    expect(byType.reduce((total, row) => total + row.validBet, 0)).toBe(figures.validBet);
    // team betting lists exactly those bets, and its totals are the same figures
    const bets = await call(getTeamBets, { ...today(), pageNo: 1, pageSize: 100 }, subToken);
    expect(bets.body.value.totals).toMatchObject({ betCount: figures.betCount, validBet: figures.validBet });
    expect(bets.body.value.page.totalElements).toBe(figures.betCount);
    // the demo agent's team holds this one (the sub-agent is one of its members)
    const upper = await call(
      getTeamBets,
      { ...today(), account: 'rollp01', pageNo: 1, pageSize: 100 },
      agent,
    );
    expect(upper.body.value.page.content.every((bet: { account: string }) => bet.account === 'rollp01')).toBe(
      true,
    );
    expect(upper.body.value.totals.betCount).toBe(41);

    // what the hooks wrote is what a rebuild from the bets and the ledger writes
    const hooks = snapshot();
    rebuildRollups(db());
    expect(snapshot()).toEqual(hooks);
  });
});

// --- Transfers

describe('transfers', () => {
  const payment = '246810';

  it('shows both balances before, moves once per key, and shows in both records', async () => {
    const agent = tokenFor(t.app, 'demo_agent');
    const before = { agent: balanceOf('demo_agent'), down: balanceOf('demo_down1') };
    const preview = await call(
      getTransferPreview,
      { direction: 'DOWNLINE', account: 'demo_down1', amount: 5000 },
      agent,
    );
    expect(preview.body.value).toMatchObject({
      from: { account: 'demo_agent', balance: before.agent, balanceAfter: before.agent - 5000 },
      to: { account: 'demo_down1', balance: before.down, balanceAfter: before.down + 5000 },
    });
    const key = randomUUID();
    const input = { direction: 'DOWNLINE', account: 'demo_down1', amount: 5000, paymentPassword: payment };
    const first = await call(agentTransfer, input, agent, key);
    const again = await call(agentTransfer, input, agent, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(again.body.value).toEqual(first.body.value);
    expect(balanceOf('demo_agent')).toBe(before.agent - 5000);
    expect(balanceOf('demo_down1')).toBe(before.down + 5000);
    const conflict = await call(agentTransfer, { ...input, amount: 6000 }, agent, key);
    expect(conflict.status).toBe(409);
    // both parties' records
    const agentRecord = await call(
      getAccountRecord,
      { ...today(), type: 'AGENT_TRANSFER', pageNo: 1, pageSize: 5 },
      agent,
    );
    const downRecord = await call(
      getAccountRecord,
      { ...today(), type: 'AGENT_TRANSFER', pageNo: 1, pageSize: 5 },
      tokenFor(t.app, 'demo_down1'),
    );
    expect(agentRecord.body.value.page.content[0]).toMatchObject({
      amount: -5000,
      reference: 'demo_agent → demo_down1',
    });
    expect(downRecord.body.value.page.content[0]).toMatchObject({
      amount: 5000,
      reference: 'demo_agent → demo_down1',
    });
    const income = await call(getAgentIncome, { ...today(), pageNo: 1, pageSize: 5 }, agent);
    expect(income.body.value.totals.transfersOut).toBeGreaterThanOrEqual(5000);
    const verify = await callOperator(t.app, operatorApi.verifyLedger, {});
    expect(verify.value?.ok).toBe(true);
  });

  it('lets one of two concurrent transfers through when together they exceed the balance', async () => {
    const sub = await call(registerAccount, downline('pairsub01', 'AGENT'), tokenFor(t.app, 'demo_agent'));
    expect(sub.status).toBe(200);
    const subId = memberId(t.app, 'pairsub01');
    db()
      .prepare(
        'UPDATE members SET payment_password_hash = (SELECT payment_password_hash FROM members WHERE username = ?) WHERE id = ?',
      )
      .run('demo_agent', subId);
    const subToken = tokenFor(t.app, 'pairsub01');
    for (const username of ['pairp01', 'pairp02']) {
      await call(registerAccount, downline(username), subToken);
    }
    await call(
      agentTransfer,
      { direction: 'DOWNLINE', account: 'pairsub01', amount: 10_000, paymentPassword: payment },
      tokenFor(t.app, 'demo_agent'),
      randomUUID(),
    );
    const results = await Promise.all(
      ['pairp01', 'pairp02'].map((account) =>
        call(
          agentTransfer,
          { direction: 'DOWNLINE', account, amount: 6_000, paymentPassword: payment },
          subToken,
          randomUUID(),
        ),
      ),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, 400]);
    expect(results.find((result) => result.status === 400)?.body.code).toBe('wallet.insufficient.balance');
    expect(balanceOf('pairsub01')).toBe(4_000);
    expect(balanceOf('pairp01') + balanceOf('pairp02')).toBe(6_000);
  });

  it('goes to direct downlines and the upline only, within the limits, with the payment password', async () => {
    const agent = tokenFor(t.app, 'demo_agent');
    const deepPlayer = db()
      .prepare(
        'SELECT m.username FROM team_tree t JOIN members m ON m.id = t.member_id WHERE t.ancestor_id = ? AND t.depth = 2 LIMIT 1',
      )
      .get(memberId(t.app, 'demo_agent')) as { username: string };
    const before = balanceOf('demo_agent');
    const refused = [
      [
        await call(
          agentTransfer,
          { direction: 'DOWNLINE', account: deepPlayer.username, amount: 100, paymentPassword: payment },
          agent,
          randomUUID(),
        ),
        403,
        'agent.transfer.direct.only',
      ],
      [
        await call(
          agentTransfer,
          { direction: 'DOWNLINE', account: 'demo_player', amount: 100, paymentPassword: payment },
          agent,
          randomUUID(),
        ),
        403,
        'agent.member.outside.team',
      ],
      [
        await call(
          agentTransfer,
          { direction: 'DOWNLINE', account: 'demo_down1', amount: 99, paymentPassword: payment },
          agent,
          randomUUID(),
        ),
        400,
        'money.amount.out.of.range',
      ],
      [
        await call(
          agentTransfer,
          { direction: 'DOWNLINE', account: 'demo_down1', amount: 100, paymentPassword: '000000' },
          agent,
          randomUUID(),
        ),
        400,
        'payment.password.invalid',
      ],
      [
        await call(
          agentTransfer,
          { direction: 'UPLINE', amount: 100, paymentPassword: payment },
          agent,
          randomUUID(),
        ),
        400,
        'transfer.no.upline',
      ],
    ] as const;
    for (const [result, status, code] of refused)
      expect([result.status, result.body.code]).toEqual([status, code]);
    await callOperator(t.app, operatorApi.updateAgentSettings, { transferDailyMax: 1_000 });
    const overDaily = await call(
      agentTransfer,
      { direction: 'DOWNLINE', account: 'demo_down2', amount: 900, paymentPassword: payment },
      agent,
      randomUUID(),
    );
    expect([overDaily.status, overDaily.body.code]).toEqual([400, 'agent.transfer.daily.limit']);
    await callOperator(t.app, operatorApi.updateAgentSettings, { transferDailyMax: 20_000_000 });
    expect(balanceOf('demo_agent')).toBe(before);
    // a sub-agent sends money up to its upline
    const sub = seededSubAgent();
    db()
      .prepare(
        'UPDATE members SET payment_password_hash = (SELECT payment_password_hash FROM members WHERE username = ?) WHERE username = ?',
      )
      .run('demo_agent', sub);
    const up = await call(
      agentTransfer,
      { direction: 'UPLINE', amount: 2_500, paymentPassword: payment },
      tokenFor(t.app, sub),
      randomUUID(),
    );
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.value.to).toEqual({ account: 'demo_agent', balance: null });
    expect(balanceOf('demo_agent')).toBe(before + 2_500);
  });
});

// --- Downline accounts and the team list

describe('register account and team management', () => {
  it('registers a player bound to the agent under the registration rules, who must change the password', async () => {
    const agent = tokenFor(t.app, 'demo_agent');
    const bad = await call(
      registerAccount,
      {
        memberType: 'PLAYER',
        username: '1abc',
        password: 'abc',
        confirmPassword: 'abd',
        birthday: '2015-01-01',
      },
      agent,
    );
    expect(bad.status).toBe(400);
    const fields = Object.fromEntries(
      (bad.body.value.fields as { field: string; code: string }[]).map((field) => [field.field, field.code]),
    );
    // the merchant's rules: username pattern, password rule, confirmation, CPF required, minimum age
    expect(fields).toMatchObject({
      username: 'field.pattern.1',
      confirmPassword: 'field.mismatch',
      idNumber: 'field.required',
      birthday: 'field.age',
    });
    expect(fields.password).toBeDefined();
    const taken = await call(registerAccount, downline(seededSubAgent().toUpperCase()), agent);
    expect(taken.body.value.fields).toEqual([{ field: 'username', code: 'field.taken' }]);
    const made = await call(registerAccount, downline('novojogador', 'PLAYER', { nickname: 'Novo' }), agent);
    expect(made.body.value).toMatchObject({
      account: 'novojogador',
      memberType: 'PLAYER',
      upline: 'demo_agent',
    });
    const row = db()
      .prepare('SELECT parent_id, must_change_password FROM members WHERE username = ?')
      .get('novojogador');
    expect(row).toEqual({ parent_id: memberId(t.app, 'demo_agent'), must_change_password: 1 });
    // it is found in team management, first among the newest
    const list = await call(getTeamMembers, { pageNo: 1, pageSize: 5 }, agent);
    expect(list.body.value.page.content[0]).toMatchObject({
      account: 'novojogador',
      level: 1,
      memberType: 'PLAYER',
    });
    await callOperator(t.app, operatorApi.updateAgentSettings, { subAgentsAllowed: false });
    const noSub = await call(registerAccount, downline('nosub01', 'AGENT'), agent);
    expect([noSub.status, noSub.body.code]).toEqual([403, 'agent.subagents.not.allowed']);
    await callOperator(t.app, operatorApi.updateAgentSettings, { subAgentsAllowed: true });
  });

  it('searches every level, drills into a sub-agent with the breadcrumb, sorts, filters and exports', async () => {
    const agent = tokenFor(t.app, 'demo_agent');
    const sub = seededSubAgent();
    const drill = await call(
      getTeamMembers,
      { parent: sub, pageNo: 1, pageSize: 100, sort: 'balance', order: 'desc' },
      agent,
    );
    expect(drill.body.value.breadcrumb.map((step: { account: string }) => step.account)).toEqual([
      'demo_agent',
      sub,
    ]);
    const rows = drill.body.value.page.content as { balance: number; upline: string; level: number }[];
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((row) => row.upline === sub && row.level === 2)).toBe(true);
    expect(rows.map((row) => row.balance)).toEqual([...rows.map((row) => row.balance)].sort((a, b) => b - a));
    const agents = await call(getTeamMembers, { memberType: 'AGENT', pageNo: 1, pageSize: 100 }, agent);
    expect(
      (agents.body.value.page.content as { memberType: string }[]).every((row) => row.memberType === 'AGENT'),
    ).toBe(true);
    const deep = db()
      .prepare(
        'SELECT m.username FROM team_tree t JOIN members m ON m.id = t.member_id WHERE t.ancestor_id = ? AND t.depth = 3 LIMIT 1',
      )
      .get(memberId(t.app, 'demo_agent')) as { username: string };
    const found = await call(
      getTeamMembers,
      { search: deep.username.slice(0, 10), pageNo: 1, pageSize: 20 },
      agent,
    );
    expect(
      (found.body.value.page.content as { account: string; level: number }[]).find(
        (row) => row.account === deep.username,
      )?.level,
    ).toBe(3);
    const exported = await call(exportTeamMembers, { parent: sub, sort: 'balance', order: 'desc' }, agent);
    expect(exported.body.value.total).toBe(drill.body.value.page.totalElements);
    expect(exported.body.value.rows).toEqual(rows);
  });
});

// --- Referral

describe('referral', () => {
  it('binds a registration through an agent link to the agent and counts sign-ups and first deposits', async () => {
    const agent = tokenFor(t.app, 'demo_agent');
    const link = await call(createReferralLink, { label: 'WhatsApp', memberType: 'PLAYER' }, agent);
    expect(link.status).toBe(200);
    const code = link.body.value.code as string;
    const captchaKey = randomUUID();
    await callContract(t.app, getCaptcha, { captchaKey });
    const registered = await callContract(t.app, register, {
      captchaKey,
      captcha: captchaAnswer(t.app, captchaKey),
      idNumber: '529.982.247-25',
      birthday: '1990-05-17',
      username: 'convidado1',
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
      referralCode: code.toLowerCase(),
      domain: 'localhost',
      registerUrl: `http://localhost/register?referralCode=${code}`,
      registerMethod: 'WEB',
      login: true,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const id = memberId(t.app, 'convidado1');
    const row = db().prepare('SELECT parent_id FROM members WHERE id = ?').get(id) as { parent_id: number };
    expect(row.parent_id).toBe(memberId(t.app, 'demo_agent'));
    const order = createDepositOrder(db(), { merchantCode: 'demo', memberId: id, amount: 2_000 });
    confirmDeposit(db(), ledger(), order.orderId);
    const again = createDepositOrder(db(), { merchantCode: 'demo', memberId: id, amount: 2_000 });
    confirmDeposit(db(), ledger(), again.orderId);
    const links = await call(getReferral, {}, agent);
    const counted = links.body.value.links as {
      code: string;
      signups: number;
      firstDeposits: number;
      primary: boolean;
    }[];
    expect(counted[0]?.primary).toBe(true);
    expect(counted.find((entry) => entry.code === code)).toMatchObject({ signups: 1, firstDeposits: 1 });
  });
});
