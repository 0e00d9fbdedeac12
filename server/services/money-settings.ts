import type { z } from 'zod';
import {
  moneySettingsSchema,
  type moneySettingsPatchSchema,
  type MoneySettings,
} from '../../shared/api/operator.ts';
import type { Database } from '../db/database.ts';
import { clock } from './clock.ts';

/** Money settings of a merchant (settings table, key `money`); the shape and defaults are the operator API's. */
const settingKey = 'money';

export function moneySettings(db: Database, merchantCode: string): MoneySettings {
  const row = db
    .prepare('SELECT value FROM settings WHERE merchant_code = ? AND key = ?')
    .get(merchantCode, settingKey) as { value: string } | undefined;
  const parsed = moneySettingsSchema.safeParse(row ? JSON.parse(row.value) : {});
  return parsed.success ? parsed.data : moneySettingsSchema.parse({});
}

export function updateMoneySettings(
  db: Database,
  merchantCode: string,
  patch: z.infer<typeof moneySettingsPatchSchema>,
): MoneySettings {
  const next = moneySettingsSchema.parse({ ...moneySettings(db, merchantCode), ...patch });
  db.prepare(
    'INSERT INTO settings (merchant_code, key, value, updated_at) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
  ).run(merchantCode, settingKey, JSON.stringify(next), clock.iso());
  return next;
}
