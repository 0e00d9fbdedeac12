import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMemberInfo } from '../api/get-member-info.ts';
import { platform } from '../lib/platform.ts';
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
  // the desktop application menu offers the agent centre to agents
  const member = useSessionStore((s) => s.member);
  const isAgent = useSessionStore((s) => s.isAgent);
  useEffect(() => {
    platform.setMemberKind(member === null ? null : isAgent ? 'agent' : 'player');
  }, [member, isAgent]);
  // and its Go menu moves the app
  const navigate = useNavigate();
  useEffect(
    () =>
      platform.onNavigate((destination) => void navigate(destination === 'agentHome' ? '/agentHome' : '/')),
    [navigate],
  );
  return null;
}
