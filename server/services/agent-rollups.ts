import { agentIncomeTypes, teamTransferTypes } from '../../shared/api/agent.ts';
import { brasiliaDate } from '../../shared/time/brasilia.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { bonusTypes } from './records.ts';

/**
 * The team figures of the agent back office: per-member daily rollups (table team_daily, 010-agent-team.sql) kept
 * once under the member and once under each of its uplines, per-team daily figures by game type and vendor
 * (team_daily_game) and the team's settled bets in time order (team_bets).
 *
 * They are written on write, in the same transaction as what they count: the ledger calls `recordLedgerEntry` for
 * every movement it applies and the bet services call `recordSettledBet` when a bet settles — so a figure can never be
 * out of step with the ledger (a rolled-back movement rolls its rollup back with it). The upline copies make every
 * report a range scan of one key (owner, day…) instead of a walk over the team, whatever the team's size.
 *
 * `rebuildRollups` writes the same rows in bulk from the bets and the ledger (a data directory older than the back
 * office, the benchmark's data); a test checks that it equals what the hooks wrote.
 */

/** What a ledger type counts as in the team figures (null: nothing — bets count through their own hook). */
export type LedgerFigure = 'deposit' | 'withdraw' | 'bonus' | 'rebate' | 'income' | 'transfer';

const bonusTypeSet: ReadonlySet<string> = new Set(bonusTypes);
const incomeTypeSet: ReadonlySet<string> = new Set(agentIncomeTypes);
const transferTypeSet: ReadonlySet<string> = new Set(teamTransferTypes);

export function ledgerFigureOf(type: string): LedgerFigure | null {
  if (type === 'DEPOSIT') return 'deposit';
  if (type === 'WITHDRAW' || type === 'WITHDRAW_REFUND') return 'withdraw';
  if (type === 'REBATE') return 'rebate';
  if (bonusTypeSet.has(type)) return 'bonus';
  if (incomeTypeSet.has(type)) return 'income';
  if (transferTypeSet.has(type)) return 'transfer';
  return null;
}

// --- Brasília days of instants, cached per hour: Brasília's offsets are whole hours, so a day never starts inside
// an hour of UTC, and every instant of one UTC hour falls on the same Brasília day (the calendar says which).

const hourMs = 3_600_000;
const dayOfHour = new Map<number, string>();

/** The Brasília calendar day of an instant (ISO or epoch ms). */
export function teamDayOf(at: string | number): string {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  const hour = Math.floor(ms / hourMs);
  let day = dayOfHour.get(hour);
  if (day === undefined) {
    if (dayOfHour.size > 50_000) dayOfHour.clear();
    day = brasiliaDate(hour * hourMs);
    dayOfHour.set(hour, day);
  }
  return day;
}

// --- Statements, prepared once per database.

const figureColumns = [
  'bet_count',
  'valid_bet',
  'win',
  'deposit',
  'deposit_count',
  'first_deposit',
  'withdraw',
  'withdraw_count',
  'bonus',
  'rebate',
  'income',
  'transfer_in',
  'transfer_out',
] as const;
type FigureColumn = (typeof figureColumns)[number];
/** The month sums of team_member_month (what user loss ranks members by). */
export const monthColumns = [
  'bet_count',
  'valid_bet',
  'win',
  'deposit',
  'withdraw',
  'bonus',
  'rebate',
] as const;
type Figures = Partial<Record<FigureColumn, number>>;

/** Bit `day - 1` of a month's mask of days. */
export function dayBit(day: string): number {
  return 2 ** (Number(day.slice(8, 10)) - 1);
}

function prepare(db: Database) {
  const columns = figureColumns.join(', ');
  const additions = figureColumns.map((c) => `${c} = ${c} + excluded.${c}`).join(', ');
  return {
    daily: db.prepare(
      `INSERT INTO team_daily (owner_id, day, member_id, ${columns}) ` +
        `SELECT ancestor_id, ?, member_id, ${figureColumns.map(() => '?').join(', ')} FROM team_tree WHERE member_id = ? ` +
        `ON CONFLICT (owner_id, day, member_id) DO UPDATE SET ${additions}`,
    ),
    /** the member's own row after the upsert: its first bet and first deposit of the day */
    memberDay: db.prepare(
      'SELECT bet_count, deposit_count FROM team_daily WHERE owner_id = ? AND day = ? AND member_id = ?',
    ),
    total: db.prepare(
      `INSERT INTO team_day_total (owner_id, day, active_members, depositors, ${columns}) ` +
        `SELECT ancestor_id, ?, ?, ?, ${figureColumns.map(() => '?').join(', ')} FROM team_tree WHERE member_id = ? AND depth > 0 ` +
        `ON CONFLICT (owner_id, day) DO UPDATE SET active_members = active_members + excluded.active_members, ` +
        `depositors = depositors + excluded.depositors, ${additions}`,
    ),
    month: db.prepare(
      `INSERT INTO team_member_month (owner_id, month, member_id, bet_days, deposit_days, ${monthColumns.join(', ')}) ` +
        `SELECT ancestor_id, ?, member_id, ?, ?, ${monthColumns.map(() => '?').join(', ')} FROM team_tree ` +
        'WHERE member_id = ? AND depth > 0 ' +
        'ON CONFLICT (owner_id, month, member_id) DO UPDATE SET bet_days = bet_days | excluded.bet_days, ' +
        'deposit_days = deposit_days | excluded.deposit_days, ' +
        monthColumns.map((c) => `${c} = ${c} + excluded.${c}`).join(', '),
    ),
    game: db.prepare(
      'INSERT INTO team_daily_game (owner_id, own, day, game_type, vendor_code, bet_count, valid_bet, win) ' +
        'SELECT ancestor_id, depth = 0, ?, ?, ?, 1, ?, ? FROM team_tree WHERE member_id = ? ' +
        'ON CONFLICT (owner_id, own, day, game_type, vendor_code) DO UPDATE SET ' +
        'bet_count = bet_count + 1, valid_bet = valid_bet + excluded.valid_bet, win = win + excluded.win',
    ),
    bet: db.prepare(
      'INSERT INTO team_bets (owner_id, settled_at, bet_id, member_id, game_type, vendor_code) ' +
        'SELECT ancestor_id, ?, ?, member_id, ?, ? FROM team_tree WHERE member_id = ? AND depth > 0',
    ),
    memberFacts: db.prepare('SELECT link_code, first_deposit_at FROM team_members WHERE member_id = ?'),
    insertFacts: db.prepare('INSERT INTO team_members (member_id, first_deposit_at) VALUES (?, ?)'),
    setFirstDeposit: db.prepare('UPDATE team_members SET first_deposit_at = ? WHERE member_id = ?'),
    countLinkDeposit: db.prepare(
      'UPDATE agent_links SET first_deposits = first_deposits + 1 WHERE code = ? AND agent_id = ' +
        '(SELECT parent_id FROM members WHERE id = ?)',
    ),
  };
}

const statements = new WeakMap<Database, ReturnType<typeof prepare>>();
function statementsOf(db: Database) {
  let found = statements.get(db);
  if (!found) {
    found = prepare(db);
    statements.set(db, found);
  }
  return found;
}

/**
 * Adds figures to the member's day, under the member and each of its uplines; the uplines' day totals count the member
 * as active (depositor) on its first bet (deposit) of the day, and its month marks the day.
 */
function addFigures(db: Database, memberId: number, day: string, figures: Figures): void {
  const s = statementsOf(db);
  const values = figureColumns.map((c) => figures[c] ?? 0);
  s.daily.run(day, ...values, memberId);
  const own = s.memberDay.get(memberId, day, memberId) as { bet_count: number; deposit_count: number };
  const betToday = (figures.bet_count ?? 0) > 0 && own.bet_count === figures.bet_count;
  const depositToday = (figures.deposit_count ?? 0) > 0 && own.deposit_count === figures.deposit_count;
  s.total.run(day, betToday ? 1 : 0, depositToday ? 1 : 0, ...values, memberId);
  const bit = dayBit(day);
  s.month.run(
    day.slice(0, 7),
    betToday ? bit : 0,
    depositToday ? bit : 0,
    ...monthColumns.map((c) => figures[c] ?? 0),
    memberId,
  );
}

/** The member's first deposit: true the first time (and its invitation link counts it). */
function firstDeposit(db: Database, memberId: number, at: string): boolean {
  const s = statementsOf(db);
  const facts = s.memberFacts.get(memberId) as
    { link_code: string | null; first_deposit_at: string | null } | undefined;
  if (!facts) {
    s.insertFacts.run(memberId, at);
    return true;
  }
  if (facts.first_deposit_at !== null) return false;
  s.setFirstDeposit.run(at, memberId);
  if (facts.link_code !== null) s.countLinkDeposit.run(facts.link_code, memberId);
  return true;
}

export type LedgerMovement = {
  memberId: number;
  /** demo money (trial and free-play wallets) never counts */
  demo: boolean;
  type: string;
  /** signed cents, as on the ledger row */
  amount: number;
  at: string;
};

/**
 * Databases whose rollups are written in bulk afterwards (the demo seed generates its history through the services,
 * then calls `rebuildRollups` once: the same rows, without a few upserts per movement).
 */
const deferred = new WeakSet<Database>();

/** Runs `fn` without the per-movement rollups, then writes them all in bulk (same rows as the hooks would have). */
export function withBulkRollups(db: Database, fn: () => void): void {
  transaction(db, () => {
    deferred.add(db);
    try {
      fn();
    } finally {
      deferred.delete(db);
    }
    rebuildRollups(db);
  });
}

/** Hook of the ledger (services/ledger.ts): one applied movement, inside the ledger's transaction. */
export function recordLedgerEntry(db: Database, movement: LedgerMovement): void {
  if (movement.demo || deferred.has(db)) return;
  const figure = ledgerFigureOf(movement.type);
  if (figure === null) return;
  const day = teamDayOf(movement.at);
  const { amount } = movement;
  switch (figure) {
    case 'deposit':
      addFigures(db, movement.memberId, day, {
        deposit: amount,
        deposit_count: amount > 0 ? 1 : -1,
        first_deposit: amount > 0 && firstDeposit(db, movement.memberId, movement.at) ? 1 : 0,
      });
      return;
    case 'withdraw':
      // a request debits (counts one), a refund credits it back (un-counts it)
      addFigures(db, movement.memberId, day, { withdraw: -amount, withdraw_count: amount < 0 ? 1 : -1 });
      return;
    case 'bonus':
      addFigures(db, movement.memberId, day, { bonus: amount });
      return;
    case 'rebate':
      addFigures(db, movement.memberId, day, { rebate: amount });
      return;
    case 'income':
      addFigures(db, movement.memberId, day, { income: amount });
      return;
    case 'transfer':
      addFigures(
        db,
        movement.memberId,
        day,
        amount > 0 ? { transfer_in: amount } : { transfer_out: -amount },
      );
      return;
  }
}

export type SettledBet = {
  betId: number;
  memberId: number;
  demo: boolean;
  gameType: string;
  vendorCode: string;
  stake: number;
  win: number;
  settledAt: string;
};

/** Hook of the bet services (rounds, lottery): a bet settled, inside their transaction. */
export function recordSettledBet(db: Database, bet: SettledBet): void {
  if (bet.demo || deferred.has(db)) return;
  const day = teamDayOf(bet.settledAt);
  const s = statementsOf(db);
  addFigures(db, bet.memberId, day, { bet_count: 1, valid_bet: bet.stake, win: bet.win });
  s.game.run(day, bet.gameType, bet.vendorCode, bet.stake, bet.win, bet.memberId);
  s.bet.run(bet.settledAt, bet.betId, bet.gameType, bet.vendorCode, bet.memberId);
  for (const listener of settledBetListeners) listener(db, bet, day);
}

/**
 * Listeners of settled bets, called in the same transaction (e.g. real-time salary accruing on each settled bet, in
 * the agent contracts issue). A listener that throws rolls the bet back: keep them to bookkeeping.
 */
export type SettledBetListener = (db: Database, bet: SettledBet, day: string) => void;
const settledBetListeners: SettledBetListener[] = [];
export function onSettledBet(listener: SettledBetListener): () => void {
  settledBetListeners.push(listener);
  return () => {
    const index = settledBetListeners.indexOf(listener);
    if (index >= 0) settledBetListeners.splice(index, 1);
  };
}

// --- Bulk: the same rows from the bets and the ledger.

function caseOf(figure: LedgerFigure | 'none', types: readonly string[]): string {
  return types.length === 0
    ? ''
    : `WHEN l.type IN (${types.map((t) => `'${t}'`).join(', ')}) THEN '${figure}' `;
}

/**
 * Rewrites every rollup from the bets and the ledger, in one transaction (a data directory that has bets and
 * movements from before the back office existed; the benchmark's generated data). Same classification as the hooks.
 */
export function rebuildRollups(db: Database): void {
  db.function('team_day', { deterministic: true }, (at) => teamDayOf(String(at)));
  const rebate = ['REBATE'];
  const bonus = bonusTypes.filter((type) => type !== 'REBATE');
  const figure =
    `CASE ${caseOf('deposit', ['DEPOSIT'])}${caseOf('withdraw', ['WITHDRAW', 'WITHDRAW_REFUND'])}` +
    `${caseOf('rebate', rebate)}${caseOf('bonus', bonus)}${caseOf('income', agentIncomeTypes)}` +
    `${caseOf('transfer', teamTransferTypes)}ELSE NULL END`;
  transaction(db, () => {
    db.exec(
      'DELETE FROM team_daily; DELETE FROM team_day_total; DELETE FROM team_member_month; ' +
        'DELETE FROM team_daily_game; DELETE FROM team_bets;',
    );
    db.exec('UPDATE team_members SET first_deposit_at = NULL');
    db.exec(`UPDATE agent_links SET first_deposits = 0`);
    // first deposits
    db.exec(
      `INSERT INTO team_members (member_id, first_deposit_at) ` +
        `SELECT a.member_id, MIN(l.created_at) FROM ledger l JOIN wallet_accounts a ON a.id = l.account_id ` +
        `WHERE l.type = 'DEPOSIT' AND l.amount > 0 AND a.demo = 0 GROUP BY a.member_id ` +
        `ON CONFLICT (member_id) DO UPDATE SET first_deposit_at = excluded.first_deposit_at`,
    );
    db.exec(
      `UPDATE agent_links SET first_deposits = (SELECT COUNT(*) FROM team_members f JOIN members m ON m.id = f.member_id ` +
        `WHERE f.link_code = agent_links.code AND m.parent_id = agent_links.agent_id AND f.first_deposit_at IS NOT NULL)`,
    );
    // the movements of each member and day, then copied under each upline
    db.exec(`CREATE TEMP TABLE member_day AS
      SELECT a.member_id AS member_id, team_day(l.created_at) AS day, ${figure} AS figure,
        SUM(l.amount) AS amount, SUM(CASE WHEN l.amount > 0 THEN 1 ELSE -1 END) AS moves,
        SUM(CASE WHEN l.amount > 0 THEN l.amount ELSE 0 END) AS credits,
        SUM(CASE WHEN l.amount < 0 THEN -l.amount ELSE 0 END) AS debits
      FROM ledger l JOIN wallet_accounts a ON a.id = l.account_id
      WHERE a.demo = 0 AND ${figure} IS NOT NULL
      GROUP BY a.member_id, day, figure`);
    db.exec(`INSERT INTO temp.member_day (member_id, day, figure, amount, moves, credits, debits)
      SELECT b.member_id, team_day(b.settled_at), 'bet', SUM(b.stake), COUNT(*), SUM(b.win), 0
      FROM bets b WHERE b.status = 'SETTLED' AND b.demo = 0 GROUP BY b.member_id, team_day(b.settled_at)`);
    db.exec(`INSERT INTO temp.member_day (member_id, day, figure, amount, moves, credits, debits)
      SELECT f.member_id, team_day(f.first_deposit_at), 'first', 0, 1, 0, 0
      FROM team_members f WHERE f.first_deposit_at IS NOT NULL`);
    db.exec(`INSERT INTO team_daily (owner_id, day, member_id, ${figureColumns.join(', ')})
      SELECT t.ancestor_id, d.day, d.member_id,
        SUM(CASE WHEN d.figure = 'bet' THEN d.moves ELSE 0 END),
        SUM(CASE WHEN d.figure = 'bet' THEN d.amount ELSE 0 END),
        SUM(CASE WHEN d.figure = 'bet' THEN d.credits ELSE 0 END),
        SUM(CASE WHEN d.figure = 'deposit' THEN d.amount ELSE 0 END),
        SUM(CASE WHEN d.figure = 'deposit' THEN d.moves ELSE 0 END),
        SUM(CASE WHEN d.figure = 'first' THEN 1 ELSE 0 END),
        SUM(CASE WHEN d.figure = 'withdraw' THEN -d.amount ELSE 0 END),
        SUM(CASE WHEN d.figure = 'withdraw' THEN -d.moves ELSE 0 END),
        SUM(CASE WHEN d.figure = 'bonus' THEN d.amount ELSE 0 END),
        SUM(CASE WHEN d.figure = 'rebate' THEN d.amount ELSE 0 END),
        SUM(CASE WHEN d.figure = 'income' THEN d.amount ELSE 0 END),
        SUM(CASE WHEN d.figure = 'transfer' THEN d.credits ELSE 0 END),
        SUM(CASE WHEN d.figure = 'transfer' THEN d.debits ELSE 0 END)
      FROM temp.member_day d JOIN team_tree t ON t.member_id = d.member_id
      GROUP BY t.ancestor_id, d.day, d.member_id`);
    db.exec('DROP TABLE temp.member_day');
    db.exec(`INSERT INTO team_day_total (owner_id, day, active_members, depositors, ${figureColumns.join(', ')})
      SELECT owner_id, day, SUM(bet_count > 0), SUM(deposit_count > 0), ${figureColumns.map((c) => `SUM(${c})`).join(', ')}
      FROM team_daily WHERE member_id <> owner_id GROUP BY owner_id, day`);
    // one row per (owner, member, day): the sum of the days' bits is their union
    db.exec(`INSERT INTO team_member_month (owner_id, month, member_id, bet_days, deposit_days, ${monthColumns.join(', ')})
      SELECT owner_id, substr(day, 1, 7), member_id,
        SUM(CASE WHEN bet_count > 0 THEN 1 << (CAST(substr(day, 9, 2) AS INTEGER) - 1) ELSE 0 END),
        SUM(CASE WHEN deposit_count > 0 THEN 1 << (CAST(substr(day, 9, 2) AS INTEGER) - 1) ELSE 0 END),
        ${monthColumns.map((c) => `SUM(${c})`).join(', ')}
      FROM team_daily WHERE member_id <> owner_id
      GROUP BY owner_id, substr(day, 1, 7), member_id`);
    db.exec(`INSERT INTO team_daily_game (owner_id, own, day, game_type, vendor_code, bet_count, valid_bet, win)
      SELECT t.ancestor_id, t.depth = 0, g.day, g.game_type, g.vendor_code, SUM(g.n), SUM(g.stake), SUM(g.win)
      FROM (SELECT member_id, team_day(settled_at) AS day, game_type, vendor_code, COUNT(*) AS n,
              SUM(stake) AS stake, SUM(win) AS win
            FROM bets WHERE status = 'SETTLED' AND demo = 0
            GROUP BY member_id, day, game_type, vendor_code) g
      JOIN team_tree t ON t.member_id = g.member_id
      GROUP BY t.ancestor_id, t.depth = 0, g.day, g.game_type, g.vendor_code`);
    db.exec(`INSERT INTO team_bets (owner_id, settled_at, bet_id, member_id, game_type, vendor_code)
      SELECT t.ancestor_id, b.settled_at, b.id, b.member_id, b.game_type, b.vendor_code
      FROM bets b JOIN team_tree t ON t.member_id = b.member_id AND t.depth > 0
      WHERE b.status = 'SETTLED' AND b.demo = 0`);
  });
}

/** Whether the rollups are missing for existing activity (a data directory older than the back office). */
export function rollupsMissing(db: Database): boolean {
  const rollups = db.prepare('SELECT 1 FROM team_daily LIMIT 1').get();
  if (rollups) return false;
  const activity = db
    .prepare(
      "SELECT 1 FROM bets WHERE status = 'SETTLED' AND demo = 0 " +
        "UNION ALL SELECT 1 FROM ledger WHERE type IN ('DEPOSIT', 'WITHDRAW') LIMIT 1",
    )
    .get();
  return activity !== undefined;
}
