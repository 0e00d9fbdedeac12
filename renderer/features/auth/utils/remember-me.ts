import { timings } from '../../../../shared/constants/business.ts';

/**
 * Remember me (spec §3 "last user", 24 h): only the username (or the mobile number and dial code of an SMS login)
 * is kept, in localStorage with an expiry. Never the password: the fields carry autocomplete attributes so the
 * browser's password manager can offer it instead.
 */
export const rememberKey = 'lastUser';

export type RememberedUser = {
  type: 'username' | 'sms';
  username: string;
  countryDialingCode?: string;
  expiresAt: number;
};

export function rememberUser(user: Omit<RememberedUser, 'expiresAt'>, now = Date.now()): void {
  const entry: RememberedUser = { ...user, expiresAt: now + timings.rememberMeMs };
  localStorage.setItem(rememberKey, JSON.stringify(entry));
}

export function forgetUser(): void {
  localStorage.removeItem(rememberKey);
}

export function rememberedUser(now = Date.now()): RememberedUser | null {
  const raw = localStorage.getItem(rememberKey);
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<RememberedUser>;
    if (
      (entry.type === 'username' || entry.type === 'sms') &&
      typeof entry.username === 'string' &&
      typeof entry.expiresAt === 'number' &&
      entry.expiresAt > now
    ) {
      return {
        type: entry.type,
        username: entry.username,
        expiresAt: entry.expiresAt,
        ...(typeof entry.countryDialingCode === 'string'
          ? { countryDialingCode: entry.countryDialingCode }
          : {}),
      };
    }
  } catch {
    // unreadable: dropped below
  }
  forgetUser();
  return null;
}
