import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../../api/query-keys.ts';
import { popupFlagKeys } from '../../../lib/popup-flags.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useNoticeStore, type SessionNotice } from '../stores/notice-store.ts';

/**
 * The platform has ended the session (reality check "stop", self-exclusion, idle): the client forgets it like a
 * logout (session storage cleared except the merchant code), goes home and says why.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (notice: SessionNotice) => {
      await useSessionStore.getState().clear();
      // no visitor announcement (marketing) over the notice, nor to a player who just paused
      sessionStorage.setItem(popupFlagKeys.anonymous, 'closed');
      queryClient.removeQueries({ queryKey: queryKeys.account });
      queryClient.removeQueries({ queryKey: queryKeys.responsible });
      useModalStore.getState().close();
      useNoticeStore.getState().show(notice);
      void navigate('/');
    },
    [queryClient, navigate],
  );
}
