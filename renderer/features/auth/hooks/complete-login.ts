import type { LoginResponse } from '../../../../shared/api/account.ts';
import type { LoginRequest } from '../../../../shared/api/account-forms.ts';
import { isAgentType } from '../../../../shared/constants/members.ts';
import { markAfterLogin } from '../../../lib/popup-flags.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { sessionApi } from '../api/session-api.ts';
import { memberInfoQueryOptions } from '../../../api/get-member-info.ts';
import { keepKnownPassword } from '../utils/login-handoff.ts';
import type { LoginContext } from './login-context.ts';

export type LoginOrigin = 'site' | 'agent';

export type CompleteLoginOptions = {
  /** how the member logged in: no forced password change after an SMS, free-play or social login */
  type: LoginRequest['type'] | 'freeplay' | 'register' | 'social';
  origin?: LoginOrigin;
  /** where the guard wanted to go before the login popup opened */
  returnTo?: string | undefined;
  /** the password just typed (memory only): the forced change does not ask for it again */
  password?: string;
};

export type CompleteLoginResult = 'done' | 'changePassword' | 'notAgent';

/**
 * Everything after a successful login, registration or reset (spec §4): token saved, first-time-login action, the
 * forced change-password popup when the password is the default initial one or expired with PWDEXPFORCECHANGE3 (not
 * after an SMS login), otherwise member info, the announcement-popup flags, and navigation (/ or /agentHome). On the
 * agent page a member who is not an agent is logged out again.
 */
export async function completeLogin(
  { queryClient, navigate, forceExpiredChange }: LoginContext,
  response: LoginResponse,
  options: CompleteLoginOptions,
): Promise<CompleteLoginResult> {
  const session = useSessionStore.getState();
  const modal = useModalStore.getState();
  await session.startSession(response.token);

  let defaultPassword = false;
  if (response.firstTimeLogin) {
    try {
      defaultPassword = (await sessionApi.firstAction()).passwordChangeRequired;
    } catch {
      // The first-login action is best effort; the session is open either way.
    }
  }

  const member = await queryClient.fetchQuery(memberInfoQueryOptions(response.token));
  if (options.origin === 'agent' && !isAgentType(member.type)) {
    try {
      await sessionApi.logout();
    } catch {
      // logged out locally anyway
    }
    await session.clear();
    return 'notAgent';
  }
  session.setMember(member);
  markAfterLogin(response.firstTimeLogin);

  const mustChange =
    options.type !== 'sms' &&
    options.type !== 'freeplay' &&
    options.type !== 'social' &&
    (defaultPassword || (response.passwordExpired && forceExpiredChange));
  if (mustChange) {
    if (options.password !== undefined) keepKnownPassword(options.password);
    modal.open('changePassword', { reason: defaultPassword ? 'default' : 'expired' });
    void navigate(options.origin === 'agent' ? '/agentHome' : '/');
    return 'changePassword';
  }
  modal.close();
  void navigate(options.origin === 'agent' ? '/agentHome' : (options.returnTo ?? '/'));
  return 'done';
}
