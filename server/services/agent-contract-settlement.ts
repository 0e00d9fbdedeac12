import type { AgentContract, ContractBill, ContractKind } from '../../shared/api/agent.ts';
import { contractReference } from '../../shared/api/contract-reference.ts';
import { dayBounds, type DateRange } from '../../shared/time/brasilia.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { cadenceOf, periodBounds } from './agent-contract-periods.ts';
import {
  applyContractDeadlines,
  contractById,
  contractCode,
  currentTerms,
  pendingTerms,
  termsInForce,
  toPercent,
  type ContractRow,
  type Terms,
} from './agent-contracts.ts';
import { clock } from './clock.ts';
import { mainWallet, type Ledger } from './ledger.ts';
import { memberById } from './members.ts';

/**
 * Settlement of agent contracts. Each (contract, period) becomes one bill, written in one transaction with its
 * ledger movement (idempotency key `acb:<contract>:<period start>`), so a period is paid once whatever crashes or
 * repeats. `settleDue(now)` settles every period that ended by `now`, oldest first — a platform that was down catches
 * up in order — and within one period end the deepest holders first, so that an agent's bill can subtract what its
 * own downlines' bills for the period came to (the chain net rule). Upline-paid bills the upline cannot cover are
 * owed, and paid (oldest first) as soon as its balance allows.
 *
 * Figures of a period come from the settled bets of the holder and everyone below it (bets by member and time,
 * team_bets by owner and time), so a period may be any range of instants: a day, an hour, five minutes, or the part
 * of a period a contract was in force.
 */

export type PeriodFigures = {
  activeMembers: number;
  betCount: number;
  validBet: number;
  win: number;
};

export function periodFigures(db: Database, holderId: number, from: string, to: string): PeriodFigures {
  const own = db
    .prepare(
      'SELECT COUNT(*) AS n, COALESCE(SUM(stake), 0) AS stake, COALESCE(SUM(win), 0) AS win FROM bets ' +
        "WHERE member_id = ? AND status = 'SETTLED' AND demo = 0 AND settled_at >= ? AND settled_at < ?",
    )
    .get(holderId, from, to) as { n: number; stake: number; win: number };
  const team = db
    .prepare(
      'SELECT COUNT(*) AS n, COUNT(DISTINCT t.member_id) AS members, COALESCE(SUM(b.stake), 0) AS stake, ' +
        'COALESCE(SUM(b.win), 0) AS win FROM team_bets t JOIN bets b ON b.id = t.bet_id ' +
        'WHERE t.owner_id = ? AND t.settled_at >= ? AND t.settled_at < ?',
    )
    .get(holderId, from, to) as { n: number; members: number; stake: number; win: number };
  return {
    activeMembers: team.members + (own.n > 0 ? 1 : 0),
    betCount: own.n + team.n,
    validBet: own.stake + team.stake,
    win: own.win + team.win,
  };
}

/** rate (hundredths of a percent) of an amount, rounded down to the cent. */
function share(amount: number, rate: number): number {
  if (amount <= 0 || rate <= 0) return 0;
  return Number((BigInt(amount) * BigInt(rate)) / 10_000n);
}

export type Computed = {
  base: number;
  carryIn: number;
  carryOut: number;
  tier: number | null;
  rate: number;
  gross: number;
};

/** What the terms give for a period's figures (dividend: on the team's loss plus what was carried in). */
export function computeGross(
  kind: ContractKind,
  terms: Terms,
  figures: PeriodFigures,
  carryIn: number,
): Computed {
  const teamLoss = figures.validBet - figures.win;
  const base = kind === 'DIVIDEND' ? teamLoss + carryIn : figures.validBet;
  let rate = terms.rate;
  let tier: number | null = null;
  terms.tiers.forEach((candidate, index) => {
    const reached =
      figures.activeMembers >= candidate.minActiveMembers &&
      figures.validBet >= candidate.minValidBet &&
      Math.max(0, teamLoss) >= candidate.minTeamLoss;
    if (reached && candidate.rate > rate) {
      rate = candidate.rate;
      tier = index;
    }
  });
  return {
    base,
    carryIn: kind === 'DIVIDEND' ? carryIn : 0,
    carryOut: kind === 'DIVIDEND' ? Math.min(0, base) : 0,
    tier,
    rate,
    gross: share(base, rate),
  };
}

type Due = { row: ContractRow; start: string; end: string; terms: Terms; depth: number };

function holderDepth(db: Database, memberId: number): number {
  const { depth } = db
    .prepare('SELECT COALESCE(MAX(depth), 0) AS depth FROM team_tree WHERE member_id = ?')
    .get(memberId) as { depth: number };
  return depth;
}

/** The next period of every contract that has one ended by `nowMs`. */
function duePeriods(db: Database, nowMs: number): Due[] {
  const now = new Date(nowMs).toISOString();
  const rows = db
    .prepare(
      'SELECT * FROM agent_contracts WHERE active_from IS NOT NULL AND settled_through < ? ' +
        'AND (ends_at IS NULL OR settled_through < ends_at)',
    )
    .all(now) as ContractRow[];
  const due: Due[] = [];
  for (const row of rows) {
    const start = row.settled_through as string;
    const terms = termsInForce(db, row.id, start);
    if (!terms) continue;
    const bounds = periodBounds(cadenceOf(row.kind, terms.period), Date.parse(start));
    let endMs = bounds.end;
    // new terms from a later version start a period of their own
    const next = db
      .prepare(
        "SELECT MIN(effective_from) AS at FROM agent_contract_terms WHERE contract_id = ? AND status = 'ACCEPTED' " +
          'AND effective_from > ?',
      )
      .get(row.id, start) as { at: string | null };
    if (next.at !== null) endMs = Math.min(endMs, Date.parse(next.at));
    if (row.ends_at !== null) endMs = Math.min(endMs, Date.parse(row.ends_at));
    if (endMs > nowMs) continue;
    due.push({
      row,
      start,
      end: new Date(endMs).toISOString(),
      terms,
      depth: holderDepth(db, row.downline_id),
    });
  }
  return due;
}

export type BillRow = {
  id: number;
  contract_id: number;
  kind: ContractKind;
  holder_id: number;
  upline_id: number;
  payer: 'PLATFORM' | 'UPLINE';
  period_start: string;
  period_end: string;
  version: number;
  active_members: number;
  bet_count: number;
  valid_bet: number;
  win: number;
  profit_loss: number;
  carry_in: number;
  carry_out: number;
  base: number;
  tier: number | null;
  rate: number;
  gross: number;
  downline_payouts: number;
  net: number;
  amount_due: number;
  paid: number;
  status: ContractBill['status'];
  settled_at: string;
  paid_at: string | null;
};

function statusOf(due: number, paid: number): ContractBill['status'] {
  if (due === 0) return 'NOTHING_DUE';
  if (paid >= due) return 'PAID';
  return paid > 0 ? 'PARTLY_PAID' : 'OWED';
}

function reference(row: ContractRow, start: string, late = false): string {
  return contractReference(contractCode(row.id), start, late);
}

/** Settles one period of one contract, once: the bill and its movement in one transaction. */
function settlePeriod(db: Database, ledger: Ledger, due: Due, nowMs: number): BillRow | null {
  const at = new Date(nowMs).toISOString();
  return transaction(db, () => {
    const row = contractById(db, due.row.id) as ContractRow;
    if (row.settled_through !== due.start) return null; // settled meanwhile
    const figures = periodFigures(db, row.downline_id, due.start, due.end);
    const computed = computeGross(row.kind, due.terms, figures, row.carry_over);
    const { payouts } = db
      .prepare(
        'SELECT COALESCE(SUM(gross), 0) AS payouts FROM agent_contract_bills WHERE upline_id = ? AND kind = ? ' +
          'AND period_end > ? AND period_end <= ?',
      )
      .get(row.downline_id, row.kind, due.start, due.end) as { payouts: number };
    const net = computed.gross - payouts;
    const payer = due.terms.payer;
    const amountDue = payer === 'PLATFORM' ? Math.max(0, net) : computed.gross;
    const key = `acb:${row.id}:${due.start}`;
    const holderWallet =
      ledger.getAccount(row.downline_id, mainWallet) ?? ledger.openAccount(row.downline_id, mainWallet);
    let paid = 0;
    if (amountDue > 0 && payer === 'PLATFORM') {
      ledger.credit({
        accountId: holderWallet.id,
        amount: amountDue,
        type: row.kind,
        reference: reference(row, due.start),
        idempotencyKey: key,
        at,
      });
      paid = amountDue;
    } else if (amountDue > 0) {
      const uplineWallet = ledger.getAccount(row.upline_id, mainWallet);
      paid = Math.min(amountDue, Math.max(0, uplineWallet?.balance ?? 0));
      if (paid > 0 && uplineWallet) {
        ledger.transfer({
          fromAccountId: uplineWallet.id,
          toAccountId: holderWallet.id,
          amount: paid,
          type: row.kind,
          reference: reference(row, due.start),
          idempotencyKey: key,
          at,
        });
      }
    }
    const bill = db
      .prepare(
        'INSERT INTO agent_contract_bills (contract_id, kind, holder_id, upline_id, payer, period_start, period_end, ' +
          'version, active_members, bet_count, valid_bet, win, profit_loss, carry_in, carry_out, base, tier, rate, ' +
          'gross, downline_payouts, net, amount_due, paid, status, settled_at, paid_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
      )
      .get(
        row.id,
        row.kind,
        row.downline_id,
        row.upline_id,
        payer,
        due.start,
        due.end,
        due.terms.version,
        figures.activeMembers,
        figures.betCount,
        figures.validBet,
        figures.win,
        figures.win - figures.validBet,
        computed.carryIn,
        computed.carryOut,
        computed.base,
        computed.tier,
        computed.rate,
        computed.gross,
        payouts,
        net,
        amountDue,
        paid,
        statusOf(amountDue, paid),
        at,
        paid > 0 && paid === amountDue ? at : null,
      ) as BillRow;
    db.prepare(
      'UPDATE agent_contracts SET settled_through = ?, carry_over = ?, updated_at = ? WHERE id = ?',
    ).run(due.end, computed.carryOut, at, row.id);
    return bill;
  });
}

/**
 * Pays owed upline-paid bills, oldest first, as far as each upline's balance allows; again while a pass pays
 * something (a payment to an agent may let it pay what it owes its own downlines).
 */
export function collectOwed(db: Database, ledger: Ledger, nowMs = clock.now()): number {
  let payments = 0;
  for (;;) {
    const paid = collectOwedOnce(db, ledger, nowMs);
    if (paid === 0) return payments;
    payments += paid;
  }
}

function collectOwedOnce(db: Database, ledger: Ledger, nowMs: number): number {
  const at = new Date(nowMs).toISOString();
  const owed = db
    .prepare("SELECT * FROM agent_contract_bills WHERE status IN ('OWED', 'PARTLY_PAID') ORDER BY id")
    .all() as BillRow[];
  let payments = 0;
  for (const bill of owed) {
    transaction(db, () => {
      const current = db.prepare('SELECT * FROM agent_contract_bills WHERE id = ?').get(bill.id) as BillRow;
      const left = current.amount_due - current.paid;
      if (left <= 0) return;
      const from = ledger.getAccount(current.upline_id, mainWallet);
      const pay = Math.min(left, Math.max(0, from?.balance ?? 0));
      if (pay <= 0 || !from) return;
      const to =
        ledger.getAccount(current.holder_id, mainWallet) ?? ledger.openAccount(current.holder_id, mainWallet);
      const row = contractById(db, current.contract_id) as ContractRow;
      ledger.transfer({
        fromAccountId: from.id,
        toAccountId: to.id,
        amount: pay,
        type: current.kind,
        reference: reference(row, current.period_start, true),
        // unique per payment: what had been paid before it
        idempotencyKey: `acb:${current.contract_id}:${current.period_start}:${current.paid}`,
        at,
      });
      const paid = current.paid + pay;
      db.prepare('UPDATE agent_contract_bills SET paid = ?, status = ?, paid_at = ? WHERE id = ?').run(
        paid,
        statusOf(current.amount_due, paid),
        paid === current.amount_due ? at : null,
        current.id,
      );
      payments++;
    });
  }
  return payments;
}

export type SettleOutcome = { settled: number; paid: number; owed: number; expired: number; ended: number };

/** Everything due by `nowMs`: deadlines, then every ended period in order, then owed bills. */
export function settleDue(db: Database, ledger: Ledger, nowMs = clock.now()): SettleOutcome {
  const outcome: SettleOutcome = { settled: 0, paid: 0, owed: 0, expired: 0, ended: 0 };
  for (;;) {
    const due = duePeriods(db, nowMs);
    if (due.length === 0) break;
    const firstEnd = due.reduce((min, d) => (d.end < min ? d.end : min), due[0]!.end);
    const group = due
      .filter((d) => d.end === firstEnd)
      .sort((a, b) => b.depth - a.depth || a.row.id - b.row.id);
    for (const item of group) {
      const bill = settlePeriod(db, ledger, item, nowMs);
      if (!bill) continue;
      outcome.settled++;
      if (bill.status === 'PAID') outcome.paid++;
      if (bill.status === 'OWED' || bill.status === 'PARTLY_PAID') outcome.owed++;
    }
    collectOwed(db, ledger, nowMs);
  }
  const deadlines = applyContractDeadlines(db, nowMs);
  outcome.expired = deadlines.expired;
  outcome.ended = deadlines.ended;
  collectOwed(db, ledger, nowMs);
  return outcome;
}

// --- Owed salaries block transfers out

export function owedBy(db: Database, memberId: number): number {
  const { owed } = db
    .prepare(
      'SELECT COALESCE(SUM(amount_due - paid), 0) AS owed FROM agent_contract_bills WHERE upline_id = ? ' +
        "AND status IN ('OWED', 'PARTLY_PAID')",
    )
    .get(memberId) as { owed: number };
  return owed;
}

/** 403 `agent.contract.owed.block` while the member owes salaries or dividends to its team. */
export function assertNothingOwed(db: Database, memberId: number): void {
  const owed = owedBy(db, memberId);
  if (owed > 0) throw new ApiError(403, 'agent.contract.owed.block', { params: { amount: owed } });
}

// --- Views

export function contractView(db: Database, row: ContractRow, nowMs = clock.now()): AgentContract {
  const now = new Date(nowMs).toISOString();
  const terms = currentTerms(db, row, now);
  const pending = pendingTerms(db, row.id);
  const upline = memberById(db, row.upline_id);
  const downline = memberById(db, row.downline_id);
  let currentPeriod: AgentContract['currentPeriod'] = null;
  let figures: PeriodFigures = { activeMembers: 0, betCount: 0, validBet: 0, win: 0 };
  let accrued = 0;
  const live = row.status === 'ACTIVE' || row.status === 'TERMINATION_REQUESTED';
  if (live && row.settled_through !== null) {
    const bounds = periodBounds(cadenceOf(row.kind, terms.period), nowMs);
    const start =
      row.settled_through > new Date(bounds.start).toISOString()
        ? row.settled_through
        : new Date(bounds.start).toISOString();
    const end = new Date(bounds.end).toISOString();
    currentPeriod = { start, end: row.ends_at !== null && row.ends_at < end ? row.ends_at : end };
    figures = periodFigures(db, row.downline_id, start, now);
    accrued = computeGross(row.kind, terms, figures, row.carry_over).gross;
  }
  const requestType = row.status === 'TERMINATION_REQUESTED' ? 'TERMINATE' : pending ? 'NEW' : null;
  const requestedBy =
    requestType === 'TERMINATE'
      ? row.termination_by === row.upline_id
        ? 'UPLINE'
        : 'DOWNLINE'
      : requestType === 'NEW'
        ? 'UPLINE'
        : null;
  return {
    contractId: contractCode(row.id),
    kind: row.kind,
    status: row.status,
    requestType,
    requestedBy,
    upline: upline?.username ?? '',
    downline: downline?.username ?? '',
    downlineNickname: downline?.nickname ?? null,
    version: terms.version,
    rate: toPercent(terms.rate),
    tiers: terms.tiers.map((tier) => ({ ...tier, rate: toPercent(tier.rate) })),
    period: terms.period,
    payer: terms.payer,
    pendingTerms:
      pending && row.status !== 'OFFERED'
        ? {
            version: pending.version,
            rate: toPercent(pending.rate),
            tiers: (JSON.parse(pending.tiers) as Terms['tiers']).map((tier) => ({
              ...tier,
              rate: toPercent(tier.rate),
            })),
            period: pending.period,
            payer: pending.payer,
          }
        : null,
    activeFrom: row.active_from,
    endsAt: row.ends_at,
    currentPeriod,
    activeMemberCount: figures.activeMembers,
    periodValidBet: figures.validBet,
    periodProfitLoss: figures.win - figures.validBet,
    betAmount: figures.validBet,
    accrued,
    carryOver: row.carry_over,
    updatedTime: row.updated_at,
  };
}

export function billView(db: Database, bill: BillRow): ContractBill {
  return {
    billId: bill.id,
    contractId: contractCode(bill.contract_id),
    kind: bill.kind,
    holder: memberById(db, bill.holder_id)?.username ?? '',
    upline: memberById(db, bill.upline_id)?.username ?? '',
    payer: bill.payer,
    periodStart: bill.period_start,
    periodEnd: bill.period_end,
    version: bill.version,
    activeMembers: bill.active_members,
    betCount: bill.bet_count,
    validBet: bill.valid_bet,
    profitLoss: bill.profit_loss,
    carryIn: bill.carry_in,
    carryOut: bill.carry_out,
    base: bill.base,
    tier: bill.tier === null ? null : bill.tier + 1,
    rate: toPercent(bill.rate),
    gross: bill.gross,
    downlinePayouts: bill.downline_payouts,
    net: bill.net,
    amountDue: bill.amount_due,
    paid: bill.paid,
    status: bill.status,
    settledTime: bill.settled_at,
    paidTime: bill.paid_at,
  };
}

export function listBills(
  db: Database,
  filter: { kind: ContractKind; holderId?: number; uplineId?: number; range: DateRange },
  page: { pageNo: number; pageSize: number },
) {
  const { from, to } = dayBounds(filter.range);
  const conditions = ['kind = ?', 'period_end > ?', 'period_end <= ?'];
  const params: (string | number)[] = [filter.kind, from, to];
  if (filter.holderId !== undefined) {
    conditions.push('holder_id = ?');
    params.push(filter.holderId);
  }
  if (filter.uplineId !== undefined) {
    conditions.push('upline_id = ?');
    params.push(filter.uplineId);
  }
  const where = conditions.join(' AND ');
  const totals = db
    .prepare(
      'SELECT COUNT(*) AS n, COALESCE(SUM(gross), 0) AS gross, COALESCE(SUM(net), 0) AS net, ' +
        `COALESCE(SUM(paid), 0) AS paid, COALESCE(SUM(amount_due - paid), 0) AS owed FROM agent_contract_bills WHERE ${where}`,
    )
    .get(...params) as { n: number; gross: number; net: number; paid: number; owed: number };
  const rows = db
    .prepare(
      `SELECT * FROM agent_contract_bills WHERE ${where} ORDER BY period_end DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, page.pageSize, (page.pageNo - 1) * page.pageSize) as BillRow[];
  return {
    page: {
      content: rows.map((row) => billView(db, row)),
      pageNum: page.pageNo,
      pageSize: page.pageSize,
      totalPages: Math.max(1, Math.ceil(totals.n / page.pageSize)),
      totalElements: totals.n,
    },
    totals: { gross: totals.gross, net: totals.net, paid: totals.paid, owed: totals.owed },
  };
}

export function contractHistory(db: Database, row: ContractRow) {
  const events = db
    .prepare(
      'SELECT e.*, m.username AS actor FROM agent_contract_events e LEFT JOIN members m ON m.id = e.actor_id ' +
        'WHERE e.contract_id = ? ORDER BY e.id',
    )
    .all(row.id) as {
    at: string;
    actor: string | null;
    action: string;
    from_status: AgentContract['status'] | null;
    to_status: AgentContract['status'];
    version: number | null;
    old_rate: number | null;
    new_rate: number | null;
  }[];
  return {
    contractId: contractCode(row.id),
    events: events.map((e) => ({
      at: e.at,
      actor: e.actor,
      action: e.action,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      version: e.version,
      oldRate: e.old_rate === null ? null : toPercent(e.old_rate),
      newRate: e.new_rate === null ? null : toPercent(e.new_rate),
    })),
  };
}
