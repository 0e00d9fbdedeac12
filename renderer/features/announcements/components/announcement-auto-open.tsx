import { useEffect } from 'react';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useAnnouncements } from '../api/get-announcements.ts';
import { firstLoginFlag, markPopupShown, popupsFor, shouldAutoOpen } from '../utils/popup-rules.ts';

// Apart from the popup itself (announcement-popup.tsx, with the sanitizer), which loads when it opens (issue 16).
/** Opens the audience's popups once per tab session, when there are any. */
export function AnnouncementAutoOpen() {
  const language = useLanguage();
  const isLogin = useSessionStore((s) => s.isLogin);
  const { data } = useAnnouncements(language, isLogin);
  useEffect(() => {
    if (!data || !shouldAutoOpen(isLogin)) return;
    const popups = popupsFor(data.popup, isLogin, sessionStorage.getItem(firstLoginFlag) === '1');
    const modal = useModalStore.getState();
    if (popups.length === 0 || modal.current !== null) return;
    markPopupShown(isLogin);
    modal.open('announcement', { reason: 'popup' });
  }, [data, isLogin]);
  return null;
}
