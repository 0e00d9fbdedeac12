import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';

/**
 * Turnover requirement: a paid deposit adds its amount; every real-money stake placed afterwards reduces it (never
 * below 0); a withdrawal is refused while it is above 0. The bets table is read incrementally (bets_through_id),
 * so the games code needs no hook: each read first applies the stakes placed since the last one, in bet order.
 */
function catchUp(db: Database, memberId: number): number {
  db.prepare('INSERT INTO member_turnover (member_id) VALUES (?) ON CONFLICT (member_id) DO NOTHING').run(
    memberId,
  );
  const state = db
    .prepare('SELECT remaining, bets_through_id FROM member_turnover WHERE member_id = ?')
    .get(memberId) as { remaining: number; bets_through_id: number };
  const bets = db
    .prepare('SELECT id, stake FROM bets WHERE member_id = ? AND demo = 0 AND id > ? ORDER BY id')
    .all(memberId, state.bets_through_id) as { id: number; stake: number }[];
  if (bets.length === 0) return state.remaining;
  let remaining = state.remaining;
  for (const bet of bets) remaining = Math.max(0, remaining - bet.stake);
  const last = bets[bets.length - 1]?.id ?? state.bets_through_id;
  db.prepare('UPDATE member_turnover SET remaining = ?, bets_through_id = ? WHERE member_id = ?').run(
    remaining,
    last,
    memberId,
  );
  return remaining;
}

/** The remaining turnover requirement in cents, up to date with the bets placed so far. */
export function remainingTurnover(db: Database, memberId: number): number {
  return transaction(db, () => catchUp(db, memberId));
}

/** Adds a requirement (a paid deposit), after applying the stakes placed before it. */
export function addTurnover(db: Database, memberId: number, amount: number): number {
  return transaction(db, () => {
    const remaining = catchUp(db, memberId) + amount;
    db.prepare('UPDATE member_turnover SET remaining = ? WHERE member_id = ?').run(remaining, memberId);
    return remaining;
  });
}
