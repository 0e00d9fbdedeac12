import type { Database } from '../db/database.ts';
import { notifyMember } from './inbox.ts';

/**
 * The inbox messages of money events, called from the transactions that make them happen (deposits.ts,
 * withdrawals.ts): each writes its message once, keyed by the order or withdrawal and what happened to it.
 */
export function depositCredited(
  db: Database,
  deposit: { memberId: number; orderId: string; amount: number; at: string },
): void {
  notifyMember(db, deposit.memberId, {
    key: `deposit:${deposit.orderId}:credited`,
    category: 'TRANSACTION',
    template: 'inbox.deposit.credited',
    params: { amount: deposit.amount, orderId: deposit.orderId },
    link: '/member?tab=transactionHistory',
    at: deposit.at,
  });
}

export function withdrawalDecided(
  db: Database,
  withdrawal: {
    memberId: number;
    withdrawalId: string;
    amount: number;
    action: 'pay' | 'reject' | 'force' | 'refund';
    remark?: string | null | undefined;
    at: string;
  },
): void {
  if (withdrawal.action !== 'pay' && withdrawal.action !== 'reject') return;
  const paid = withdrawal.action === 'pay';
  notifyMember(db, withdrawal.memberId, {
    key: `withdrawal:${withdrawal.withdrawalId}:${paid ? 'paid' : 'rejected'}`,
    category: 'TRANSACTION',
    template: paid ? 'inbox.withdrawal.paid' : 'inbox.withdrawal.rejected',
    params: { amount: withdrawal.amount, withdrawalId: withdrawal.withdrawalId },
    remark: withdrawal.remark ?? null,
    link: '/member?tab=withdraw',
    at: withdrawal.at,
  });
}
