import { z } from 'zod/mini';
import { socialProviderSchema } from './account-forms.ts';
import { cents, isoDateTime, lazySchema } from './contract.ts';
import {
  defineOperatorContract,
  merchantField,
  merchantOnly,
  operatorPrefix,
  type OperatorContract,
} from './operator-contract.ts';
import { engagementOperatorContracts } from './operator-engagement.ts';
import { depositOrderSchema, withdrawalSchema } from './money.ts';
import {
  historyEntrySchema,
  limitStateSchema,
  pauseSchema,
  responsibleConfigPatchSchema,
  responsibleConfigSchema,
} from './responsible.ts';
import { legalInfoSchema } from './system.ts';
import {
  agentSettingsSchema,
  contractKindSettingsSchema,
  contractKindSchema,
  contractSettingsSchema,
} from './agent.ts';

/**
 * The operator API of the reference platform: the admin calls under `/__operator/`, used by the operators' scripts,
 * the CLI (`npm run operator`) and the browser tests. Defined like the public calls (method, path, request and
 * response schemas, summary, example), and marked `operator: true`: the platform answers them to loopback callers
 * only (403 `operator.loopback.only` otherwise) that send the `X-Operator-Secret` header (401
 * `operator.secret.invalid` otherwise), never to a member session. Every answer is the usual envelope.
 *
 * `merchant` (optional in every call that acts on one merchant) defaults to the platform's first merchant (the demo
 * merchant on a demo platform).
 */
export { operatorPrefix, operatorSecretHeader, type OperatorContract } from './operator-contract.ts';

// --- Shapes the platform keeps (its services store and answer these)

/** The maintenance notice of a merchant (system status shows it while enabled). */
export const maintenanceSettingSchema = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    title: z.string().check(z.maxLength(200)),
    /** ISO 8601 or null */
    endTime: z.nullable(z.iso.datetime({ offset: true })),
    content: z.string().check(z.maxLength(5000)),
  }),
);

export const regionSettingSchema = lazySchema(() =>
  z.object({
    /** global switch: every visitor is restricted */
    enabled: z.boolean(),
    content: z.string().check(z.maxLength(5000)),
    /** visitors from these IPs are restricted even when the global switch is off */
    blockedIps: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(1000)),
    /** ISO 3166-1 alpha-2 codes (needs a trusted country header, see the server's COUNTRY_HEADER) */
    blockedCountries: z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(z.maxLength(300)),
  }),
);

/** One whitelabel node (flag or module) of a merchant. */
export const flagStateSchema = lazySchema(() =>
  z.object({
    modId: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    parentModId: z.nullable(z.string()),
  }),
);

export const operatorStateSchema = lazySchema(() =>
  z.object({
    merchantCode: z.string(),
    maintenance: maintenanceSettingSchema,
    region: regionSettingSchema,
    flags: z.array(flagStateSchema),
  }),
);
export type OperatorState = z.infer<typeof operatorStateSchema>;

export const outboxChannels = ['SMS', 'EMAIL'] as const;
/** A simulated SMS or e-mail delivery (codes and links never travel back to a client; the operator reads them here). */
export const outboxMessageSchema = lazySchema(() =>
  z.object({
    id: z.number().check(z.int()),
    channel: z.enum(outboxChannels),
    destination: z.string(),
    countryDialingCode: z.nullable(z.string()),
    mobileNum: z.nullable(z.string()),
    purpose: z.string(),
    body: z.string(),
    /** the one-time code or link the message carries */
    code: z.nullable(z.string()),
    createdAt: isoDateTime(),
  }),
);
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** A merchant's social sign-in provider as the platform keeps it (the client secret never leaves the platform). */
export const socialProviderConfigSchema = lazySchema(() =>
  z.object({
    provider: socialProviderSchema,
    clientId: z.string().check(z.minLength(1)),
    clientSecret: z.string().check(z.minLength(1)),
    redirectUris: z.array(z.url()).check(z.minLength(1)),
    authorizationEndpoint: z.optional(z.url()),
    tokenEndpoint: z.optional(z.url()),
    userinfoEndpoint: z.optional(z.url()),
    scope: z.optional(z.string()),
  }),
);

/** A provider as the operator sees it: without the client secret. */
export const socialProviderInfoSchema = lazySchema(() =>
  z.object({
    provider: socialProviderSchema,
    clientId: z.string(),
    redirectUris: z.array(z.string()),
    /** served by the platform's own simulator (loopback demo only) */
    simulated: z.boolean(),
    authorizationEndpoint: z.string(),
  }),
);

/**
 * Money settings of a merchant: the PIX receiving account, deposit and withdrawal limits, the withdrawal confirmation
 * timeout, the simulator's auto-confirm, and which vendors keep a transfer wallet. Every field has a default.
 */
export const moneySettingsSchema = lazySchema(() =>
  z.object({
    pixKey: z._default(z.string().check(z.minLength(1), z.maxLength(77)), 'pix@aurora-play.example'),
    merchantName: z._default(z.string().check(z.minLength(1), z.maxLength(25)), 'AURORA PLAY'),
    merchantCity: z._default(z.string().check(z.minLength(1), z.maxLength(15)), 'SAO PAULO'),
    depositMin: z._default(z.number().check(z.int(), z.positive()), 1_000),
    depositMax: z._default(z.number().check(z.int(), z.positive()), 5_000_000),
    depositPresets: z._default(
      z.array(z.number().check(z.int(), z.positive())),
      [2_000, 5_000, 10_000, 20_000, 50_000, 100_000],
    ),
    depositExpiryMinutes: z._default(z.number().check(z.int(), z.gte(1), z.lte(1440)), 15),
    /** the payment simulator pays pending orders after this many seconds; 0 = off (default) */
    autoConfirmSeconds: z._default(z.number().check(z.int(), z.gte(0), z.lte(3600)), 0),
    withdrawMin: z._default(z.number().check(z.int(), z.positive()), 2_000),
    withdrawMax: z._default(z.number().check(z.int(), z.positive()), 5_000_000),
    withdrawDailyCount: z._default(z.number().check(z.int(), z.gte(0), z.lte(10_000)), 5),
    /** no answer within these minutes after payment counts as received */
    confirmTimeoutMinutes: z._default(z.number().check(z.int(), z.gte(1), z.lte(10_080)), 60),
    withdrawAccountLimit: z._default(z.number().check(z.int(), z.gte(1), z.lte(20)), 5),
    vendorWallets: z._default(z.array(z.string().check(z.regex(/^[A-Z0-9_]{1,30}$/))), ['PT', 'AG', 'BBIN']),
  }),
);
export type MoneySettings = z.infer<typeof moneySettingsSchema>;

type MoneySettingsShape = typeof moneySettingsSchema.shape;
/** A change of some money settings: the named fields only (no defaults, which would reset the fields left out). */
export const moneySettingsPatchSchema = lazySchema(() =>
  z.strictObject(
    Object.fromEntries(
      Object.entries(moneySettingsSchema.shape).map(([name, field]) => [
        name,
        z.optional(field._zod.def.innerType),
      ]),
    ) as {
      [K in keyof MoneySettingsShape]: z.ZodMiniOptional<MoneySettingsShape[K]['_zod']['def']['innerType']>;
    },
  ),
);

export const withdrawalActions = ['pay', 'reject', 'force', 'refund'] as const;
export type WithdrawalAction = (typeof withdrawalActions)[number];

// --- Examples

const exampleState: z.input<typeof operatorStateSchema> = {
  merchantCode: 'demo',
  maintenance: { enabled: false, title: '', endTime: null, content: '' },
  region: { enabled: false, content: '', blockedIps: [], blockedCountries: [] },
  flags: [{ modId: 'FREEPLAY3', name: 'Free play', enabled: true, parentModId: null }],
};
const exampleSms: z.input<typeof outboxMessageSchema> = {
  id: 7,
  channel: 'SMS',
  destination: '+55 11987654321',
  countryDialingCode: '+55',
  mobileNum: '11987654321',
  purpose: 'register',
  body: 'Aurora Play: 123456 é o seu código (válido por 5 min).',
  code: '123456',
  createdAt: '2026-11-21T04:30:00.000Z',
};
const exampleOrder: z.input<typeof depositOrderSchema> = {
  orderId: 'D20261121000001',
  channelCode: 'PIX',
  txid: 'AURORAD20261121000001',
  amount: 5_000,
  brCode: '00020126450014br.gov.bcb.pix0123pix@aurora-play.example5204000053039865802BR6304ABCD',
  status: 'PENDING',
  createdTime: '2026-11-21T04:30:00.000Z',
  expiresAt: '2026-11-21T04:45:00.000Z',
  paidTime: null,
};
const exampleWithdrawal: z.input<typeof withdrawalSchema> = {
  withdrawalId: 'W20261121000001',
  accountId: 3,
  accountDisplay: 'PIX CPF ***.456.789-**',
  amount: 10_000,
  status: 'PENDING',
  receivedAmount: 0,
  remainingAmount: 10_000,
  createdTime: '2026-11-21T04:30:00.000Z',
  paidTime: null,
  confirmDeadline: null,
  confirmedTime: null,
  autoConfirmed: false,
  proofCount: 0,
  remark: null,
};
const exampleMoneySettings: z.input<typeof moneySettingsSchema> = {
  pixKey: 'pix@aurora-play.example',
  merchantName: 'AURORA PLAY',
  merchantCity: 'SAO PAULO',
  depositMin: 1_000,
  depositMax: 5_000_000,
  depositPresets: [2_000, 5_000, 10_000],
  depositExpiryMinutes: 15,
  autoConfirmSeconds: 0,
  withdrawMin: 2_000,
  withdrawMax: 5_000_000,
  withdrawDailyCount: 5,
  confirmTimeoutMinutes: 60,
  withdrawAccountLimit: 5,
  vendorWallets: ['PT', 'AG', 'BBIN'],
};

// --- Live settings

export const getOperatorState = defineOperatorContract({
  id: 'operator.state',
  method: 'GET',
  path: `${operatorPrefix}/state`,
  summary: "The merchant's maintenance notice, region restriction and whitelabel flags.",
  request: merchantOnly,
  response: operatorStateSchema,
  example: { request: {}, response: exampleState },
});

export const setMaintenance = defineOperatorContract({
  id: 'operator.maintenance',
  method: 'POST',
  path: `${operatorPrefix}/maintenance`,
  summary:
    'Switches the maintenance notice on (with a title, an end time and a text) or off; the site shows it on its ' +
    'next status poll. Answers the state.',
  request: lazySchema(() =>
    z.strictObject({
      merchant: merchantField,
      enabled: z.boolean(),
      title: z.optional(z.string().check(z.maxLength(200))),
      endTime: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
      text: z.optional(z.string().check(z.maxLength(5000))),
    }),
  ),
  response: operatorStateSchema,
  example: {
    request: { enabled: true, title: 'Manutenção programada', text: 'Voltamos às 6h.' },
    response: {
      ...exampleState,
      maintenance: {
        enabled: true,
        title: 'Manutenção programada',
        endTime: null,
        content: 'Voltamos às 6h.',
      },
    },
  },
});

export const setRegion = defineOperatorContract({
  id: 'operator.region',
  method: 'POST',
  path: `${operatorPrefix}/region`,
  summary:
    'Restricts every visitor (enabled) or only the listed IPs and countries (ISO alpha-2, needs the trusted ' +
    'country header), with the text the block page shows. Answers the state.',
  request: lazySchema(() =>
    z.strictObject({
      merchant: merchantField,
      enabled: z.boolean(),
      text: z.optional(z.string().check(z.maxLength(5000))),
      blockedIps: z.optional(regionSettingSchema.shape.blockedIps),
      blockedCountries: z.optional(regionSettingSchema.shape.blockedCountries),
    }),
  ),
  response: operatorStateSchema,
  example: {
    request: { enabled: false, blockedIps: ['203.0.113.7'] },
    response: {
      ...exampleState,
      region: { enabled: false, content: '', blockedIps: ['203.0.113.7'], blockedCountries: [] },
    },
  },
});

export const setFlag = defineOperatorContract({
  id: 'operator.flag',
  method: 'POST',
  path: `${operatorPrefix}/flag`,
  summary: 'Switches one whitelabel flag or module (any modId, e.g. FREEPLAY3) on or off. Answers the state.',
  request: lazySchema(() =>
    z.strictObject({
      merchant: merchantField,
      flag: z.string().check(z.regex(/^[A-Z0-9_]{1,40}$/)),
      enabled: z.boolean(),
    }),
  ),
  response: operatorStateSchema,
  example: { request: { flag: 'FREEPLAY3', enabled: true }, response: exampleState },
});

// --- Support and tests

export const issueSession = defineOperatorContract({
  id: 'operator.session',
  method: 'POST',
  path: `${operatorPrefix}/session`,
  summary:
    "A session token for an active member, for the operator's own scripts (the Authorization header). It never " +
    'goes in a link: for that, /__operator/login-link.',
  request: lazySchema(() =>
    z.strictObject({ merchant: merchantField, username: z.string().check(z.minLength(1), z.maxLength(64)) }),
  ),
  response: lazySchema(() => z.object({ token: z.string().check(z.minLength(1)) })),
  example: { request: { username: 'demo_player' }, response: { token: 'f3S1q…' } },
});

export const issueLoginLink = defineOperatorContract({
  id: 'operator.loginLink',
  method: 'POST',
  path: `${operatorPrefix}/login-link`,
  summary:
    'A sign-in link for an active member (support and browser tests): a one-time code that lives 5 minutes; open ' +
    'the site at `path` (`/?token=<code>`) to be logged in as that member.',
  request: lazySchema(() =>
    z.strictObject({ merchant: merchantField, username: z.string().check(z.minLength(1), z.maxLength(64)) }),
  ),
  response: lazySchema(() =>
    z.object({
      code: z.string().check(z.minLength(1)),
      path: z.string().check(z.startsWith('/?token=')),
      expiresAt: isoDateTime(),
    }),
  ),
  example: {
    request: { username: 'demo_player' },
    response: { code: 'lc_Q2s…', path: '/?token=lc_Q2s…', expiresAt: '2026-11-22T12:05:00.000Z' },
  },
});

const limitField = lazySchema(() => z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 20));

export const readSmsOutbox = defineOperatorContract({
  id: 'operator.smsOutbox',
  method: 'GET',
  path: `${operatorPrefix}/sms-outbox`,
  summary: 'The simulated SMS deliveries, newest first, optionally of one mobile number (codes included).',
  request: lazySchema(() =>
    z.strictObject({
      merchant: merchantField,
      mobileNum: z.optional(z.string().check(z.regex(/^\d{6,15}$/))),
      limit: limitField,
    }),
  ),
  response: lazySchema(() => z.object({ messages: z.array(outboxMessageSchema) })),
  example: { request: { mobileNum: '11987654321', limit: 1 }, response: { messages: [exampleSms] } },
});

export const readEmailOutbox = defineOperatorContract({
  id: 'operator.emailOutbox',
  method: 'GET',
  path: `${operatorPrefix}/email-outbox`,
  summary:
    'The simulated e-mail deliveries, newest first, optionally to one address (codes and reset links).',
  request: lazySchema(() =>
    z.strictObject({
      merchant: merchantField,
      email: z.optional(z.string().check(z.minLength(3), z.maxLength(200))),
      limit: limitField,
    }),
  ),
  response: lazySchema(() => z.object({ messages: z.array(outboxMessageSchema) })),
  example: {
    request: { email: 'demo_secure@aurora-play.example' },
    response: {
      messages: [
        { ...exampleSms, channel: 'EMAIL', destination: 'demo_secure@aurora-play.example', mobileNum: null },
      ],
    },
  },
});

export const solveCaptcha = defineOperatorContract({
  id: 'operator.captcha',
  method: 'GET',
  path: `${operatorPrefix}/captcha`,
  summary: 'The answer of a live captcha (browser journeys); 404 when no live captcha has this key.',
  request: lazySchema(() => z.strictObject({ merchant: merchantField, captchaKey: z.uuid() })),
  response: lazySchema(() => z.object({ captchaKey: z.uuid(), answer: z.string().check(z.minLength(1)) })),
  example: {
    request: { captchaKey: '5b0c8a4e-3f7d-4a59-9d0b-2d3c1f6e7a81' },
    response: { captchaKey: '5b0c8a4e-3f7d-4a59-9d0b-2d3c1f6e7a81', answer: '4821' },
  },
});

export const clearLoginFailures = defineOperatorContract({
  id: 'operator.clearLoginFailures',
  method: 'POST',
  path: `${operatorPrefix}/login-failures/clear`,
  summary:
    'Forgets the failed logins (captcha gate and 5-minute lock) of a username, of an IP address, or of all the ' +
    "merchant's usernames and addresses when neither is named: an operator unlocks a member, or a test starts clean.",
  request: lazySchema(() =>
    z.strictObject({
      merchant: merchantField,
      username: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
      ip: z.optional(z.string().check(z.trim(), z.minLength(2), z.maxLength(64))),
    }),
  ),
  response: lazySchema(() => z.object({ cleared: z.number().check(z.int(), z.nonnegative()) })),
  example: { request: { username: 'demo_player' }, response: { cleared: 1 } },
});

export const drawLottery = defineOperatorContract({
  id: 'operator.lotteryDraw',
  method: 'POST',
  path: `${operatorPrefix}/lottery-draw`,
  summary:
    'Draws the lottery issues that have closed and settles their tickets. `advanceSeconds` first moves the ' +
    "platform's clock forward (ADJUSTABLE_CLOCK=1 only, like /__operator/clock), so the issues that close in that " +
    'time close for ticket sales too; an issue that still sells tickets is never drawn.',
  request: lazySchema(() =>
    z.strictObject({ advanceSeconds: z._default(z.number().check(z.int(), z.gte(0), z.lte(3600)), 0) }),
  ),
  response: lazySchema(() =>
    z.object({
      draws: z.number().check(z.int(), z.nonnegative()),
      settled: z.number().check(z.int(), z.nonnegative()),
    }),
  ),
  example: { request: { advanceSeconds: 60 }, response: { draws: 12, settled: 3 } },
});

// --- The platform clock (server/services/clock.ts)

const clockStateSchema = lazySchema(() =>
  z.object({
    /** the platform's time */
    now: isoDateTime(),
    /** how far it is ahead of real time */
    offsetSeconds: z.number().check(z.int(), z.nonnegative()),
    /** whether this platform lets the operator move it (ADJUSTABLE_CLOCK=1: tests, journeys, demos) */
    adjustable: z.boolean(),
  }),
);

export const getClock = defineOperatorContract({
  id: 'operator.clock',
  method: 'GET',
  path: `${operatorPrefix}/clock`,
  summary: "The platform's time and how far it is ahead of real time.",
  request: lazySchema(() => z.strictObject({})),
  response: clockStateSchema,
  example: {
    request: {},
    response: { now: '2026-11-23T03:00:00.000Z', offsetSeconds: 86_400, adjustable: true },
  },
});

export const advanceClock = defineOperatorContract({
  id: 'operator.advanceClock',
  method: 'POST',
  path: `${operatorPrefix}/clock`,
  summary:
    "Moves the platform's time forward (never back) by `advanceSeconds`, then runs the jobs that are due at the new " +
    'time; only on a platform started with ADJUSTABLE_CLOCK=1 (403 `operator.clock.fixed` otherwise).',
  request: lazySchema(() =>
    z.strictObject({
      advanceSeconds: z.number().check(z.int(), z.gte(1), z.lte(400 * 86_400)),
    }),
  ),
  response: clockStateSchema,
  example: {
    request: { advanceSeconds: 86_400 },
    response: { now: '2026-11-23T03:00:00.000Z', offsetSeconds: 86_400, adjustable: true },
  },
});

// --- Social sign-in

const socialProvidersAnswer = lazySchema(() => z.object({ providers: z.array(socialProviderInfoSchema) }));
const exampleProvider: z.input<typeof socialProviderInfoSchema> = {
  provider: 'GOOGLE',
  clientId: 'simulator-google',
  redirectUris: ['http://127.0.0.1:4173/oauth/callback'],
  simulated: true,
  authorizationEndpoint: 'http://127.0.0.1:4173/__oauth-simulator/authorize',
};

export const getSocialProviders = defineOperatorContract({
  id: 'operator.socialProviders',
  method: 'GET',
  path: `${operatorPrefix}/social-providers`,
  summary: "The merchant's social sign-in providers (never the client secret).",
  request: merchantOnly,
  response: socialProvidersAnswer,
  example: { request: {}, response: { providers: [exampleProvider] } },
});

export const setSocialProvider = defineOperatorContract({
  id: 'operator.socialProvider',
  method: 'POST',
  path: `${operatorPrefix}/social-provider`,
  summary:
    'Removes a provider (enabled false), configures a real one (client id, secret, redirect URIs, optional ' +
    "endpoints), or points it at the platform's own simulated provider (simulated true; redirect URIs default to " +
    "<this platform's origin>/oauth/callback). Answers the providers.",
  request: lazySchema(() =>
    z.union([
      z.strictObject({ merchant: merchantField, provider: socialProviderSchema, enabled: z.literal(false) }),
      z.strictObject({
        merchant: merchantField,
        enabled: z.literal(true),
        simulated: z.literal(true),
        provider: socialProviderSchema,
        redirectUris: z.optional(z.array(z.url()).check(z.minLength(1), z.maxLength(20))),
      }),
      z.strictObject({
        ...socialProviderConfigSchema.shape,
        merchant: merchantField,
        enabled: z.literal(true),
        simulated: z.optional(z.literal(false)),
        redirectUris: z.array(z.url()).check(z.minLength(1), z.maxLength(20)),
      }),
    ]),
  ),
  response: socialProvidersAnswer,
  example: {
    request: { provider: 'GOOGLE', enabled: true, simulated: true },
    response: { providers: [exampleProvider] },
  },
});

// --- Money simulator (PIX provider and back office)

export const getPendingDeposits = defineOperatorContract({
  id: 'operator.deposits',
  method: 'GET',
  path: `${operatorPrefix}/deposits`,
  summary: 'Pending PIX deposit orders of the merchant, oldest first, with the member.',
  request: merchantOnly,
  response: lazySchema(() =>
    z.object({ orders: z.array(z.extend(depositOrderSchema, { username: z.string() })) }),
  ),
  example: { request: {}, response: { orders: [{ ...exampleOrder, username: 'demo_player' }] } },
});

const depositAction = lazySchema(() =>
  z.strictObject({ orderId: z.string().check(z.minLength(1), z.maxLength(40)) }),
);

export const confirmDeposit = defineOperatorContract({
  id: 'operator.confirmDeposit',
  method: 'POST',
  path: `${operatorPrefix}/deposit/confirm`,
  summary:
    'The simulated provider pays an order: credits the member once (again answers the same, credited false); ' +
    '409 deposit.order.expired / deposit.order.closed.',
  request: depositAction,
  response: lazySchema(() =>
    z.object({ order: depositOrderSchema, credited: z.boolean(), balance: cents() }),
  ),
  example: {
    request: { orderId: 'D20261121000001' },
    response: {
      order: { ...exampleOrder, status: 'PAID', paidTime: '2026-11-21T04:31:00.000Z' },
      credited: true,
      balance: 105_000,
    },
  },
});

export const failDeposit = defineOperatorContract({
  id: 'operator.failDeposit',
  method: 'POST',
  path: `${operatorPrefix}/deposit/fail`,
  summary: 'The simulated provider fails a pending order.',
  request: depositAction,
  response: lazySchema(() => z.object({ order: depositOrderSchema })),
  example: {
    request: { orderId: 'D20261121000001' },
    response: { order: { ...exampleOrder, status: 'FAILED' } },
  },
});

export const getOpenWithdrawals = defineOperatorContract({
  id: 'operator.withdrawals',
  method: 'GET',
  path: `${operatorPrefix}/withdrawals`,
  summary: 'Open withdrawals of the merchant (PENDING, PAID, NOT_RECEIVED), oldest first, with the member.',
  request: merchantOnly,
  response: lazySchema(() =>
    z.object({ withdrawals: z.array(z.extend(withdrawalSchema, { username: z.string() })) }),
  ),
  example: { request: {}, response: { withdrawals: [{ ...exampleWithdrawal, username: 'demo_player' }] } },
});

export const operateWithdrawal = defineOperatorContract({
  id: 'operator.withdrawal',
  method: 'POST',
  path: `${operatorPrefix}/withdrawal`,
  summary:
    'The back office works a withdrawal: pay (the player then confirms), reject (refunded), force (a "not ' +
    'received" counts as received) or refund (a "not received" is refunded).',
  request: lazySchema(() =>
    z.strictObject({
      withdrawalId: z.string().check(z.minLength(1), z.maxLength(40)),
      action: z.enum(withdrawalActions),
      remark: z.optional(z.string().check(z.maxLength(140))),
    }),
  ),
  response: lazySchema(() => z.object({ withdrawal: withdrawalSchema })),
  example: {
    request: { withdrawalId: 'W20261121000001', action: 'pay' },
    response: {
      withdrawal: {
        ...exampleWithdrawal,
        status: 'PAID',
        paidTime: '2026-11-21T04:35:00.000Z',
        confirmDeadline: '2026-11-21T05:35:00.000Z',
      },
    },
  },
});

export const getMoneySettings = defineOperatorContract({
  id: 'operator.moneySettings',
  method: 'GET',
  path: `${operatorPrefix}/money-settings`,
  summary: "The merchant's money settings.",
  request: merchantOnly,
  response: moneySettingsSchema,
  example: { request: {}, response: exampleMoneySettings },
});

export const updateMoneySettings = defineOperatorContract({
  id: 'operator.updateMoneySettings',
  method: 'POST',
  path: `${operatorPrefix}/money-settings`,
  summary:
    'Changes any money settings (e.g. { "autoConfirmSeconds": 10 } turns the simulator\'s auto-confirm on). ' +
    'Answers the settings.',
  request: lazySchema(() => z.extend(moneySettingsPatchSchema, { merchant: merchantField })),
  response: moneySettingsSchema,
  example: {
    request: { autoConfirmSeconds: 10 },
    response: { ...exampleMoneySettings, autoConfirmSeconds: 10 },
  },
});

export const runMoneyJobs = defineOperatorContract({
  id: 'operator.moneyJobs',
  method: 'POST',
  path: `${operatorPrefix}/money-jobs`,
  summary:
    'Runs the money job now, as if the clock were `advanceSeconds` later: confirmation timeouts, deposit expiry, ' +
    'auto-confirm.',
  request: lazySchema(() =>
    z.strictObject({ advanceSeconds: z._default(z.number().check(z.int(), z.gte(0), z.lte(604_800)), 0) }),
  ),
  response: lazySchema(() =>
    z.object({
      timedOut: z.number().check(z.int(), z.nonnegative()),
      expired: z.number().check(z.int(), z.nonnegative()),
      autoConfirmed: z.number().check(z.int(), z.nonnegative()),
    }),
  ),
  example: { request: { advanceSeconds: 3600 }, response: { timedOut: 1, expired: 2, autoConfirmed: 0 } },
});

export const verifyLedger = defineOperatorContract({
  id: 'operator.ledgerVerify',
  method: 'GET',
  path: `${operatorPrefix}/ledger-verify`,
  summary: 'Checks every wallet: balance = sum of its ledger entries, never negative.',
  request: lazySchema(() => z.strictObject({})),
  response: lazySchema(() =>
    z.object({
      ok: z.boolean(),
      accounts: z.number().check(z.int(), z.nonnegative()),
      entries: z.number().check(z.int(), z.nonnegative()),
      problems: z.array(
        z.object({ accountId: z.number().check(z.int()), balance: cents(), ledgerSum: cents() }),
      ),
    }),
  ),
  example: { request: {}, response: { ok: true, accounts: 14, entries: 52, problems: [] } },
});

// --- Responsible play (issue 14)

/** A merchant's responsible-play rules as stored, as in force (Brazil mode applied), and its legal footer data. */
export const responsibleSettingsSchema = lazySchema(() =>
  z.object({
    merchantCode: z.string(),
    stored: responsibleConfigSchema,
    effective: responsibleConfigSchema,
    legal: legalInfoSchema,
  }),
);

export const getResponsibleSettings = defineOperatorContract({
  id: 'operator.responsibleSettings',
  method: 'GET',
  path: `${operatorPrefix}/responsible-play`,
  summary: 'The responsible-play rules of a merchant (stored and in force) and the legal data of its footer.',
  request: merchantOnly,
  response: responsibleSettingsSchema,
  example: {
    request: {},
    response: {
      merchantCode: 'demo',
      stored: responsibleConfigSchema.parse({}),
      effective: responsibleConfigSchema.parse({}),
      legal: {
        companyName: 'Demo Ltda.',
        cnpj: '41.562.718/0001-59',
        ordinance: 'SPA/MF 0000/2025',
        address: 'Av. Paulista, 1000, São Paulo - SP',
        customerServiceEmail: 'suporte@demo.example',
        ombudsmanEmail: 'ouvidoria@demo.example',
        selfExclusionUrl: 'https://www.gov.br/autoexclusao',
      },
    },
  },
});

export const updateResponsibleSettings = defineOperatorContract({
  id: 'operator.updateResponsibleSettings',
  method: 'POST',
  path: `${operatorPrefix}/responsible-play`,
  summary:
    'Changes the rules a patch names (Brazil mode, each rule on or off, defaults, the reality-check interval, the ' +
    'idle limit) and the legal footer data; answers the settings.',
  request: lazySchema(() =>
    z.strictObject({
      ...responsibleConfigPatchSchema.shape,
      merchant: merchantField,
      legal: z.optional(z.partial(z.strictObject(legalInfoSchema.shape))),
    }),
  ),
  response: responsibleSettingsSchema,
  example: {
    request: { brazilMode: true, realityCheck: { defaultMinutes: 1 } },
    response: {
      merchantCode: 'demo',
      stored: responsibleConfigSchema.parse({ brazilMode: true }),
      effective: responsibleConfigSchema.parse({ brazilMode: true }),
      legal: {
        companyName: 'Demo Ltda.',
        cnpj: '41.562.718/0001-59',
        ordinance: 'SPA/MF 0000/2025',
        address: 'Av. Paulista, 1000, São Paulo - SP',
        customerServiceEmail: 'suporte@demo.example',
        ombudsmanEmail: 'ouvidoria@demo.example',
        selfExclusionUrl: 'https://www.gov.br/autoexclusao',
      },
    },
  },
});

/** One login session as the operator sees it. */
export const responsibleSessionSchema = lazySchema(() =>
  z.object({
    startedAt: isoDateTime(),
    /** null while it is live */
    endedAt: z.nullable(isoDateTime()),
    /** LOGOUT, IDLE, EXPIRED, REALITY_CHECK_STOP, SELF_EXCLUSION, CLOSED ... */
    endReason: z.nullable(z.string()),
    playedSeconds: z.number().check(z.int(), z.nonnegative()),
    live: z.boolean(),
  }),
);

export const responsiblePlayerSchema = lazySchema(() =>
  z.object({
    member: z.object({
      id: z.number().check(z.int()),
      username: z.string(),
      status: z.string(),
      registeredAt: isoDateTime(),
    }),
    /** the full CPF, formatted, for the back office */
    cpf: z.nullable(z.string()),
    birthday: z.nullable(z.string()),
    identityComplete: z.boolean(),
    limits: z.array(limitStateSchema),
    realityCheckMinutes: z.nullable(z.number().check(z.int())),
    /** the pause in force */
    pause: z.nullable(pauseSchema),
    /** every pause, newest first */
    pauses: z.array(pauseSchema),
    /** the latest 100 changes, newest first */
    history: z.array(historyEntrySchema),
    /** the latest 20 login sessions, newest first */
    sessions: z.array(responsibleSessionSchema),
  }),
);

export const getResponsiblePlayer = defineOperatorContract({
  id: 'operator.responsiblePlayer',
  method: 'GET',
  path: `${operatorPrefix}/responsible-play/player`,
  summary:
    'A player’s limits (with use and pending changes), pauses and exclusions, reality-check choice, identity, ' +
    'latest sessions and the history of it all.',
  request: lazySchema(() =>
    z.strictObject({ merchant: merchantField, username: z.string().check(z.minLength(1), z.maxLength(100)) }),
  ),
  response: responsiblePlayerSchema,
  example: {
    request: { username: 'demo_player' },
    response: {
      member: { id: 2, username: 'demo_player', status: 'ACTIVE', registeredAt: '2026-01-01T00:00:00.000Z' },
      cpf: null,
      birthday: null,
      identityComplete: false,
      limits: [],
      realityCheckMinutes: null,
      pause: null,
      pauses: [],
      history: [],
      sessions: [],
    },
  },
});

// --- Points mall, messages and feedback (issue 13)

const localizedText = (max: number) =>
  z.union([
    z.string().check(z.trim(), z.minLength(1), z.maxLength(max)),
    z.strictObject({
      'pt-BR': z.string().check(z.trim(), z.minLength(1), z.maxLength(max)),
      en: z.string().check(z.trim(), z.minLength(1), z.maxLength(max)),
    }),
  ]);

export const redemptionActions = ['approve', 'reject'] as const;

const operatorRedemptionSchema = lazySchema(() =>
  z.object({
    redeemId: z.string(),
    username: z.string(),
    rewardName: z.string(),
    rewardType: z.enum(['GOODS', 'CASH', 'BONUS']),
    quantity: z.number().check(z.int(), z.positive()),
    points: z.number().check(z.int(), z.positive()),
    status: z.enum(['In Process', 'Rejected', 'Approved']),
    memberRemark: z.nullable(z.string()),
    remark: z.nullable(z.string()),
    createdTime: isoDateTime(),
  }),
);
const exampleRedemption = {
  redeemId: 'RD2026112100000012',
  username: 'demo_player',
  rewardName: 'Camiseta Aurora',
  rewardType: 'GOODS' as const,
  quantity: 1,
  points: 300,
  status: 'In Process' as const,
  memberRemark: 'Rua A, 100, São Paulo',
  remark: null,
  createdTime: '2026-11-21T04:10:00.000Z',
};

export const getOpenRedemptions = defineOperatorContract({
  id: 'operator.redemptions',
  method: 'GET',
  path: `${operatorPrefix}/redemptions`,
  summary: 'Points redemptions waiting for a decision (In Process), oldest first, with the member.',
  request: merchantOnly,
  response: lazySchema(() => z.object({ redemptions: z.array(operatorRedemptionSchema) })),
  example: { request: {}, response: { redemptions: [exampleRedemption] } },
});

export const decideRedemption = defineOperatorContract({
  id: 'operator.redemption',
  method: 'POST',
  path: `${operatorPrefix}/redemption`,
  summary:
    'Decides a redemption: approve (cash and bonus rewards credit their amount once) or reject (the points come ' +
    'back, once, and the stock). The member gets a message and the live event. Deciding again to the same status ' +
    'answers it unchanged; to the other one is a 409.',
  request: lazySchema(() =>
    z.strictObject({
      redeemId: z.string().check(z.minLength(1), z.maxLength(40)),
      action: z.enum(redemptionActions),
      remark: z.optional(z.string().check(z.trim(), z.maxLength(140))),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      redemption: z.omit(operatorRedemptionSchema, { username: true, memberRemark: true }),
      changed: z.boolean(),
    }),
  ),
  example: {
    request: { redeemId: 'RD2026112100000012', action: 'approve', remark: 'Enviado pelos Correios' },
    response: {
      redemption: {
        redeemId: 'RD2026112100000012',
        rewardName: 'Camiseta Aurora',
        rewardType: 'GOODS',
        quantity: 1,
        points: 300,
        status: 'Approved',
        remark: 'Enviado pelos Correios',
        createdTime: '2026-11-21T04:10:00.000Z',
      },
      changed: true,
    },
  },
});

export const updateReward = defineOperatorContract({
  id: 'operator.reward',
  method: 'POST',
  path: `${operatorPrefix}/reward`,
  summary: "Sets a reward's stock (null: unlimited) or takes it off the catalogue (active: false).",
  request: lazySchema(() =>
    z.strictObject({
      merchant: merchantField,
      rewardId: z.number().check(z.int(), z.positive()),
      quantity: z.optional(z.nullable(z.number().check(z.int(), z.gte(0), z.lte(1_000_000)))),
      active: z.optional(z.boolean()),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      rewardId: z.number().check(z.int()),
      name: z.string(),
      quantity: z.nullable(z.number().check(z.int())),
      pointsRequirement: z.number().check(z.int()),
    }),
  ),
  example: {
    request: { rewardId: 4, quantity: 3 },
    response: { rewardId: 4, name: 'Camiseta Aurora', quantity: 3, pointsRequirement: 300 },
  },
});

export const adjustPoints = defineOperatorContract({
  id: 'operator.points',
  method: 'POST',
  path: `${operatorPrefix}/points`,
  summary:
    "Adds (positive) or takes (negative) points from a member's balance, as an ADJUST entry of the points ledger " +
    '(never below 0). `key` makes the adjustment idempotent.',
  request: lazySchema(() =>
    z.strictObject({
      merchant: merchantField,
      username: z.string().check(z.minLength(1), z.maxLength(64)),
      points: z.number().check(
        z.int(),
        z.gte(-10_000_000),
        z.lte(10_000_000),
        z.refine((v) => v !== 0),
      ),
      remark: z.optional(z.string().check(z.trim(), z.maxLength(140))),
      key: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    }),
  ),
  response: lazySchema(() =>
    z.object({ username: z.string(), pointBalance: z.number().check(z.int(), z.nonnegative()) }),
  ),
  example: {
    request: { username: 'demo_player', points: 500, remark: 'Campanha de boas-vindas' },
    response: { username: 'demo_player', pointBalance: 1700 },
  },
});

export const verifyPointsLedger = defineOperatorContract({
  id: 'operator.pointsVerify',
  method: 'GET',
  path: `${operatorPrefix}/points-verify`,
  summary: "Checks every member's points: balance = sum of its points ledger, never negative.",
  request: lazySchema(() => z.strictObject({})),
  response: lazySchema(() =>
    z.object({
      ok: z.boolean(),
      accounts: z.number().check(z.int(), z.nonnegative()),
      problems: z.array(
        z.object({
          memberId: z.number().check(z.int()),
          balance: z.number().check(z.int()),
          ledgerSum: z.number().check(z.int()),
        }),
      ),
    }),
  ),
  example: { request: {}, response: { ok: true, accounts: 3, problems: [] } },
});

const operatorFeedbackSchema = lazySchema(() =>
  z.object({
    feedbackId: z.number().check(z.int()),
    username: z.string(),
    type: z.string(),
    content: z.string(),
    language: z.string(),
    status: z.enum(['OPEN', 'ANSWERED']),
    answer: z.nullable(z.string()),
    createdTime: isoDateTime(),
    answeredTime: z.nullable(isoDateTime()),
    images: z.array(
      z.object({
        imageId: z.string(),
        fileName: z.string(),
        mediaType: z.string(),
        size: z.number().check(z.int()),
        /** where the platform stores it (the operator's machine) */
        path: z.string(),
      }),
    ),
  }),
);

export const getFeedback = defineOperatorContract({
  id: 'operator.feedback',
  method: 'GET',
  path: `${operatorPrefix}/feedback`,
  summary: 'Feedback sent by members, newest first (optionally only OPEN or ANSWERED), with their images.',
  request: lazySchema(() =>
    z.strictObject({
      merchant: merchantField,
      status: z.optional(z.enum(['OPEN', 'ANSWERED'])),
      limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
    }),
  ),
  response: lazySchema(() => z.object({ feedback: z.array(operatorFeedbackSchema) })),
  example: {
    request: { status: 'OPEN' },
    response: {
      feedback: [
        {
          feedbackId: 7,
          username: 'demo_player',
          type: 'SUGGESTION',
          content: 'Mais jogos de pesca, por favor.',
          language: 'pt-BR',
          status: 'OPEN',
          answer: null,
          createdTime: '2026-11-21T04:30:00.000Z',
          answeredTime: null,
          images: [],
        },
      ],
    },
  },
});

export const answerFeedback = defineOperatorContract({
  id: 'operator.answerFeedback',
  method: 'POST',
  path: `${operatorPrefix}/feedback/answer`,
  summary: 'Answers a feedback once; the member gets the answer as an inbox message (and the live event).',
  request: lazySchema(() =>
    z.strictObject({
      feedbackId: z.number().check(z.int(), z.positive()),
      answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      feedbackId: z.number().check(z.int()),
      status: z.literal('ANSWERED'),
      messageId: z.nullable(z.number().check(z.int())),
    }),
  ),
  example: {
    request: { feedbackId: 7, answer: 'Obrigado! Novos jogos de pesca chegam este mês.' },
    response: { feedbackId: 7, status: 'ANSWERED', messageId: 41 },
  },
});

export const sendMessage = defineOperatorContract({
  id: 'operator.message',
  method: 'POST',
  path: `${operatorPrefix}/message`,
  summary:
    'Writes a notice into the inbox of one member (username) or of every member (all: true): a title and HTML ' +
    'content, the same text or one per language. MARKETING is not written for members who opted out.',
  request: lazySchema(() =>
    z.strictObject({
      merchant: merchantField,
      username: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
      all: z.optional(z.literal(true)),
      category: z._default(z.enum(['SYSTEM', 'MARKETING']), 'SYSTEM'),
      title: localizedText(120),
      content: localizedText(5000),
      link: z.optional(z.string().check(z.regex(/^\/[\w\-/?=&#.]*$/), z.maxLength(200))),
    }),
  ),
  response: lazySchema(() => z.object({ written: z.number().check(z.int(), z.nonnegative()) })),
  example: {
    request: {
      username: 'demo_player',
      title: { 'pt-BR': 'Manutenção no domingo', en: 'Maintenance on Sunday' },
      content: { 'pt-BR': '<p>Das 3h às 5h.</p>', en: '<p>From 3 to 5 am.</p>' },
    },
    response: { written: 1 },
  },
});

// --- Agent back office (issue 10)

const exampleAgentSettings = {
  subAgentsAllowed: true,
  transferMin: 100,
  transferMax: 5_000_000,
  transferDailyMax: 20_000_000,
};

export const getAgentSettings = defineOperatorContract({
  id: 'operator.agentSettings',
  method: 'GET',
  path: `${operatorPrefix}/agent-settings`,
  summary: "The merchant's agent back-office rules: sub-agents allowed, transfer limits (cents).",
  request: merchantOnly,
  response: agentSettingsSchema,
  example: { request: {}, response: exampleAgentSettings },
});

export const updateAgentSettings = defineOperatorContract({
  id: 'operator.updateAgentSettings',
  method: 'POST',
  path: `${operatorPrefix}/agent-settings`,
  summary: 'Changes the agent settings it names (e.g. { "subAgentsAllowed": false }); answers the settings.',
  request: lazySchema(() =>
    z.strictObject({
      merchant: merchantField,
      subAgentsAllowed: z.optional(z.boolean()),
      transferMin: z.optional(cents().check(z.positive())),
      transferMax: z.optional(cents().check(z.positive())),
      transferDailyMax: z.optional(cents().check(z.positive())),
    }),
  ),
  response: agentSettingsSchema,
  example: {
    request: { subAgentsAllowed: false },
    response: { ...exampleAgentSettings, subAgentsAllowed: false },
  },
});

const noticeTextSchema = lazySchema(() =>
  z.object({
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    content: z.string().check(z.minLength(1), z.maxLength(20_000)),
  }),
);

export const publishAgentNotice = defineOperatorContract({
  id: 'operator.agentNotice',
  method: 'POST',
  path: `${operatorPrefix}/agent-notice`,
  summary:
    "Publishes a notice for the merchant's agents (HTML, sanitized by the client), in each language given.",
  request: lazySchema(() =>
    z
      .strictObject({
        merchant: merchantField,
        'pt-BR': z.optional(noticeTextSchema),
        en: z.optional(noticeTextSchema),
      })
      .check(
        z.refine((value) => value['pt-BR'] !== undefined || value.en !== undefined, { path: ['pt-BR'] }),
      ),
  ),
  response: lazySchema(() => z.object({ ids: z.array(z.number().check(z.int())) })),
  example: {
    request: {
      'pt-BR': { title: 'Nova meta', content: '<p>Bata a meta da semana.</p>' },
      en: { title: 'New target', content: '<p>Hit this week’s target.</p>' },
    },
    response: { ids: [7, 8] },
  },
});

// --- Agent contracts (issue 11)

const exampleContractSettings = {
  DIVIDEND: { enabled: true, payer: 'PLATFORM' as const, maxRate: 50 },
  DAILY_SALARY: { enabled: true, payer: 'PLATFORM' as const, maxRate: 3 },
  HOURLY_SALARY: { enabled: true, payer: 'PLATFORM' as const, maxRate: 3 },
  REALTIME_SALARY: { enabled: true, payer: 'PLATFORM' as const, maxRate: 3 },
};

export const getContractSettings = defineOperatorContract({
  id: 'operator.contractSettings',
  method: 'GET',
  path: `${operatorPrefix}/agent-contract-settings`,
  summary:
    "The merchant's agent contract kinds: enabled (menus and calls), who pays (PLATFORM or UPLINE), the highest rate.",
  request: merchantOnly,
  response: contractSettingsSchema,
  example: { request: {}, response: exampleContractSettings },
});

export const updateContractSettings = defineOperatorContract({
  id: 'operator.updateContractSettings',
  method: 'POST',
  path: `${operatorPrefix}/agent-contract-settings`,
  summary:
    'Changes one contract kind (e.g. { "kind": "HOURLY_SALARY", "enabled": false }); answers every kind. The payer ' +
    'applies to terms offered from then on.',
  request: lazySchema(() =>
    z.extend(
      z.strictObject({ merchant: merchantField, kind: contractKindSchema }),
      z.partial(contractKindSettingsSchema).shape,
    ),
  ),
  response: contractSettingsSchema,
  example: {
    request: { kind: 'DAILY_SALARY', payer: 'UPLINE' },
    response: { ...exampleContractSettings, DAILY_SALARY: { enabled: true, payer: 'UPLINE', maxRate: 3 } },
  },
});

export const settleContracts = defineOperatorContract({
  id: 'operator.settleContracts',
  method: 'POST',
  path: `${operatorPrefix}/agent-contracts/settle`,
  summary:
    'Settle now: runs the contract settlement at once (every period that ended, owed bills the uplines can pay, ' +
    'expired offers, terminations due).',
  request: lazySchema(() => z.strictObject({})),
  response: lazySchema(() =>
    z.object({
      settled: z.number().check(z.int(), z.nonnegative()),
      paid: z.number().check(z.int(), z.nonnegative()),
      owed: z.number().check(z.int(), z.nonnegative()),
      expired: z.number().check(z.int(), z.nonnegative()),
      ended: z.number().check(z.int(), z.nonnegative()),
    }),
  ),
  example: { request: {}, response: { settled: 3, paid: 2, owed: 1, expired: 0, ended: 0 } },
});

/** Every operator call, in the order the README lists them. */
export const operatorContracts = [
  getOperatorState,
  setMaintenance,
  setRegion,
  setFlag,
  issueSession,
  issueLoginLink,
  readSmsOutbox,
  readEmailOutbox,
  solveCaptcha,
  clearLoginFailures,
  drawLottery,
  getClock,
  advanceClock,
  getSocialProviders,
  setSocialProvider,
  getPendingDeposits,
  confirmDeposit,
  failDeposit,
  getOpenWithdrawals,
  operateWithdrawal,
  getMoneySettings,
  updateMoneySettings,
  runMoneyJobs,
  verifyLedger,
  getResponsibleSettings,
  updateResponsibleSettings,
  getResponsiblePlayer,
  getOpenRedemptions,
  decideRedemption,
  updateReward,
  adjustPoints,
  verifyPointsLedger,
  getFeedback,
  answerFeedback,
  sendMessage,
  ...engagementOperatorContracts,
  getAgentSettings,
  updateAgentSettings,
  publishAgentNotice,
  getContractSettings,
  updateContractSettings,
  settleContracts,
] as const satisfies readonly OperatorContract[];
