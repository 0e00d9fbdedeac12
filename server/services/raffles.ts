import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { prizeSchema, TicketRule } from '../../shared/api/engagement.ts';
import type { raffleInputSchema } from '../../shared/api/operator-engagement.ts';
import type { RaffleKind } from '../../shared/constants/engagement.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { fairMessage, fractionOf, pickIndex } from '../../shared/rules/fairness.ts';
import { addCalendarDays, brasiliaDate, dayBounds } from '../../shared/time/brasilia.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { clock } from './clock.ts';
import { inLanguage, parseJson, parseLocalized, validBet } from './engagement.ts';
import { mainWallet, type Ledger } from './ledger.ts';
import { creditReward } from './rewards.ts';

/**
 * Red envelopes and prize wheels (issue 12, MCS2_claimRafflePromotion). Tickets are earned by rules — a paid deposit
 * of at least X (at most N a Brasília day), a Brasília day with X of valid bets, or joining the site while it runs —
 * or given by the operator; each
 * source gives one ticket (its key is unique). Every ticket carries its own server seed, drawn at random when the
 * ticket is earned; its SHA-256 is published while the ticket waits. Opening it is provably fair
 * (shared/rules/fairness.ts): HMAC-SHA256 keyed with the server seed over `clientSeed:nonce` picks a prize by weight,
 * and the seed is revealed with the result. The nonce counts the member's tickets (1, 2, 3 …).
 */

type Prize = z.infer<typeof prizeSchema>;

export type RaffleRow = {
  id: number;
  merchant_code: string;
  kind: RaffleKind;
  title: string;
  description: string;
  rule: string;
  prizes: string;
  turnover_multiplier: number;
  start_time: string;
  end_time: string | null;
  active: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
};

type TicketRow = {
  id: number;
  raffle_id: number;
  member_id: number;
  source_key: string;
  nonce: number;
  server_seed: string;
  server_seed_hash: string;
  earned_at: string;
  drawn_at: string | null;
  claim_id: string | null;
  client_seed: string | null;
  prize_index: number | null;
  amount: number | null;
  grant_id: number | null;
};

/** How far back rules look for deposits and days of bets that earn tickets. */
const lookBackDays = 7;

export function raffleRow(db: Database, id: number): RaffleRow | null {
  return (db.prepare('SELECT * FROM raffles WHERE id = ?').get(id) as RaffleRow | undefined) ?? null;
}

function runningRaffles(db: Database, merchantCode: string, now: number): RaffleRow[] {
  const nowIso = new Date(now).toISOString();
  return db
    .prepare(
      'SELECT * FROM raffles WHERE merchant_code = ? AND active = 1 AND start_time <= ? AND (end_time IS NULL OR end_time > ?) ' +
        'ORDER BY sort_order, id',
    )
    .all(merchantCode, nowIso, nowIso) as RaffleRow[];
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The draw: the prize index a server seed, client seed and nonce pick among the weights. */
export function drawIndex(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  weights: readonly number[],
): number {
  const digest = createHmac('sha256', serverSeed).update(fairMessage(clientSeed, nonce), 'utf8').digest();
  return pickIndex(weights, fractionOf(digest));
}

/** Adds a ticket for a source once (an existing source key adds nothing). Returns whether one was added. */
export function addTicket(
  db: Database,
  raffle: RaffleRow,
  memberId: number,
  sourceKey: string,
  at: string,
): boolean {
  const exists = () =>
    db
      .prepare('SELECT 1 FROM raffle_tickets WHERE raffle_id = ? AND member_id = ? AND source_key = ?')
      .get(raffle.id, memberId, sourceKey) !== undefined;
  // the common case (already earned) reads without taking the write lock
  if (exists()) return false;
  return transaction(db, () => {
    if (exists()) return false;
    const { nonce } = db
      .prepare('SELECT COALESCE(MAX(nonce), 0) + 1 AS nonce FROM raffle_tickets WHERE member_id = ?')
      .get(memberId) as { nonce: number };
    const serverSeed = randomBytes(32).toString('hex');
    db.prepare(
      'INSERT INTO raffle_tickets (raffle_id, member_id, source_key, nonce, server_seed, server_seed_hash, earned_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(raffle.id, memberId, sourceKey, nonce, serverSeed, sha256Hex(serverSeed), at);
    return true;
  });
}

/** Earns the tickets the rules give for the member's recent deposits and days of bets. Returns how many. */
export function syncTickets(db: Database, merchantCode: string, memberId: number, now = clock.now()): number {
  let earned = 0;
  const nowIso = new Date(now).toISOString();
  const from = Math.max(now - lookBackDays * 86_400_000, 0);
  for (const raffle of runningRaffles(db, merchantCode, now)) {
    const rule = parseJson<TicketRule>(raffle.rule);
    const since = new Date(Math.max(from, Date.parse(raffle.start_time))).toISOString();
    if (rule.type === 'DEPOSIT') {
      const deposits = db
        .prepare(
          "SELECT order_id, paid_at FROM deposit_orders WHERE member_id = ? AND status = 'PAID' AND amount >= ? " +
            'AND paid_at >= ? AND paid_at <= ? ORDER BY paid_at, id',
        )
        .all(memberId, rule.minAmount, since, nowIso) as { order_id: string; paid_at: string }[];
      const perDay = new Map<string, number>();
      for (const deposit of deposits) {
        const day = brasiliaDate(deposit.paid_at);
        const count = perDay.get(day) ?? 0;
        if (count >= rule.maxPerDay) continue;
        perDay.set(day, count + 1);
        if (addTicket(db, raffle, memberId, `deposit:${deposit.order_id}`, deposit.paid_at)) earned++;
      }
    } else if (rule.type === 'SIGNUP') {
      const member = db.prepare('SELECT created_at FROM members WHERE id = ?').get(memberId) as
        { created_at: string } | undefined;
      if (
        member &&
        member.created_at >= raffle.start_time &&
        addTicket(db, raffle, memberId, 'signup', member.created_at)
      )
        earned++;
    } else {
      const total = db.prepare(
        `SELECT COALESCE(SUM(b.stake), 0) AS total, MAX(b.settled_at) AS last FROM bets b WHERE b.member_id = ? AND ${validBet} ` +
          'AND b.settled_at >= ? AND b.settled_at < ?',
      );
      for (let day = brasiliaDate(since); day <= brasiliaDate(now); day = addCalendarDays(day, 1)) {
        const bounds = dayBounds({ startDate: day, endDate: day });
        const start = bounds.from > since ? bounds.from : since;
        const row = total.get(memberId, start, bounds.to) as { total: number; last: string | null };
        if (row.total >= rule.minValidBet && row.last) {
          if (addTicket(db, raffle, memberId, `daily-bet:${day}`, row.last)) earned++;
        }
      }
    }
  }
  return earned;
}

function openTickets(db: Database, memberId: number, raffleId: number): TicketRow[] {
  return db
    .prepare(
      'SELECT * FROM raffle_tickets WHERE member_id = ? AND raffle_id = ? AND drawn_at IS NULL ORDER BY id',
    )
    .all(memberId, raffleId) as TicketRow[];
}

function toDraw(ticket: TicketRow, raffle: RaffleRow, language: Language) {
  return {
    claimId: ticket.claim_id ?? '',
    promotionId: raffle.id,
    kind: raffle.kind,
    title: inLanguage(parseLocalized(raffle.title), language),
    rewardAmount: ticket.amount ?? 0,
    prizeIndex: ticket.prize_index ?? 0,
    fairness: {
      serverSeedHash: ticket.server_seed_hash,
      serverSeed: ticket.server_seed,
      clientSeed: ticket.client_seed ?? '',
      nonce: ticket.nonce,
    },
    drawTime: ticket.drawn_at ?? ticket.earned_at,
  };
}

/** The raffles screen: rules, prizes, the member's tickets and next published draw, the last draws revealed. */
export function raffleList(
  db: Database,
  merchantCode: string,
  memberId: number,
  language: Language,
  now = clock.now(),
) {
  syncTickets(db, merchantCode, memberId, now);
  const raffles = runningRaffles(db, merchantCode, now).map((raffle) => {
    const tickets = openTickets(db, memberId, raffle.id);
    const next = tickets[0];
    return {
      promotionId: raffle.id,
      kind: raffle.kind,
      title: inLanguage(parseLocalized(raffle.title), language),
      description: inLanguage(parseLocalized(raffle.description), language),
      rule: parseJson<TicketRule>(raffle.rule),
      prizes: parseJson<Prize[]>(raffle.prizes),
      turnoverMultiplier: raffle.turnover_multiplier,
      startTime: raffle.start_time,
      endTime: raffle.end_time,
      tickets: tickets.length,
      nextDraw: next ? { serverSeedHash: next.server_seed_hash, nonce: next.nonce } : null,
    };
  });
  const drawn = db
    .prepare(
      'SELECT t.*, r.id AS rid FROM raffle_tickets t JOIN raffles r ON r.id = t.raffle_id WHERE t.member_id = ? ' +
        'AND t.drawn_at IS NOT NULL AND r.merchant_code = ? ORDER BY t.drawn_at DESC, t.id DESC LIMIT 10',
    )
    .all(memberId, merchantCode) as TicketRow[];
  const draws = drawn.flatMap((ticket) => {
    const raffle = raffleRow(db, ticket.raffle_id);
    return raffle ? [toDraw(ticket, raffle, language)] : [];
  });
  return { raffles, draws };
}

/** Open tickets by raffle (reward centre), after earning what the rules give. */
export function ticketCounts(db: Database, merchantCode: string, memberId: number, now = clock.now()) {
  syncTickets(db, merchantCode, memberId, now);
  return runningRaffles(db, merchantCode, now)
    .map((raffle) => ({ raffle, tickets: openTickets(db, memberId, raffle.id).length }))
    .filter((entry) => entry.tickets > 0);
}

/** Opens the member's oldest ticket of a raffle: the fair draw, the prize credited (0: an empty envelope). */
export function drawTicket(
  db: Database,
  ledger: Ledger,
  input: { merchantCode: string; memberId: number; promotionId: number; clientSeed?: string; now?: number },
) {
  const now = input.now ?? clock.now();
  const raffle = raffleRow(db, input.promotionId);
  if (raffle?.merchant_code !== input.merchantCode || raffle.active !== 1)
    throw new ApiError(404, 'raffle.not.found');
  const nowIso = new Date(now).toISOString();
  if (raffle.end_time !== null && raffle.end_time <= nowIso) throw new ApiError(409, 'raffle.ended');
  syncTickets(db, input.merchantCode, input.memberId, now);
  return transaction(db, () => {
    const [ticket, ...rest] = openTickets(db, input.memberId, raffle.id);
    if (!ticket) throw new ApiError(409, 'raffle.no.ticket');
    const prizes = parseJson<Prize[]>(raffle.prizes);
    const clientSeed = input.clientSeed ?? randomBytes(8).toString('hex');
    const prizeIndex = drawIndex(
      ticket.server_seed,
      clientSeed,
      ticket.nonce,
      prizes.map((prize) => prize.weight),
    );
    const amount = prizes[prizeIndex]?.amount ?? 0;
    const claimId = `RC${String(ticket.id).padStart(8, '0')}`;
    let grantId: number | null = null;
    let balance = ledger.getAccount(input.memberId, mainWallet)?.balance ?? 0;
    if (amount > 0) {
      const result = creditReward(db, ledger, {
        merchantCode: input.merchantCode,
        memberId: input.memberId,
        kind: raffle.kind === 'WHEEL' ? 'WHEEL' : 'RED_ENVELOPE',
        title: parseLocalized(raffle.title),
        amount,
        turnoverMultiplier: raffle.turnover_multiplier,
        grantKey: `ticket:${ticket.id}`,
        at: nowIso,
      });
      grantId = result.grant.id;
      balance = result.balance;
    }
    db.prepare(
      'UPDATE raffle_tickets SET drawn_at = ?, claim_id = ?, client_seed = ?, prize_index = ?, amount = ?, grant_id = ? ' +
        'WHERE id = ? AND drawn_at IS NULL',
    ).run(nowIso, claimId, clientSeed, prizeIndex, amount, grantId, ticket.id);
    return {
      promotionId: raffle.id,
      claimId,
      kind: raffle.kind,
      rewardAmount: amount,
      prizeIndex,
      remainingTickets: rest.length,
      balance,
      fairness: {
        serverSeedHash: ticket.server_seed_hash,
        serverSeed: ticket.server_seed,
        clientSeed,
        nonce: ticket.nonce,
      },
    };
  });
}

/** The operator gives tickets (support, campaigns, tests); answers the member's open tickets of the raffle. */
export function grantTickets(
  db: Database,
  input: { merchantCode: string; memberId: number; promotionId: number; count: number; sourcePrefix: string },
): number {
  const raffle = raffleRow(db, input.promotionId);
  if (raffle?.merchant_code !== input.merchantCode) throw new ApiError(404, 'raffle.not.found');
  return transaction(db, () => {
    const at = clock.iso();
    for (let i = 0; i < input.count; i++)
      addTicket(db, raffle, input.memberId, `${input.sourcePrefix}:${i}`, at);
    return openTickets(db, input.memberId, raffle.id).length;
  });
}

// --- Operator

export type RaffleInput = z.output<typeof raffleInputSchema>;

function toAdmin(row: RaffleRow) {
  return {
    promotionId: row.id,
    merchant: row.merchant_code,
    kind: row.kind,
    title: parseLocalized(row.title),
    description: parseLocalized(row.description),
    rule: parseJson<TicketRule>(row.rule),
    prizes: parseJson<Prize[]>(row.prizes),
    turnoverMultiplier: row.turnover_multiplier,
    startTime: row.start_time,
    endTime: row.end_time,
    active: row.active === 1,
    sortOrder: row.sort_order,
  };
}

export function operatorRaffles(db: Database, merchantCode: string) {
  return (
    db
      .prepare('SELECT * FROM raffles WHERE merchant_code = ? ORDER BY sort_order, id')
      .all(merchantCode) as RaffleRow[]
  ).map(toAdmin);
}

export function saveRaffle(
  db: Database,
  merchantCode: string,
  input: Omit<RaffleInput, 'merchant'>,
  at = clock.iso(),
) {
  const values = [
    input.kind,
    JSON.stringify(input.title),
    JSON.stringify(input.description),
    JSON.stringify(input.rule),
    JSON.stringify(input.prizes),
    input.turnoverMultiplier,
    new Date(input.startTime).toISOString(),
    input.endTime === null ? null : new Date(input.endTime).toISOString(),
    input.active ? 1 : 0,
    input.sortOrder,
  ] as const;
  return transaction(db, () => {
    if (input.promotionId === undefined) {
      return toAdmin(
        db
          .prepare(
            'INSERT INTO raffles (kind, title, description, rule, prizes, turnover_multiplier, start_time, end_time, ' +
              'active, sort_order, merchant_code, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ' +
              'RETURNING *',
          )
          .get(...values, merchantCode, at, at) as RaffleRow,
      );
    }
    const existing = raffleRow(db, input.promotionId);
    if (existing?.merchant_code !== merchantCode) throw new ApiError(404, 'raffle.not.found');
    return toAdmin(
      db
        .prepare(
          'UPDATE raffles SET kind = ?, title = ?, description = ?, rule = ?, prizes = ?, turnover_multiplier = ?, ' +
            'start_time = ?, end_time = ?, active = ?, sort_order = ?, updated_at = ? WHERE id = ? RETURNING *',
        )
        .get(...values, at, existing.id) as RaffleRow,
    );
  });
}
