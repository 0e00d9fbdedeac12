import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { sessionApi } from '../api/session-api.ts';

/** Sign out (after the confirmation): server logout, session storage cleared except the merchant code, home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await sessionApi.logout();
    } catch {
      // A dead session is logged out all the same.
    }
    await useSessionStore.getState().clear();
    queryClient.removeQueries({ queryKey: ['account'] });
    useModalStore.getState().close();
    void navigate('/');
  }, [queryClient, navigate]);
}
