import type { z } from 'zod';
import { messageText } from '../../shared/api/messages.ts';
import type { vipLevelInputSchema } from '../../shared/api/operator-engagement.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { brasiliaDate } from '../../shared/time/brasilia.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { clock } from './clock.ts';
import { moneySettings } from './money-settings.ts';
import { areaOn, inLanguage, parseLocalized, validBet, type Localized } from './engagement.ts';
import { offerReward } from './rewards.ts';

/**
 * VIP rank (issue 12): levels from the member's cumulative valid bet, each with its benefits — a bonus on every
 * manual-rebate rate, the daily withdrawal count and maximum, a birthday bonus, a level-up reward. Levels never go
 * down (member_vip keeps the highest reached); each level-up and birthday reward is offered once in the reward
 * centre. All of it only while the merchant's VIP node is on.
 */

type LevelRow = {
  merchant_code: string;
  level: number;
  name: string;
  min_valid_bet: number;
  rebate_bonus_bp: number;
  withdraw_daily_count: number;
  withdraw_max: number;
  birthday_bonus: number;
  level_up_reward: number;
};

export type VipLevelInput = z.output<typeof vipLevelInputSchema>;

function levelRows(db: Database, merchantCode: string): LevelRow[] {
  return db
    .prepare('SELECT * FROM vip_levels WHERE merchant_code = ? ORDER BY level')
    .all(merchantCode) as LevelRow[];
}

const toLevel = (row: LevelRow, language: Language) => ({
  level: row.level,
  name: inLanguage(parseLocalized(row.name), language),
  minValidBet: row.min_valid_bet,
  rebateBonusBp: row.rebate_bonus_bp,
  withdrawDailyCount: row.withdraw_daily_count,
  withdrawMax: row.withdraw_max,
  birthdayBonus: row.birthday_bonus,
  levelUpReward: row.level_up_reward,
});

const toInput = (row: LevelRow): VipLevelInput => ({
  level: row.level,
  name: parseLocalized(row.name),
  minValidBet: row.min_valid_bet,
  rebateBonusBp: row.rebate_bonus_bp,
  withdrawDailyCount: row.withdraw_daily_count,
  withdrawMax: row.withdraw_max,
  birthdayBonus: row.birthday_bonus,
  levelUpReward: row.level_up_reward,
});

/** The member's valid bets of all time (cents). */
export function cumulativeValidBet(db: Database, memberId: number): number {
  return (
    db
      .prepare(`SELECT COALESCE(SUM(b.stake), 0) AS total FROM bets b WHERE b.member_id = ? AND ${validBet}`)
      .get(memberId) as { total: number }
  ).total;
}

function storedLevel(db: Database, memberId: number): number | null {
  const row = db.prepare('SELECT level FROM member_vip WHERE member_id = ?').get(memberId) as
    { level: number } | undefined;
  return row?.level ?? null;
}

function levelFor(levels: readonly LevelRow[], validBetTotal: number): LevelRow | undefined {
  return levels.filter((row) => row.min_valid_bet <= validBetTotal).at(-1);
}

function titles(level: LevelRow): Localized {
  const name = parseLocalized(level.name);
  return {
    'pt-BR': messageText('reward.vip.level', 'pt-BR', { level: name['pt-BR'] }),
    en: messageText('reward.vip.level', 'en', { level: name.en }),
  };
}

/**
 * Brings the member's level up to date: a higher level reached is kept and each level-up reward on the way is
 * offered once. Returns how many rewards were offered.
 */
export function syncVip(db: Database, merchantCode: string, memberId: number, now = clock.now()): number {
  if (!areaOn(db, merchantCode, 'vip')) return 0;
  const levels = levelRows(db, merchantCode);
  if (levels.length === 0) return 0;
  const levelNow = () => levelFor(levels, cumulativeValidBet(db, memberId))?.level ?? 0;
  // the common case (nothing new) reads without taking the write lock
  const seen = storedLevel(db, memberId);
  if (seen !== null && seen >= levelNow()) return 0;
  return transaction(db, () => {
    const reached = levelNow();
    const stored = storedLevel(db, memberId);
    if (stored !== null && stored >= reached) return 0;
    const at = new Date(now).toISOString();
    db.prepare(
      'INSERT INTO member_vip (member_id, level, updated_at) VALUES (?, ?, ?) ' +
        'ON CONFLICT (member_id) DO UPDATE SET level = excluded.level, updated_at = excluded.updated_at',
    ).run(memberId, reached, at);
    let offered = 0;
    for (const level of levels) {
      if (level.level <= (stored ?? 0) || level.level > reached || level.level_up_reward <= 0) continue;
      const grant = offerReward(db, {
        merchantCode,
        memberId,
        kind: 'VIP_LEVEL',
        title: titles(level),
        amount: level.level_up_reward,
        turnoverMultiplier: 1,
        grantKey: `vip-level:${memberId}:${level.level}`,
        at,
      });
      if (grant) offered++;
    }
    return offered;
  });
}

/** The member's current level row (the highest reached), or null when the merchant has no levels. */
function currentLevel(db: Database, merchantCode: string, memberId: number): LevelRow | null {
  const levels = levelRows(db, merchantCode);
  const reached = Math.max(
    storedLevel(db, memberId) ?? 0,
    levelFor(levels, cumulativeValidBet(db, memberId))?.level ?? 0,
  );
  return levels.find((row) => row.level === reached) ?? levels[0] ?? null;
}

/** The rank screen: level, benefits of every level, progress to the next. Offers any level-up reward due. */
export function vipStatus(
  db: Database,
  merchantCode: string,
  memberId: number,
  language: Language,
  now = clock.now(),
) {
  syncVip(db, merchantCode, memberId, now);
  const levels = levelRows(db, merchantCode);
  const total = cumulativeValidBet(db, memberId);
  const level = currentLevel(db, merchantCode, memberId) ?? {
    merchant_code: merchantCode,
    level: 0,
    name: JSON.stringify({ 'pt-BR': 'VIP 0', en: 'VIP 0' }),
    min_valid_bet: 0,
    rebate_bonus_bp: 0,
    withdraw_daily_count: 1,
    withdraw_max: 1,
    birthday_bonus: 0,
    level_up_reward: 0,
  };
  const next = levels.find((row) => row.level === level.level + 1) ?? null;
  // level 0 withdraws within the merchant's own limits
  const money = moneySettings(db, merchantCode);
  const shown = (row: LevelRow) =>
    toLevel(
      row.level === 0
        ? {
            ...row,
            withdraw_max: money.withdrawMax,
            withdraw_daily_count: Math.max(1, money.withdrawDailyCount),
          }
        : row,
      language,
    );
  return {
    level: shown(level),
    next: next ? shown(next) : null,
    validBet: total,
    toNext: next ? Math.max(0, next.min_valid_bet - total) : null,
    levels: levels.map(shown),
  };
}

/** Member info's VIP (spec §3): whether VIP is on, the level's name and number. */
export function vipBadge(db: Database, merchantCode: string, memberId: number, language: Language) {
  if (!areaOn(db, merchantCode, 'vip')) return { enabled: false, label: null, rank: null };
  const level = currentLevel(db, merchantCode, memberId);
  return level
    ? { enabled: true, label: inLanguage(parseLocalized(level.name), language), rank: level.level }
    : { enabled: true, label: null, rank: null };
}

/** The rebate bonus (basis points) of the member's level; 0 with VIP off. */
export function vipRebateBonus(db: Database, merchantCode: string, memberId: number): number {
  if (!areaOn(db, merchantCode, 'vip')) return 0;
  return currentLevel(db, merchantCode, memberId)?.rebate_bonus_bp ?? 0;
}

/**
 * The withdrawal limits a member has: the merchant's, raised by the member's VIP level from level 1 up (never
 * lowered; level 0 has the merchant's own limits). The withdrawal service asks here (a hook, so that the money code
 * knows nothing of VIP).
 */
export function vipWithdrawLimits(
  db: Database,
  merchantCode: string,
  memberId: number,
  base: { withdrawMax: number; withdrawDailyCount: number },
): { withdrawMax: number; withdrawDailyCount: number } {
  if (!areaOn(db, merchantCode, 'vip')) return base;
  const level = currentLevel(db, merchantCode, memberId);
  if (!level || level.level === 0) return base;
  return {
    withdrawMax: Math.max(base.withdrawMax, level.withdraw_max),
    withdrawDailyCount: Math.max(base.withdrawDailyCount, level.withdraw_daily_count),
  };
}

/** Offers the birthday bonus of the member's level on their birthday (Brasília date), once a year. */
export function offerBirthdayBonus(
  db: Database,
  merchantCode: string,
  memberId: number,
  now = clock.now(),
): number {
  if (!areaOn(db, merchantCode, 'vip')) return 0;
  const member = db.prepare('SELECT birthday FROM members WHERE id = ?').get(memberId) as
    { birthday: string | null } | undefined;
  const today = brasiliaDate(now);
  if (!member?.birthday || member.birthday.slice(5) !== today.slice(5)) return 0;
  const level = currentLevel(db, merchantCode, memberId);
  if (!level || level.birthday_bonus <= 0) return 0;
  const year = today.slice(0, 4);
  const grant = offerReward(db, {
    merchantCode,
    memberId,
    kind: 'BIRTHDAY',
    title: {
      'pt-BR': messageText('reward.birthday', 'pt-BR', { year }),
      en: messageText('reward.birthday', 'en', { year }),
    },
    amount: level.birthday_bonus,
    turnoverMultiplier: 1,
    grantKey: `birthday:${memberId}:${year}`,
    at: new Date(now).toISOString(),
  });
  return grant ? 1 : 0;
}

/** Members whose birthday is today (Brasília), for the engagement job. */
export function birthdayMembers(db: Database, now = clock.now()): { id: number; merchant_code: string }[] {
  return db
    .prepare(
      "SELECT id, merchant_code FROM members WHERE birthday IS NOT NULL AND substr(birthday, 6) = ? AND status = 'ACTIVE'",
    )
    .all(brasiliaDate(now).slice(5)) as { id: number; merchant_code: string }[];
}

// --- Operator

export function operatorVipLevels(db: Database, merchantCode: string): VipLevelInput[] {
  return levelRows(db, merchantCode).map(toInput);
}

/** Replaces the merchant's levels (the schema checked their order). */
export function saveVipLevels(db: Database, merchantCode: string, levels: readonly VipLevelInput[]) {
  return transaction(db, () => {
    db.prepare('DELETE FROM vip_levels WHERE merchant_code = ?').run(merchantCode);
    const insert = db.prepare(
      'INSERT INTO vip_levels (merchant_code, level, name, min_valid_bet, rebate_bonus_bp, withdraw_daily_count, ' +
        'withdraw_max, birthday_bonus, level_up_reward) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const level of levels) {
      insert.run(
        merchantCode,
        level.level,
        JSON.stringify(level.name),
        level.minValidBet,
        level.rebateBonusBp,
        level.withdrawDailyCount,
        level.withdrawMax,
        level.birthdayBonus,
        level.levelUpReward,
      );
    }
    return operatorVipLevels(db, merchantCode);
  });
}
