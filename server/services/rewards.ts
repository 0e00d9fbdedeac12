import { ledgerTypeOfReward, type RewardKind } from '../../shared/constants/engagement.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { clock } from './clock.ts';
import { inLanguage, parseLocalized, type Localized } from './engagement.ts';
import { mainWallet, type Ledger } from './ledger.ts';
import { addTurnover } from './turnover.ts';

/**
 * Every reward the platform grants goes through here: a row of reward_grants named by its grant key (what it is for:
 * a mission and its period, a ticket, an application …) and, when credited, one ledger movement of the reward's own
 * type with the idempotency key `reward:<grant key>`, plus the turnover requirement it carries — all in one
 * transaction. Asking again for the same grant key never pays twice: a double click, a retried request or a job run
 * again after a crash finds the grant already credited.
 *
 * A reward is either credited at once (a claimed mission, a drawn ticket, an approved application) or offered: PENDING
 * in the reward centre until the member claims it (VIP level-up, birthday, referral).
 */

export type GrantRow = {
  id: number;
  merchant_code: string;
  member_id: number;
  kind: RewardKind;
  ledger_type: string;
  title: string;
  amount: number;
  turnover_multiplier: number;
  turnover_added: number;
  grant_key: string;
  status: 'PENDING' | 'CREDITED';
  created_at: string;
  credited_at: string | null;
  ledger_entry_id: number | null;
};

export type GrantInput = {
  merchantCode: string;
  memberId: number;
  kind: RewardKind;
  title: Localized;
  /** cents, positive */
  amount: number;
  /** the reward must be wagered this many times before a withdrawal */
  turnoverMultiplier: number;
  grantKey: string;
  at?: string;
};

export type Credited = { grant: GrantRow; balance: number; replayed: boolean };

// --- The hook for platform messages -------------------------------------------------------------------------------

/**
 * A reward offered (PENDING in the reward centre) or credited. The platform-messages work (issue 13) subscribes with
 * `onRewardEvent` to write the member a message; listeners run inside the grant's transaction, so a message and its
 * reward commit together (a listener that throws undoes the grant — keep them to plain inserts).
 */
export type RewardEvent = {
  event: 'OFFERED' | 'CREDITED';
  grantId: number;
  merchantCode: string;
  memberId: number;
  kind: RewardKind;
  ledgerType: string;
  title: Localized;
  amount: number;
  turnoverAdded: number;
  at: string;
};
type RewardListener = (db: Database, event: RewardEvent) => void;
const listeners = new Set<RewardListener>();

/** Subscribes to rewards offered and credited; returns the unsubscribe. */
export function onRewardEvent(listener: RewardListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(db: Database, grant: GrantRow, event: RewardEvent['event']): void {
  const payload: RewardEvent = {
    event,
    grantId: grant.id,
    merchantCode: grant.merchant_code,
    memberId: grant.member_id,
    kind: grant.kind,
    ledgerType: grant.ledger_type,
    title: parseLocalized(grant.title),
    amount: grant.amount,
    turnoverAdded: grant.turnover_added,
    at: (event === 'CREDITED' ? grant.credited_at : grant.created_at) ?? grant.created_at,
  };
  for (const listener of listeners) listener(db, payload);
}

// --- Grants ----------------------------------------------------------------------------------------------------------

function grantByKey(db: Database, grantKey: string): GrantRow | null {
  return (
    (db.prepare('SELECT * FROM reward_grants WHERE grant_key = ?').get(grantKey) as GrantRow | undefined) ??
    null
  );
}

export function grantById(db: Database, id: number): GrantRow | null {
  return (db.prepare('SELECT * FROM reward_grants WHERE id = ?').get(id) as GrantRow | undefined) ?? null;
}

function insertGrant(db: Database, input: GrantInput, at: string): GrantRow {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new ApiError(400, 'ledger.amount.invalid');
  return db
    .prepare(
      'INSERT INTO reward_grants (merchant_code, member_id, kind, ledger_type, title, amount, turnover_multiplier, ' +
        "grant_key, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', ?) RETURNING *",
    )
    .get(
      input.merchantCode,
      input.memberId,
      input.kind,
      ledgerTypeOfReward[input.kind],
      JSON.stringify(input.title),
      input.amount,
      input.turnoverMultiplier,
      input.grantKey,
      at,
    ) as GrantRow;
}

function balanceOf(ledger: Ledger, memberId: number): number {
  return ledger.getAccount(memberId, mainWallet)?.balance ?? 0;
}

/** Credits a PENDING grant: the ledger movement, its turnover, the row; inside the caller's transaction. */
function creditPending(db: Database, ledger: Ledger, grant: GrantRow, at: string): Credited {
  const account = ledger.getAccount(grant.member_id, mainWallet);
  if (!account || account.demo) throw new ApiError(403, 'engagement.trial.refused');
  const { entry, replayed } = ledger.credit({
    accountId: account.id,
    amount: grant.amount,
    type: grant.ledger_type,
    reference: `RW${String(grant.id).padStart(8, '0')}`,
    idempotencyKey: `reward:${grant.grant_key}`,
    at,
  });
  const turnover = replayed ? grant.turnover_added : grant.amount * grant.turnover_multiplier;
  if (!replayed && turnover > 0) addTurnover(db, grant.member_id, turnover);
  const credited = db
    .prepare(
      "UPDATE reward_grants SET status = 'CREDITED', credited_at = ?, ledger_entry_id = ?, turnover_added = ? " +
        'WHERE id = ? RETURNING *',
    )
    .get(entry.createdAt, entry.id, turnover, grant.id) as GrantRow;
  emit(db, credited, 'CREDITED');
  return { grant: credited, balance: entry.balanceAfter, replayed };
}

/**
 * Credits a reward now, once per grant key: again with the same key answers the first credit (`replayed`); a
 * PENDING grant of that key is credited.
 */
export function creditReward(db: Database, ledger: Ledger, input: GrantInput): Credited {
  return transaction(db, () => {
    const at = input.at ?? clock.iso();
    const existing = grantByKey(db, input.grantKey);
    if (existing?.status === 'CREDITED') {
      return { grant: existing, balance: balanceOf(ledger, existing.member_id), replayed: true };
    }
    return creditPending(db, ledger, existing ?? insertGrant(db, input, at), at);
  });
}

/** Offers a reward in the reward centre (PENDING), once per grant key; null when that key was offered before. */
export function offerReward(db: Database, input: GrantInput): GrantRow | null {
  // the common case (offered before) reads without taking the write lock
  if (grantByKey(db, input.grantKey)) return null;
  return transaction(db, () => {
    if (grantByKey(db, input.grantKey)) return null;
    const grant = insertGrant(db, input, input.at ?? clock.iso());
    emit(db, grant, 'OFFERED');
    return grant;
  });
}

/** The member claims an offered reward (reward centre). */
export function claimOfferedReward(
  db: Database,
  ledger: Ledger,
  memberId: number,
  grantId: number,
  at = clock.iso(),
): Credited {
  return transaction(db, () => {
    const grant = grantById(db, grantId);
    if (grant?.member_id !== memberId) throw new ApiError(404, 'reward.not.found');
    if (grant.status === 'CREDITED') throw new ApiError(409, 'reward.already.claimed');
    return creditPending(db, ledger, grant, at);
  });
}

export function pendingGrants(db: Database, memberId: number): GrantRow[] {
  return db
    .prepare("SELECT * FROM reward_grants WHERE member_id = ? AND status = 'PENDING' ORDER BY id")
    .all(memberId) as GrantRow[];
}

/** Credited rewards, newest first, with the total credited. */
export function rewardHistory(
  db: Database,
  memberId: number,
  language: Language,
  page: { pageNo: number; pageSize: number },
) {
  const rows = db
    .prepare(
      "SELECT * FROM reward_grants WHERE member_id = ? AND status = 'CREDITED' ORDER BY credited_at DESC, id DESC " +
        'LIMIT ? OFFSET ?',
    )
    .all(memberId, page.pageSize, (page.pageNo - 1) * page.pageSize) as GrantRow[];
  const { n, total } = db
    .prepare(
      "SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS total FROM reward_grants WHERE member_id = ? AND status = 'CREDITED'",
    )
    .get(memberId) as { n: number; total: number };
  return {
    page: {
      content: rows.map((row) => ({
        grantId: row.id,
        kind: row.kind,
        ledgerType: row.ledger_type,
        title: inLanguage(parseLocalized(row.title), language),
        amount: row.amount,
        turnoverAdded: row.turnover_added,
        createdTime: row.credited_at ?? row.created_at,
      })),
      pageNum: page.pageNo,
      pageSize: page.pageSize,
      totalPages: Math.ceil(n / page.pageSize),
      totalElements: n,
    },
    total,
  };
}

/** What a claim call answers about a credited grant. */
export function creditedAnswer(result: Credited) {
  return {
    grantId: result.grant.id,
    rewardAmount: result.grant.amount,
    turnoverAdded: result.grant.turnover_added,
    balance: result.balance,
  };
}
