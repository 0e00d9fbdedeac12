import { isTrialType } from '../../shared/constants/members.ts';
import { addCalendarDays, brasiliaDate, dateStartMs } from '../../shared/time/brasilia.ts';
import type { Database } from './database.ts';
import { seededRandom } from '../services/catalogue-data.ts';
import { catalogueOf, type GameRow } from '../services/catalogue.ts';
import { clock } from '../services/clock.ts';
import { confirmDeposit, createDepositOrder } from '../services/deposits.ts';
import { createLedger, mainWallet, type Ledger } from '../services/ledger.ts';
import { hashPassword, seedHashCost } from '../services/passwords.ts';
import { currentFixtureWindow, fixturesOf, playRound, tableOptionsOf } from '../services/rounds.ts';
import { remainingTurnover } from '../services/turnover.ts';
import { bindInvitedMember, publishAgentNotice } from '../services/agent-referral.ts';
import { withBulkRollups } from '../services/agent-rollups.ts';
import { agentTransfer } from '../services/agent-transfers.ts';
import {
  addWithdrawAccount,
  confirmWithdrawal,
  operateWithdrawal,
  requestWithdrawal,
} from '../services/withdrawals.ts';
import type { SessionMember } from '../services/sessions.ts';
import { demoMerchantCode } from '../demo-accounts.ts';
import { agentNoticeTexts } from './seed-data-agent.ts';

/**
 * The demo agent's team (issue 10): three levels below `demo_agent` — sub-agents, their sub-agents, a few hundred
 * players — and 90 days of their deposits, rounds, withdrawals and transfers up to the moment of the first start, so
 * that every report of the agent centre shows data at once. Everything goes through the platform's own services
 * (deposit orders confirmed by the PIX simulator, rounds played on the platform's games with a seeded outcome,
 * withdrawals requested, paid and confirmed, agent transfers), so the ledger, the bets and the team rollups are exactly
 * what those services write. Deterministic: the same team, amounts and outcomes on every first start (a seeded random
 * source), dated relative to the day of the first start; only identifiers the services draw themselves (order ids)
 * differ.
 */

/** Password of the seeded team members (the demo agent's players and sub-agents). */
export const demoTeamPassword = 'Team1234';
/** The demo agent's payment password (transfers in the agent centre). */
export const demoAgentPaymentPassword = '246810';

export type AgentTeamSeed = { teamPasswordHash: string; paymentPasswordHash: string };

/** The password hashes (async), computed before the seed's transaction. */
export async function prepareAgentTeamSeed(): Promise<AgentTeamSeed> {
  // public demo passwords: the seed's cost, like the demo accounts' (passwords.ts, seedHashCost); the login and the
  // payment password check upgrade each hash to the current parameters at its first use
  const [teamPasswordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(demoTeamPassword, seedHashCost()),
    hashPassword(demoAgentPaymentPassword, seedHashCost()),
  ]);
  return { teamPasswordHash, paymentPasswordHash };
}

const historyDays = 90;

const firstNames = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Mariana',
  'Nicolas',
  'Olívia',
  'Pedro',
  'Rafaela',
  'Samuel',
  'Tatiane',
  'Vinícius',
  'Yasmin',
  'Rodrigo',
  'Fernanda',
  'Gustavo',
  'Larissa',
  'Matheus',
  'Beatriz',
  'Thiago',
  'Camila',
  'Leonardo',
];
const lastNames = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
];

/** How players of the seeded team play: the share of days they play, their stake, what they like. */
type Habit = { activity: number; stake: number; rounds: number; categories: readonly string[] };

type SeedMember = {
  id: number;
  username: string;
  nickname: string;
  type: number;
  parentId: number;
  /** first Brasília day it exists */
  since: string;
  habit: Habit;
  accountId: number;
  withdrawAccountId: number | null;
};

const categoryWeights: readonly [string, number][] = [
  ['RNG', 0.55],
  ['LIVE', 0.2],
  ['SPORTS', 0.1],
  ['FISH', 0.07],
  ['PVP', 0.04],
  ['ESPORTS', 0.02],
  ['COCKFIGHT', 0.02],
];

/** A valid CPF from a number (check digits computed). */
function cpfOf(n: number): string {
  const base = String(100_000_000 + ((n * 7919) % 800_000_000)).slice(0, 9);
  const digit = (digits: string, length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base, 9);
  const second = digit(`${base}${first}`, 10);
  return `${base}${first}${second}`;
}

export function seedAgentTeam(db: Database, seed: AgentTeamSeed, now = clock.now()): void {
  // the history through the services, its rollups written in bulk at the end (equal to the hooks': tested)
  withBulkRollups(db, () => new TeamSeeder(db, seed, now).run());
}

class TeamSeeder {
  private readonly ledger: Ledger;
  private readonly random = seededRandom(20_100_010);
  private readonly today: string;
  private readonly firstDay: string;
  private readonly members: SeedMember[] = [];
  private readonly games = new Map<string, GameRow[]>();
  private agent!: SessionMember;
  private nameIndex = 0;

  private readonly db: Database;
  private readonly seed: AgentTeamSeed;
  private readonly now: number;

  constructor(db: Database, seed: AgentTeamSeed, now: number) {
    this.db = db;
    this.seed = seed;
    this.now = now;
    this.ledger = createLedger(db);
    this.today = brasiliaDate(now);
    this.firstDay = addCalendarDays(this.today, -(historyDays - 1));
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)] as T;
  }

  private between(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  private readonly dayStarts = new Map<string, number>();

  /** An instant of a Brasília day between 08:00 and 23:30. */
  private timeOn(day: string, minute = this.between(8 * 60, 23 * 60 + 30)): number {
    let start = this.dayStarts.get(day);
    if (start === undefined) {
      start = dateStartMs(day);
      this.dayStarts.set(day, start);
    }
    return start + minute * 60_000 + this.between(0, 59) * 1000;
  }

  run(): void {
    const row = this.db
      .prepare(
        "SELECT id, username, type, nickname, language FROM members WHERE merchant_code = ? AND username = 'demo_agent'",
      )
      .get(demoMerchantCode) as
      { id: number; username: string; type: number; nickname: string; language: string | null } | undefined;
    if (!row) return;
    this.agent = { ...row, merchantCode: demoMerchantCode };
    this.db
      .prepare('UPDATE members SET payment_password_hash = ? WHERE id = ?')
      .run(this.seed.paymentPasswordHash, row.id);
    this.loadGames();
    this.notices();
    this.buildTeam();
    this.history();
    this.lastLogins();
  }

  private loadGames(): void {
    const catalogue = catalogueOf(this.db);
    for (const [category] of categoryWeights) {
      const ids = this.db
        .prepare(
          "SELECT node_id FROM games WHERE game_type = ? AND play_kind <> 'lottery' AND maintenance = 0 ORDER BY sort_order LIMIT 6",
        )
        .all(category) as { node_id: number }[];
      const rows = ids.flatMap(({ node_id }) => {
        const game = catalogue.byNode(node_id);
        return game ? [game] : [];
      });
      if (rows.length > 0) this.games.set(category, rows);
    }
  }

  private notices(): void {
    agentNoticeTexts.forEach((notice, index) => {
      const at = Math.min(
        this.now,
        this.timeOn(addCalendarDays(this.today, -notice.daysAgo), 10 * 60 + index),
      );
      publishAgentNotice(this.db, demoMerchantCode, notice.texts, new Date(at).toISOString());
    });
  }

  private habit(): Habit {
    const heavy = this.random() < 0.15;
    const categories = categoryWeights.flatMap(([category, weight]) =>
      this.random() < weight * 1.6 || category === 'RNG' ? [category] : [],
    );
    return {
      activity: heavy ? 0.35 + this.random() * 0.3 : 0.05 + this.random() * 0.2,
      stake: this.pick(heavy ? [500, 1_000, 2_000, 5_000] : [50, 100, 200, 250, 500, 1_000]),
      rounds: heavy ? this.between(3, 6) : this.between(1, 3),
      categories,
    };
  }

  private insertMember(
    parentId: number,
    type: number,
    since: string,
    affiliateCode: string | null,
  ): SeedMember {
    const index = this.nameIndex++;
    const first = firstNames[index % firstNames.length] as string;
    const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length] as string;
    const plain = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase();
    const username = `${plain(first)}${plain(last)}${String(index % 97).padStart(2, '0')}`.slice(0, 16);
    const nickname = `${first} ${last}`;
    // a member who joins today joined before now (just after midnight, today is only minutes long)
    let joined = this.timeOn(since);
    if (joined > this.now) {
      const dayStart = dateStartMs(since);
      joined =
        dayStart + Math.floor(((joined - dayStart) / 86_400_000) * Math.max(0, this.now - dayStart - 1_000));
    }
    const createdAt = new Date(joined).toISOString();
    const { id } = this.db
      .prepare(
        'INSERT INTO members (merchant_code, username, password_hash, type, parent_id, nickname, email, language, ' +
          'created_at, password_changed_at, first_login_at, last_login_at, affiliate_code) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
      )
      .get(
        demoMerchantCode,
        username,
        this.seed.teamPasswordHash,
        type,
        parentId,
        nickname,
        `${username}@aurora-play.example`,
        'pt-BR',
        createdAt,
        createdAt,
        createdAt,
        createdAt,
        affiliateCode,
      ) as { id: number };
    const account = this.ledger.openAccount(id, mainWallet, { currency: 'BRL', demo: false });
    const member: SeedMember = {
      id,
      username,
      nickname,
      type,
      parentId,
      since,
      habit: this.habit(),
      accountId: account.id,
      withdrawAccountId: null,
    };
    this.members.push(member);
    return member;
  }

  /** A day in [from, to] days before today. */
  private dayBefore(from: number, to: number): string {
    return addCalendarDays(this.today, -this.between(to, from));
  }

  private buildTeam(): void {
    const agentId = this.agent.id;
    // demo_down1 and demo_down2 are in the team already; they play too
    const existing = this.db
      .prepare('SELECT id, username, nickname, type, created_at FROM members WHERE parent_id = ? ORDER BY id')
      .all(agentId) as { id: number; username: string; nickname: string; type: number; created_at: string }[];
    for (const row of existing) {
      const account =
        this.ledger.getAccount(row.id, mainWallet) ?? this.ledger.openAccount(row.id, mainWallet);
      this.members.push({
        id: row.id,
        username: row.username,
        nickname: row.nickname,
        type: row.type,
        parentId: agentId,
        since: this.firstDay,
        habit: this.habit(),
        accountId: account.id,
        withdrawAccountId: null,
      });
    }
    const instagram = 'AGENTIG1';
    this.db
      .prepare(
        'INSERT INTO agent_links (merchant_code, code, agent_id, member_type, label, created_at) VALUES (?, ?, ?, 0, ?, ?)',
      )
      .run(
        demoMerchantCode,
        instagram,
        agentId,
        'Instagram',
        new Date(this.timeOn(this.dayBefore(120, 110))).toISOString(),
      );

    // level 1: sub-agents and direct players (some came through the agent's links)
    const subAgents = Array.from({ length: 5 }, (_, i) => {
      const member = this.insertMember(agentId, this.agent.type, this.dayBefore(170, 120), `DEMOSUB${i + 1}`);
      this.ledger.credit({
        accountId: member.accountId,
        amount: 300_000,
        type: 'ADJUSTMENT',
        reference: 'seed',
        idempotencyKey: `seed:${member.username}:opening-balance`,
        at: new Date(this.timeOn(member.since)).toISOString(),
      });
      return member;
    });
    for (let i = 0; i < 34; i++) {
      const member = this.insertMember(agentId, 0, this.dayBefore(110, 0), null);
      const via = i % 3 === 0 ? 'AGENT01' : i % 3 === 1 ? instagram : null;
      if (via) bindInvitedMember(this.db, member.id, { agentId, code: via, memberType: 0 });
    }
    // level 2 and 3: the sub-agents' players and their own sub-agents
    for (const sub of subAgents) {
      for (let i = 0; i < this.between(18, 26); i++)
        this.insertMember(sub.id, 0, this.dayBefore(115, 0), null);
      for (let j = 0; j < 2; j++) {
        const subSub = this.insertMember(sub.id, this.agent.type, this.dayBefore(118, 95), null);
        for (let k = 0; k < this.between(6, 9); k++)
          this.insertMember(subSub.id, 0, this.dayBefore(94, 0), null);
      }
    }
  }

  /** A member's last login: its last round (or its registration). */
  private lastLogins(): void {
    this.db
      .prepare(
        'UPDATE members SET last_login_at = COALESCE((SELECT MAX(created_at) FROM bets WHERE member_id = members.id), ' +
          'last_login_at) WHERE id IN (SELECT member_id FROM team_tree WHERE ancestor_id = ? AND depth > 0)',
      )
      .run(this.agent.id);
  }

  private history(): void {
    const players = this.members.filter((member) => member.type === 0 && !isTrialType(member.type));
    const subAgents = this.members.filter((member) => member.type !== 0);
    const schedule = this.agentTransferSchedule(subAgents);
    const funding = schedule.reduce((sum, transfer) => sum + transfer.amount, 0);
    const agentWallet = this.ledger.getAccount(this.agent.id, mainWallet);
    if (agentWallet && funding > 0) {
      // the demo agent keeps its R$ 5.000,00 after the transfers it made to its sub-agents
      this.ledger.credit({
        accountId: agentWallet.id,
        amount: funding,
        type: 'ADJUSTMENT',
        reference: 'seed',
        idempotencyKey: 'seed:demo_agent:team-funding',
        at: new Date(dateStartMs(this.firstDay)).toISOString(),
      });
    }
    for (let offset = 0; offset < historyDays; offset++) {
      const day = addCalendarDays(this.firstDay, offset);
      for (const transfer of schedule.filter((entry) => entry.day === day)) {
        this.transfer(this.agent, transfer.to, transfer.amount, transfer.at);
      }
      for (const player of players) {
        if (player.since > day || this.random() >= player.habit.activity) continue;
        this.playDay(player, day);
      }
      for (const sub of subAgents) {
        if (sub.since > day || this.random() >= 0.12) continue;
        const mine = players.filter((player) => player.parentId === sub.id && player.since <= day);
        if (mine.length === 0) continue;
        const at = this.timeOn(day);
        if (at > this.now) continue;
        const session = {
          id: sub.id,
          username: sub.username,
          type: sub.type,
          nickname: sub.nickname,
          language: 'pt-BR',
          merchantCode: demoMerchantCode,
        };
        this.transfer(session, this.pick(mine), this.pick([2_000, 5_000, 10_000]), at);
      }
    }
  }

  private agentTransferSchedule(subAgents: SeedMember[]) {
    const direct = subAgents.filter((sub) => sub.parentId === this.agent.id);
    const schedule: { day: string; to: SeedMember; amount: number; at: number }[] = [];
    for (let offset = 3; offset < historyDays; offset += 7) {
      const day = addCalendarDays(this.firstDay, offset);
      const at = this.timeOn(day, 10 * 60);
      if (at > this.now || direct.length === 0) continue;
      schedule.push({ day, to: this.pick(direct), amount: this.pick([20_000, 30_000, 50_000]), at });
    }
    return schedule;
  }

  private transfer(from: SessionMember, to: SeedMember, amount: number, at: number): void {
    const wallet = this.ledger.getAccount(from.id, mainWallet);
    if (!wallet || wallet.balance < amount) return;
    agentTransfer(
      this.db,
      this.ledger,
      from,
      { direction: 'DOWNLINE', account: to.username, amount },
      `seed-${to.id}-${at}`,
      at,
    );
  }

  /** One day of a player: a deposit when short of money, a few rounds, sometimes a withdrawal. */
  private playDay(player: SeedMember, day: string): void {
    let at = this.timeOn(day);
    if (at > this.now) return;
    const { habit } = player;
    const balance = () => this.ledger.balance(player.accountId);
    if (balance() < habit.stake * habit.rounds * 2) {
      const amount = Math.max(2_000, this.pick([2, 5, 10, 20]) * habit.stake * 10);
      const order = createDepositOrder(this.db, {
        merchantCode: demoMerchantCode,
        memberId: player.id,
        amount: Math.min(amount, 500_000),
        now: at,
      });
      confirmDeposit(this.db, this.ledger, order.orderId, at + 60_000);
      at += 120_000;
    }
    for (let round = 0; round < habit.rounds; round++) {
      at += this.between(30, 240) * 1000;
      if (at > this.now || balance() < habit.stake) break;
      this.playRound(player, day, round, at);
    }
    if (balance() > 30_000 && this.random() < 0.25 && at + 600_000 < this.now) {
      this.withdraw(player, Math.min(5_000_000, Math.floor(balance() / 2 / 100) * 100), at + 600_000);
    }
  }

  private playRound(player: SeedMember, day: string, round: number, at: number): void {
    const category = this.pick(player.habit.categories);
    const game = this.pick(this.games.get(category) ?? this.games.get('RNG') ?? []);
    if (!game) return;
    const input: { roundId: string; stake: number; option?: string; fixtureId?: string } = {
      roundId: `seed-${player.id}-${day}-${round}`,
      stake: player.habit.stake,
    };
    if (game.play_kind === 'table') input.option = this.pick(tableOptionsOf(game)).key;
    if (game.play_kind === 'sports') {
      const fixture = this.pick(fixturesOf(game, currentFixtureWindow(at)));
      input.fixtureId = fixture.fixtureId;
      input.option = this.pick(fixture.outcomes).key;
    }
    playRound(
      this.db,
      this.ledger,
      {
        memberId: player.id,
        merchantCode: demoMerchantCode,
        nodeId: game.node_id,
        accountId: player.accountId,
        roomId: null,
        language: 'pt-BR',
        expiresAt: at + 3_600_000,
      },
      input,
      at,
      this.random,
    );
  }

  private withdraw(player: SeedMember, amount: number, at: number): void {
    if (remainingTurnover(this.db, player.id) > 0 || amount < 2_000) return;
    if (player.withdrawAccountId === null) {
      player.withdrawAccountId = addWithdrawAccount(this.db, demoMerchantCode, player.id, {
        accountType: 'PIX',
        pixKeyType: 'EMAIL',
        pixKey: `${player.username}@aurora-play.example`,
        holderName: player.nickname,
        holderCpf: cpfOf(player.id),
        paymentPassword: '',
      }).accountId;
    }
    const withdrawal = requestWithdrawal(this.db, this.ledger, {
      merchantCode: demoMerchantCode,
      memberId: player.id,
      accountId: player.withdrawAccountId,
      amount,
      now: at,
    });
    const paidAt = at + 2 * 3_600_000;
    if (paidAt > this.now) return;
    operateWithdrawal(this.db, this.ledger, withdrawal.withdrawalId, 'pay', { now: paidAt });
    const confirmedAt = paidAt + 20 * 60_000;
    if (confirmedAt > this.now) return;
    confirmWithdrawal(this.db, {
      memberId: player.id,
      withdrawalId: withdrawal.withdrawalId,
      received: true,
      proofs: [],
      now: confirmedAt,
    });
  }
}
