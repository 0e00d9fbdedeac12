import type { LotteryGame } from '../../shared/api/games.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { compactDate, dateStartMs, dayStartMs, isCalendarDate } from '../../shared/time/brasilia.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { vnRegionOf } from './catalogue-data.ts';
import {
  catalogueOf,
  gameColumns,
  gameName,
  isUnderMaintenance,
  tileUrl,
  type GameRow,
} from './catalogue.ts';
import type { Ledger } from './ledger.ts';
import type { PlaySession } from './launch.ts';
import { assertStake, insertBet, secureRandom } from './rounds.ts';
import { accruePointsForBet } from './points.ts';
import { clock } from './clock.ts';
import { assertBetAllowed } from './responsible-play.ts';
import { recordSettledBet } from './agent-rollups.ts';

/**
 * Lotteries: issues on a fixed schedule (every `draw_interval` seconds from midnight UTC), tickets bought into the
 * open issue (the stake debited through the ledger), draws from a CSPRNG stored as opened numbers, and settlement
 * of the issue's tickets (wins credited through the ledger). Every pick pays RTP / P(hit), so the RTP holds.
 */

export type LotteryRule = {
  family: string;
  /** numbers a player can pick */
  min: number;
  max: number;
  /** numbers drawn */
  drawCount: number;
  distinct: boolean;
  /** which drawn numbers a pick is matched against */
  target: 'first' | 'any' | 'last';
  /** probability that one pick hits */
  hitProbability: number;
  pad: number;
  label: { 'pt-BR': string; en: string };
};

const rule = (r: Omit<LotteryRule, 'hitProbability'>): LotteryRule => {
  const range = r.max - r.min + 1;
  const hitProbability = r.target === 'any' ? r.drawCount / range : 1 / range;
  return { ...r, hitProbability };
};

export const lotteryRules: Record<string, LotteryRule> = {
  SSC: rule({
    family: 'SSC',
    min: 0,
    max: 9,
    drawCount: 5,
    distinct: false,
    target: 'first',
    pad: 1,
    label: { 'pt-BR': 'Acerte o 1º dígito', en: 'Pick the 1st digit' },
  }),
  '11X5': rule({
    family: '11X5',
    min: 1,
    max: 11,
    drawCount: 5,
    distinct: true,
    target: 'any',
    pad: 2,
    label: { 'pt-BR': 'Acerte um número entre os 5 sorteados', en: 'Pick a number among the 5 drawn' },
  }),
  PK10: rule({
    family: 'PK10',
    min: 1,
    max: 10,
    drawCount: 10,
    distinct: true,
    target: 'first',
    pad: 2,
    label: { 'pt-BR': 'Acerte o campeão (1º lugar)', en: 'Pick the champion (1st place)' },
  }),
  LHC: rule({
    family: 'LHC',
    min: 1,
    max: 49,
    drawCount: 7,
    distinct: true,
    target: 'last',
    pad: 2,
    label: { 'pt-BR': 'Acerte o número especial', en: 'Pick the special number' },
  }),
  LF: rule({
    family: 'LF',
    min: 1,
    max: 80,
    drawCount: 20,
    distinct: true,
    target: 'any',
    pad: 2,
    label: { 'pt-BR': 'Acerte um número entre os 20 sorteados', en: 'Pick a number among the 20 drawn' },
  }),
  VN: rule({
    family: 'VN',
    min: 0,
    max: 99,
    drawCount: 1,
    distinct: true,
    target: 'first',
    pad: 2,
    label: {
      'pt-BR': 'Acerte os 2 últimos dígitos do prêmio especial',
      en: 'Pick the last 2 digits of the special prize',
    },
  }),
};

export const maxPicks = 10;

export function ruleOf(game: Pick<GameRow, 'classify'>): LotteryRule {
  return lotteryRules[game.classify ?? ''] ?? (lotteryRules.SSC as LotteryRule);
}

/** Payout of one winning pick (stake multiplier): RTP / P(hit), rounded down to 2 decimals. */
export function pickPayout(game: Pick<GameRow, 'classify' | 'rtp_bp'>): number {
  return Math.floor((game.rtp_bp / 10_000 / ruleOf(game).hitProbability) * 100) / 100;
}

export function drawNumbers(r: LotteryRule, random = secureRandom): number[] {
  const out: number[] = [];
  const pool = Array.from({ length: r.max - r.min + 1 }, (_, i) => r.min + i);
  for (let i = 0; i < r.drawCount; i++) {
    if (r.distinct) {
      const index = Math.floor(random() * pool.length);
      out.push(pool.splice(index, 1)[0] as number);
    } else {
      out.push(r.min + Math.floor(random() * (r.max - r.min + 1)));
    }
  }
  return out;
}

export function hits(r: LotteryRule, drawn: number[], pickNumber: number): boolean {
  if (r.target === 'any') return drawn.includes(pickNumber);
  if (r.target === 'last') return drawn[drawn.length - 1] === pickNumber;
  return drawn[0] === pickNumber;
}

export function formatNumbers(r: LotteryRule, numbers: number[]): string {
  return numbers.map((n) => String(n).padStart(r.pad, '0')).join(',');
}

// --- Issues -----------------------------------------------------------------------------------------------------

export type Issue = { numero: string; openAt: number; closeAt: number };

/** The issue open at `at` (ms) for a draw interval in seconds; issues are numbered per Brasília day. */
export function issueAt(intervalSeconds: number, at: number): Issue {
  const ms = intervalSeconds * 1000;
  const openAt = Math.floor(at / ms) * ms;
  const index = Math.floor((openAt - dayStartMs(openAt)) / ms) + 1;
  return { numero: `${compactDate(openAt)}-${String(index).padStart(4, '0')}`, openAt, closeAt: openAt + ms };
}

export function issueFromNumero(intervalSeconds: number, numero: string): Issue | null {
  const match = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/.exec(numero);
  if (!match) return null;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  if (!isCalendarDate(date)) return null;
  const dayStart = dateStartMs(date);
  const openAt = dayStart + (Number(match[4]) - 1) * intervalSeconds * 1000;
  return issueAt(intervalSeconds, openAt);
}

// --- Catalogue views --------------------------------------------------------------------------------------------

export function toLotteryGame(row: GameRow, language: Language): LotteryGame {
  return {
    gameCode: row.game_code,
    gameName: gameName(row, language),
    gameType: row.classify ?? 'SSC',
    prizeMode: row.prize_mode ?? 'LOTT',
    iconUrl: tileUrl(row.node_id),
    isHot: row.is_hot === 1 ? 1 : 0,
    drawInterval: row.draw_interval ?? 60,
  };
}

export function lotteryGameRows(
  db: Database,
  filter: { prizeMode?: string; vendors?: readonly string[]; gameCodes?: readonly string[] } = {},
): GameRow[] {
  const where = ["g.play_kind = 'lottery'", 'g.draw_interval IS NOT NULL'];
  const params: string[] = [];
  if (filter.prizeMode) {
    where.push('g.prize_mode = ?');
    params.push(filter.prizeMode);
  }
  if (filter.vendors) {
    where.push('g.vendor_code IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(filter.vendors));
  }
  if (filter.gameCodes) {
    where.push('g.game_code IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(filter.gameCodes));
  }
  return db
    .prepare(
      `SELECT ${gameColumns} FROM games g JOIN vendors v ON v.code = g.vendor_code WHERE ${where.join(' AND ')} ` +
        'ORDER BY g.sort_order, g.node_id',
    )
    .all(...params) as GameRow[];
}

/** The lottery games of one prize mode (games.lottery), in the catalogue's order. */
export function lotteryGames(db: Database, prizeMode: string, language: Language): LotteryGame[] {
  return lotteryGameRows(db, { prizeMode }).map((row) => toLotteryGame(row, language));
}

const regionNames: Record<string, { 'pt-BR': string; en: string }> = {
  NORTH: { 'pt-BR': 'Norte', en: 'North' },
  CENTRAL: { 'pt-BR': 'Centro', en: 'Central' },
  SOUTH: { 'pt-BR': 'Sul', en: 'South' },
};

/** The VN lottery's menus (lottery.menus): its games by region, the regions that have some. */
export function lotteryMenus(
  db: Database,
  language: Language,
): { menuCode: string; menuName: string; games: LotteryGame[] }[] {
  const menus = new Map<string, { menuCode: string; menuName: string; games: LotteryGame[] }>();
  for (const code of ['NORTH', 'CENTRAL', 'SOUTH']) {
    menus.set(code, { menuCode: code, menuName: regionNames[code]?.[language] ?? code, games: [] });
  }
  for (const row of lotteryGameRows(db, { vendors: ['TCG_LOTTO_VN'] }))
    menus.get(vnRegionOf(row.game_code))?.games.push(toLotteryGame(row, language));
  return [...menus.values()].filter((menu) => menu.games.length > 0);
}

export type OpenedNumero = {
  gameCode: string;
  gameName: string;
  numero: string;
  winningNumber: string;
  openTime: string;
  nextCloseTime: string | null;
};

/** The latest drawn issue of each of these games (games never drawn are left out). */
export function latestDraws(
  db: Database,
  rows: GameRow[],
  language: Language,
  now = clock.now(),
): OpenedNumero[] {
  const latest = db.prepare(
    'SELECT numero, winning_number, open_time FROM lottery_draws WHERE game_code = ? ORDER BY open_at DESC LIMIT 1',
  );
  const out: OpenedNumero[] = [];
  for (const row of rows) {
    const draw = latest.get(row.game_code) as
      { numero: string; winning_number: string; open_time: string } | undefined;
    if (!draw) continue;
    out.push({
      gameCode: row.game_code,
      gameName: gameName(row, language),
      numero: draw.numero,
      winningNumber: draw.winning_number,
      openTime: draw.open_time,
      nextCloseTime: new Date(issueAt(row.draw_interval ?? 60, now).closeAt).toISOString(),
    });
  }
  return out;
}

export function drawHistory(
  db: Database,
  gameCode: string,
  limit = 10,
): { numero: string; winningNumber: string; openTime: string }[] {
  const rows = db
    .prepare(
      'SELECT numero, winning_number, open_time FROM lottery_draws WHERE game_code = ? ORDER BY open_at DESC LIMIT ?',
    )
    .all(gameCode, limit) as { numero: string; winning_number: string; open_time: string }[];
  return rows.map((row) => ({
    numero: row.numero,
    winningNumber: row.winning_number,
    openTime: row.open_time,
  }));
}

// --- Tickets ----------------------------------------------------------------------------------------------------

export type TicketInput = { roundId: string; unitStake: number; picks: number[] };
export type Ticket = {
  roundId: string;
  numero: string;
  picks: number[];
  unitStake: number;
  stake: number;
  win: number;
  status: 'OPEN' | 'SETTLED';
  closeAt: string;
  winningNumber: string | null;
};

type TicketDetail = {
  picks: number[];
  unitStake: number;
  closeAt: string;
  winningNumber?: string;
  hits?: number[];
};

export function buyTicket(
  db: Database,
  ledger: Ledger,
  session: PlaySession,
  input: TicketInput,
  now = clock.now(),
): { ticket: Ticket; balance: number; replayed: boolean } {
  assertStake(input.unitStake);
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(input.roundId)) {
    throw new ApiError(400, 'game.round.id.invalid');
  }
  return transaction(db, () => {
    const previous = db
      .prepare('SELECT * FROM bets WHERE member_id = ? AND round_id = ?')
      .get(session.memberId, input.roundId) as BetRowFull | undefined;
    if (previous) {
      if (previous.node_id !== session.nodeId) {
        throw new ApiError(409, 'game.round.conflict');
      }
      return { ticket: toTicket(previous), balance: ledger.balance(previous.account_id), replayed: true };
    }
    const game = catalogueOf(db).byNode(session.nodeId);
    if (game?.play_kind !== 'lottery' || !game.draw_interval) {
      throw new ApiError(400, 'game.not.lottery');
    }
    if (isUnderMaintenance(game)) throw new ApiError(409, errorCodes.gameMaintenance);
    const r = ruleOf(game);
    const picks = [...new Set(input.picks)].sort((a, b) => a - b);
    if (
      picks.length === 0 ||
      picks.length !== input.picks.length ||
      picks.length > maxPicks ||
      picks.some((n) => !Number.isInteger(n) || n < r.min || n > r.max)
    ) {
      throw new ApiError(400, 'lottery.picks.invalid', {
        params: {
          maxPicks,
          from: String(r.min).padStart(r.pad, '0'),
          to: String(r.max).padStart(r.pad, '0'),
        },
      });
    }
    const stake = input.unitStake * picks.length;
    assertStake(stake);
    const issue = issueAt(game.draw_interval, now);
    const account = db.prepare('SELECT demo FROM wallet_accounts WHERE id = ?').get(session.accountId) as
      { demo: number } | undefined;
    if (!account) throw new ApiError(404, 'wallet.not.found');
    // responsible play: pauses, session, reality check, time, loss and bet-count limits (before the stake moves)
    assertBetAllowed(db, session.memberId, { stake, demo: account.demo === 1 }, now);
    const at = new Date(now).toISOString();
    const debit = ledger.debit({
      accountId: session.accountId,
      amount: stake,
      type: 'BET',
      reference: `${game.game_code}:${issue.numero}:${input.roundId}`,
      idempotencyKey: `ticket:${session.memberId}:${input.roundId}:stake`,
      at,
    });
    const detail: TicketDetail = {
      picks,
      unitStake: input.unitStake,
      closeAt: new Date(issue.closeAt).toISOString(),
    };
    insertBet(db, {
      memberId: session.memberId,
      roundId: input.roundId,
      game,
      accountId: session.accountId,
      demo: account.demo === 1,
      stake,
      win: 0,
      status: 'OPEN',
      numero: issue.numero,
      detail,
      at,
    });
    return {
      ticket: {
        roundId: input.roundId,
        numero: issue.numero,
        picks,
        unitStake: input.unitStake,
        stake,
        win: 0,
        status: 'OPEN',
        closeAt: detail.closeAt,
        winningNumber: null,
      },
      balance: debit.entry.balanceAfter,
      replayed: false,
    };
  });
}

type BetRowFull = {
  id: number;
  member_id: number;
  round_id: string;
  node_id: number;
  game_code: string;
  account_id: number;
  demo: number;
  stake: number;
  win: number;
  status: 'OPEN' | 'SETTLED';
  numero: string | null;
  detail: string;
};

function toTicket(row: BetRowFull): Ticket {
  const detail = JSON.parse(row.detail) as TicketDetail;
  return {
    roundId: row.round_id,
    numero: row.numero ?? '',
    picks: detail.picks,
    unitStake: detail.unitStake,
    stake: row.stake,
    win: row.win,
    status: row.status,
    closeAt: detail.closeAt,
    winningNumber: detail.winningNumber ?? null,
  };
}

export function memberTickets(db: Database, memberId: number, nodeId: number, limit = 20): Ticket[] {
  const rows = db
    .prepare('SELECT * FROM bets WHERE member_id = ? AND node_id = ? ORDER BY id DESC LIMIT ?')
    .all(memberId, nodeId, limit) as BetRowFull[];
  return rows.map(toTicket);
}

// --- Draws and settlement ---------------------------------------------------------------------------------------

export type DrawOutcome = {
  gameCode: string;
  numero: string;
  winningNumber: string;
  settled: number;
  paid: number;
};

/**
 * Draws one issue (unless drawn already) and settles its open tickets, in one transaction. `numbers` overrides the
 * RNG (tests).
 */
export function drawIssue(
  db: Database,
  ledger: Ledger,
  game: GameRow,
  numero: string,
  options: { now?: number; numbers?: number[] } = {},
): DrawOutcome {
  const r = ruleOf(game);
  const now = options.now ?? clock.now();
  // Never a number for an issue that still sells tickets: its close is judged on the platform clock, whatever `now`
  // the caller passes (tickets are sold on that clock too).
  const issue = issueFromNumero(game.draw_interval ?? 60, numero);
  if (!issue || issue.closeAt > Math.min(now, clock.now())) {
    throw new Error(`Lottery ${game.game_code} issue ${numero} is still open: it cannot be drawn yet.`);
  }
  return transaction(db, () => {
    let draw = db
      .prepare('SELECT winning_number FROM lottery_draws WHERE game_code = ? AND numero = ?')
      .get(game.game_code, numero) as { winning_number: string } | undefined;
    if (!draw) {
      const numbers = options.numbers ?? drawNumbers(r);
      const winningNumber = formatNumbers(r, numbers);
      db.prepare(
        'INSERT INTO lottery_draws (game_code, numero, winning_number, open_time, open_at) VALUES (?, ?, ?, ?, ?)',
      ).run(game.game_code, numero, winningNumber, new Date(now).toISOString(), now);
      draw = { winning_number: winningNumber };
    }
    const drawn = draw.winning_number.split(',').map(Number);
    const payout = pickPayout(game);
    const tickets = db
      .prepare("SELECT * FROM bets WHERE game_code = ? AND numero = ? AND status = 'OPEN'")
      .all(game.game_code, numero) as BetRowFull[];
    let paid = 0;
    const at = new Date(now).toISOString();
    const settle = db.prepare(
      "UPDATE bets SET status = 'SETTLED', win = ?, detail = ?, settled_at = ? WHERE id = ?",
    );
    for (const ticket of tickets) {
      const detail = JSON.parse(ticket.detail) as TicketDetail;
      const hitPicks = detail.picks.filter((n) => hits(r, drawn, n));
      const win = Math.floor(detail.unitStake * payout * hitPicks.length);
      if (win > 0) {
        ledger.credit({
          accountId: ticket.account_id,
          amount: win,
          type: 'PAYOUT',
          reference: `${game.game_code}:${numero}:${ticket.round_id}`,
          idempotencyKey: `ticket:${ticket.member_id}:${ticket.round_id}:win`,
          at,
        });
        paid += win;
      }
      settle.run(
        win,
        JSON.stringify({ ...detail, winningNumber: draw.winning_number, hits: hitPicks }),
        at,
        ticket.id,
      );
      // the settled ticket's stake is a valid bet: its points, once (services/points.ts)
      accruePointsForBet(db, ticket.id);
      // the agent back office's team figures, in this same transaction (services/agent-rollups.ts)
      recordSettledBet(db, {
        betId: ticket.id,
        memberId: ticket.member_id,
        demo: ticket.demo === 1,
        gameType: game.game_type,
        vendorCode: game.vendor_code,
        stake: ticket.stake,
        win,
        settledAt: at,
      });
    }
    return {
      gameCode: game.game_code,
      numero,
      winningNumber: draw.winning_number,
      settled: tickets.length,
      paid,
    };
  });
}

/**
 * Draws every due issue (closed on the platform clock; a later `at` is not honoured): for each lottery game the last closed issue (if not drawn yet), plus any closed issue that
 * still has open tickets (after a stop). Answers what was drawn or settled.
 */
export function drawDue(db: Database, ledger: Ledger, at = clock.now()): DrawOutcome[] {
  // a time ahead of the platform clock would close issues that still sell tickets
  const now = Math.min(at, clock.now());
  const games = lotteryGameRows(db);
  const out: DrawOutcome[] = [];
  const isDrawn = db.prepare('SELECT 1 FROM lottery_draws WHERE game_code = ? AND numero = ?');
  for (const game of games) {
    const interval = game.draw_interval ?? 60;
    const last = issueAt(interval, now - interval * 1000);
    if (!isDrawn.get(game.game_code, last.numero))
      out.push(drawIssue(db, ledger, game, last.numero, { now }));
  }
  const pending = db
    .prepare("SELECT DISTINCT game_code, numero FROM bets WHERE status = 'OPEN' AND numero IS NOT NULL")
    .all() as { game_code: string; numero: string }[];
  const byCode = new Map(games.map((g) => [g.game_code, g]));
  for (const entry of pending) {
    const game = byCode.get(entry.game_code);
    if (!game) continue;
    const issue = issueFromNumero(game.draw_interval ?? 60, entry.numero);
    if (issue && issue.closeAt <= now) out.push(drawIssue(db, ledger, game, entry.numero, { now }));
  }
  return out;
}

/** Keeps the opened numbers of the last `days` days (the draw job calls it hourly). */
export function pruneDraws(db: Database, now = clock.now(), days = 7): number {
  const result = db.prepare('DELETE FROM lottery_draws WHERE open_at < ?').run(now - days * 86_400_000);
  return Number(result.changes);
}
