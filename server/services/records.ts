import type { Language } from '../../shared/constants/i18n.ts';
import { dayBounds } from '../../shared/time/brasilia.ts';
import type { Database } from '../db/database.ts';
import { engagementLedgerTypes } from '../../shared/constants/engagement.ts';

/**
 * The records of the member centre, read from the ledger and the bets table: betting record, account record,
 * personal profit and loss, bonus details. Date ranges are calendar days in Brasília time, both ends included; the
 * request schemas (shared/api/money.ts) have already refused a reversed range or one longer than 92 days.
 */

/** Ledger types counted as bonuses (the engagement rewards of issue 12 each have their own). */
export const bonusTypes = [
  ...new Set([
    'BONUS',
    'PROMOTION',
    'RAFFLE',
    'REBATE',
    'POINTS_CONVERT',
    'MISSION',
    'REWARD',
    ...engagementLedgerTypes,
  ]),
];

export type Range = { from: string; to: string };

/** [from, to) as ISO instants for calendar days startDate..endDate in Brasília. */
export function dayRange(startDate: string, endDate: string): Range {
  return dayBounds({ startDate, endDate });
}

type Page = { pageNo: number; pageSize: number };
const pageOf = <T>(content: T[], page: Page, total: number) => ({
  content,
  pageNum: page.pageNo,
  pageSize: page.pageSize,
  totalPages: Math.ceil(total / page.pageSize),
  totalElements: total,
});

type BetRow = {
  id: number;
  round_id: string;
  game_type: string;
  vendor_code: string;
  game_code: string;
  stake: number;
  win: number;
  status: 'OPEN' | 'SETTLED';
  created_at: string;
  settled_at: string | null;
  name_pt: string | null;
  name_en: string | null;
  vendor_names: string | null;
};

export function bettingRecord(
  db: Database,
  memberId: number,
  filter: { range: Range; gameType?: string | undefined; vassalage?: string | undefined; language: Language },
  page: Page,
) {
  const conditions = ['b.member_id = ?', 'b.created_at >= ?', 'b.created_at < ?'];
  const args: (string | number)[] = [memberId, filter.range.from, filter.range.to];
  if (filter.gameType) {
    conditions.push('b.game_type = ?');
    args.push(filter.gameType);
  }
  if (filter.vassalage) {
    conditions.push('b.vendor_code = ?');
    args.push(filter.vassalage);
  }
  const where = conditions.join(' AND ');
  const totals = db
    .prepare(
      `SELECT COUNT(*) AS betCount, COALESCE(SUM(b.stake), 0) AS stake, ` +
        `COALESCE(SUM(CASE WHEN b.status = 'SETTLED' THEN b.stake ELSE 0 END), 0) AS validBet, ` +
        `COALESCE(SUM(b.win), 0) AS win, ` +
        `COALESCE(SUM(CASE WHEN b.status = 'SETTLED' THEN b.win - b.stake ELSE 0 END), 0) AS profitLoss ` +
        `FROM bets b WHERE ${where}`,
    )
    .get(...args) as { betCount: number; stake: number; validBet: number; win: number; profitLoss: number };
  const rows = db
    .prepare(
      `SELECT b.id, b.round_id, b.game_type, b.vendor_code, b.game_code, b.stake, b.win, b.status, b.created_at, b.settled_at, ` +
        `g.name_pt, g.name_en, v.display_names AS vendor_names ` +
        `FROM bets b LEFT JOIN games g ON g.node_id = b.node_id LEFT JOIN vendors v ON v.code = b.vendor_code ` +
        `WHERE ${where} ORDER BY b.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, page.pageSize, (page.pageNo - 1) * page.pageSize) as BetRow[];
  const content = rows.map((row) => {
    const vendorNames = row.vendor_names
      ? (JSON.parse(row.vendor_names) as Partial<Record<Language, string>>)
      : {};
    const settled = row.status === 'SETTLED';
    return {
      betId: row.id,
      roundId: row.round_id,
      gameType: row.game_type,
      vassalage: row.vendor_code,
      vendorName: vendorNames[filter.language] ?? row.vendor_code,
      gameCode: row.game_code,
      gameName: (filter.language === 'en' ? row.name_en : row.name_pt) ?? row.game_code,
      stake: row.stake,
      validBet: settled ? row.stake : 0,
      win: row.win,
      profitLoss: settled ? row.win - row.stake : 0,
      status: row.status,
      betTime: row.created_at,
      settledTime: row.settled_at,
    };
  });
  return { page: pageOf(content, page, totals.betCount), totals };
}

type EntryRow = {
  id: number;
  type: string;
  wallet_code: string;
  amount: number;
  balance_after: number;
  reference: string | null;
  created_at: string;
};

export function accountRecord(
  db: Database,
  memberId: number,
  filter: { range: Range; type?: string | undefined; walletCode?: string | undefined },
  page: Page,
) {
  const conditions = ['a.member_id = ?', 'l.created_at >= ?', 'l.created_at < ?'];
  const args: (string | number)[] = [memberId, filter.range.from, filter.range.to];
  if (filter.type) {
    conditions.push('l.type = ?');
    args.push(filter.type);
  }
  if (filter.walletCode) {
    conditions.push('a.wallet_code = ?');
    args.push(filter.walletCode);
  }
  const from = `FROM ledger l JOIN wallet_accounts a ON a.id = l.account_id WHERE ${conditions.join(' AND ')}`;
  const totals = db
    .prepare(
      `SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN l.amount > 0 THEN l.amount ELSE 0 END), 0) AS totalIn, ` +
        `COALESCE(SUM(CASE WHEN l.amount < 0 THEN -l.amount ELSE 0 END), 0) AS totalOut ${from}`,
    )
    .get(...args) as { total: number; totalIn: number; totalOut: number };
  const rows = db
    .prepare(
      `SELECT l.id, l.type, a.wallet_code, l.amount, l.balance_after, l.reference, l.created_at ${from} ORDER BY l.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, page.pageSize, (page.pageNo - 1) * page.pageSize) as EntryRow[];
  return {
    page: pageOf(
      rows.map((row) => ({
        entryId: row.id,
        type: row.type,
        walletCode: row.wallet_code,
        amount: row.amount,
        balanceAfter: row.balance_after,
        reference: row.reference,
        createdTime: row.created_at,
      })),
      page,
      totals.total,
    ),
    totals: { totalIn: totals.totalIn, totalOut: totals.totalOut },
  };
}

function sumOfTypes(db: Database, memberId: number, range: Range, types: readonly string[]): number {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(l.amount), 0) AS total FROM ledger l JOIN wallet_accounts a ON a.id = l.account_id ` +
        `WHERE a.member_id = ? AND l.created_at >= ? AND l.created_at < ? AND l.type IN (${types.map(() => '?').join(', ')})`,
    )
    .get(memberId, range.from, range.to, ...types) as { total: number };
  return row.total;
}

export function profitLoss(db: Database, memberId: number, startDate: string, endDate: string) {
  const range = dayRange(startDate, endDate);
  const byGameType = db
    .prepare(
      `SELECT game_type AS gameType, COUNT(*) AS betCount, SUM(stake) AS betAmount, SUM(win) AS winAmount, ` +
        `SUM(win - stake) AS profitLoss FROM bets WHERE member_id = ? AND status = 'SETTLED' AND created_at >= ? AND created_at < ? ` +
        `GROUP BY game_type ORDER BY game_type`,
    )
    .all(memberId, range.from, range.to) as {
    gameType: string;
    betCount: number;
    betAmount: number;
    winAmount: number;
    profitLoss: number;
  }[];
  const betAmount = byGameType.reduce((sum, row) => sum + row.betAmount, 0);
  const winAmount = byGameType.reduce((sum, row) => sum + row.winAmount, 0);
  const bonusAmount = Math.max(0, sumOfTypes(db, memberId, range, bonusTypes));
  const withdrawn = -sumOfTypes(db, memberId, range, ['WITHDRAW', 'WITHDRAW_REFUND']);
  return {
    startDate,
    endDate,
    depositAmount: Math.max(0, sumOfTypes(db, memberId, range, ['DEPOSIT'])),
    withdrawalAmount: Math.max(0, withdrawn),
    betAmount,
    validBetAmount: betAmount,
    winAmount,
    bonusAmount,
    profitLoss: winAmount - betAmount + bonusAmount,
    byGameType,
  };
}

export function bonusDetails(db: Database, memberId: number, range: Range, page: Page) {
  const placeholders = bonusTypes.map(() => '?').join(', ');
  const from =
    `FROM ledger l JOIN wallet_accounts a ON a.id = l.account_id ` +
    `WHERE a.member_id = ? AND l.created_at >= ? AND l.created_at < ? AND l.type IN (${placeholders})`;
  const args = [memberId, range.from, range.to, ...bonusTypes];
  const { total, sum } = db
    .prepare(`SELECT COUNT(*) AS total, COALESCE(SUM(l.amount), 0) AS sum ${from}`)
    .get(...args) as {
    total: number;
    sum: number;
  };
  const rows = db
    .prepare(
      `SELECT l.id, l.type, l.amount, l.reference, l.created_at ${from} ORDER BY l.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, page.pageSize, (page.pageNo - 1) * page.pageSize) as EntryRow[];
  return {
    page: pageOf(
      rows.map((row) => ({
        entryId: row.id,
        type: row.type,
        amount: row.amount,
        reference: row.reference,
        createdTime: row.created_at,
      })),
      page,
      total,
    ),
    total: sum,
  };
}
