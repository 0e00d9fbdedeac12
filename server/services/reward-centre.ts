import type { Language } from '../../shared/constants/i18n.ts';
import type { Database } from '../db/database.ts';
import { clock } from './clock.ts';
import { areaOn, inLanguage, parseLocalized } from './engagement.ts';
import type { Ledger } from './ledger.ts';
import { missionStates, settleLeaderboards } from './missions.ts';
import { promotionActivities, promotionState } from './promotions.ts';
import { accruedRebate } from './rebate.ts';
import { ticketCounts } from './raffles.ts';
import { referrersOf, syncReferrals } from './referral.ts';
import { pendingGrants } from './rewards.ts';
import { birthdayMembers, offerBirthdayBonus, syncVip } from './vip.ts';

/**
 * The reward centre (rewardCenter) and the activity centre: everything a member can claim now, gathered from every
 * engagement area that is on — offered rewards (VIP level-up, birthday, referral), complete missions, claimable
 * promotions, the accrued rebate, unopened tickets — and what the member takes part in. Reading it first brings the
 * rule-driven rewards up to date for the member (level-ups, birthday, referral, tickets), so nothing waits for a job.
 * The engagement job does the same for everyone with new activity, and closes the leaderboards.
 */

/** Offers what the rules give the member now (VIP level-ups, birthday bonus, referral rewards). */
export function syncMemberRewards(
  db: Database,
  merchantCode: string,
  memberId: number,
  now = clock.now(),
): number {
  return (
    syncVip(db, merchantCode, memberId, now) +
    offerBirthdayBonus(db, merchantCode, memberId, now) +
    syncReferrals(db, merchantCode, memberId, now)
  );
}

export type Claimable = {
  key: string;
  source: 'REWARD' | 'MISSION' | 'PROMOTION' | 'REBATE' | 'RAFFLE';
  id: number;
  kind:
    | 'PROMOTION'
    | 'SIGNIN'
    | 'MISSION'
    | 'LEADERBOARD'
    | 'VIP_LEVEL'
    | 'BIRTHDAY'
    | 'RED_ENVELOPE'
    | 'WHEEL'
    | 'REBATE'
    | 'REFERRAL';
  title: string;
  amount: number | null;
  tickets: number | null;
  turnoverMultiplier: number;
};

export function claimables(
  db: Database,
  merchantCode: string,
  memberId: number,
  language: Language,
  now = clock.now(),
): Claimable[] {
  syncMemberRewards(db, merchantCode, memberId, now);
  const list: Claimable[] = [];
  if (areaOn(db, merchantCode, 'rewards')) {
    for (const grant of pendingGrants(db, memberId)) {
      list.push({
        key: `REWARD:${grant.id}`,
        source: 'REWARD',
        id: grant.id,
        kind: grant.kind,
        title: inLanguage(parseLocalized(grant.title), language),
        amount: grant.amount,
        tickets: null,
        turnoverMultiplier: grant.turnover_multiplier,
      });
    }
  }
  if (areaOn(db, merchantCode, 'missions')) {
    for (const state of missionStates(db, merchantCode, memberId, now)) {
      if (state.status !== 'Claim') continue;
      list.push({
        key: `MISSION:${state.row.id}`,
        source: 'MISSION',
        id: state.row.id,
        kind: 'MISSION',
        title: inLanguage(parseLocalized(state.row.title), language),
        amount: state.row.reward_amount,
        tickets: null,
        turnoverMultiplier: state.row.turnover_multiplier,
      });
    }
  }
  if (areaOn(db, merchantCode, 'promotions')) {
    for (const { row, state, title } of promotionActivities(db, merchantCode, memberId, language, now)) {
      if (state.status !== 'Claim') continue;
      list.push({
        key: `PROMOTION:${row.id}`,
        source: 'PROMOTION',
        id: row.id,
        kind: row.kind === 'SIGNIN' ? 'SIGNIN' : 'PROMOTION',
        title,
        amount: state.claimableAmount,
        tickets: null,
        turnoverMultiplier: row.turnover_multiplier,
      });
    }
  }
  if (areaOn(db, merchantCode, 'rebate')) {
    const rebate = accruedRebate(db, merchantCode, memberId, now);
    if (rebate.total > 0 && rebate.total >= rebate.minClaim) {
      list.push({
        key: 'REBATE:0',
        source: 'REBATE',
        id: 0,
        kind: 'REBATE',
        title: '',
        amount: rebate.total,
        tickets: null,
        turnoverMultiplier: rebate.turnoverMultiplier,
      });
    }
  }
  if (areaOn(db, merchantCode, 'raffle')) {
    for (const { raffle, tickets } of ticketCounts(db, merchantCode, memberId, now)) {
      list.push({
        key: `RAFFLE:${raffle.id}`,
        source: 'RAFFLE',
        id: raffle.id,
        kind: raffle.kind === 'WHEEL' ? 'WHEEL' : 'RED_ENVELOPE',
        title: inLanguage(parseLocalized(raffle.title), language),
        amount: null,
        tickets,
        turnoverMultiplier: raffle.turnover_multiplier,
      });
    }
  }
  return list;
}

/** What the member takes part in: promotions joined or applied to, missions under way this period. */
export function activities(
  db: Database,
  merchantCode: string,
  memberId: number,
  language: Language,
  now = clock.now(),
) {
  const list: {
    key: string;
    source: 'PROMOTION' | 'MISSION' | 'RAFFLE' | 'REFERRAL';
    id: number;
    title: string;
    status: ReturnType<typeof promotionState>['status'];
    progress: { current: number; target: number } | null;
    time: string | null;
  }[] = [];
  if (areaOn(db, merchantCode, 'promotions')) {
    for (const { row, state, title } of promotionActivities(db, merchantCode, memberId, language, now)) {
      list.push({
        key: `PROMOTION:${row.id}`,
        source: 'PROMOTION',
        id: row.id,
        title,
        status: state.status,
        progress: state.progress,
        time: row.end_time,
      });
    }
  }
  if (areaOn(db, merchantCode, 'missions')) {
    for (const state of missionStates(db, merchantCode, memberId, now)) {
      if (state.status === 'Join') continue;
      list.push({
        key: `MISSION:${state.row.id}`,
        source: 'MISSION',
        id: state.row.id,
        title: inLanguage(parseLocalized(state.row.title), language),
        status: state.status,
        progress: { current: Math.min(state.progress, state.row.target), target: state.row.target },
        time: state.bounds.end,
      });
    }
  }
  return list;
}

/** The badge counts of the menus: claimable items of the reward centre and complete missions. */
export function badgeCounts(db: Database, merchantCode: string, memberId: number, now = clock.now()) {
  const missions = areaOn(db, merchantCode, 'missions')
    ? missionStates(db, merchantCode, memberId, now).filter((state) => state.status === 'Claim').length
    : 0;
  const rewards = areaOn(db, merchantCode, 'rewards')
    ? claimables(db, merchantCode, memberId, 'pt-BR', now).length
    : 0;
  return { rewards, missions };
}

// --- The engagement job ----------------------------------------------------------------------------------------------

function watermark(db: Database, name: string): number {
  const row = db.prepare('SELECT value FROM engagement_watermarks WHERE name = ?').get(name) as
    { value: number } | undefined;
  return row?.value ?? 0;
}

function setWatermark(db: Database, name: string, value: number): void {
  db.prepare(
    'INSERT INTO engagement_watermarks (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
  ).run(name, value);
}

/**
 * One pass of the engagement job at `now`: closes and pays the leaderboard periods that ended; for members with bets
 * or paid deposits since the last pass, offers their VIP level-ups and their referrers' rewards; offers today's
 * birthday bonuses. Safe to run again at any time (every grant is keyed).
 */
export function runEngagementPass(db: Database, ledger: Ledger, now = clock.now()) {
  const { periodsClosed, prizesPaid } = settleLeaderboards(db, ledger, now);
  let rewardsOffered = 0;
  // what settled or was paid since the last pass (by time: a lottery ticket settles long after it was placed)
  const since = new Date(watermark(db, 'pass')).toISOString();
  const until = new Date(now).toISOString();
  const bettors = db
    .prepare(
      'SELECT DISTINCT b.member_id AS id, m.merchant_code FROM bets b JOIN members m ON m.id = b.member_id ' +
        "WHERE b.demo = 0 AND b.status = 'SETTLED' AND b.settled_at > ? AND b.settled_at <= ?",
    )
    .all(since, until) as { id: number; merchant_code: string }[];
  const depositors = db
    .prepare(
      "SELECT DISTINCT member_id AS id FROM deposit_orders WHERE status = 'PAID' AND paid_at > ? AND paid_at <= ?",
    )
    .all(since, until) as { id: number }[];
  for (const member of bettors) rewardsOffered += syncVip(db, member.merchant_code, member.id, now);
  const active = [...new Set([...bettors.map((m) => m.id), ...depositors.map((m) => m.id)])];
  const referrers = new Map<number, string>();
  for (let i = 0; i < active.length; i += 500) {
    for (const referrer of referrersOf(db, active.slice(i, i + 500)))
      referrers.set(referrer.id, referrer.merchant_code);
  }
  for (const [id, merchantCode] of referrers) rewardsOffered += syncReferrals(db, merchantCode, id, now);
  for (const member of birthdayMembers(db, now)) {
    rewardsOffered += offerBirthdayBonus(db, member.merchant_code, member.id, now);
  }
  if (now > watermark(db, 'pass')) setWatermark(db, 'pass', now);
  return { periodsClosed, prizesPaid, rewardsOffered };
}
