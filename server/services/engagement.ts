import type { z } from 'zod';
import {
  engagementNodes,
  type EngagementArea,
  type MissionPeriod,
} from '../../shared/constants/engagement.ts';
import { defaultLanguage, type Language } from '../../shared/constants/i18n.ts';
import { isTrialType } from '../../shared/constants/members.ts';
import {
  engagementSettingsSchema,
  type EngagementSettings,
  type localizedSchema,
} from '../../shared/api/operator-engagement.ts';
import { dayBounds, periodRange, startOf, todayRange, type Instant } from '../../shared/time/brasilia.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { readSetting, writeSetting } from './settings.ts';

/**
 * What every engagement area shares: the merchant switch of each area (a whitelabel node, on only with every
 * ancestor on), the refusal of trial accounts, texts kept in both languages, Brasília periods, and the one definition
 * of a valid bet.
 */

/** A text in every supported language, as the engagement tables keep it (JSON). */
export type Localized = z.infer<ReturnType<typeof localizedSchema>>;

export function parseLocalized(json: string): Localized {
  const value = JSON.parse(json) as Partial<Localized>;
  return { 'pt-BR': value['pt-BR'] ?? '', en: value.en ?? value['pt-BR'] ?? '' };
}

/** The text in a language (the default language's when that one is empty). */
export function inLanguage(text: Localized, language: Language): string {
  return text[language] || text[defaultLanguage];
}

export function localizedText(json: string, language: Language): string {
  return inLanguage(parseLocalized(json), language);
}

/** Whether a whitelabel node and every node above it are enabled for the merchant. */
export function nodeOn(db: Database, merchantCode: string, modId: string): boolean {
  const statement = db.prepare(
    'SELECT enabled, parent_mod_id FROM whitelabel_nodes WHERE merchant_code = ? AND mod_id = ?',
  );
  let current: string | null = modId;
  for (let depth = 0; current !== null && depth < 20; depth++) {
    const row = statement.get(merchantCode, current) as
      { enabled: number; parent_mod_id: string | null } | undefined;
    if (row?.enabled !== 1) return false;
    current = row.parent_mod_id;
  }
  return true;
}

export function areaOn(db: Database, merchantCode: string, area: EngagementArea): boolean {
  return nodeOn(db, merchantCode, engagementNodes[area]);
}

const areaRefusals = {
  promotions: 'promotions.not.available',
  rewards: 'rewards.not.available',
  missions: 'missions.not.available',
  vip: 'vip.not.available',
  rebate: 'rebate.not.available',
  raffle: 'raffle.not.available',
  referral: 'referral.not.available',
} as const satisfies Record<EngagementArea, string>;

/** Refuses (403, the area's own code) when the merchant switched the area off. */
export function requireArea(db: Database, merchantCode: string, area: EngagementArea): void {
  if (!areaOn(db, merchantCode, area)) throw new ApiError(403, areaRefusals[area]);
}

/** Trial accounts play with demo money: they take part in nothing that pays real money. */
export function refuseTrial(member: { type: number }): void {
  if (isTrialType(member.type)) throw new ApiError(403, 'engagement.trial.refused');
}

// --- Periods (Brasília days and weeks, from Sunday)

export type PeriodBounds = { start: string; end: string };

export function periodBounds(period: MissionPeriod, at: Instant): PeriodBounds {
  if (period === 'DAILY') return { start: startOf('day', at), end: dayBounds(todayRange(at)).to };
  return { start: startOf('week', at), end: dayBounds(periodRange('week', at)).to };
}

// --- Valid bets

/**
 * A valid bet (bets aliased `b`): real money, settled, not voided, and not a push (a round that paid back exactly its
 * stake risked nothing). Counted when it settled (`b.settled_at`). Missions, leaderboards, VIP, rebate and tickets
 * all count with this one rule.
 */
export const validBet = "b.demo = 0 AND b.status = 'SETTLED' AND b.voided_at IS NULL AND b.win <> b.stake";

// --- Settings (rebate rates and rules, referral rules)

export const defaultEngagementSettings: EngagementSettings = {
  rebate: { rates: {}, turnoverMultiplier: 1, minClaim: 1 },
  referral: { rewardAmount: 0, minDeposit: 5_000, minValidBet: 10_000, turnoverMultiplier: 1 },
};

export function engagementSettings(db: Database, merchantCode: string): EngagementSettings {
  return readSetting(db, merchantCode, 'engagement', engagementSettingsSchema, defaultEngagementSettings);
}

export function saveEngagementSettings(
  db: Database,
  merchantCode: string,
  patch: Partial<EngagementSettings>,
  at?: string,
): EngagementSettings {
  const next = { ...engagementSettings(db, merchantCode), ...patch };
  writeSetting(db, merchantCode, 'engagement', engagementSettingsSchema.parse(next), at);
  return next;
}

/** Parses a JSON column the platform itself wrote. */
export function parseJson<T>(json: string): T {
  return JSON.parse(json) as T;
}
