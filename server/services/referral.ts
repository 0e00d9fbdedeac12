import { randomInt } from 'node:crypto';
import { messageText } from '../../shared/api/messages.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { clock } from './clock.ts';
import { areaOn, engagementSettings, validBet } from './engagement.ts';
import { maskName } from './rounds.ts';
import { offerReward } from './rewards.ts';

/**
 * Referral (REFERRAL): every member has a code; a friend who registers with it (registration keeps it in
 * members.registered_referral_code) is REGISTERED, DEPOSITED after a paid deposit, QUALIFIED once their paid deposits
 * and valid bets reach the merchant's minimums — then the member who invited them is offered the referral reward in
 * the reward centre, once per friend.
 */

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The member's referral code, made on first use (8 characters, no look-alike letters). */
export function referralCode(db: Database, memberId: number, preferred?: string, at = clock.iso()): string {
  const codeOf = () =>
    (
      db.prepare('SELECT code FROM referral_codes WHERE member_id = ?').get(memberId) as
        { code: string } | undefined
    )?.code;
  const existing = codeOf();
  if (existing) return existing;
  return transaction(db, () => {
    const again = codeOf();
    if (again) return again;
    const taken = db.prepare('SELECT 1 FROM referral_codes WHERE code = ?');
    let code = preferred;
    while (!code || taken.get(code)) {
      code = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
    }
    db.prepare('INSERT INTO referral_codes (member_id, code, created_at) VALUES (?, ?, ?)').run(
      memberId,
      code,
      at,
    );
    return code;
  });
}

type FriendRow = { id: number; username: string; created_at: string; deposited: number; valid_bet: number };

function friendsOf(db: Database, merchantCode: string, code: string): FriendRow[] {
  return db
    .prepare(
      'SELECT m.id, m.username, m.created_at, ' +
        "(SELECT COALESCE(SUM(d.amount), 0) FROM deposit_orders d WHERE d.member_id = m.id AND d.status = 'PAID') AS deposited, " +
        `(SELECT COALESCE(SUM(b.stake), 0) FROM bets b WHERE b.member_id = m.id AND ${validBet}) AS valid_bet ` +
        'FROM members m WHERE m.merchant_code = ? AND UPPER(m.registered_referral_code) = ? ORDER BY m.id DESC',
    )
    .all(merchantCode, code) as FriendRow[];
}

function statusOf(friend: FriendRow, rules: { minDeposit: number; minValidBet: number }) {
  if (friend.deposited > 0 && friend.deposited >= rules.minDeposit && friend.valid_bet >= rules.minValidBet) {
    return 'QUALIFIED' as const;
  }
  return friend.deposited > 0 ? ('DEPOSITED' as const) : ('REGISTERED' as const);
}

/** Offers the reward of every newly qualified friend of a member. Returns how many were offered. */
export function syncReferrals(
  db: Database,
  merchantCode: string,
  memberId: number,
  now = clock.now(),
): number {
  if (!areaOn(db, merchantCode, 'referral')) return 0;
  const rules = engagementSettings(db, merchantCode).referral;
  if (rules.rewardAmount <= 0) return 0;
  const code = referralCode(db, memberId);
  let offered = 0;
  for (const friend of friendsOf(db, merchantCode, code)) {
    if (friend.id === memberId || statusOf(friend, rules) !== 'QUALIFIED') continue;
    const name = maskName(friend.username);
    const grant = offerReward(db, {
      merchantCode,
      memberId,
      kind: 'REFERRAL',
      title: {
        'pt-BR': messageText('reward.referral', 'pt-BR', { friend: name }),
        en: messageText('reward.referral', 'en', { friend: name }),
      },
      amount: rules.rewardAmount,
      turnoverMultiplier: rules.turnoverMultiplier,
      grantKey: `referral:${friend.id}`,
      at: new Date(now).toISOString(),
    });
    if (grant) offered++;
  }
  return offered;
}

/** The referral screen: code, rules, friends (masked) with status and reward, totals. */
export function referralInfo(db: Database, merchantCode: string, memberId: number, now = clock.now()) {
  syncReferrals(db, merchantCode, memberId, now);
  const code = referralCode(db, memberId);
  const rules = engagementSettings(db, merchantCode).referral;
  const grants = new Map(
    (
      db
        .prepare(
          "SELECT grant_key, amount, status FROM reward_grants WHERE member_id = ? AND kind = 'REFERRAL'",
        )
        .all(memberId) as { grant_key: string; amount: number; status: string }[]
    ).map((row) => [row.grant_key, row]),
  );
  const friends = friendsOf(db, merchantCode, code)
    .filter((friend) => friend.id !== memberId)
    .map((friend) => {
      const grant = grants.get(`referral:${friend.id}`);
      return {
        name: maskName(friend.username),
        registeredTime: friend.created_at,
        status: statusOf(friend, rules),
        deposited: friend.deposited,
        validBet: friend.valid_bet,
        rewardAmount: grant?.amount ?? null,
        rewardClaimed: grant?.status === 'CREDITED',
      };
    });
  const sum = (status: string) =>
    [...grants.values()].filter((g) => g.status === status).reduce((total, g) => total + g.amount, 0);
  return {
    code,
    rules,
    friends,
    totals: {
      invited: friends.length,
      qualified: friends.filter((friend) => friend.status === 'QUALIFIED').length,
      earned: sum('CREDITED'),
      pending: sum('PENDING'),
    },
  };
}

/** The members who invited these members (the engagement job re-checks them after new bets or deposits). */
export function referrersOf(
  db: Database,
  memberIds: readonly number[],
): { id: number; merchant_code: string }[] {
  if (memberIds.length === 0) return [];
  const placeholders = memberIds.map(() => '?').join(', ');
  return db
    .prepare(
      'SELECT DISTINCT r.member_id AS id, m.merchant_code FROM members f JOIN referral_codes r ' +
        'ON r.code = UPPER(f.registered_referral_code) JOIN members m ON m.id = r.member_id ' +
        `WHERE f.id IN (${placeholders})`,
    )
    .all(...memberIds) as { id: number; merchant_code: string }[];
}
