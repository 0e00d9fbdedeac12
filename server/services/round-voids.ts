import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { clock } from './clock.ts';
import type { Ledger } from './ledger.ts';

/**
 * Voiding a settled round (the vendor cancelled it): the stake goes back (BET_REFUND), the win is taken back
 * (PAYOUT_REVERSAL, refused while the balance cannot cover it), and the bet is marked voided — it is no valid bet any
 * more (missions, leaderboards, VIP, rebate, tickets). Idempotent: the ledger keys are the round's, and voiding again
 * answers the first void.
 */
type BetRow = {
  id: number;
  member_id: number;
  round_id: string;
  account_id: number;
  stake: number;
  win: number;
  status: string;
  voided_at: string | null;
};

export function voidRound(
  db: Database,
  ledger: Ledger,
  input: { memberId: number; roundId: string; now?: number },
) {
  return transaction(db, () => {
    const bet = db
      .prepare(
        'SELECT id, member_id, round_id, account_id, stake, win, status, voided_at FROM bets WHERE member_id = ? AND round_id = ?',
      )
      .get(input.memberId, input.roundId) as BetRow | undefined;
    if (!bet) throw new ApiError(404, 'round.not.found');
    if (bet.status !== 'SETTLED') throw new ApiError(409, 'round.not.settled');
    const answer = (voidedTime: string) => ({
      roundId: bet.round_id,
      refunded: bet.stake,
      reversed: bet.win,
      balance: ledger.balance(bet.account_id),
      voidedTime,
    });
    if (bet.voided_at !== null) return answer(bet.voided_at);
    const at = new Date(input.now ?? clock.now()).toISOString();
    const key = `void:${bet.member_id}:${bet.round_id}`;
    if (bet.win > 0) {
      if (ledger.balance(bet.account_id) + bet.stake < bet.win) {
        throw new ApiError(409, 'round.void.balance', { params: { win: bet.win } });
      }
    }
    ledger.credit({
      accountId: bet.account_id,
      amount: bet.stake,
      type: 'BET_REFUND',
      reference: bet.round_id,
      idempotencyKey: `${key}:stake`,
      at,
    });
    if (bet.win > 0) {
      ledger.debit({
        accountId: bet.account_id,
        amount: bet.win,
        type: 'PAYOUT_REVERSAL',
        reference: bet.round_id,
        idempotencyKey: `${key}:win`,
        at,
      });
    }
    db.prepare('UPDATE bets SET voided_at = ? WHERE id = ?').run(at, bet.id);
    return answer(at);
  });
}
