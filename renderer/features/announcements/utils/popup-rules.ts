import type { z } from 'zod';
import type { popupSchema } from '../../../../shared/api/content.ts';
import { limits } from '../../../../shared/constants/business.ts';

type Popup = z.infer<typeof popupSchema>;

/** sessionStorage flags, one per audience (spec §4): the popup shows once per tab session. */
export const popupFlags = { member: 'USER_POPUP', visitor: 'ANONYMOUS_POPUP' } as const;
export const popupClosedValue = 'closed';
export const popupShownValue = 'shown';
/** Set to '1' in sessionStorage by the login flow when the login response says firstTimeLogin. */
export const firstLoginFlag = 'FIRST_LOGIN';

export function popupFlagOf(isLogin: boolean): string {
  return isLogin ? popupFlags.member : popupFlags.visitor;
}

/** Executions A (logged in), B (anonymous), F (logged in, first login). */
export function popupsFor(popups: readonly Popup[], isLogin: boolean, firstLogin: boolean): Popup[] {
  return popups.filter((popup) =>
    isLogin ? popup.execution === 'A' || (firstLogin && popup.execution === 'F') : popup.execution === 'B',
  );
}

export function shouldAutoOpen(isLogin: boolean, storage: Storage = sessionStorage): boolean {
  return storage.getItem(popupFlagOf(isLogin)) === null;
}

export function markPopupShown(isLogin: boolean, storage: Storage = sessionStorage): void {
  if (storage.getItem(popupFlagOf(isLogin)) === null) storage.setItem(popupFlagOf(isLogin), popupShownValue);
}

export function markPopupClosed(isLogin: boolean, storage: Storage = sessionStorage): void {
  storage.setItem(popupFlagOf(isLogin), popupClosedValue);
}

/** The page (0-based) holding a notice index: index / 9. */
export function pageOfIndex(index: number): number {
  return Math.floor(index / limits.announcementPageSize);
}
