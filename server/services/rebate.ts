import { messageText } from '../../shared/api/messages.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { clock } from './clock.ts';
import { engagementSettings, validBet } from './engagement.ts';
import type { Ledger } from './ledger.ts';
import { creditedAnswer, creditReward } from './rewards.ts';
import { vipRebateBonus } from './vip.ts';

/**
 * Manual rebate (MANPLAYREB3): a share of the valid bets settled since the member's last claim, by game category at
 * the merchant's rate for it plus the VIP level's bonus. Each category's amount is rounded down to the cent on its
 * own total (never per bet), so the member sees exactly what is credited. Claiming credits it (REBATE) and starts the
 * next accrual at the claim's time.
 */

export type RebateLine = { gameType: string; validBet: number; rateBp: number; amount: number };

function lastClaim(db: Database, memberId: number) {
  return db
    .prepare(
      'SELECT through_time, through_bet_id FROM rebate_claims WHERE member_id = ? ORDER BY id DESC LIMIT 1',
    )
    .get(memberId) as { through_time: string; through_bet_id: number } | undefined;
}

/**
 * The rebate accrued now: the valid bets the last claim did not pay — written after it (a higher bet id) or settled
 * after it (a lottery ticket drawn later) — settled by `now`, by category. A claim pays exactly this set and records
 * where it stopped (time and bet id), so no bet is paid twice and none is lost, whatever the order of writes.
 */
export function accruedRebate(db: Database, merchantCode: string, memberId: number, now = clock.now()) {
  const last = lastClaim(db, memberId);
  const since = last?.through_time ?? null;
  const until = new Date(now).toISOString();
  const rows = db
    .prepare(
      `SELECT b.game_type, SUM(b.stake) AS total FROM bets b WHERE b.member_id = ? AND ${validBet} ` +
        'AND (b.id > ? OR b.settled_at > ?) AND b.settled_at <= ? GROUP BY b.game_type ORDER BY b.game_type',
    )
    .all(memberId, last?.through_bet_id ?? 0, since ?? '', until) as { game_type: string; total: number }[];
  const { throughBetId } = db
    .prepare('SELECT COALESCE(MAX(id), 0) AS throughBetId FROM bets WHERE member_id = ?')
    .get(memberId) as { throughBetId: number };
  const settings = engagementSettings(db, merchantCode).rebate;
  const bonus = vipRebateBonus(db, merchantCode, memberId);
  const lines: RebateLine[] = rows.map((row) => {
    const base = settings.rates[row.game_type] ?? 0;
    const rateBp = base > 0 ? base + bonus : 0;
    return {
      gameType: row.game_type,
      validBet: row.total,
      rateBp,
      amount: Math.floor((row.total * rateBp) / 10_000),
    };
  });
  return {
    since,
    until,
    throughBetId,
    lines,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    minClaim: settings.minClaim,
    turnoverMultiplier: settings.turnoverMultiplier,
  };
}

export function rebateState(db: Database, merchantCode: string, memberId: number, now = clock.now()) {
  const accrued = accruedRebate(db, merchantCode, memberId, now);
  const claims = db
    .prepare('SELECT amount, created_at FROM rebate_claims WHERE member_id = ? ORDER BY id DESC LIMIT 10')
    .all(memberId) as { amount: number; created_at: string }[];
  return {
    since: accrued.since,
    lines: accrued.lines,
    total: accrued.total,
    minClaim: accrued.minClaim,
    turnoverMultiplier: accrued.turnoverMultiplier,
    claims: claims.map((row) => ({ amount: row.amount, claimTime: row.created_at })),
  };
}

/** Credits the accrued rebate and starts the next accrual; refuses below the smallest claim. */
export function claimRebate(
  db: Database,
  ledger: Ledger,
  input: { merchantCode: string; memberId: number; now?: number },
) {
  const now = input.now ?? clock.now();
  return transaction(db, () => {
    const accrued = accruedRebate(db, input.merchantCode, input.memberId, now);
    if (accrued.total < accrued.minClaim || accrued.total <= 0) {
      throw new ApiError(409, 'rebate.nothing.to.claim', { params: { min: accrued.minClaim } });
    }
    const result = creditReward(db, ledger, {
      merchantCode: input.merchantCode,
      memberId: input.memberId,
      kind: 'REBATE',
      title: { 'pt-BR': messageText('reward.rebate', 'pt-BR'), en: messageText('reward.rebate', 'en') },
      amount: accrued.total,
      turnoverMultiplier: accrued.turnoverMultiplier,
      grantKey: `rebate:${input.memberId}:${accrued.until}`,
      at: accrued.until,
    });
    db.prepare(
      'INSERT INTO rebate_claims (member_id, grant_id, amount, through_time, through_bet_id, lines, created_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(
      input.memberId,
      result.grant.id,
      accrued.total,
      accrued.until,
      accrued.throughBetId,
      JSON.stringify(accrued.lines),
      accrued.until,
    );
    return { ...creditedAnswer(result), lines: accrued.lines };
  });
}
