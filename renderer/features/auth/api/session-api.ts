import { loginFirstAction, loginFreePlay, logout } from '../../../../shared/api/account.ts';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import { call } from '../../../lib/api-client.ts';

/**
 * The account calls outside the forms: free play (its code loads when the button is pressed), the first-login action
 * when a login completes, signing out. The forms' calls (login, registration, verification, password, captcha) live
 * in auth-api.ts, which only the forms import, so they and their contracts load with the forms (issue 16).
 */
export const sessionApi = {
  loginFreePlay: (input: RequestOf<typeof loginFreePlay>) => call(loginFreePlay, input),
  firstAction: () => call(loginFirstAction, {}),
  logout: () => call(logout, {}),
};
