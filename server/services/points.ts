import { createHash } from 'node:crypto';
import type { pointTransTypes, redeemStatuses, rewardTypes } from '../../shared/api/points.ts';
import type { MessageId } from '../../shared/api/messages.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { isTrialType } from '../../shared/constants/members.ts';
import { compactDate } from '../../shared/time/brasilia.ts';
import type { Database } from '../db/database.ts';
import { cachedStatement, transaction } from '../db/database.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { clock } from './clock.ts';
import { memberLanguage, notifyMember, wordText, type Localized, type MessageParams } from './inbox.ts';
import { mainWallet, type Ledger } from './ledger.ts';
import { publishToMember, signalMember } from './live-signals.ts';

/**
 * Points (issue 13): a balance per member in its own append-only ledger with the money ledger's guarantees — whole
 * points, every movement idempotent by key (a repeat answers the first movement, the same key with other parameters is
 * a conflict), a balance that never goes negative (CHECK and an explicit refusal). Points are earned from valid bets
 * (the stake of a settled real-money bet) as each round settles, at the merchant's rate; they never expire. They are
 * spent on rewards of the catalogue (stock taken atomically with the points) or converted into money.
 */
export type TransType = (typeof pointTransTypes)[number];
export type RedeemStatus = (typeof redeemStatuses)[number];
export type RewardType = (typeof rewardTypes)[number];

export type PointsConfig = {
  mallEnabled: boolean;
  conversionEnabled: boolean;
  earnPoints: number;
  earnAmount: number;
  pointsPerUnit: number;
  amountPerUnit: number;
  minConvertPoints: number;
  maxConvertPoints: number | null;
};

/** A merchant without its own rules: 1 point per R$ 1,00 of valid bets; 100 points convert into R$ 1,00. */
export const defaultPointsConfig: PointsConfig = {
  mallEnabled: true,
  conversionEnabled: true,
  earnPoints: 1,
  earnAmount: 100,
  pointsPerUnit: 100,
  amountPerUnit: 100,
  minConvertPoints: 100,
  maxConvertPoints: null,
};

type ConfigRow = {
  mall_enabled: number;
  conversion_enabled: number;
  earn_points: number;
  earn_amount: number;
  points_per_unit: number;
  amount_per_unit: number;
  min_convert_points: number;
  max_convert_points: number | null;
};

export function pointsConfig(db: Database, merchantCode: string): PointsConfig {
  const row = cachedStatement(db, 'SELECT * FROM points_config WHERE merchant_code = ?').get(merchantCode) as
    ConfigRow | undefined;
  if (!row) return { ...defaultPointsConfig };
  return {
    mallEnabled: row.mall_enabled === 1,
    conversionEnabled: row.conversion_enabled === 1,
    earnPoints: row.earn_points,
    earnAmount: row.earn_amount,
    pointsPerUnit: row.points_per_unit,
    amountPerUnit: row.amount_per_unit,
    minConvertPoints: row.min_convert_points,
    maxConvertPoints: row.max_convert_points,
  };
}

export function updatePointsConfig(
  db: Database,
  merchantCode: string,
  patch: Partial<PointsConfig>,
  at = clock.iso(),
): PointsConfig {
  return transaction(db, () => {
    const next = { ...pointsConfig(db, merchantCode), ...patch };
    if (next.maxConvertPoints !== null && next.maxConvertPoints < next.minConvertPoints) {
      throw new ApiError(400, errorCodes.invalidRequest);
    }
    cachedStatement(
      db,
      'INSERT INTO points_config (merchant_code, mall_enabled, conversion_enabled, earn_points, earn_amount, points_per_unit, ' +
        'amount_per_unit, min_convert_points, max_convert_points, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ' +
        'ON CONFLICT (merchant_code) DO UPDATE SET mall_enabled = excluded.mall_enabled, conversion_enabled = excluded.conversion_enabled, ' +
        'earn_points = excluded.earn_points, earn_amount = excluded.earn_amount, points_per_unit = excluded.points_per_unit, ' +
        'amount_per_unit = excluded.amount_per_unit, min_convert_points = excluded.min_convert_points, ' +
        'max_convert_points = excluded.max_convert_points, updated_at = excluded.updated_at',
    ).run(
      merchantCode,
      next.mallEnabled ? 1 : 0,
      next.conversionEnabled ? 1 : 0,
      next.earnPoints,
      next.earnAmount,
      next.pointsPerUnit,
      next.amountPerUnit,
      next.minConvertPoints,
      next.maxConvertPoints,
      at,
    );
    return next;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The points ledger.

/** Ids derived from the (unique) idempotency key: the same movement always gets the same id, and a seed stays the same. */
function digestOf(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();
}

type AccountRow = { member_id: number; balance: number; valid_bet_total: number; earned_total: number };

function account(db: Database, memberId: number): AccountRow {
  cachedStatement(
    db,
    'INSERT INTO member_points (member_id) VALUES (?) ON CONFLICT (member_id) DO NOTHING',
  ).run(memberId);
  return cachedStatement(db, 'SELECT * FROM member_points WHERE member_id = ?').get(memberId) as AccountRow;
}

export function pointBalance(
  db: Database,
  memberId: number,
): { pointBalance: number; validBetTotal: number } {
  const row = cachedStatement(
    db,
    'SELECT balance, valid_bet_total FROM member_points WHERE member_id = ?',
  ).get(memberId) as { balance: number; valid_bet_total: number } | undefined;
  return { pointBalance: row?.balance ?? 0, validBetTotal: row?.valid_bet_total ?? 0 };
}

export type PointsRemark = { id: MessageId; params?: MessageParams } | { text: string };

export type PointsMovement = {
  memberId: number;
  /** signed, whole, not 0 */
  points: number;
  type: TransType;
  reference?: string | null;
  remark?: PointsRemark | null;
  idempotencyKey: string;
  at?: string;
};

export type PointsEntry = {
  transId: string;
  transType: TransType;
  points: number;
  balanceAfter: number;
  createdAt: string;
  replayed: boolean;
};

type EntryRow = {
  id: number;
  member_id: number;
  trans_id: string;
  trans_type: TransType;
  points: number;
  balance_after: number;
  reference: string | null;
  remark_id: string | null;
  remark_params: string | null;
  remark: string | null;
  idempotency_key: string;
  params: string;
  created_at: string;
};

/** One movement of a member's points: atomic, idempotent by key, never below 0 (`points.insufficient`). */
export function movePoints(db: Database, input: PointsMovement): PointsEntry {
  if (!Number.isSafeInteger(input.points) || input.points === 0) {
    throw new ApiError(400, 'ledger.amount.invalid');
  }
  if (input.idempotencyKey.length === 0 || input.idempotencyKey.length > 200) {
    throw new ApiError(400, 'request.idempotency.key.invalid');
  }
  const params = JSON.stringify([input.memberId, input.points, input.type, input.reference ?? null]);
  return transaction(db, () => {
    const previous = cachedStatement(db, 'SELECT * FROM points_ledger WHERE idempotency_key = ?').get(
      input.idempotencyKey,
    ) as EntryRow | undefined;
    if (previous) {
      if (previous.params !== params) throw new ApiError(409, errorCodes.idempotencyConflict);
      return {
        transId: previous.trans_id,
        transType: previous.trans_type,
        points: previous.points,
        balanceAfter: previous.balance_after,
        createdAt: previous.created_at,
        replayed: true,
      };
    }
    const current = account(db, input.memberId);
    const balance = current.balance + input.points;
    if (balance < 0) {
      throw new ApiError(400, 'points.insufficient', {
        params: { required: -input.points, balance: current.balance },
      });
    }
    const at = input.at ?? clock.iso();
    cachedStatement(db, 'UPDATE member_points SET balance = ? WHERE member_id = ?').run(
      balance,
      input.memberId,
    );
    const remark = input.remark ?? null;
    const row = cachedStatement(
      db,
      'INSERT INTO points_ledger (member_id, trans_id, trans_type, points, balance_after, reference, remark_id, remark_params, ' +
        'remark, idempotency_key, params, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
    ).get(
      input.memberId,
      `PT${compactDate(Date.parse(at))}${digestOf(input.idempotencyKey).slice(0, 10)}`,
      input.type,
      input.points,
      balance,
      input.reference ?? null,
      remark && 'id' in remark ? remark.id : null,
      remark && 'id' in remark && remark.params ? JSON.stringify(remark.params) : null,
      remark && 'text' in remark ? remark.text : null,
      input.idempotencyKey,
      params,
      at,
    ) as EntryRow;
    signalMember(db, input.memberId, 'points');
    return {
      transId: row.trans_id,
      transType: row.trans_type,
      points: row.points,
      balanceAfter: row.balance_after,
      createdAt: row.created_at,
      replayed: false,
    };
  });
}

function remarkOf(row: EntryRow, language: Language): string | null {
  if (row.remark_id) {
    const params = (row.remark_params ? JSON.parse(row.remark_params) : {}) as MessageParams;
    return wordText(row.remark_id as MessageId, language, params);
  }
  return row.remark;
}

/** Points details: the member's ledger between two instants, newest first. */
export function pointTransactions(
  db: Database,
  memberId: number,
  language: Language,
  input: { from: string; to: string; pageNo: number; pageSize: number; transType?: TransType | undefined },
) {
  const where =
    'member_id = ? AND created_at >= ? AND created_at < ?' + (input.transType ? ' AND trans_type = ?' : '');
  const args: (string | number)[] = [memberId, input.from, input.to];
  if (input.transType) args.push(input.transType);
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM points_ledger WHERE ${where}`).get(...args) as {
    n: number;
  };
  const rows = db
    .prepare(`SELECT * FROM points_ledger WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, input.pageSize, (input.pageNo - 1) * input.pageSize) as EntryRow[];
  return {
    content: rows.map((row) => ({
      transId: row.trans_id,
      transType: row.trans_type,
      changedPoints: row.points,
      pointsBalance: row.balance_after,
      remark: remarkOf(row, language),
      createdTime: row.created_at,
    })),
    pageNum: input.pageNo,
    pageSize: input.pageSize,
    totalPages: Math.ceil(n / input.pageSize),
    totalElements: n,
  };
}

/** Every member's points balance against the sum of its ledger (never negative). */
export function verifyPoints(db: Database): {
  ok: boolean;
  accounts: number;
  problems: { memberId: number; balance: number; ledgerSum: number }[];
} {
  const rows = cachedStatement(
    db,
    'SELECT p.member_id AS memberId, p.balance AS balance, COALESCE(SUM(l.points), 0) AS ledgerSum FROM member_points p ' +
      'LEFT JOIN points_ledger l ON l.member_id = p.member_id GROUP BY p.member_id ORDER BY p.member_id',
  ).all() as { memberId: number; balance: number; ledgerSum: number }[];
  const problems = rows.filter((row) => row.balance !== row.ledgerSum || row.balance < 0);
  return { ok: problems.length === 0, accounts: rows.length, problems };
}

// ---------------------------------------------------------------------------------------------------------------
// Earning: the hook the round settlement calls.

type BetRow = {
  id: number;
  member_id: number;
  stake: number;
  demo: number;
  status: string;
  settled_at: string | null;
};

/**
 * Credits the points a settled bet earns: its stake counts as valid bet (real money only; trial accounts and demo
 * money earn nothing), and the member's points become floor(valid bets × earnPoints / earnAmount) — so small stakes add
 * up. Once per bet, whoever calls it again (the accrual row's primary key is the bet). Call it in the transaction that
 * settles the bet. Returns the points credited (0 when none).
 */
export function accruePointsForBet(db: Database, betId: number): number {
  return transaction(db, () => {
    const bet = cachedStatement(
      db,
      'SELECT id, member_id, stake, demo, status, settled_at FROM bets WHERE id = ?',
    ).get(betId) as BetRow | undefined;
    if (bet?.status !== 'SETTLED' || bet.demo === 1) return 0;
    const member = cachedStatement(db, 'SELECT merchant_code, type FROM members WHERE id = ?').get(
      bet.member_id,
    ) as { merchant_code: string; type: number } | undefined;
    if (!member || isTrialType(member.type)) return 0;
    const config = pointsConfig(db, member.merchant_code);
    if (!config.mallEnabled) return 0;
    const at = bet.settled_at ?? clock.iso();
    const current = account(db, bet.member_id);
    const validTotal = current.valid_bet_total + bet.stake;
    const earnedTotal = Math.floor((validTotal * config.earnPoints) / config.earnAmount);
    const points = Math.max(0, earnedTotal - current.earned_total);
    const inserted = cachedStatement(
      db,
      'INSERT INTO points_accruals (bet_id, member_id, valid_bet, points, created_at) VALUES (?, ?, ?, ?, ?) ' +
        'ON CONFLICT (bet_id) DO NOTHING',
    ).run(bet.id, bet.member_id, bet.stake, points, at);
    if (Number(inserted.changes) === 0) return 0;
    cachedStatement(
      db,
      'UPDATE member_points SET valid_bet_total = ?, earned_total = earned_total + ? WHERE member_id = ?',
    ).run(validTotal, points, bet.member_id);
    if (points > 0) {
      movePoints(db, {
        memberId: bet.member_id,
        points,
        type: 'EARN',
        reference: `bet:${bet.id}`,
        remark: { id: 'points.remark.earn', params: { amount: bet.stake } },
        idempotencyKey: `points:earn:bet:${bet.id}`,
        at,
      });
    }
    return points;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The reward catalogue and redemptions.

type RewardRow = {
  id: number;
  merchant_code: string;
  reward_type: RewardType;
  names: string;
  descriptions: string;
  image_url: string | null;
  points_requirement: number;
  amount_requirement: number;
  quantity: number | null;
  reward_amount: number | null;
  active: number;
  sort_order: number;
};

const pickText = (json: string, language: Language): string => {
  const values = JSON.parse(json) as Localized;
  return values[language] ?? values['pt-BR'] ?? '';
};

function toReward(row: RewardRow, language: Language) {
  return {
    rewardId: row.id,
    rewardType: row.reward_type,
    name: pickText(row.names, language),
    description: pickText(row.descriptions, language),
    imageUrl: row.image_url,
    pointsRequirement: row.points_requirement,
    amountRequirement: row.amount_requirement,
    quantity: row.quantity,
    rewardAmount: row.reward_amount,
  };
}

export function listRewards(
  db: Database,
  merchantCode: string,
  language: Language,
  page: { pageNo: number; pageSize: number },
) {
  const { n } = cachedStatement(
    db,
    'SELECT COUNT(*) AS n FROM point_rewards WHERE merchant_code = ? AND active = 1',
  ).get(merchantCode) as { n: number };
  const rows = cachedStatement(
    db,
    'SELECT * FROM point_rewards WHERE merchant_code = ? AND active = 1 ORDER BY sort_order, id LIMIT ? OFFSET ?',
  ).all(merchantCode, page.pageSize, (page.pageNo - 1) * page.pageSize) as RewardRow[];
  return {
    content: rows.map((row) => toReward(row, language)),
    pageNum: page.pageNo,
    pageSize: page.pageSize,
    totalPages: Math.ceil(n / page.pageSize),
    totalElements: n,
  };
}

/** What a reward's generated image shows (its id, type and Portuguese name), or null. */
export function rewardArt(db: Database, rewardId: number): { id: number; type: string; name: string } | null {
  const row = cachedStatement(db, 'SELECT id, reward_type, names FROM point_rewards WHERE id = ?').get(
    rewardId,
  ) as { id: number; reward_type: string; names: string } | undefined;
  return row ? { id: row.id, type: row.reward_type, name: pickText(row.names, 'pt-BR') } : null;
}

export type RewardInput = {
  rewardType: RewardType;
  names: Localized;
  descriptions: Localized;
  imageUrl?: string | null;
  pointsRequirement: number;
  amountRequirement?: number;
  quantity?: number | null;
  rewardAmount?: number | null;
  sortOrder?: number;
};

/** Adds a reward to the catalogue (seed, operator). */
export function createReward(
  db: Database,
  merchantCode: string,
  input: RewardInput,
  at = clock.iso(),
): number {
  const row = cachedStatement(
    db,
    'INSERT INTO point_rewards (merchant_code, reward_type, names, descriptions, image_url, points_requirement, amount_requirement, ' +
      'quantity, reward_amount, sort_order, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
  ).get(
    merchantCode,
    input.rewardType,
    JSON.stringify(input.names),
    JSON.stringify(input.descriptions),
    input.imageUrl ?? null,
    input.pointsRequirement,
    input.amountRequirement ?? 0,
    input.quantity ?? null,
    input.rewardAmount ?? null,
    input.sortOrder ?? 0,
    at,
  ) as { id: number };
  return row.id;
}

/** The operator sets a reward's stock (null: unlimited) or takes it off the catalogue. */
export function updateReward(
  db: Database,
  merchantCode: string,
  rewardId: number,
  patch: { quantity?: number | null; active?: boolean },
) {
  return transaction(db, () => {
    const row = cachedStatement(db, 'SELECT * FROM point_rewards WHERE id = ? AND merchant_code = ?').get(
      rewardId,
      merchantCode,
    ) as RewardRow | undefined;
    if (!row) throw new ApiError(404, 'points.reward.not.found');
    cachedStatement(db, 'UPDATE point_rewards SET quantity = ?, active = ? WHERE id = ?').run(
      patch.quantity === undefined ? row.quantity : patch.quantity,
      patch.active === undefined ? row.active : patch.active ? 1 : 0,
      rewardId,
    );
    return toReward(
      cachedStatement(db, 'SELECT * FROM point_rewards WHERE id = ?').get(rewardId) as RewardRow,
      'pt-BR',
    );
  });
}

type RedemptionRow = {
  id: number;
  redeem_id: string;
  merchant_code: string;
  member_id: number;
  reward_id: number;
  reward_names: string;
  reward_type: RewardType;
  quantity: number;
  points: number;
  amount_requirement: number;
  reward_amount: number | null;
  member_remark: string | null;
  status: RedeemStatus;
  remark: string | null;
  created_at: string;
  decided_at: string | null;
};

function memberRow(db: Database, memberId: number) {
  const row = cachedStatement(db, 'SELECT merchant_code, type, username FROM members WHERE id = ?').get(
    memberId,
  ) as { merchant_code: string; type: number; username: string } | undefined;
  if (!row) throw new ApiError(404, 'member.not.found');
  return row;
}

/** Trial accounts neither earn nor spend points. */
export function assertPointsMember(db: Database, memberId: number): void {
  if (isTrialType(memberRow(db, memberId).type)) throw new ApiError(403, 'points.trial.not.allowed');
}

/**
 * Redeems `quantity` of a reward: the stock is taken in one conditional UPDATE (it can never go below 0, so the last
 * item goes to exactly one member), then the points in the same transaction (a refusal there puts the stock back by
 * rolling back). The redemption starts In Process. Idempotent by the member's key.
 */
export function redeemReward(
  db: Database,
  input: {
    merchantCode: string;
    memberId: number;
    rewardId: number;
    quantity: number;
    memberRemark?: string | undefined;
    key: string;
    at?: string;
  },
) {
  return transaction(db, () => {
    const config = pointsConfig(db, input.merchantCode);
    if (!config.mallEnabled) throw new ApiError(403, 'points.mall.disabled');
    assertPointsMember(db, input.memberId);
    const reward = cachedStatement(
      db,
      'SELECT * FROM point_rewards WHERE id = ? AND merchant_code = ? AND active = 1',
    ).get(input.rewardId, input.merchantCode) as RewardRow | undefined;
    if (!reward) throw new ApiError(404, 'points.reward.not.found');
    const { validBetTotal } = pointBalance(db, input.memberId);
    if (validBetTotal < reward.amount_requirement) {
      throw new ApiError(400, 'points.reward.amount.requirement', {
        params: { required: reward.amount_requirement, current: validBetTotal },
      });
    }
    const taken = cachedStatement(
      db,
      'UPDATE point_rewards SET quantity = quantity - ? WHERE id = ? AND quantity IS NOT NULL AND quantity >= ?',
    ).run(input.quantity, reward.id, input.quantity);
    if (reward.quantity !== null && Number(taken.changes) === 0) {
      const left = (
        cachedStatement(db, 'SELECT quantity FROM point_rewards WHERE id = ?').get(reward.id) as {
          quantity: number;
        }
      ).quantity;
      throw left === 0
        ? new ApiError(409, 'points.reward.out.of.stock')
        : new ApiError(409, 'points.reward.stock.short', { params: { left } });
    }
    const points = reward.points_requirement * input.quantity;
    const at = input.at ?? clock.iso();
    const redeemId = `RD${compactDate(Date.parse(at))}${digestOf(`${input.memberId}:${input.key}`).slice(0, 10)}`;
    const entry = movePoints(db, {
      memberId: input.memberId,
      points: -points,
      type: 'REDEEM',
      reference: redeemId,
      remark: {
        id: 'points.remark.redeem',
        params: { reward: JSON.parse(reward.names) as Localized, quantity: input.quantity },
      },
      idempotencyKey: `points:redeem:${input.memberId}:${input.key}`,
      at,
    });
    cachedStatement(
      db,
      'INSERT INTO point_redemptions (redeem_id, merchant_code, member_id, reward_id, reward_names, reward_type, quantity, points, ' +
        'amount_requirement, reward_amount, member_remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      redeemId,
      input.merchantCode,
      input.memberId,
      reward.id,
      reward.names,
      reward.reward_type,
      input.quantity,
      points,
      reward.amount_requirement,
      reward.reward_amount,
      input.memberRemark ?? null,
      at,
    );
    return { redeemId, status: 'In Process' as const, pointBalance: entry.balanceAfter };
  });
}

function toRedemption(row: RedemptionRow, language: Language) {
  return {
    redeemId: row.redeem_id,
    rewardName: pickText(row.reward_names, language),
    rewardType: row.reward_type,
    pointsRequirement: row.points / row.quantity,
    amountRequirement: row.amount_requirement,
    quantity: row.quantity,
    points: row.points,
    status: row.status,
    remark: row.remark,
    createdTime: row.created_at,
    decidedTime: row.decided_at,
  };
}

export function listRedemptions(
  db: Database,
  memberId: number,
  language: Language,
  input: { pageNo: number; pageSize: number; status?: RedeemStatus | undefined },
) {
  const where = 'member_id = ?' + (input.status ? ' AND status = ?' : '');
  const args: (string | number)[] = input.status ? [memberId, input.status] : [memberId];
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM point_redemptions WHERE ${where}`).get(...args) as {
    n: number;
  };
  const rows = db
    .prepare(`SELECT * FROM point_redemptions WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...args, input.pageSize, (input.pageNo - 1) * input.pageSize) as RedemptionRow[];
  return {
    content: rows.map((row) => toRedemption(row, language)),
    pageNum: input.pageNo,
    pageSize: input.pageSize,
    totalPages: Math.ceil(n / input.pageSize),
    totalElements: n,
  };
}

/** Open redemptions of a merchant (In Process), oldest first, for the operator. */
export function openRedemptions(db: Database, merchantCode: string) {
  const rows = cachedStatement(
    db,
    "SELECT r.*, m.username FROM point_redemptions r JOIN members m ON m.id = r.member_id WHERE r.merchant_code = ? AND r.status = 'In Process' ORDER BY r.id",
  ).all(merchantCode) as (RedemptionRow & { username: string })[];
  return rows.map((row) => ({
    ...toRedemption(row, 'pt-BR'),
    username: row.username,
    memberRemark: row.member_remark,
  }));
}

/**
 * The operator decides a redemption. approve: Approved (cash and bonus rewards credit their amount to the main wallet,
 * once); reject: Rejected, the points come back (once) and the stock too. Either way the member gets a message and
 * the open clients an event. Deciding again to the same status answers it unchanged; to the other one is a 409.
 */
export function decideRedemption(
  db: Database,
  ledger: Ledger,
  input: { redeemId: string; action: 'approve' | 'reject'; remark?: string | undefined; at?: string },
) {
  const target: RedeemStatus = input.action === 'approve' ? 'Approved' : 'Rejected';
  const result = transaction(db, () => {
    const row = cachedStatement(db, 'SELECT * FROM point_redemptions WHERE redeem_id = ?').get(
      input.redeemId,
    ) as RedemptionRow | undefined;
    if (!row) throw new ApiError(404, 'points.redemption.not.found');
    if (row.status === target) return { row, changed: false };
    if (row.status !== 'In Process') {
      throw new ApiError(409, 'points.redemption.decided', { params: { status: row.status } });
    }
    const at = input.at ?? clock.iso();
    const names = JSON.parse(row.reward_names) as Localized;
    if (target === 'Rejected') {
      movePoints(db, {
        memberId: row.member_id,
        points: row.points,
        type: 'REFUND',
        reference: row.redeem_id,
        remark: { id: 'points.remark.refund', params: { reward: names } },
        idempotencyKey: `points:refund:${row.redeem_id}`,
        at,
      });
      cachedStatement(
        db,
        'UPDATE point_rewards SET quantity = quantity + ? WHERE id = ? AND quantity IS NOT NULL',
      ).run(row.quantity, row.reward_id);
    } else if (row.reward_amount !== null && row.reward_amount > 0 && row.reward_type !== 'GOODS') {
      const wallet =
        ledger.getAccount(row.member_id, mainWallet) ?? ledger.openAccount(row.member_id, mainWallet);
      ledger.credit({
        accountId: wallet.id,
        amount: row.reward_amount * row.quantity,
        type: 'POINTS_REWARD',
        reference: row.redeem_id,
        idempotencyKey: `points:reward:${row.redeem_id}`,
        at,
      });
    }
    const updated = cachedStatement(
      db,
      'UPDATE point_redemptions SET status = ?, remark = ?, decided_at = ? WHERE id = ? RETURNING *',
    ).get(target, input.remark ?? null, at, row.id) as RedemptionRow;
    notifyMember(db, row.member_id, {
      key: `redemption:${row.redeem_id}:${target}`,
      category: 'REWARD',
      template: target === 'Approved' ? 'inbox.redemption.approved' : 'inbox.redemption.rejected',
      params: { reward: names, quantity: row.quantity, points: row.points },
      remark: input.remark ?? null,
      link: '/pointMall?tab=history',
      at,
    });
    return { row: updated, changed: true };
  });
  if (result.changed) {
    const names = JSON.parse(result.row.reward_names) as Localized;
    publishToMember(db, result.row.member_id, {
      type: 'redemption',
      data: {
        redeemId: result.row.redeem_id,
        status: result.row.status,
        rewardName: names[memberLanguage(db, result.row.member_id)] ?? names['pt-BR'] ?? '',
      },
    });
  }
  return { ...toRedemption(result.row, 'pt-BR'), changed: result.changed };
}

/**
 * Converts points into money at the merchant's rate: the points (a multiple of pointsPerUnit, within the limits) leave
 * the points ledger and the amount enters the main wallet, in one transaction, each idempotent by the member's key.
 */
export function convertPoints(
  db: Database,
  ledger: Ledger,
  input: { merchantCode: string; memberId: number; points: number; key: string },
) {
  return transaction(db, () => {
    const config = pointsConfig(db, input.merchantCode);
    if (!config.mallEnabled || !config.conversionEnabled)
      throw new ApiError(403, 'points.conversion.disabled');
    assertPointsMember(db, input.memberId);
    if (input.points < config.minConvertPoints) {
      throw new ApiError(400, 'points.convert.below.min', { params: { min: config.minConvertPoints } });
    }
    if (config.maxConvertPoints !== null && input.points > config.maxConvertPoints) {
      throw new ApiError(400, 'points.convert.above.max', { params: { max: config.maxConvertPoints } });
    }
    if (input.points % config.pointsPerUnit !== 0) {
      throw new ApiError(400, 'points.convert.step', { params: { step: config.pointsPerUnit } });
    }
    const amount = (input.points / config.pointsPerUnit) * config.amountPerUnit;
    const at = clock.iso();
    const entry = movePoints(db, {
      memberId: input.memberId,
      points: -input.points,
      type: 'CONVERT',
      reference: null,
      remark: { id: 'points.remark.convert', params: { amount } },
      idempotencyKey: `points:convert:${input.memberId}:${input.key}`,
      at,
    });
    const wallet =
      ledger.getAccount(input.memberId, mainWallet) ?? ledger.openAccount(input.memberId, mainWallet);
    const credit = ledger.credit({
      accountId: wallet.id,
      amount,
      type: 'POINTS_CONVERT',
      reference: entry.transId,
      idempotencyKey: `points:convert:${input.memberId}:${input.key}:money`,
      at,
    });
    return {
      convertedPoints: input.points,
      amount,
      pointBalance: entry.balanceAfter,
      balance: credit.entry.balanceAfter,
    };
  });
}
