import { z } from 'zod/mini';
import {
  changePassword,
  forgotPasswordByEmail,
  loginRequestSchema,
  loginTypes,
  loginVerification,
  loginVerificationTypes,
  registerMobileRequestSchema,
  registerRequestSchema,
  setPasswordByPhone,
  type LoginRequest,
  type RegisterMobileRequest,
  type RegisterRequest,
} from '../../../../shared/api/account-forms.ts';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import type { RegisterFieldName, RegisterRule } from '../../../../shared/api/system.ts';
import { registerFieldNames } from '../../../../shared/api/system.ts';
import { checkMobile, checkRequired, checkRule, checkSame, refuse } from '../../../../shared/rules/checks.ts';
import { normalizeMobile } from '../../../../shared/rules/mobile.ts';
import { limitPeriodSchema } from '../../../../shared/api/responsible.ts';
import { checkRegistrationChoices } from '../../../../shared/rules/responsible.ts';
import {
  checkRegistration,
  optionalRegisterFields,
  registerValue,
  type RegisterField,
  type RegisterTab,
} from '../../../../shared/rules/register.ts';

/**
 * The auth forms' schemas: the typed values checked with shared/rules (server-driven pattern rules, mobile rule,
 * confirmation), then turned into the request and parsed by the contract's own request schema, so what the resolver
 * hands to the form's submit is exactly what the call sends.
 */
const ruleOf = (rules: readonly RegisterRule[] | undefined, field: RegisterFieldName) =>
  rules?.find((rule) => rule.field === field);

// ---------------------------------------------------------------------------------------------------------------
// Login (popup, agent page, header)

export const loginValuesSchema = z.object({
  method: z.enum(loginTypes),
  username: z.string(),
  password: z.string(),
  mobileNum: z.string(),
  countryDialingCode: z.string(),
  smsCode: z.string(),
  captcha: z.string(),
  remember: z.boolean(),
});
export type LoginValues = z.input<typeof loginValuesSchema>;

export const emptyLogin: LoginValues = {
  method: 'username',
  username: '',
  password: '',
  mobileNum: '',
  countryDialingCode: '+55',
  smsCode: '',
  captcha: '',
  remember: false,
};

/**
 * Username and password (trimmed), or a mobile number (mobile rule) and the SMS code exactly as typed; the captcha
 * once the platform asked for it (`captcha.shown`), sent with the key its image was fetched with.
 */
export function loginSchema(options: {
  smsAllowed: boolean;
  captcha: { shown: boolean; key: string | null };
}) {
  const methodOf = (v: LoginValues) => (options.smsAllowed ? v.method : 'username');
  return z.pipe(
    z.pipe(
      loginValuesSchema.check(
        z.superRefine((v, ctx) => {
          if (methodOf(v) === 'username') {
            checkRequired(ctx, ['username'], v.username.trim());
            checkRequired(ctx, ['password'], v.password.trim());
          } else {
            checkMobile(ctx, ['mobileNum'], v.mobileNum, v.countryDialingCode);
            checkRequired(ctx, ['smsCode'], v.smsCode);
          }
          if (options.captcha.shown) checkRequired(ctx, ['captcha'], v.captcha.trim(), 'field.captcha');
        }),
      ),
      z.transform((v): LoginRequest => {
        const captcha =
          options.captcha.shown && options.captcha.key
            ? { captcha: v.captcha.trim(), captchaKey: options.captcha.key }
            : {};
        return methodOf(v) === 'username'
          ? { username: v.username.trim(), password: v.password.trim(), type: 'username', ...captcha }
          : {
              username: normalizeMobile(v.mobileNum.trim()),
              password: v.smsCode,
              type: 'sms',
              countryDialingCode: v.countryDialingCode,
              ...captcha,
            };
      }),
    ),
    loginRequestSchema,
  );
}

/** The request's fields as the login form names them (an SMS login sends the number and code as username/password). */
export const loginFieldsOf = (method: LoginRequest['type']): Record<string, string> =>
  method === 'sms' ? { username: 'mobileNum', password: 'smsCode' } : {};

// ---------------------------------------------------------------------------------------------------------------
// Registration

const registerValuesSchema = z.object({
  ...(Object.fromEntries(registerFieldNames.map((name) => [name, z.string()])) as Record<
    RegisterFieldName,
    z.ZodMiniString<string>
  >),
  countryDialingCode: z.string(),
  terms: z.boolean(),
  /** responsible play: the loss and time limits and the risk warning a Brazil-mode merchant asks at sign-up */
  responsible: z.object({
    lossPeriod: limitPeriodSchema,
    lossAmount: z.string(),
    timePeriod: limitPeriodSchema,
    timeHours: z.string(),
    riskWarningAccepted: z.boolean(),
  }),
});
export type RegisterValues = z.input<typeof registerValuesSchema>;

export const emptyRegistration = {
  ...(Object.fromEntries(registerFieldNames.map((name) => [name, ''])) as Record<RegisterFieldName, string>),
  countryDialingCode: '+55',
  terms: false,
  responsible: {
    lossPeriod: 'MONTH',
    lossAmount: '',
    timePeriod: 'DAY',
    timeHours: '',
    riskWarningAccepted: false,
  },
} satisfies RegisterValues;

/** The request fields of the responsible-play refusals → the form's fields. */
export const registerRefusalFields = {
  'responsible.lossLimit.value': 'responsible.lossAmount',
  'responsible.timeLimit.value': 'responsible.timeHours',
} as const;

/** Swallows issues (the values were checked by the refinement already). */
const noIssues = { addIssue: () => undefined };

/** Where the registration comes from (the page) and the codes kept from the address. */
export type RegisterContext = {
  domain: string;
  registerUrl: string;
  affiliateCode?: string | undefined;
  referralCode?: string | undefined;
};

/**
 * The registration form: the terms box first (unticked, nothing else is checked and nothing is sent), then every shown
 * field by the merchant's rules (shared/rules/register.ts), the captcha when enabled; then the request of the tab's
 * call, parsed by its contract.
 */
export function registerSchema(options: {
  tab: RegisterTab;
  rules: readonly RegisterRule[];
  fields: readonly RegisterField[];
  captcha: { enabled: boolean; key: string | null };
  context: RegisterContext;
  /** what the merchant's responsible-play rules ask at sign-up (none by default) */
  responsible?: { limits: boolean; riskWarning: boolean };
}) {
  const { tab, rules, fields, captcha, context } = options;
  const ask = options.responsible ?? { limits: false, riskWarning: false };
  const shown = new Set(fields.map((field) => field.name));
  const checked = registerValuesSchema.check(
    z.superRefine((v, ctx) => {
      if (!v.terms) {
        refuse(ctx, ['terms'], 'field.terms');
        return;
      }
      checkRegistration(ctx, rules, fields, v);
      if (captcha.enabled) checkRequired(ctx, ['captcha'], v.captcha.trim(), 'field.captcha');
      checkRegistrationChoices(ctx, ['responsible'], v.responsible, ask);
    }),
  );
  const base = (v: RegisterValues) => {
    const optional: Partial<Record<RegisterFieldName, string>> = {};
    for (const name of optionalRegisterFields) {
      const value = shown.has(name) ? registerValue(name, v[name]) : '';
      if (value !== '') optional[name] = value;
    }
    const affiliateCode = optional.affiliateCode ?? context.affiliateCode;
    const responsible = checkRegistrationChoices(noIssues, [], v.responsible, ask);
    return {
      ...optional,
      ...(responsible ? { responsible } : {}),
      ...(affiliateCode ? { affiliateCode } : {}),
      ...(context.referralCode ? { referralCode: context.referralCode } : {}),
      ...(captcha.enabled && captcha.key ? { captcha: v.captcha.trim(), captchaKey: captcha.key } : {}),
      domain: context.domain,
      registerUrl: context.registerUrl,
      registerMethod: 'WEB' as const,
      login: true as const,
    };
  };
  if (tab === 'mobile') {
    return z.pipe(
      z.pipe(
        checked,
        z.transform((v): RegisterMobileRequest => {
          const mobile = normalizeMobile(registerValue('mobileNum', v.mobileNum));
          return {
            ...base(v),
            username: mobile,
            mobileNum: mobile,
            countryDialingCode: v.countryDialingCode,
            verificationCode: v.verificationCode,
            ...(shown.has('password') ? { password: v.password, confirmPassword: v.confirmPassword } : {}),
          };
        }),
      ),
      registerMobileRequestSchema,
    );
  }
  return z.pipe(
    z.pipe(
      checked,
      z.transform((v): RegisterRequest => {
        const mobile = normalizeMobile(registerValue('mobileNum', v.mobileNum));
        return {
          ...base(v),
          username: registerValue('username', v.username),
          password: v.password,
          confirmPassword: v.confirmPassword,
          ...(shown.has('mobileNum') && mobile !== ''
            ? { mobileNum: mobile, countryDialingCode: v.countryDialingCode }
            : {}),
          ...(shown.has('verificationCode') ? { verificationCode: v.verificationCode } : {}),
        };
      }),
    ),
    registerRequestSchema,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Forgot password (e-mail or mobile), change password, new-IP verification

export const forgotValuesSchema = z.object({
  username: z.string(),
  email: z.string(),
  mobileNum: z.string(),
  countryDialingCode: z.string(),
  verificationCode: z.string(),
  newPassword: z.string(),
});
export type ForgotValues = z.input<typeof forgotValuesSchema>;

export const emptyForgot: ForgotValues = {
  username: '',
  email: '',
  mobileNum: '',
  countryDialingCode: '+55',
  verificationCode: '',
  newPassword: '',
};

/** By e-mail: username and e-mail by their register rules; the platform sends a reset link. */
export function forgotByEmailSchema(rules: readonly RegisterRule[] | undefined) {
  return z.pipe(
    z.pipe(
      forgotValuesSchema.check(
        z.superRefine((v, ctx) => {
          checkRule(ctx, ['username'], ruleOf(rules, 'username'), v.username.trim(), true);
          checkRule(ctx, ['email'], ruleOf(rules, 'email'), v.email.trim(), true);
        }),
      ),
      z.transform((v): RequestOf<typeof forgotPasswordByEmail> => ({
        username: v.username.trim(),
        email: v.email.trim(),
      })),
    ),
    forgotPasswordByEmail.request,
  );
}

/** By mobile: the number (mobile rule), the SMS code and a new password by the password rule. */
export function forgotByMobileSchema(rules: readonly RegisterRule[] | undefined) {
  return z.pipe(
    z.pipe(
      forgotValuesSchema.check(
        z.superRefine((v, ctx) => {
          checkMobile(ctx, ['mobileNum'], v.mobileNum, v.countryDialingCode);
          checkRequired(ctx, ['verificationCode'], v.verificationCode);
          checkRule(ctx, ['newPassword'], ruleOf(rules, 'password'), v.newPassword, true);
        }),
      ),
      z.transform((v): RequestOf<typeof setPasswordByPhone> => ({
        newPassword: v.newPassword,
        mobileNum: normalizeMobile(v.mobileNum.trim()),
        countryDialingCode: v.countryDialingCode,
        verificationCode: v.verificationCode,
      })),
    ),
    setPasswordByPhone.request,
  );
}

export const changePasswordValuesSchema = z.object({
  oldPassword: z.string(),
  newPassword: z.string(),
  confirmNewPassword: z.string(),
});
export type ChangePasswordValues = z.input<typeof changePasswordValuesSchema>;

/** Old (unless already known), new by the password rule, and the confirmation ('inconsistent twice'). */
export function changePasswordSchema(options: {
  rules: readonly RegisterRule[] | undefined;
  knownOldPassword: string | undefined;
}) {
  return z.pipe(
    z.pipe(
      changePasswordValuesSchema.check(
        z.superRefine((v, ctx) => {
          if (options.knownOldPassword === undefined) checkRequired(ctx, ['oldPassword'], v.oldPassword);
          checkRule(ctx, ['newPassword'], ruleOf(options.rules, 'password'), v.newPassword, true);
          checkSame(ctx, ['confirmNewPassword'], v.confirmNewPassword, v.newPassword);
        }),
      ),
      z.transform((v): RequestOf<typeof changePassword> => ({
        ...v,
        oldPassword: options.knownOldPassword ?? v.oldPassword,
      })),
    ),
    changePassword.request,
  );
}

export const verificationValuesSchema = z.object({
  type: z.enum(loginVerificationTypes),
  value: z.string(),
});
export type VerificationValues = z.input<typeof verificationValuesSchema>;

/** The code (or account name) of one of the offered checks, for the refused login's ticket. */
export function verificationSchema(ticket: string) {
  return z.pipe(
    z.pipe(
      verificationValuesSchema.check(
        z.superRefine((v, ctx) => {
          checkRequired(ctx, ['value'], v.value.trim());
        }),
      ),
      z.transform((v): RequestOf<typeof loginVerification> => ({
        ticket,
        type: v.type,
        value: v.value.trim(),
      })),
    ),
    loginVerification.request,
  );
}
