import { cachedStatement, type Database } from '../db/database.ts';
import type { MerchantInfo } from '../../shared/api/system.ts';

/** Merchant info stored in merchants.config (status adds location, maintenance and region at request time). */
export type MerchantConfig = Omit<MerchantInfo, 'merchantCode'>;

export type Merchant = { code: string; config: MerchantConfig };

/** The merchant of a `Merchant` header value, or null when unknown. */
export function findMerchant(db: Database, code: string): Merchant | null {
  const row = cachedStatement(db, 'SELECT code, config FROM merchants WHERE code = ?').get(code) as
    { code: string; config: string } | undefined;
  return row ? { code: row.code, config: parsedConfig(row.config) } : null;
}

/**
 * Configs parsed by their stored text (read on every request, parsed once per change), frozen since callers share
 * them.
 */
const configsByText = new Map<string, MerchantConfig>();
function parsedConfig(text: string): MerchantConfig {
  let config = configsByText.get(text);
  if (!config) {
    config = deepFreeze(JSON.parse(text) as MerchantConfig);
    if (configsByText.size >= 100) configsByText.clear();
    configsByText.set(text, config);
  }
  return config;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The merchant the platform was set up with (the first one created, the seeded demo merchant on a demo platform): the
 * default of the operator tools and of the site logo when no merchant is named. Null on an empty database.
 */
export function firstMerchantCode(db: Database): string | null {
  const row = db.prepare('SELECT code FROM merchants ORDER BY rowid LIMIT 1').get() as
    { code: string } | undefined;
  return row?.code ?? null;
}
