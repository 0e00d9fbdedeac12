import { useCallback } from 'react';
import { useModalStore } from '../stores/modal-store.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** True for a free-play (trial, member type 4) session: not a real account (spec §6). */
export function useIsTrial(): boolean {
  return useSessionStore((s) => s.isLogin && s.isTrial);
}

/**
 * Guards an action a trial account may not take (game launch, money pages): returns true when it may go ahead,
 * otherwise opens the need-true-account dialog (`needTrueAccount` modal) and returns false.
 */
export function useRealAccountGuard(): () => boolean {
  const open = useModalStore((s) => s.open);
  return useCallback(() => {
    const { isLogin, isTrial } = useSessionStore.getState();
    if (isLogin && isTrial) {
      open('needTrueAccount');
      return false;
    }
    return true;
  }, [open]);
}
