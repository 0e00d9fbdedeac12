import { useEffect } from 'react';
import { useMemberInfo } from '../api/get-member-info.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * Loads the member behind a session token (a stored one, or one from `?token=`) so agent / trial flags are known.
 * A stale token answers 401: the API client then clears the session and offers the login popup.
 */
export function SessionSync() {
  const token = useSessionStore((s) => s.token);
  const setMember = useSessionStore((s) => s.setMember);
  const { data } = useMemberInfo(token);
  useEffect(() => {
    if (data) setMember(data);
  }, [data, setMember]);
  return null;
}
