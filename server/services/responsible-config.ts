import {
  brazilModeIdleMinutesMax,
  responsibleConfigSchema,
  type ResponsibleConfig,
  type ResponsibleConfigPatch,
} from '../../shared/api/responsible.ts';
import { legalInfoSchema, type MerchantInfo } from '../../shared/api/system.ts';
import type { Database } from '../db/database.ts';
import { cachedStatement, transaction } from '../db/database.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { clock } from './clock.ts';
import { findMerchant } from './merchants.ts';

/**
 * A merchant's responsible-play rules (settings key `responsible-play`), read on every use so that an operator's
 * change takes effect on the next request. Brazil mode forces the regulated set on top of what is stored; a merchant
 * with nothing stored gets the defaults (players may set limits, pauses and an opt-in reality check; nothing is
 * mandatory; the idle limit is 30 minutes).
 */
export const responsibleSettingKey = 'responsible-play';

const defaults = responsibleConfigSchema.parse({});
/** Parsed settings by their stored text: the rules are read on every request (the idle limit), parsed once. */
const parsedByText = new Map<string, ResponsibleConfig>();

export function storedResponsibleConfig(db: Database, merchantCode: string): ResponsibleConfig {
  const row = cachedStatement(db, 'SELECT value FROM settings WHERE merchant_code = ? AND key = ?').get(
    merchantCode,
    responsibleSettingKey,
  ) as { value: string } | undefined;
  if (!row) return defaults;
  const cached = parsedByText.get(row.value);
  if (cached) return cached;
  const parsed = responsibleConfigSchema.safeParse(JSON.parse(row.value));
  const config = parsed.success ? parsed.data : defaults;
  if (parsedByText.size > 100) parsedByText.clear();
  parsedByText.set(row.value, config);
  return config;
}

/** The rules in force: Brazil mode switches every regulated rule on and the forbidden features off. */
export function effectiveConfig(stored: ResponsibleConfig): ResponsibleConfig {
  if (!stored.brazilMode) return stored;
  return {
    ...stored,
    limits: { ...stored.limits, enabled: true, askAtRegistration: true },
    realityCheck: { ...stored.realityCheck, enabled: true, mandatory: true },
    pauses: { enabled: true },
    session: {
      ...stored.session,
      idleMinutes: Math.min(stored.session.idleMinutes, brazilModeIdleMinutesMax),
    },
    riskWarning: { atLogin: true },
    identity: { cpfRequired: true },
    forbidden: { bonusBeforeBet: true, credit: true },
  };
}

/** The rules in force for a merchant. */
export function responsibleRules(db: Database, merchantCode: string): ResponsibleConfig {
  return effectiveConfig(storedResponsibleConfig(db, merchantCode));
}

/** Changes the fields a patch names (one level deep) and answers the stored and effective rules. */
export function updateResponsibleConfig(
  db: Database,
  merchantCode: string,
  patch: ResponsibleConfigPatch,
): { stored: ResponsibleConfig; effective: ResponsibleConfig } {
  return transaction(db, () => {
    const current = storedResponsibleConfig(db, merchantCode);
    const next = responsibleConfigSchema.parse({
      brazilMode: patch.brazilMode ?? current.brazilMode,
      limits: { ...current.limits, ...patch.limits },
      realityCheck: { ...current.realityCheck, ...patch.realityCheck },
      pauses: { ...current.pauses, ...patch.pauses },
      session: { ...current.session, ...patch.session },
      riskWarning: { ...current.riskWarning, ...patch.riskWarning },
      identity: { ...current.identity, ...patch.identity },
      forbidden: { ...current.forbidden, ...patch.forbidden },
    });
    db.prepare(
      'INSERT INTO settings (merchant_code, key, value, updated_at) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
    ).run(merchantCode, responsibleSettingKey, JSON.stringify(next), clock.iso());
    return { stored: next, effective: effectiveConfig(next) };
  });
}

export type LegalInfo = MerchantInfo['legal'];

/** The legal data of the merchant's footer (merchant configuration, shown by every page's footer). */
export function legalInfo(db: Database, merchantCode: string): LegalInfo {
  const merchant = findMerchant(db, merchantCode);
  if (!merchant) throw new ApiError(400, errorCodes.merchantUnknown);
  return merchant.config.legal;
}

/** Changes the named fields of the footer's legal data (company, CNPJ, ordinance, address, contacts, link). */
export function updateLegalInfo(db: Database, merchantCode: string, patch: Partial<LegalInfo>): LegalInfo {
  return transaction(db, () => {
    const merchant = findMerchant(db, merchantCode);
    if (!merchant) throw new ApiError(400, errorCodes.merchantUnknown);
    const legal = legalInfoSchema.parse({ ...merchant.config.legal, ...patch });
    db.prepare('UPDATE merchants SET config = ? WHERE code = ?').run(
      JSON.stringify({ ...merchant.config, legal }),
      merchantCode,
    );
    return legal;
  });
}
