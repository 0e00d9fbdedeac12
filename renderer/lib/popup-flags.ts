/**
 * Announcement-popup flags of spec §4, kept in sessionStorage (this tab's session): the popup shows once per tab
 * session per audience, `USER_POPUP` (logged in, execution A) or `ANONYMOUS_POPUP` (execution B); closing it sets the
 * audience's flag. A login clears `USER_POPUP` so the member's popups show, and marks the first login (execution F).
 */
export const popupFlagKeys = {
  user: 'USER_POPUP',
  anonymous: 'ANONYMOUS_POPUP',
  /** set after a login: the announcement popup should open for the member */
  afterLogin: 'AFTER_LOGIN_POPUP',
  /** set after the first login of an account: popups with execution F join those with execution A */
  firstLogin: 'FIRST_LOGIN',
} as const;

export type PopupExecution = 'A' | 'B' | 'F';

export function markAfterLogin(firstTimeLogin: boolean): void {
  sessionStorage.removeItem(popupFlagKeys.user);
  sessionStorage.setItem(popupFlagKeys.afterLogin, '1');
  if (firstTimeLogin) sessionStorage.setItem(popupFlagKeys.firstLogin, '1');
  else sessionStorage.removeItem(popupFlagKeys.firstLogin);
}

/** The executions the popup should show now: A (+ F at first login) for a member, B for a visitor. */
export function popupExecutions(isLogin: boolean): PopupExecution[] {
  if (!isLogin) return ['B'];
  return sessionStorage.getItem(popupFlagKeys.firstLogin) === '1' ? ['A', 'F'] : ['A'];
}

export function resetPopupFlags(): void {
  for (const key of Object.values(popupFlagKeys)) sessionStorage.removeItem(key);
}
