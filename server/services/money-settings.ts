import { z } from 'zod';
import type { Database } from '../db/database.ts';

/**
 * Money settings of a merchant (settings table, key `money`): the PIX receiving account of the demo merchant,
 * deposit and withdrawal limits, the withdrawal confirmation timeout, the simulator's auto-confirm, and which
 * vendors keep a transfer wallet. Every field has a default; the operator may override any of them.
 */
export const moneySettingsSchema = z.object({
  pixKey: z.string().min(1).max(77).default('pix@aurora-play.example'),
  merchantName: z.string().min(1).max(25).default('AURORA PLAY'),
  merchantCity: z.string().min(1).max(15).default('SAO PAULO'),
  depositMin: z.number().int().positive().default(1_000),
  depositMax: z.number().int().positive().default(5_000_000),
  depositPresets: z
    .array(z.number().int().positive())
    .default([2_000, 5_000, 10_000, 20_000, 50_000, 100_000]),
  depositExpiryMinutes: z.number().int().min(1).max(1440).default(15),
  /** the payment simulator pays pending orders after this many seconds; 0 = off (default) */
  autoConfirmSeconds: z.number().int().min(0).max(3600).default(0),
  withdrawMin: z.number().int().positive().default(2_000),
  withdrawMax: z.number().int().positive().default(5_000_000),
  withdrawDailyCount: z.number().int().min(0).max(10_000).default(5),
  /** no answer within these minutes after payment counts as received */
  confirmTimeoutMinutes: z.number().int().min(1).max(10_080).default(60),
  withdrawAccountLimit: z.number().int().min(1).max(20).default(5),
  vendorWallets: z.array(z.string().regex(/^[A-Z0-9_]{1,30}$/)).default(['PT', 'AG', 'BBIN']),
});
export type MoneySettings = z.infer<typeof moneySettingsSchema>;
export const moneySettingsPatchSchema = moneySettingsSchema.partial().strict();

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
  ).run(merchantCode, settingKey, JSON.stringify(next), new Date().toISOString());
  return next;
}
