import type { z } from 'zod';
import type { activityStatuses } from '../../shared/api/lottery.ts';
import type { PromotionCard } from '../../shared/api/engagement.ts';
import type { promotionInputSchema } from '../../shared/api/operator-engagement.ts';
import {
  promotionCategories,
  type PromotionCategory,
  type PromotionKind,
  type PromotionRepeat,
} from '../../shared/constants/engagement.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { brasiliaDate, periodRange } from '../../shared/time/brasilia.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { clock } from './clock.ts';
import { inLanguage, parseLocalized, periodBounds } from './engagement.ts';
import type { Ledger } from './ledger.ts';
import { writeUploads, type CheckedProof } from './proofs.ts';
import { creditedAnswer, creditReward } from './rewards.ts';

/**
 * Promotions (spec §4 statuses): APPLY (a comment and images the operator approves or rejects), DEPOSIT (a bonus on
 * a qualifying paid deposit, claimed with one click), SIGNIN (a check-in bonus claimed once a period), INFO (leads to
 * a page of the site). A promotion that has not started is ComingSoon; one that ended is Close for whoever had not
 * taken part. Every bonus is a BONUS ledger movement through rewards.ts.
 */

type ActivityStatus = (typeof activityStatuses)[number];

export type PromotionRow = {
  id: number;
  merchant_code: string;
  category: PromotionCategory;
  kind: PromotionKind;
  repeat: PromotionRepeat;
  title: string;
  summary: string;
  content: string;
  link: string | null;
  reward_amount: number | null;
  reward_rate_bp: number | null;
  max_reward: number | null;
  min_deposit: number | null;
  turnover_multiplier: number;
  start_time: string;
  end_time: string | null;
  visible: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
};

type ApplicationRow = {
  id: number;
  promotion_id: number;
  member_id: number;
  comment: string;
  status: 'APPLYING' | 'APPROVED' | 'REJECTED';
  remark: string | null;
  reward_amount: number | null;
  grant_id: number | null;
  created_at: string;
  decided_at: string | null;
};

export function promotionRow(db: Database, id: number): PromotionRow | null {
  return (db.prepare('SELECT * FROM promotions WHERE id = ?').get(id) as PromotionRow | undefined) ?? null;
}

function visiblePromotions(db: Database, merchantCode: string): PromotionRow[] {
  return db
    .prepare('SELECT * FROM promotions WHERE merchant_code = ? AND visible = 1 ORDER BY sort_order, id')
    .all(merchantCode) as PromotionRow[];
}

/** The period a DEPOSIT or SIGNIN claim belongs to: 'ONCE', the Brasília date, or the date its week starts. */
function periodKey(repeat: PromotionRepeat, now: number): string {
  if (repeat === 'DAILY') return brasiliaDate(now);
  if (repeat === 'WEEKLY') return periodRange('week', now).startDate;
  return 'ONCE';
}

/** Since when a deposit counts for a DEPOSIT promotion now. */
function depositWindowStart(row: PromotionRow, now: number): string {
  if (row.repeat === 'ONCE') return row.start_time;
  const start = periodBounds(row.repeat, now).start;
  return start > row.start_time ? start : row.start_time;
}

function latestApplication(db: Database, promotionId: number, memberId: number): ApplicationRow | null {
  return (
    (db
      .prepare(
        'SELECT * FROM promotion_applications WHERE promotion_id = ? AND member_id = ? ORDER BY id DESC LIMIT 1',
      )
      .get(promotionId, memberId) as ApplicationRow | undefined) ?? null
  );
}

function claimedIn(db: Database, promotionId: number, memberId: number, key: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM promotion_claims WHERE promotion_id = ? AND member_id = ? AND period_key = ?')
      .get(promotionId, memberId, key) !== undefined
  );
}

function bestDeposit(db: Database, row: PromotionRow, memberId: number, now: number): number {
  const nowIso = new Date(now).toISOString();
  const until = row.end_time && row.end_time < nowIso ? row.end_time : nowIso;
  const { best } = db
    .prepare(
      "SELECT COALESCE(MAX(amount), 0) AS best FROM deposit_orders WHERE member_id = ? AND status = 'PAID' " +
        'AND paid_at >= ? AND paid_at <= ?',
    )
    .get(memberId, depositWindowStart(row, now), until) as { best: number };
  return best;
}

/** The bonus of a DEPOSIT promotion for a deposit: a share capped at the maximum, or the fixed amount. */
function depositBonus(row: PromotionRow, deposit: number): number {
  if (row.reward_rate_bp !== null) {
    return Math.min(
      row.max_reward ?? Number.MAX_SAFE_INTEGER,
      Math.floor((deposit * row.reward_rate_bp) / 10_000),
    );
  }
  return row.reward_amount ?? 0;
}

export type PromotionState = {
  status: ActivityStatus;
  progress: { current: number; target: number } | null;
  claimableAmount: number | null;
};

/** Where a member (or a visitor, memberId null) stands on a promotion now. */
export function promotionState(
  db: Database,
  row: PromotionRow,
  memberId: number | null,
  now = clock.now(),
): PromotionState {
  const nowIso = new Date(now).toISOString();
  const none = { progress: null, claimableAmount: null };
  if (nowIso < row.start_time) return { status: 'ComingSoon', ...none };
  const ended = row.end_time !== null && nowIso >= row.end_time;
  if (memberId === null || row.kind === 'INFO') return { status: ended ? 'Close' : 'Join', ...none };
  if (row.kind === 'APPLY') {
    const application = latestApplication(db, row.id, memberId);
    if (application?.status === 'APPLYING') return { status: 'Applying', ...none };
    if (application?.status === 'APPROVED') return { status: 'Issued', ...none };
    if (ended) return { status: 'Close', ...none };
    return { status: application?.status === 'REJECTED' ? 'Rejected' : 'Join', ...none };
  }
  const claimed = claimedIn(db, row.id, memberId, periodKey(row.repeat, now));
  if (row.kind === 'SIGNIN') {
    if (claimed) return { status: 'Joined', ...none };
    return ended
      ? { status: 'Close', ...none }
      : { status: 'Claim', progress: null, claimableAmount: row.reward_amount };
  }
  // DEPOSIT
  if (claimed) return { status: 'Claimed', ...none };
  if (ended) return { status: 'Close', ...none };
  const deposit = bestDeposit(db, row, memberId, now);
  const target = row.min_deposit ?? 1;
  const progress = { current: deposit, target };
  if (deposit >= target && depositBonus(row, deposit) > 0) {
    return { status: 'Claim', progress, claimableAmount: depositBonus(row, deposit) };
  }
  return { status: 'Process', progress, claimableAmount: null };
}

export function bannerUrl(id: number, language: Language): string {
  return `/assets-platform/promotions/${id}-${language}.svg`;
}

function toCard(row: PromotionRow, state: PromotionState, language: Language): PromotionCard {
  return {
    promotionId: row.id,
    category: row.category,
    kind: row.kind,
    repeat: row.repeat,
    title: inLanguage(parseLocalized(row.title), language),
    summary: inLanguage(parseLocalized(row.summary), language),
    bannerUrl: bannerUrl(row.id, language),
    startTime: row.start_time,
    endTime: row.end_time,
    status: state.status,
    rewardAmount: row.kind === 'DEPOSIT' && row.reward_rate_bp !== null ? null : row.reward_amount,
    rewardRateBp: row.reward_rate_bp,
    maxReward: row.max_reward,
    minDeposit: row.min_deposit,
    turnoverMultiplier: row.turnover_multiplier,
    link: row.link,
    progress: state.progress,
    claimableAmount: state.claimableAmount,
  };
}

/** The promotion list of /promotions: visible promotions in order, with the categories that have one. */
export function promotionList(
  db: Database,
  merchantCode: string,
  memberId: number | null,
  language: Language,
  now = clock.now(),
) {
  const promotions = visiblePromotions(db, merchantCode).map((row) =>
    toCard(row, promotionState(db, row, memberId, now), language),
  );
  const present = new Set(promotions.map((p) => p.category));
  return { categories: promotionCategories.filter((c) => present.has(c)), promotions };
}

function toApplication(db: Database, row: ApplicationRow) {
  const { n } = db
    .prepare('SELECT COUNT(*) AS n FROM promotion_application_images WHERE application_id = ?')
    .get(row.id) as { n: number };
  return {
    applicationId: row.id,
    status: row.status,
    comment: row.comment,
    imageCount: n,
    remark: row.remark,
    rewardAmount: row.reward_amount,
    createdTime: row.created_at,
    decidedTime: row.decided_at,
  };
}

function visiblePromotion(db: Database, merchantCode: string, id: number): PromotionRow {
  const row = promotionRow(db, id);
  if (row?.merchant_code !== merchantCode || row.visible !== 1)
    throw new ApiError(404, 'promotion.not.found');
  return row;
}

export function promotionDetail(
  db: Database,
  merchantCode: string,
  promotionId: number,
  memberId: number | null,
  language: Language,
  now = clock.now(),
) {
  const row = visiblePromotion(db, merchantCode, promotionId);
  const application = memberId === null ? null : latestApplication(db, row.id, memberId);
  return {
    ...toCard(row, promotionState(db, row, memberId, now), language),
    content: inLanguage(parseLocalized(row.content), language),
    application: application ? toApplication(db, application) : null,
  };
}

function assertRunning(row: PromotionRow, now: number): void {
  const nowIso = new Date(now).toISOString();
  if (nowIso < row.start_time)
    throw new ApiError(409, 'promotion.not.started', { params: { start: row.start_time } });
  if (row.end_time !== null && nowIso >= row.end_time) throw new ApiError(409, 'promotion.ended');
}

/** Applies to an APPLY promotion with a comment and checked images (written under generated names). */
export function applyToPromotion(
  db: Database,
  input: {
    merchantCode: string;
    memberId: number;
    promotionId: number;
    comment: string;
    images: readonly CheckedProof[];
    now?: number;
  },
) {
  const now = input.now ?? clock.now();
  return transaction(db, () => {
    const row = visiblePromotion(db, input.merchantCode, input.promotionId);
    if (row.kind !== 'APPLY') throw new ApiError(409, 'promotion.not.applicable');
    assertRunning(row, now);
    const previous = latestApplication(db, row.id, input.memberId);
    if (previous && previous.status !== 'REJECTED') throw new ApiError(409, 'promotion.already.applied');
    const at = new Date(now).toISOString();
    const application = db
      .prepare(
        'INSERT INTO promotion_applications (promotion_id, member_id, comment, created_at) VALUES (?, ?, ?, ?) RETURNING *',
      )
      .get(row.id, input.memberId, input.comment, at) as ApplicationRow;
    writeUploads(db, input.images, (image, storedName) => {
      db.prepare(
        'INSERT INTO promotion_application_images (application_id, stored_name, original_name, media_type, size, sha256, created_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(
        application.id,
        storedName,
        image.originalName || 'image',
        image.mediaType,
        image.bytes.length,
        image.sha256,
        at,
      );
    });
    return { application: toApplication(db, application), status: 'Applying' as const };
  });
}

/** Claims a DEPOSIT or SIGNIN promotion: the bonus of this period, once. */
export function claimPromotion(
  db: Database,
  ledger: Ledger,
  input: { merchantCode: string; memberId: number; promotionId: number; now?: number },
) {
  const now = input.now ?? clock.now();
  return transaction(db, () => {
    const row = visiblePromotion(db, input.merchantCode, input.promotionId);
    if (row.kind !== 'DEPOSIT' && row.kind !== 'SIGNIN') throw new ApiError(409, 'promotion.not.claimable');
    assertRunning(row, now);
    const key = periodKey(row.repeat, now);
    if (claimedIn(db, row.id, input.memberId, key)) throw new ApiError(409, 'promotion.already.claimed');
    const state = promotionState(db, row, input.memberId, now);
    if (state.status !== 'Claim' || !state.claimableAmount) {
      throw new ApiError(409, 'promotion.deposit.required', { params: { min: row.min_deposit ?? 0 } });
    }
    const result = creditReward(db, ledger, {
      merchantCode: input.merchantCode,
      memberId: input.memberId,
      kind: row.kind === 'SIGNIN' ? 'SIGNIN' : 'PROMOTION',
      title: parseLocalized(row.title),
      amount: state.claimableAmount,
      turnoverMultiplier: row.turnover_multiplier,
      grantKey: `promotion:${row.id}:${input.memberId}:${key}`,
      at: new Date(now).toISOString(),
    });
    db.prepare(
      'INSERT INTO promotion_claims (promotion_id, member_id, period_key, grant_id, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(row.id, input.memberId, key, result.grant.id, new Date(now).toISOString());
    return {
      promotionId: row.id,
      ...creditedAnswer(result),
      status: promotionState(db, row, input.memberId, now).status,
    };
  });
}

/** The member's promotions they take part in (the activity centre). */
export function promotionActivities(
  db: Database,
  merchantCode: string,
  memberId: number,
  language: Language,
  now = clock.now(),
) {
  return visiblePromotions(db, merchantCode)
    .filter((row) => row.kind !== 'INFO')
    .map((row) => ({ row, state: promotionState(db, row, memberId, now) }))
    .filter(({ row, state }) => {
      if (row.kind === 'APPLY') return latestApplication(db, row.id, memberId) !== null;
      return state.status !== 'Close' && state.status !== 'ComingSoon';
    })
    .map(({ row, state }) => ({ row, state, title: inLanguage(parseLocalized(row.title), language) }));
}

// --- Announcement content (spec §3 "promotion") and the banner artwork

/** Running visible promotions as the announcement content lists them. */
export function announcedPromotions(
  db: Database,
  merchantCode: string,
  language: Language,
  now = clock.now(),
) {
  const nowIso = new Date(now).toISOString();
  return visiblePromotions(db, merchantCode)
    .filter((row) => row.start_time <= nowIso && (row.end_time === null || row.end_time > nowIso))
    .map((row) => ({
      id: row.id,
      title: inLanguage(parseLocalized(row.title), language),
      content: inLanguage(parseLocalized(row.content), language),
      imageUrl: bannerUrl(row.id, language),
      promotionType: row.kind === 'INFO' ? row.category : row.kind,
      startTime: row.start_time,
      endTime: row.end_time,
    }));
}

export function promotionArtwork(
  db: Database,
  id: number,
  language: Language,
): { title: string; merchantCode: string } | null {
  const row = promotionRow(db, id);
  return row
    ? { title: inLanguage(parseLocalized(row.title), language), merchantCode: row.merchant_code }
    : null;
}

// --- Operator

export type PromotionInput = z.output<typeof promotionInputSchema>;

function toAdmin(db: Database, row: PromotionRow) {
  const { n } = db
    .prepare(
      "SELECT COUNT(*) AS n FROM promotion_applications WHERE promotion_id = ? AND status = 'APPLYING'",
    )
    .get(row.id) as { n: number };
  return {
    promotionId: row.id,
    merchant: row.merchant_code,
    category: row.category,
    kind: row.kind,
    repeat: row.repeat,
    title: parseLocalized(row.title),
    summary: parseLocalized(row.summary),
    content: parseLocalized(row.content),
    link: row.link,
    rewardAmount: row.reward_amount,
    rewardRateBp: row.reward_rate_bp,
    maxReward: row.max_reward,
    minDeposit: row.min_deposit,
    turnoverMultiplier: row.turnover_multiplier,
    startTime: row.start_time,
    endTime: row.end_time,
    visible: row.visible === 1,
    sortOrder: row.sort_order,
    pendingApplications: n,
  };
}

export function operatorPromotions(db: Database, merchantCode: string) {
  const rows = db
    .prepare('SELECT * FROM promotions WHERE merchant_code = ? ORDER BY sort_order, id')
    .all(merchantCode) as PromotionRow[];
  return rows.map((row) => toAdmin(db, row));
}

/** Creates (no promotionId) or replaces a promotion of the merchant. */
export function savePromotion(
  db: Database,
  merchantCode: string,
  input: Omit<PromotionInput, 'merchant'>,
  at = clock.iso(),
) {
  const values = [
    input.category,
    input.kind,
    input.repeat,
    JSON.stringify(input.title),
    JSON.stringify(input.summary),
    JSON.stringify(input.content),
    input.link,
    input.rewardAmount,
    input.rewardRateBp,
    input.maxReward,
    input.minDeposit,
    input.turnoverMultiplier,
    new Date(input.startTime).toISOString(),
    input.endTime === null ? null : new Date(input.endTime).toISOString(),
    input.visible ? 1 : 0,
    input.sortOrder,
  ] as const;
  return transaction(db, () => {
    let row: PromotionRow;
    if (input.promotionId === undefined) {
      row = db
        .prepare(
          'INSERT INTO promotions (category, kind, repeat, title, summary, content, link, reward_amount, reward_rate_bp, ' +
            'max_reward, min_deposit, turnover_multiplier, start_time, end_time, visible, sort_order, merchant_code, ' +
            'created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
        )
        .get(...values, merchantCode, at, at) as PromotionRow;
    } else {
      const existing = promotionRow(db, input.promotionId);
      if (existing?.merchant_code !== merchantCode) throw new ApiError(404, 'promotion.not.found');
      row = db
        .prepare(
          'UPDATE promotions SET category = ?, kind = ?, repeat = ?, title = ?, summary = ?, content = ?, link = ?, ' +
            'reward_amount = ?, reward_rate_bp = ?, max_reward = ?, min_deposit = ?, turnover_multiplier = ?, ' +
            'start_time = ?, end_time = ?, visible = ?, sort_order = ?, updated_at = ? WHERE id = ? RETURNING *',
        )
        .get(...values, at, existing.id) as PromotionRow;
    }
    return toAdmin(db, row);
  });
}

type ApplicationWithPromotion = ApplicationRow & { title: string; username: string; merchant_code: string };

function toOperatorApplication(db: Database, row: ApplicationWithPromotion) {
  const images = db
    .prepare(
      'SELECT media_type, size, sha256 FROM promotion_application_images WHERE application_id = ? ORDER BY id',
    )
    .all(row.id) as { media_type: string; size: number; sha256: string }[];
  return {
    ...toApplication(db, row),
    promotionId: row.promotion_id,
    promotionTitle: inLanguage(parseLocalized(row.title), 'pt-BR'),
    username: row.username,
    images: images.map((image) => ({ mediaType: image.media_type, size: image.size, sha256: image.sha256 })),
  };
}

const applicationSelect =
  'SELECT a.*, p.title, p.merchant_code, m.username FROM promotion_applications a ' +
  'JOIN promotions p ON p.id = a.promotion_id JOIN members m ON m.id = a.member_id ';

export function operatorApplications(
  db: Database,
  merchantCode: string,
  status: 'APPLYING' | 'APPROVED' | 'REJECTED' = 'APPLYING',
) {
  const rows = db
    .prepare(`${applicationSelect}WHERE p.merchant_code = ? AND a.status = ? ORDER BY a.id`)
    .all(merchantCode, status) as ApplicationWithPromotion[];
  return rows.map((row) => toOperatorApplication(db, row));
}

/** Approves (credits the bonus once) or rejects an application; deciding again answers the decision made. */
export function decideApplication(
  db: Database,
  ledger: Ledger,
  input: { applicationId: number; action: 'approve' | 'reject'; remark?: string; rewardAmount?: number },
) {
  return transaction(db, () => {
    const load = () =>
      db.prepare(`${applicationSelect}WHERE a.id = ?`).get(input.applicationId) as
        ApplicationWithPromotion | undefined;
    const row = load();
    if (!row) throw new ApiError(404, 'application.not.found');
    const wanted = input.action === 'approve' ? 'APPROVED' : 'REJECTED';
    if (row.status === wanted) return { application: toOperatorApplication(db, row), credited: false };
    if (row.status !== 'APPLYING') {
      throw new ApiError(
        409,
        row.status === 'APPROVED' ? 'application.already.approved' : 'application.already.rejected',
      );
    }
    const at = clock.iso();
    if (wanted === 'REJECTED') {
      db.prepare(
        "UPDATE promotion_applications SET status = 'REJECTED', remark = ?, decided_at = ? WHERE id = ?",
      ).run(input.remark ?? null, at, row.id);
      return { application: toOperatorApplication(db, load() ?? row), credited: false };
    }
    const promotion = promotionRow(db, row.promotion_id);
    const amount = input.rewardAmount ?? promotion?.reward_amount ?? 0;
    if (!promotion || amount <= 0) throw new ApiError(409, 'promotion.not.claimable');
    const result = creditReward(db, ledger, {
      merchantCode: promotion.merchant_code,
      memberId: row.member_id,
      kind: 'PROMOTION',
      title: parseLocalized(promotion.title),
      amount,
      turnoverMultiplier: promotion.turnover_multiplier,
      grantKey: `application:${row.id}`,
      at,
    });
    db.prepare(
      "UPDATE promotion_applications SET status = 'APPROVED', remark = ?, reward_amount = ?, grant_id = ?, decided_at = ? WHERE id = ?",
    ).run(input.remark ?? null, amount, result.grant.id, at, row.id);
    return { application: toOperatorApplication(db, load() ?? row), credited: !result.replayed };
  });
}
