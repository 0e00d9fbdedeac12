import type { TeamFigures } from '../../shared/api/agent.ts';
import { agentIncomeTypes, teamTransferTypes } from '../../shared/api/agent.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { dayBounds, type DateRange } from '../../shared/time/brasilia.ts';
import type { StatementSync } from 'node:sqlite';
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

/** Statements prepared once per database and text (the reports run the same few statements all day). */
const prepared = new WeakMap<Database, Map<string, StatementSync>>();
function statement(db: Database, sql: string): StatementSync {
  let cache = prepared.get(db);
  if (!cache) {
    cache = new Map();
    prepared.set(db, cache);
  }
  let found = cache.get(sql);
  if (!found) {
    found = db.prepare(sql);
    cache.set(sql, found);
  }
  return found;
}

/** How many days a month (yyyy-MM) of the Gregorian calendar has. */
function daysInMonth(month: string): number {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  if (index !== 2) return [4, 6, 9, 11].includes(index) ? 30 : 31;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

/** The month after a month (yyyy-MM). */
function nextMonthOf(month: string): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

const dateOf = (month: string, day: number) => `${month}-${String(day).padStart(2, '0')}`;

/** The months a range touches, each with its first and last day in the range (days of the month). */
export function monthsOf(range: DateRange): { month: string; from: number; to: number; length: number }[] {
  const months: { month: string; from: number; to: number; length: number }[] = [];
  let month = range.startDate.slice(0, 7);
  for (;;) {
    const length = daysInMonth(month);
    const from = month === range.startDate.slice(0, 7) ? Number(range.startDate.slice(8, 10)) : 1;
    const last = month === range.endDate.slice(0, 7);
    months.push({ month, from, to: last ? Number(range.endDate.slice(8, 10)) : length, length });
    if (last) return months;
    month = nextMonthOf(month);
  }
}

/** Every calendar day of a range, in order. */
export function daysOf(range: DateRange): string[] {
  return monthsOf(range).flatMap(({ month, from, to }) =>
    Array.from({ length: to - from + 1 }, (_, i) => dateOf(month, from + i)),
  );
}

/** The months of a range with the mask of its days in each (bit d - 1 for day d). */
export function monthMasks(range: DateRange): { month: string; mask: number }[] {
  return monthsOf(range).map(({ month, from, to }) => ({ month, mask: 2 ** to - 2 ** (from - 1) }));
}

/** How many members of the owner's team played (`bet_days`) or deposited (`deposit_days`) in the period. */
function distinctMembers(
  db: Database,
  ownerId: number,
  range: DateRange,
  column: 'bet_days' | 'deposit_days',
) {
  const masks = monthMasks(range);
  const union = masks
    .map(
      () => `SELECT member_id FROM team_member_month WHERE owner_id = ? AND month = ? AND ${column} & ? <> 0`,
    )
    .join(' UNION ');
  const row = statement(db, `SELECT COUNT(*) AS n FROM (${union})`).get(
    ...masks.flatMap(({ month, mask }) => [ownerId, month, mask]),
  ) as { n: number };
  return row.n;
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
  const byDay = statement(
    db,
    'SELECT day, active_members AS active, bet_count, valid_bet, win, deposit, deposit_count, first_deposit, ' +
      'withdraw, withdraw_count, bonus, rebate FROM team_day_total WHERE owner_id = ? AND day BETWEEN ? AND ?',
  ).all(ownerId, range.startDate, range.endDate) as DayRow[];
  const distinct = {
    active: distinctMembers(db, ownerId, range, 'bet_days'),
    depositors: distinctMembers(db, ownerId, range, 'deposit_days'),
  };
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
    statement(
      db,
      'SELECT game_type AS gameType, SUM(bet_count) AS betCount, SUM(valid_bet) AS validBet, SUM(win) AS winAmount ' +
        'FROM team_daily_game WHERE owner_id = ? AND own = 0 AND day BETWEEN ? AND ? ' +
        'GROUP BY game_type ORDER BY validBet DESC, game_type',
    ).all(ownerId, range.startDate, range.endDate) as {
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
  const totals = statement(
    db,
    'SELECT COALESCE(SUM(bet_count), 0) AS betCount, COALESCE(SUM(valid_bet), 0) AS validBet, ' +
      'COALESCE(SUM(win), 0) AS winAmount FROM team_daily_game ' +
      `WHERE owner_id = ? AND own = ? AND day BETWEEN ? AND ?${andExtra('')}`,
  ).get(ownerId, own, filter.range.startDate, filter.range.endDate, ...extraArgs) as {
    betCount: number;
    validBet: number;
    winAmount: number;
  };
  const rows = member
    ? (statement(
        db,
        `SELECT ${betColumns} FROM bets b ${betJoins} WHERE b.member_id = ? AND b.status = 'SETTLED' AND b.demo = 0 ` +
          `AND b.settled_at >= ? AND b.settled_at < ?${andExtra('b.')} ` +
          'ORDER BY b.settled_at DESC, b.id DESC LIMIT ? OFFSET ?',
      ).all(member.row.id, bounds.from, bounds.to, ...extraArgs, page.pageSize, offset) as BetRow[])
    : (statement(
        db,
        `SELECT ${betColumns} FROM (SELECT bet_id FROM team_bets WHERE owner_id = ? AND settled_at >= ? ` +
          `AND settled_at < ?${andExtra('')} ORDER BY settled_at DESC, bet_id DESC LIMIT ? OFFSET ?) p ` +
          `JOIN bets b ON b.id = p.bet_id ${betJoins} ORDER BY b.settled_at DESC, b.id DESC`,
      ).all(agentId, bounds.from, bounds.to, ...extraArgs, page.pageSize, offset) as BetRow[]);
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

const lossColumns = 'bet_count, valid_bet, win, bonus, rebate, deposit, withdraw';
const minusColumns = lossColumns
  .split(', ')
  .map((column) => `-${column}`)
  .join(', ');

/**
 * The rows whose sums are each member's figures over a period: whole months from team_member_month, the days a
 * period cuts from a month from team_daily — or the whole month minus the days outside the period, when fewer
 * (days after today hold nothing). A 30-day period ending today reads its first month's days and one row per member
 * of the current month.
 */
function memberPeriodRows(ownerId: number, range: DateRange, today: string) {
  const parts: string[] = [];
  const args: (string | number)[] = [];
  const days = (from: string, to: string, sign: 'plus' | 'minus') => {
    parts.push(
      `SELECT member_id, ${sign === 'plus' ? lossColumns : minusColumns} FROM team_daily ` +
        'WHERE owner_id = ? AND day BETWEEN ? AND ? AND member_id <> ?',
    );
    args.push(ownerId, from, to, ownerId);
  };
  for (const { month, from, to, length } of monthsOf(range)) {
    const lastPast = today.slice(0, 7) === month ? Number(today.slice(8, 10)) : today < month ? 0 : length;
    const outside = Math.max(0, Math.min(from - 1, lastPast)) + Math.max(0, lastPast - to);
    if (outside < to - from + 1) {
      parts.push(`SELECT member_id, ${lossColumns} FROM team_member_month WHERE owner_id = ? AND month = ?`);
      args.push(ownerId, month);
      if (from > 1) days(dateOf(month, 1), dateOf(month, from - 1), 'minus');
      if (to < lastPast) days(dateOf(month, to + 1), dateOf(month, lastPast), 'minus');
    } else {
      days(dateOf(month, from), dateOf(month, to), 'plus');
    }
  }
  return { sql: parts.join(' UNION ALL '), args };
}

/** User loss: the team's members who lost over the period (valid bet − wins − bonuses − rebates > 0), biggest first. */
export function userLoss(db: Database, owner: TeamMemberRef, range: DateRange, page: Page, today: string) {
  const rows = memberPeriodRows(owner.row.id, range, today);
  const losses =
    'SELECT member_id, SUM(bet_count) AS bet_count, SUM(valid_bet) AS valid_bet, SUM(win) AS win, ' +
    'SUM(bonus) + SUM(rebate) AS bonus, SUM(deposit) AS deposit, SUM(withdraw) AS withdraw, ' +
    `SUM(valid_bet) - SUM(win) - SUM(bonus) - SUM(rebate) AS net FROM (${rows.sql}) GROUP BY member_id HAVING net > 0`;
  // one pass: the grouped members, kept once, give the page and the totals
  const found = statement(
    db,
    `WITH losses AS MATERIALIZED (${losses}) ` +
      'SELECT * FROM (SELECT member_id, bet_count, valid_bet, win, bonus, deposit, withdraw, net FROM losses ' +
      'ORDER BY net DESC, member_id LIMIT ? OFFSET ?) ' +
      'UNION ALL SELECT NULL, COUNT(*), 0, 0, 0, 0, 0, COALESCE(SUM(net), 0) FROM losses',
  ).all(...rows.args, page.pageSize, (page.pageNo - 1) * page.pageSize) as (Omit<LossRow, 'member_id'> & {
    member_id: number | null;
  })[];
  const summary = found.find((row) => row.member_id === null);
  const totals = { members: summary?.bet_count ?? 0, netLoss: summary?.net ?? 0 };
  const member = statement(
    db,
    'SELECT m.username, m.nickname, m.type, p.username AS upline FROM members m ' +
      'LEFT JOIN members p ON p.id = m.parent_id WHERE m.id = ?',
  );
  const offset = (page.pageNo - 1) * page.pageSize;
  const content = found
    .filter((row): row is LossRow => row.member_id !== null)
    .map((row, index) => {
      const who = member.get(row.member_id) as {
        username: string;
        nickname: string | null;
        type: number;
        upline: string | null;
      };
      return {
        rank: offset + index + 1,
        account: who.username,
        nickname: who.nickname,
        memberType: memberKindOf(who.type),
        upline: who.upline ?? '',
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
  const row = statement(
    db,
    'SELECT transfer_out FROM team_daily WHERE owner_id = ? AND day = ? AND member_id = ?',
  ).get(memberId, day, memberId) as { transfer_out: number } | undefined;
  return row?.transfer_out ?? 0;
}

export function transferredOutToday(db: Database, memberId: number, now: number): number {
  return transferredOutOn(db, memberId, teamDayOf(now));
}

const incomeEntryTypes = [...agentIncomeTypes, ...teamTransferTypes];

/** My income: the agent's commissions, salaries and dividends day by day, and its income and transfer movements. */
export function agentIncome(db: Database, agentId: number, range: DateRange, page: Page) {
  const days = daysOf(range);
  const own = statement(
    db,
    'SELECT day, income, transfer_in, transfer_out FROM team_daily ' +
      `WHERE owner_id = ? AND member_id = ? AND day IN (${days.map(() => '?').join(', ')})`,
  ).all(agentId, agentId, ...days) as {
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
  const { total } = statement(db, `SELECT COUNT(*) AS total ${from}`).get(...args) as { total: number };
  const entries = statement(
    db,
    `SELECT l.id, l.type, l.amount, l.balance_after, l.reference, l.created_at ${from} ` +
      'ORDER BY l.id DESC LIMIT ? OFFSET ?',
  ).all(...args, page.pageSize, (page.pageNo - 1) * page.pageSize) as {
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
