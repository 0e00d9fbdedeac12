import { z } from 'zod';
import {
  maintenanceSettingSchema,
  regionSettingSchema,
  type flagStateSchema,
  type OperatorState,
} from '../../shared/api/operator.ts';
import type { Database } from '../db/database.ts';
import { cachedStatement, transaction } from '../db/database.ts';
import { clock } from './clock.ts';

/**
 * Live operator settings of a merchant, stored in the database and read on every request, so a change made through
 * the operator route or the CLI takes effect on the next call without a restart.
 */

export type MaintenanceSetting = z.infer<typeof maintenanceSettingSchema>;
export type RegionSetting = z.infer<typeof regionSettingSchema>;

export const defaultMaintenanceText = {
  title: 'Site em manutenção',
  content: 'Estamos realizando uma manutenção programada. Voltamos em breve.',
};
export const defaultRegionText = 'O acesso a este site não está disponível na sua região.';

/** The live settings of a merchant that has none stored (a new merchant is created with these). */
export const defaultSettings = {
  maintenance: { enabled: false, title: '', endTime: null as string | null, content: '' },
  region: { enabled: false, content: '', blockedIps: [] as string[], blockedCountries: [] as string[] },
};

type SettingRow = { value: string };

export function readSetting<T>(
  db: Database,
  merchantCode: string,
  key: string,
  schema: z.core.$ZodType<T>,
  fallback: T,
): T {
  const row = cachedStatement(db, 'SELECT value FROM settings WHERE merchant_code = ? AND key = ?').get(
    merchantCode,
    key,
  ) as SettingRow | undefined;
  if (!row) return fallback;
  // read on every request, parsed once per stored text (a change is a new text)
  const memoKey = `${key}\u0000${row.value}`;
  const memo = parsedSettings.get(memoKey);
  if (memo && memo.schema === schema) return memo.value as T;
  const parsed = z.safeParse(schema, JSON.parse(row.value));
  const value = parsed.success ? parsed.data : fallback;
  if (parsedSettings.size >= 200) parsedSettings.clear();
  parsedSettings.set(memoKey, { schema, value });
  return value;
}

const parsedSettings = new Map<string, { schema: unknown; value: unknown }>();

export function writeSetting(
  db: Database,
  merchantCode: string,
  key: string,
  value: unknown,
  at = clock.iso(),
): void {
  db.prepare(
    'INSERT INTO settings (merchant_code, key, value, updated_at) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
  ).run(merchantCode, key, JSON.stringify(value), at);
}

export function getMaintenance(db: Database, merchantCode: string): MaintenanceSetting {
  return readSetting(db, merchantCode, 'maintenance', maintenanceSettingSchema, defaultSettings.maintenance);
}

export function setMaintenance(
  db: Database,
  merchantCode: string,
  patch: Partial<MaintenanceSetting>,
): MaintenanceSetting {
  return transaction(db, () => {
    const next = maintenanceSettingSchema.parse({ ...getMaintenance(db, merchantCode), ...patch });
    if (next.enabled && next.title === '') next.title = defaultMaintenanceText.title;
    if (next.enabled && next.content === '') next.content = defaultMaintenanceText.content;
    writeSetting(db, merchantCode, 'maintenance', next);
    return next;
  });
}

export function getRegion(db: Database, merchantCode: string): RegionSetting {
  return readSetting(db, merchantCode, 'region', regionSettingSchema, defaultSettings.region);
}

export function setRegion(db: Database, merchantCode: string, patch: Partial<RegionSetting>): RegionSetting {
  return transaction(db, () => {
    const next = regionSettingSchema.parse({ ...getRegion(db, merchantCode), ...patch });
    if (next.content === '') next.content = defaultRegionText;
    writeSetting(db, merchantCode, 'region', next);
    return next;
  });
}

export type FlagState = z.infer<typeof flagStateSchema>;

export function listFlags(db: Database, merchantCode: string): FlagState[] {
  return (
    db
      .prepare(
        'SELECT mod_id, name, enabled, parent_mod_id FROM whitelabel_nodes WHERE merchant_code = ? ORDER BY sort_order',
      )
      .all(merchantCode) as { mod_id: string; name: string; enabled: number; parent_mod_id: string | null }[]
  ).map((row) => ({
    modId: row.mod_id,
    name: row.name,
    enabled: row.enabled === 1,
    parentModId: row.parent_mod_id,
  }));
}

/** Switches one whitelabel node (flag or module). Returns false when the merchant has no such node. */
export function setFlag(db: Database, merchantCode: string, modId: string, enabled: boolean): boolean {
  const result = db
    .prepare('UPDATE whitelabel_nodes SET enabled = ? WHERE merchant_code = ? AND mod_id = ?')
    .run(enabled ? 1 : 0, merchantCode, modId);
  return result.changes > 0;
}

export function isFlagOn(db: Database, merchantCode: string, modId: string): boolean {
  const row = db
    .prepare('SELECT enabled FROM whitelabel_nodes WHERE merchant_code = ? AND mod_id = ?')
    .get(merchantCode, modId) as { enabled: number } | undefined;
  return row?.enabled === 1;
}

export function operatorState(db: Database, merchantCode: string): OperatorState {
  return {
    merchantCode,
    maintenance: getMaintenance(db, merchantCode),
    region: getRegion(db, merchantCode),
    flags: listFlags(db, merchantCode),
  };
}
