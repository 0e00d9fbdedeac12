import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { clock } from './clock.ts';

/**
 * Per-merchant account policy, kept in the settings table (key `account-policy`): the default initial password that
 * agents and support give new accounts (a member still using it must change it, spec §5 "{key}"), and how long a
 * password stays valid (password expiry, enforced by the client when PWDEXPFORCECHANGE3 is on).
 */
export const accountPolicySchema = z.object({
  defaultInitialPassword: z.string().min(6),
  /** days a new password stays valid; 0: never expires */
  passwordMaxAgeDays: z.number().int().min(0),
  /** demo money credited to a new free-play (trial) account, cents */
  trialGrantCents: z.number().int().positive(),
});
export type AccountPolicy = z.infer<typeof accountPolicySchema>;

export const defaultAccountPolicy: AccountPolicy = {
  defaultInitialPassword: 'Aurora123',
  passwordMaxAgeDays: 90,
  trialGrantCents: 200_000,
};

export function accountPolicy(db: Database, merchantCode: string): AccountPolicy {
  const row = db
    .prepare("SELECT value FROM settings WHERE merchant_code = ? AND key = 'account-policy'")
    .get(merchantCode) as { value: string } | undefined;
  if (!row) return defaultAccountPolicy;
  const parsed = accountPolicySchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : defaultAccountPolicy;
}

/** When a password set now expires (ISO), or null. */
export function passwordExpiry(policy: AccountPolicy, now = clock.now()): string | null {
  return policy.passwordMaxAgeDays > 0
    ? new Date(now + policy.passwordMaxAgeDays * 24 * 60 * 60 * 1000).toISOString()
    : null;
}
