import { z } from 'zod/mini';
import { defineContract, noInput, noValue, lazySchema } from './contract.ts';
import { registerFieldNameSchema } from './system.ts';
import { registrationChoicesSchema } from './responsible-limits.ts';
import { exampleLoginResponse, loginResponseSchema } from './account.ts';

/**
 * The account calls of spec §7 made from the account forms: sign-in, extra verification, registration, SMS codes,
 * the captcha, the avatar, passwords and social sign-in. Apart from account.ts (what any page may call) so that they
 * load with the forms, not with the web app's first view (issue 16).
 */

/** Mobile numbers travel as digits only; the dial code travels apart as `+<digits>`. */
export const mobileNumSchema = lazySchema(() => z.string().check(z.regex(/^\d{6,15}$/)));

export const countryDialingCodeSchema = lazySchema(() => z.string().check(z.regex(/^\+\d{1,4}$/)));

/**
 * The result of a third-party human-verification widget (the "captcha-provider result fields" of spec §3), sent
 * alongside login and registration when the merchant uses one.
 */
export const humanVerificationSchema = lazySchema(() =>
  z.object({
    provider: z.string().check(z.minLength(1)),
    token: z.string().check(z.minLength(1)),
  }),
);

export const loginTypes = ['username', 'sms'] as const;

export const loginTypeSchema = lazySchema(() => z.enum(loginTypes));

export const loginRequestSchema = lazySchema(() =>
  z.object({
    /** the mobile number when `type` is sms */
    username: z.string().check(z.trim(), z.minLength(1)),
    /** the SMS code when `type` is sms */
    password: z.string().check(z.minLength(1)),
    type: loginTypeSchema,
    /** the typed picture captcha, once the server asked for it */
    captcha: z.optional(z.string().check(z.trim(), z.minLength(1))),
    /** the key the captcha image was fetched with (see `account.captcha`) */
    captchaKey: z.optional(z.uuid()),
    /** with `type` sms: the dial code of the mobile number */
    countryDialingCode: z.optional(countryDialingCodeSchema),
    humanVerification: z.optional(humanVerificationSchema),
  }),
);

export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Extra verification offered after a login from an unregistered IP (spec §4). */
export const loginVerificationTypes = ['MOBILE', 'EMAIL', 'BANK_ACCOUNT_NAME', 'GOOGLE'] as const;

export const loginVerificationTypeSchema = lazySchema(() => z.enum(loginVerificationTypes));

/**
 * The `value` of a refused login's failure envelope: `captchaRequired` (with any refusal code: wrong password, wrong
 * SMS code, missing or wrong captcha) makes the form show the captcha for the next try; `verification` (code
 * `session.verification.required`) opens the extra-verification step.
 */
export const loginFailureValueSchema = lazySchema(() =>
  z.object({
    captchaRequired: z.optional(z.boolean()),
    verification: z.optional(
      z.object({
        ticket: z.string().check(z.minLength(1)),
        types: z.array(loginVerificationTypeSchema).check(z.minLength(1)),
      }),
    ),
  }),
);

export type LoginFailureValue = z.infer<typeof loginFailureValueSchema>;

export const login = defineContract({
  id: 'account.login',
  method: 'POST',
  path: '/wps/session/login',
  session: false,
  encrypted: true,
  summary:
    'Log in by username and password or by mobile number and SMS code. A refusal may carry loginFailureValueSchema ' +
    '(captcha needed, or extra verification for an unregistered IP).',
  request: loginRequestSchema,
  response: loginResponseSchema,
  example: {
    request: { username: 'player01', password: 'Secret123', type: 'username' },
    response: exampleLoginResponse,
  },
});

export const loginVerification = defineContract({
  id: 'account.loginVerification',
  method: 'POST',
  path: '/wps/session/login/verification',
  session: false,
  encrypted: true,
  summary:
    'Extra verification (LOGINIPVERF3) after a login from an unregistered IP: answers the ticket of the refused ' +
    'login with one of the offered checks; on success the IP is registered and the session opens.',
  request: lazySchema(() =>
    z.object({
      ticket: z.string().check(z.minLength(1)),
      type: loginVerificationTypeSchema,
      /**
       * by type: MOBILE the code sent by SMS to the registered mobile, EMAIL the code sent to the registered e-mail (the
       * refused login sent both), BANK_ACCOUNT_NAME the account name, GOOGLE the authenticator code
       */
      value: z.string().check(z.trim(), z.minLength(1)),
      countryDialingCode: z.optional(countryDialingCodeSchema),
    }),
  ),
  response: loginResponseSchema,
  example: {
    request: { ticket: 'ipv_9c2e51', type: 'EMAIL', value: 'player01@example.com' },
    response: exampleLoginResponse,
  },
});

/** Registration payload shared by both registration calls (spec §3; optional fields follow the register settings). */
const registerFields = lazySchema(() => ({
  username: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1)),
  confirmPassword: z.string().check(z.minLength(1)),
  payeeName: z.optional(z.string().check(z.trim(), z.minLength(1))),
  email: z.optional(z.email()),
  qqNum: z.optional(z.string().check(z.trim(), z.minLength(1))),
  mobileNum: z.optional(mobileNumSchema),
  countryDialingCode: z.optional(countryDialingCodeSchema),
  recommenderId: z.optional(z.string().check(z.trim(), z.minLength(1))),
  captcha: z.optional(z.string().check(z.trim(), z.minLength(1))),
  captchaKey: z.optional(z.uuid()),
  verificationCode: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
  affiliateCode: z.optional(z.string().check(z.trim(), z.minLength(1))),
  paymentPassword: z.optional(z.string().check(z.minLength(1))),
  line: z.optional(z.string().check(z.trim(), z.minLength(1))),
  whatsapp: z.optional(z.string().check(z.trim(), z.minLength(1))),
  facebook: z.optional(z.string().check(z.trim(), z.minLength(1))),
  wechat: z.optional(z.string().check(z.trim(), z.minLength(1))),
  telegram: z.optional(z.string().check(z.trim(), z.minLength(1))),
  zalo: z.optional(z.string().check(z.trim(), z.minLength(1))),
  nickname: z.optional(z.string().check(z.trim(), z.minLength(1))),
  /** yyyy-MM-dd */
  birthday: z.optional(z.iso.date()),
  /** the CPF where the currency is BRL */
  idNumber: z.optional(z.string().check(z.trim(), z.minLength(1))),
  referralCode: z.optional(z.string().check(z.trim(), z.minLength(1))),
  /** responsible play (issue 14): the loss and time limits and the risk warning a Brazil-mode merchant asks */
  responsible: z.optional(registrationChoicesSchema),
  domain: z.string().check(z.minLength(1)),
  registerUrl: z.string().check(z.minLength(1)),
  registerMethod: z.literal('WEB'),
  /** log the new member in: the answer carries the session */
  login: z.literal(true),
  humanVerification: z.optional(humanVerificationSchema),
  /** set when the SMS code was checked by the third-party phone-verification route */
  firebaseChannel: z.optional(z.literal('sms')),
  firebaseIdToken: z.optional(z.string().check(z.minLength(1))),
}));

export const registerRequestSchema = lazySchema(() => z.object(registerFields));

export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerMobileRequestSchema = lazySchema(() =>
  z.object({
    ...registerFields,
    /** the client sets the username to the mobile number */
    mobileNum: mobileNumSchema,
    countryDialingCode: countryDialingCodeSchema,
    verificationCode: z.string().check(z.minLength(1), z.maxLength(255)),
    /** asked only with MOBILENUMPASSREG3 */
    password: z.optional(z.string().check(z.minLength(1))),
    confirmPassword: z.optional(z.string().check(z.minLength(1))),
  }),
);

export type RegisterMobileRequest = z.infer<typeof registerMobileRequestSchema>;

const exampleRegisterBase = {
  domain: 'demo.example',
  registerUrl: 'https://demo.example/register?referralCode=AB12CD',
  registerMethod: 'WEB' as const,
  login: true as const,
};

export const register = defineContract({
  id: 'account.register',
  method: 'PUT',
  path: '/wps/member/register',
  session: false,
  encrypted: true,
  summary: 'Registers a member by username (USERNAMEREG3) and logs them in.',
  request: registerRequestSchema,
  response: loginResponseSchema,
  example: {
    request: {
      ...exampleRegisterBase,
      username: 'player01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      referralCode: 'AB12CD',
    },
    response: { ...exampleLoginResponse, firstTimeLogin: true },
  },
});

export const registerMobile = defineContract({
  id: 'account.registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  session: false,
  encrypted: true,
  summary: 'Registers a member by mobile number and SMS code (MOBILENUMREG3) and logs them in.',
  request: registerMobileRequestSchema,
  response: loginResponseSchema,
  example: {
    request: {
      ...exampleRegisterBase,
      username: '11987654321',
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      verificationCode: '123456',
    },
    response: { ...exampleLoginResponse, firstTimeLogin: true },
  },
});

export const validateRegistration = defineContract({
  id: 'account.validateRegistration',
  method: 'GET',
  path: '/wps/member/register/validation',
  session: false,
  summary:
    'Checks one registration field before submit: the server rule (pattern id on refusal) and, for username, ' +
    'mobileNum and email, that the value is not taken.',
  request: lazySchema(() => z.object({ field: registerFieldNameSchema, value: z.string() })),
  response: lazySchema(() =>
    z.object({
      field: registerFieldNameSchema,
      valid: z.boolean(),
      /** false when the value is already registered */
      available: z.boolean(),
      /** the rule that refused the value, null when valid */
      patternId: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(22))),
    }),
  ),
  example: {
    request: { field: 'username', value: 'player01' },
    response: { field: 'username', valid: true, available: true, patternId: null },
  },
});

export const checkAffiliate = defineContract({
  id: 'account.checkAffiliate',
  method: 'GET',
  path: '/wps/agent/affiliate',
  session: false,
  summary: 'Checks an invitation (affiliate) code for this domain before registering.',
  request: lazySchema(() =>
    z.object({
      code: z.string().check(z.trim(), z.minLength(1)),
      domain: z.string().check(z.minLength(1)),
    }),
  ),
  response: lazySchema(() => z.object({ code: z.string(), valid: z.boolean() })),
  example: { request: { code: 'AB12CD', domain: 'demo.example' }, response: { code: 'AB12CD', valid: true } },
});

export const smsSentSchema = lazySchema(() =>
  z.object({
    /** the code's lifetime; the button counts down expiredMinutes x 60 s */
    expiredMinutes: z.number().check(z.int(), z.positive()),
  }),
);

export const sendSmsNoLogin = defineContract({
  id: 'account.sendSmsNoLogin',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  session: false,
  summary:
    'Sends an SMS code to an existing member without a session (login by SMS, password reset by phone).',
  request: lazySchema(() =>
    z.object({ mobileNo: mobileNumSchema, countryDialingCode: countryDialingCodeSchema }),
  ),
  response: smsSentSchema,
  example: {
    request: { mobileNo: '11987654321', countryDialingCode: '+55' },
    response: { expiredMinutes: 5 },
  },
});

export const sendSmsRegister = defineContract({
  id: 'account.sendSmsRegister',
  method: 'POST',
  path: '/wps/verification/sms/register',
  session: false,
  summary:
    'Sends the registration SMS code: for username registration with REGMOBVERF3, or for mobile registration ' +
    '(refused when the number is already registered).',
  request: lazySchema(() =>
    z.object({
      mobileNum: mobileNumSchema,
      countryDialingCode: countryDialingCodeSchema,
      registerType: z.enum(['username', 'mobile']),
    }),
  ),
  response: smsSentSchema,
  example: {
    request: { mobileNum: '11987654321', countryDialingCode: '+55', registerType: 'mobile' },
    response: { expiredMinutes: 5 },
  },
});

export const getCaptcha = defineContract({
  id: 'account.captcha',
  method: 'GET',
  path: '/wps/captcha',
  session: false,
  summary:
    'A picture captcha as base64 PNG (no data: prefix), bound to a key the client makes per refresh and sends back ' +
    'as captchaKey. Fetch with no-store.',
  request: lazySchema(() => z.object({ captchaKey: z.uuid() })),
  response: lazySchema(() => z.base64().check(z.minLength(1))),
  example: {
    request: { captchaKey: '0b5c2a57-3f7e-4a8e-9d2e-6c1f0e4b7a10' },
    response:
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  },
});

export const setMemberIcon = defineContract({
  id: 'account.memberIcon',
  method: 'POST',
  path: '/wps/member/info/icon',
  session: true,
  summary: 'Sets the profile picture (PROFPIC3) to one of the preset avatars.',
  request: lazySchema(() => z.object({ icon: z.string().check(z.regex(/^\d{1,3}$/)) })),
  response: lazySchema(() => z.object({ icon: z.string() })),
  example: { request: { icon: '3' }, response: { icon: '3' } },
});

export const changePassword = defineContract({
  id: 'account.changePassword',
  method: 'POST',
  path: '/wps/member/password',
  session: true,
  encrypted: true,
  summary: 'Changes the login password (first login, expired or forced change, security centre).',
  request: lazySchema(() =>
    z.object({
      oldPassword: z.string().check(z.minLength(1)),
      newPassword: z.string().check(z.minLength(1)),
      confirmNewPassword: z.string().check(z.minLength(1)),
    }),
  ),
  response: noValue,
  example: {
    request: { oldPassword: 'Secret123', newPassword: 'Secret456', confirmNewPassword: 'Secret456' },
    response: null,
  },
});

export const forgotPasswordByEmail = defineContract({
  id: 'account.forgotPasswordByEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  session: false,
  encoding: 'form',
  summary: 'Sends a password-reset e-mail when username and e-mail match a member.',
  request: lazySchema(() =>
    z.object({ username: z.string().check(z.trim(), z.minLength(1)), email: z.email() }),
  ),
  response: noValue,
  example: { request: { username: 'player01', email: 'player01@example.com' }, response: null },
});

export const setPasswordByPhone = defineContract({
  id: 'account.setPasswordByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  session: false,
  encrypted: true,
  summary:
    'Resets the password with an SMS code (CHNGPASSVERIF3); answers the username so the client logs in with the ' +
    'new password.',
  request: lazySchema(() =>
    z.object({
      newPassword: z.string().check(z.minLength(1)),
      mobileNum: mobileNumSchema,
      countryDialingCode: z.optional(countryDialingCodeSchema),
      verificationCode: z.string().check(z.minLength(1), z.maxLength(255)),
    }),
  ),
  response: lazySchema(() => z.object({ username: z.string() })),
  example: {
    request: {
      newPassword: 'Secret456',
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      verificationCode: '123456',
    },
    response: { username: 'player01' },
  },
});

/** Social sign-in providers (OAuth 2.0 authorization code + PKCE); each merchant configures its own, or none. */
export const socialProviders = ['GOOGLE', 'FACEBOOK'] as const;

export const socialProviderSchema = lazySchema(() => z.enum(socialProviders));

export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const getSocialProviders = defineContract({
  id: 'account.socialProviders',
  method: 'GET',
  path: '/wps/session/oauth/providers',
  session: false,
  summary:
    'The social sign-in providers of this merchant (buttons only for these; the demo merchant has none).',
  request: noInput,
  response: lazySchema(() => z.array(z.object({ provider: socialProviderSchema }))),
  example: { request: {}, response: [{ provider: 'GOOGLE' }] },
});

export const startSocialLogin = defineContract({
  id: 'account.socialStart',
  method: 'POST',
  path: '/wps/session/oauth/start',
  session: false,
  summary:
    'Starts a social sign-in: the client makes a PKCE code verifier, sends its S256 challenge and the redirect URI, ' +
    'and opens the returned authorization URL (carrying the one-time state).',
  request: lazySchema(() =>
    z.object({
      provider: socialProviderSchema,
      redirectUri: z.url(),
      /** base64url(sha256(codeVerifier)), 43 characters */
      codeChallenge: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
    }),
  ),
  response: lazySchema(() =>
    z.object({ authorizationUrl: z.url(), state: z.string().check(z.minLength(1)) }),
  ),
  example: {
    request: {
      provider: 'GOOGLE',
      redirectUri: 'https://demo.example/oauth/callback',
      codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    },
    response: {
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=x&state=st_1',
      state: 'st_1',
    },
  },
});

export const socialLogin = defineContract({
  id: 'account.socialLogin',
  method: 'POST',
  path: '/wps/session/oauth/callback',
  session: false,
  encrypted: true,
  summary:
    'Completes a social sign-in with the code and state the provider redirected back with and the PKCE code ' +
    'verifier; the platform exchanges the code, links or creates the member and opens the session.',
  request: lazySchema(() =>
    z.object({
      provider: socialProviderSchema,
      code: z.string().check(z.minLength(1), z.maxLength(2048)),
      state: z.string().check(z.minLength(1), z.maxLength(256)),
      codeVerifier: z.string().check(z.regex(/^[A-Za-z0-9._~-]{43,128}$/)),
    }),
  ),
  response: loginResponseSchema,
  example: {
    request: {
      provider: 'GOOGLE',
      code: '4/0AbCdEf',
      state: 'st_1',
      codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
    },
    response: { ...exampleLoginResponse, firstTimeLogin: true },
  },
});

export const accountFormContracts = [
  login,
  loginVerification,
  register,
  registerMobile,
  validateRegistration,
  checkAffiliate,
  sendSmsNoLogin,
  sendSmsRegister,
  getCaptcha,
  setMemberIcon,
  changePassword,
  forgotPasswordByEmail,
  setPasswordByPhone,
  getSocialProviders,
  startSocialLogin,
  socialLogin,
] as const;
