import type { TeamFigures } from '../../shared/api/agent.ts';
import { agentIncomeTypes, teamTransferTypes } from '../../shared/api/agent.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { addCalendarDays, dayBounds, type DateRange } from '../../shared/time/brasilia.ts';
import type { Database } from '../db/database.ts';
import { memberKindOf, registrationDays, teamSize, type TeamMemberRef } from './agent-team.ts';
import { teamDayOf } from './agent-rollups.ts';

/**
 * The agent centre's reports, read from the rollups of services/agent-rollups.ts: team overview, team betting, user
 * loss and the agent's income. Every query is a range of one key (owner, day …), so its cost follows the period and
 * the activity in it, not the size of the platform. The team of an owner is every member below it; the owner's own
 * play is never in its team's figures.
 */

type Page = { pageNo: number; pageSize: number };
const pageOf = <T>(content: T[], page: Page, total: number) => ({
  content,
  pageNum: page.pageNo,
  pageSize: page.pageSize,
  totalPages: Math.ceil(total / page.pageSize),
  totalElements: total,
});

/** Every calendar day of a range, in order. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = range.startDate; day <= range.endDate; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

type DayRow = {
  day: string;
  active: number;
  bet_count: number;
  valid_bet: number;
  win: number;
  deposit: number;
  deposit_count: number;
  first_deposit: number;
  withdraw: number;
  withdraw_count: number;
  bonus: number;
  rebate: number;
};

export function teamOverview(db: Database, owner: TeamMemberRef, range: DateRange) {
  const ownerId = owner.row.id;
  const args = [ownerId, range.startDate, range.endDate, ownerId] as const;
  const where = 'WHERE owner_id = ? AND day BETWEEN ? AND ? AND member_id <> ?';
  const byDay = db
    .prepare(
      'SELECT day, SUM(bet_count > 0) AS active, SUM(bet_count) AS bet_count, SUM(valid_bet) AS valid_bet, ' +
        'SUM(win) AS win, SUM(deposit) AS deposit, SUM(deposit_count) AS deposit_count, ' +
        'SUM(first_deposit) AS first_deposit, SUM(withdraw) AS withdraw, SUM(withdraw_count) AS withdraw_count, ' +
        `SUM(bonus) AS bonus, SUM(rebate) AS rebate FROM team_daily ${where} GROUP BY day`,
    )
    .all(...args) as DayRow[];
  const distinct = db
    .prepare(
      'SELECT COUNT(DISTINCT CASE WHEN bet_count > 0 THEN member_id END) AS active, ' +
        `COUNT(DISTINCT CASE WHEN deposit_count > 0 THEN member_id END) AS depositors FROM team_daily ${where}`,
    )
    .get(...args) as { active: number; depositors: number };
  const registrations = registrationDays(db, ownerId, dayBounds(range));
  const sum = (pick: (row: DayRow) => number) => byDay.reduce((total, row) => total + pick(row), 0);
  const bonus = sum((row) => row.bonus);
  const rebate = sum((row) => row.rebate);
  const validBet = sum((row) => row.valid_bet);
  const win = sum((row) => row.win);
  const figures: TeamFigures = {
    registrations: [...registrations.values()].reduce((total, n) => total + n, 0),
    activeMembers: distinct.active,
    depositors: distinct.depositors,
    firstDepositors: sum((row) => row.first_deposit),
    depositAmount: sum((row) => row.deposit),
    depositCount: sum((row) => row.deposit_count),
    withdrawalAmount: sum((row) => row.withdraw),
    withdrawalCount: sum((row) => row.withdraw_count),
    betCount: sum((row) => row.bet_count),
    validBet,
    winAmount: win,
    bonusAmount: bonus,
    rebateAmount: rebate,
    profitLoss: win + bonus + rebate - validBet,
  };
  const rowOf = new Map(byDay.map((row) => [row.day, row]));
  const daily = daysOf(range).map((date) => {
    const row = rowOf.get(date);
    return {
      date,
      registrations: registrations.get(date) ?? 0,
      activeMembers: row?.active ?? 0,
      depositAmount: row?.deposit ?? 0,
      withdrawalAmount: row?.withdraw ?? 0,
      validBet: row?.valid_bet ?? 0,
      winAmount: row?.win ?? 0,
      profitLoss: row ? row.win + row.bonus + row.rebate - row.valid_bet : 0,
    };
  });
  const byGameType = (
    db
      .prepare(
        'SELECT game_type AS gameType, SUM(bet_count) AS betCount, SUM(valid_bet) AS validBet, SUM(win) AS winAmount ' +
          'FROM team_daily_game WHERE owner_id = ? AND own = 0 AND day BETWEEN ? AND ? ' +
          'GROUP BY game_type ORDER BY validBet DESC, game_type',
      )
      .all(ownerId, range.startDate, range.endDate) as {
      gameType: string;
      betCount: number;
      validBet: number;
      winAmount: number;
    }[]
  ).map((row) => ({ ...row, profitLoss: row.winAmount - row.validBet }));
  return {
    account: owner.row.username,
    startDate: range.startDate,
    endDate: range.endDate,
    teamSize: teamSize(db, ownerId),
    figures,
    daily,
    byGameType,
  };
}

type BetRow = {
  id: number;
  username: string;
  round_id: string;
  game_type: string;
  vendor_code: string;
  game_code: string;
  stake: number;
  win: number;
  created_at: string;
  settled_at: string;
  name_pt: string | null;
  name_en: string | null;
  vendor_names: string | null;
};

const betColumns =
  'b.id, m.username, b.round_id, b.game_type, b.vendor_code, b.game_code, b.stake, b.win, b.created_at, b.settled_at, ' +
  'g.name_pt, g.name_en, v.display_names AS vendor_names';
const betJoins =
  'JOIN members m ON m.id = b.member_id LEFT JOIN games g ON g.node_id = b.node_id ' +
  'LEFT JOIN vendors v ON v.code = b.vendor_code';

/**
 * Team betting: the settled bets of the agent's team (`member` null), or the own bets of one member of it, newest
 * first, with the totals of the same filter (from the rollups, so a long period costs no count of its bets).
 */
export function teamBets(
  db: Database,
  agentId: number,
  member: TeamMemberRef | null,
  filter: { range: DateRange; gameType?: string | undefined; vassalage?: string | undefined },
  page: Page,
  language: Language,
) {
  const bounds = dayBounds(filter.range);
  const extra: string[] = [];
  const extraArgs: string[] = [];
  if (filter.gameType) {
    extra.push('game_type = ?');
    extraArgs.push(filter.gameType);
  }
  if (filter.vassalage) {
    extra.push('vendor_code = ?');
    extraArgs.push(filter.vassalage);
  }
  const andExtra = (alias: string) => extra.map((condition) => ` AND ${alias}${condition}`).join('');
  const offset = (page.pageNo - 1) * page.pageSize;
  const [ownerId, own] = member ? [member.row.id, 1] : [agentId, 0];
  const totals = db
    .prepare(
      'SELECT COALESCE(SUM(bet_count), 0) AS betCount, COALESCE(SUM(valid_bet), 0) AS validBet, ' +
        'COALESCE(SUM(win), 0) AS winAmount FROM team_daily_game ' +
        `WHERE owner_id = ? AND own = ? AND day BETWEEN ? AND ?${andExtra('')}`,
    )
    .get(ownerId, own, filter.range.startDate, filter.range.endDate, ...extraArgs) as {
    betCount: number;
    validBet: number;
    winAmount: number;
  };
  const rows = member
    ? (db
        .prepare(
          `SELECT ${betColumns} FROM bets b ${betJoins} WHERE b.member_id = ? AND b.status = 'SETTLED' AND b.demo = 0 ` +
            `AND b.settled_at >= ? AND b.settled_at < ?${andExtra('b.')} ` +
            'ORDER BY b.settled_at DESC, b.id DESC LIMIT ? OFFSET ?',
        )
        .all(member.row.id, bounds.from, bounds.to, ...extraArgs, page.pageSize, offset) as BetRow[])
    : (db
        .prepare(
          `SELECT ${betColumns} FROM (SELECT bet_id FROM team_bets WHERE owner_id = ? AND settled_at >= ? ` +
            `AND settled_at < ?${andExtra('')} ORDER BY settled_at DESC, bet_id DESC LIMIT ? OFFSET ?) p ` +
            `JOIN bets b ON b.id = p.bet_id ${betJoins} ORDER BY b.settled_at DESC, b.id DESC`,
        )
        .all(agentId, bounds.from, bounds.to, ...extraArgs, page.pageSize, offset) as BetRow[]);
  const content = rows.map((row) => {
    const vendorNames = row.vendor_names
      ? (JSON.parse(row.vendor_names) as Partial<Record<Language, string>>)
      : {};
    return {
      betId: row.id,
      account: row.username,
      roundId: row.round_id,
      gameType: row.game_type,
      vassalage: row.vendor_code,
      vendorName: vendorNames[language] ?? row.vendor_code,
      gameCode: row.game_code,
      gameName: (language === 'en' ? row.name_en : row.name_pt) ?? row.game_code,
      stake: row.stake,
      win: row.win,
      profitLoss: row.win - row.stake,
      betTime: row.created_at,
      settledTime: row.settled_at,
    };
  });
  return {
    page: pageOf(content, page, totals.betCount),
    totals: { ...totals, profitLoss: totals.winAmount - totals.validBet },
  };
}

type LossRow = {
  member_id: number;
  bet_count: number;
  valid_bet: number;
  win: number;
  bonus: number;
  deposit: number;
  withdraw: number;
  net: number;
};

/** User loss: the team's members who lost over the period (valid bet − wins − bonuses − rebates > 0), biggest first. */
export function userLoss(db: Database, owner: TeamMemberRef, range: DateRange, page: Page) {
  const ownerId = owner.row.id;
  const losses =
    'SELECT member_id, SUM(bet_count) AS bet_count, SUM(valid_bet) AS valid_bet, SUM(win) AS win, ' +
    'SUM(bonus) + SUM(rebate) AS bonus, SUM(deposit) AS deposit, SUM(withdraw) AS withdraw, ' +
    'SUM(valid_bet) - SUM(win) - SUM(bonus) - SUM(rebate) AS net FROM team_daily ' +
    'WHERE owner_id = ? AND day BETWEEN ? AND ? AND member_id <> ? GROUP BY member_id HAVING net > 0';
  const args = [ownerId, range.startDate, range.endDate, ownerId] as const;
  const rows = db
    .prepare(
      `SELECT *, COUNT(*) OVER () AS total, SUM(net) OVER () AS total_net FROM (${losses}) ` +
        'ORDER BY net DESC, member_id LIMIT ? OFFSET ?',
    )
    .all(...args, page.pageSize, (page.pageNo - 1) * page.pageSize) as (LossRow & {
    total: number;
    total_net: number;
  })[];
  const totals =
    rows[0] !== undefined
      ? { members: rows[0].total, netLoss: rows[0].total_net }
      : (db
          .prepare(`SELECT COUNT(*) AS members, COALESCE(SUM(net), 0) AS netLoss FROM (${losses})`)
          .get(...args) as { members: number; netLoss: number });
  const member = db.prepare(
    'SELECT m.username, m.nickname, m.type, p.username AS upline FROM members m ' +
      'LEFT JOIN members p ON p.id = m.parent_id WHERE m.id = ?',
  );
  const offset = (page.pageNo - 1) * page.pageSize;
  const content = rows.map((row, index) => {
    const found = member.get(row.member_id) as {
      username: string;
      nickname: string | null;
      type: number;
      upline: string | null;
    };
    return {
      rank: offset + index + 1,
      account: found.username,
      nickname: found.nickname,
      memberType: memberKindOf(found.type),
      upline: found.upline ?? '',
      betCount: row.bet_count,
      validBet: row.valid_bet,
      winAmount: row.win,
      bonusAmount: row.bonus,
      netLoss: row.net,
      depositAmount: row.deposit,
      withdrawalAmount: row.withdraw,
    };
  });
  return { page: pageOf(content, page, totals.members), totals };
}

/** What the agent transferred out today (Brasília day): the daily transfer limit counts it. */
export function transferredOutOn(db: Database, memberId: number, day: string): number {
  const row = db
    .prepare('SELECT transfer_out FROM team_daily WHERE owner_id = ? AND day = ? AND member_id = ?')
    .get(memberId, day, memberId) as { transfer_out: number } | undefined;
  return row?.transfer_out ?? 0;
}

export function transferredOutToday(db: Database, memberId: number, now: number): number {
  return transferredOutOn(db, memberId, teamDayOf(now));
}

const incomeEntryTypes = [...agentIncomeTypes, ...teamTransferTypes];

/** My income: the agent's commissions, salaries and dividends day by day, and its income and transfer movements. */
export function agentIncome(db: Database, agentId: number, range: DateRange, page: Page) {
  const days = daysOf(range);
  const own = db
    .prepare(
      'SELECT day, income, transfer_in, transfer_out FROM team_daily ' +
        `WHERE owner_id = ? AND member_id = ? AND day IN (${days.map(() => '?').join(', ')})`,
    )
    .all(agentId, agentId, ...days) as {
    day: string;
    income: number;
    transfer_in: number;
    transfer_out: number;
  }[];
  const byDay = new Map(own.map((row) => [row.day, row]));
  const daily = days.map((date) => ({
    date,
    income: byDay.get(date)?.income ?? 0,
    transfersIn: byDay.get(date)?.transfer_in ?? 0,
    transfersOut: byDay.get(date)?.transfer_out ?? 0,
  }));
  const totals = daily.reduce(
    (sum, day) => ({
      income: sum.income + day.income,
      transfersIn: sum.transfersIn + day.transfersIn,
      transfersOut: sum.transfersOut + day.transfersOut,
    }),
    { income: 0, transfersIn: 0, transfersOut: 0 },
  );
  const bounds = dayBounds(range);
  const from =
    'FROM ledger l JOIN wallet_accounts a ON a.id = l.account_id WHERE a.member_id = ? AND a.demo = 0 ' +
    `AND l.type IN (${incomeEntryTypes.map(() => '?').join(', ')}) AND l.created_at >= ? AND l.created_at < ?`;
  const args = [agentId, ...incomeEntryTypes, bounds.from, bounds.to];
  const { total } = db.prepare(`SELECT COUNT(*) AS total ${from}`).get(...args) as { total: number };
  const entries = db
    .prepare(
      `SELECT l.id, l.type, l.amount, l.balance_after, l.reference, l.created_at ${from} ` +
        'ORDER BY l.id DESC LIMIT ? OFFSET ?',
    )
    .all(...args, page.pageSize, (page.pageNo - 1) * page.pageSize) as {
    id: number;
    type: string;
    amount: number;
    balance_after: number;
    reference: string | null;
    created_at: string;
  }[];
  return {
    totals,
    daily,
    page: pageOf(
      entries.map((row) => ({
        entryId: row.id,
        type: row.type,
        amount: row.amount,
        balanceAfter: row.balance_after,
        reference: row.reference,
        createdTime: row.created_at,
      })),
      page,
      total,
    ),
  };
}
