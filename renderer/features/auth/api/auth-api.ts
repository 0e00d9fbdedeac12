import {
  changePassword,
  checkAffiliate,
  forgotPasswordByEmail,
  getCaptcha,
  login,
  loginVerification,
  register,
  registerMobile,
  sendSmsNoLogin,
  sendSmsRegister,
  setPasswordByPhone,
  type LoginFailureValue,
  loginFailureValueSchema,
} from '../../../../shared/api/account-forms.ts';
import { errorCodes } from '../../../../shared/api/errors.ts';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import { call, isApiError } from '../../../lib/api-client.ts';

/**
 * The account calls of spec §7 used by the auth forms: fetchers and the few queries. Loaded with the forms; what a
 * first view calls (free play, the first-login action, sign-out) is in session-api.ts.
 */
export const authApi = {
  login: (input: RequestOf<typeof login>) => call(login, input),
  verify: (input: RequestOf<typeof loginVerification>) => call(loginVerification, input),
  register: (input: RequestOf<typeof register>) => call(register, input),
  registerMobile: (input: RequestOf<typeof registerMobile>) => call(registerMobile, input),
  checkAffiliate: (code: string, domain: string) => call(checkAffiliate, { code, domain }),
  sendSmsNoLogin: (mobileNo: string, countryDialingCode: string) =>
    call(sendSmsNoLogin, { mobileNo, countryDialingCode }),
  sendSmsRegister: (input: RequestOf<typeof sendSmsRegister>) => call(sendSmsRegister, input),
  changePassword: (input: RequestOf<typeof changePassword>) => call(changePassword, input),
  forgotByEmail: (username: string, email: string) => call(forgotPasswordByEmail, { username, email }),
  resetByPhone: (input: RequestOf<typeof setPasswordByPhone>) => call(setPasswordByPhone, input),
  /** A fresh captcha image bound to a fresh key; never cached (platform-notes). */
  async captcha(): Promise<{ key: string; src: string }> {
    const key = crypto.randomUUID();
    const png = await call(getCaptcha, { captchaKey: key }, { headers: { 'Cache-Control': 'no-store' } });
    return { key, src: `data:image/png;base64,${png}` };
  },
};

// Read by the auth screens and the agent centre, so they live in renderer/api.
export {
  countryCodesQueryOptions,
  registerSettingsQueryOptions,
  useCountryCodes,
  useRegisterSettings,
} from '../../../api/get-register-settings.ts';

/** What a refused login asks for: the captcha, or the extra verification of an unregistered IP. */
export function loginFailure(error: unknown): LoginFailureValue & { captchaFlag: boolean } {
  if (!isApiError(error)) return { captchaFlag: false };
  const parsed = loginFailureValueSchema.safeParse(error.details ?? {});
  const value = parsed.success ? parsed.data : {};
  return {
    ...value,
    captchaFlag: error.code === errorCodes.captchaRequired || value.captchaRequired === true,
  };
}
