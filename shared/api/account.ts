import { z } from 'zod/mini';
import { defineContract, isoDateTime, noInput, noValue, lazySchema } from './contract.ts';
import { languageSchema } from './system.ts';

/**
 * The account calls of spec §7 that any page may make: the public key of encrypted calls, free play, the first-login
 * action, sign-out, the member's info and the sign-in link. The forms' calls (sign-in, extra verification,
 * registration, SMS, captcha, avatar, password, social sign-in) are in account-forms.ts: the web app's first view
 * imports this module, and a module the first view imports is downloaded whole with it (issue 16).
 */

export const loginResponseSchema = lazySchema(() =>
  z.object({
    token: z.string().check(z.minLength(1)),
    firstTimeLogin: z.boolean(),
    passwordExpired: z.boolean(),
  }),
);

export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A login's answer, the example of every call that opens a session. */
export const exampleLoginResponse = {
  token: 'tok_3f9a1c0e7b2d4e6f',
  firstTimeLogin: false,
  passwordExpired: false,
};

/**
 * An encrypted ("E") request body: a fresh AES-256-GCM key encrypts the JSON body and is wrapped with the platform's
 * RSA-OAEP (SHA-256) public key from `account.publicKey`. All parts base64. `ts` is the platform's time when the body
 * was sealed (epoch ms, the client's clock corrected by the key's `serverTime`); it is bound to the ciphertext, and
 * the platform accepts a body once, within a short window of that time. One interface, so a deployment can plug a
 * platform-specific cipher in without touching the screens.
 */
export const encryptedBodySchema = lazySchema(() =>
  z.object({
    keyId: z.string().check(z.minLength(1)),
    key: z.base64(),
    iv: z.base64(),
    data: z.base64(),
    ts: z.number().check(z.int(), z.positive()),
  }),
);

/** How far from the platform's time an encrypted body's `ts` may be (and how long its replay guard is kept). */
export const encryptedBodyWindowMs = 2 * 60 * 1000;

export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

export const getPublicKey = defineContract({
  id: 'account.publicKey',
  method: 'GET',
  path: '/wps/session/key/rsa',
  session: false,
  summary:
    'The public key that encrypted ("E") calls wrap their one-time AES key with; cache it until expiresAt.',
  request: noInput,
  response: lazySchema(() =>
    z.object({
      keyId: z.string().check(z.minLength(1)),
      algorithm: z.literal('RSA-OAEP-256'),
      /** SPKI, PEM encoded */
      publicKey: z.string().check(z.startsWith('-----BEGIN PUBLIC KEY-----')),
      expiresAt: isoDateTime(),
      /** the platform's time now: encrypted bodies carry their time on this clock (`ts`) */
      serverTime: isoDateTime(),
    }),
  ),
  example: {
    request: {},
    response: {
      keyId: 'k-2026-11',
      algorithm: 'RSA-OAEP-256',
      publicKey:
        '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----',
      expiresAt: '2026-11-22T00:00:00Z',
      serverTime: '2026-11-21T00:00:00Z',
    },
  },
});

export const loginFreePlay = defineContract({
  id: 'account.loginFreePlay',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  session: false,
  summary:
    'Free-play (trial, member type 4) login where FREEPLAY3 is on; the session plays with demo money only.',
  request: lazySchema(() =>
    z.object({
      os: z.string().check(z.minLength(1)),
      platform: z.literal('W'),
      /** the device fingerprint, encrypted as an EncryptedBody and serialized (the trial account is tied to it) */
      value: z.string().check(z.minLength(1)),
      /** gateway version */
      gatewayVersion: z.literal(3),
    }),
  ),
  response: loginResponseSchema,
  example: {
    request: { os: 'Windows', platform: 'W', value: 'eyJrZXlJZCI6ImstMjAyNi0xMSJ9', gatewayVersion: 3 },
    response: exampleLoginResponse,
  },
});

export const loginFirstAction = defineContract({
  id: 'account.loginFirstAction',
  method: 'POST',
  path: '/wps/session/login/first',
  session: true,
  summary:
    'Runs once after a login answered firstTimeLogin: clears the flag, lets the platform grant first-login ' +
    'promotions (popups with execution F), and says whether the initial password must be changed first.',
  request: noInput,
  response: lazySchema(() =>
    z.object({
      firstTimeLogin: z.literal(false),
      /** the account still has the default initial password: open the forced change-password modal */
      passwordChangeRequired: z.boolean(),
    }),
  ),
  example: { request: {}, response: { firstTimeLogin: false, passwordChangeRequired: true } },
});

export const logout = defineContract({
  id: 'account.logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  session: true,
  summary: 'Ends the session; the client then clears its session storage except the merchant code.',
  request: noInput,
  response: noValue,
  example: { request: {}, response: null },
});

export const memberInfoSchema = lazySchema(() =>
  z.object({
    id: z.number().check(z.int(), z.positive()),
    account: z.string(),
    nickname: z.nullable(z.string()),
    /** 0 player, 1/2/41/42 agent, 4 trial (constants/members.ts) */
    type: z.number().check(z.int()),
    icon: z.nullable(z.string()),
    email: z.nullable(z.string()),
    mobileNum: z.nullable(z.string()),
    countryDialingCode: z.nullable(z.string()),
    payeeName: z.nullable(z.string()),
    birthday: z.nullable(z.iso.date()),
    language: languageSchema,
    currency: z.string(),
    passwordExpired: z.boolean(),
    vip: z.object({
      enabled: z.boolean(),
      label: z.nullable(z.string()),
      rank: z.nullable(z.number().check(z.int())),
    }),
    /** promotions the member can use, e.g. REFERRAL */
    availablePromos: z.array(z.object({ type: z.string(), enabled: z.boolean() })),
    /** the member has an agent above it (transfer upline is offered only then) */
    hasUpline: z.boolean(),
    registerTime: isoDateTime(),
    lastLoginTime: z.nullable(isoDateTime()),
  }),
);

export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const getMemberInfo = defineContract({
  id: 'account.memberInfo',
  method: 'GET',
  path: '/wps/member/info',
  session: true,
  summary: 'The logged-in member: identity, type (agent, trial), profile, VIP and available promotions.',
  request: noInput,
  response: memberInfoSchema,
  example: {
    request: {},
    response: {
      id: 1001,
      account: 'player01',
      nickname: 'Player One',
      type: 0,
      icon: '3',
      email: null,
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      payeeName: null,
      birthday: '1990-05-17',
      language: 'pt-BR',
      currency: 'BRL',
      passwordExpired: false,
      vip: { enabled: true, label: 'VIP 1', rank: 1 },
      availablePromos: [{ type: 'REFERRAL', enabled: true }],
      hasUpline: false,
      registerTime: '2026-11-01T12:00:00Z',
      lastLoginTime: '2026-11-20T21:15:00-03:00',
    },
  },
});

/**
 * The sign-in link (spec §4: "a token in the URL query logs in on load"). The link's `?token=` carries a one-time code
 * the platform minted for that purpose (the operator's `/__operator/login-link`), never a session token. With a
 * session already in the tab (`Authorization`) for another member, the platform refuses with 409
 * `session.login.code.other.member` ({ username, current }) and uses nothing up; the client asks the person and sends
 * `confirmSwitch: true` only after an explicit confirmation on screen, which also ends the tab's old session.
 */
export const loginByLinkCode = defineContract({
  id: 'account.loginByLinkCode',
  method: 'POST',
  path: '/wps/session/login/link',
  session: false,
  summary:
    'Exchanges the one-time code of a sign-in link for a session; another member already logged in the tab must ' +
    'confirm the switch first.',
  request: lazySchema(() =>
    z.object({
      code: z.string().check(z.minLength(1), z.maxLength(100)),
      confirmSwitch: z.optional(z.boolean()),
    }),
  ),
  response: loginResponseSchema,
  example: {
    request: { code: 'lc_Wm9kZWxvIGRlIGPDs2RpZ28gZGUgbGluaw' },
    response: exampleLoginResponse,
  },
});

/** The failure value of a sign-in link refused because another member is logged in (409). */
export const loginLinkSwitchValueSchema = lazySchema(() =>
  z.object({ username: z.string(), current: z.string() }),
);

/** The calls above; with `accountFormContracts` (account-forms.ts), the account calls of spec §7. */
export const accountContracts = [
  getPublicKey,
  loginFreePlay,
  loginFirstAction,
  logout,
  getMemberInfo,
  loginByLinkCode,
] as const;
