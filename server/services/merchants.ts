import type { Database } from '../db/database.ts';
import type { MerchantConfig } from '../db/seed-data.ts';

export type Merchant = { code: string; config: MerchantConfig };

/** The merchant of a `Merchant` header value, or null when unknown. */
export function findMerchant(db: Database, code: string): Merchant | null {
  const row = db.prepare('SELECT code, config FROM merchants WHERE code = ?').get(code) as
    { code: string; config: string } | undefined;
  return row ? { code: row.code, config: JSON.parse(row.config) as MerchantConfig } : null;
}
