/**
 * What the header's login form hands to the login popup when it cannot finish by itself (a captcha is needed, extra
 * verification, a refusal): the typed username, the platform's message and whether to show the captcha at once.
 * Read once by the popup's form.
 */
export type LoginHandoff = { username: string; message: string | null; captcha: boolean };

let pending: LoginHandoff | null = null;

export function handOff(handoff: LoginHandoff): void {
  pending = handoff;
}

export function takeHandoff(): LoginHandoff | null {
  const value = pending;
  pending = null;
  return value;
}

/**
 * The password just typed at a login that must change it (default initial or expired): kept in memory only, never
 * stored, so the forced change-password popup does not ask for it again (spec §5 "not asked if already known").
 */
let knownPassword: string | null = null;

export function keepKnownPassword(password: string): void {
  knownPassword = password;
}

/**
 * Read without forgetting: a popup whose first render suspends (its code still loading) renders again from the start
 * and must still find it. The popup forgets it when it closes (`forgetKnownPassword`).
 */
export function peekKnownPassword(): string | null {
  return knownPassword;
}

export function forgetKnownPassword(): void {
  knownPassword = null;
}
