import { loginByLinkCode, loginLinkSwitchValueSchema } from '../../shared/api/account.ts';
import { call, isApiError } from '../lib/api-client.ts';
import { useLoginLinkStore } from '../stores/login-link-store.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** The refusal of a link for another member than the one logged in this tab (shared/api/refusals.ts). */
const otherMemberCode = 'session.login.code.other.member';

/**
 * Uses the one-time code of a sign-in link (spec §4: "a token in the URL query logs in on load"). The code is
 * exchanged for a session; the tab's own session goes with the call, so a link for another member is refused until
 * the person confirms the switch on screen (`confirmSwitch`), never silently. A code that cannot be used (spent,
 * expired, or a session token pasted where a code belongs) is said once and changes nothing. Answers whether a
 * session was opened.
 */
export async function redeemLoginLink(code: string, confirmSwitch = false): Promise<boolean> {
  const links = useLoginLinkStore.getState();
  try {
    const response = await call(loginByLinkCode, { code, ...(confirmSwitch && { confirmSwitch: true }) });
    links.setPending(null);
    const session = useSessionStore.getState();
    session.setMember(null);
    await session.startSession(response.token);
    return true;
  } catch (error) {
    const other = isApiError(error) && error.code === otherMemberCode;
    const names = other ? loginLinkSwitchValueSchema.safeParse(error.details) : null;
    if (names?.success) links.setPending({ code, ...names.data });
    else {
      links.setPending(null);
      links.setFailure(error);
    }
    return false;
  }
}
