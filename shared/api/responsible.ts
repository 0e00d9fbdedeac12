import { z } from 'zod/mini';
import {
  cents,
  defineContract,
  isoDate,
  isoDateTime,
  noInput,
  noValue,
  pageOf,
  queryInt,
  lazySchema,
} from './contract.ts';
import { limitKindSchema, limitPeriodSchema, limitValueSchema } from './responsible-limits.ts';

// the limits' part lives apart (the sign-up calls read it in the first view); it stays part of this module's API
export * from './responsible-limits.ts';

/**
 * Responsible play (issue 14): the player's limits, reality checks, cool-off and self-exclusion, the identity the
 * regulated Brazilian market asks before the first deposit or bet, and the state the client needs to explain every
 * rule where it bites. The platform enforces every rule (deposits, bets, launches, logins, sessions); these calls only
 * read the state and change the player's own choices. Paths in the platform's style under `/wps/responsible/`.
 */

export const pauseKinds = ['COOL_OFF', 'SELF_EXCLUSION'] as const;
export const pauseKindSchema = lazySchema(() => z.enum(pauseKinds));
export type PauseKind = z.infer<typeof pauseKindSchema>;

export const coolOffDurations = ['24H', '7D', '30D'] as const;
export const selfExclusionDurations = ['6M', '1Y', 'INDEFINITE'] as const;
export const pauseDurationSchema = lazySchema(() => z.enum([...coolOffDurations, ...selfExclusionDurations]));
export type PauseDuration = z.infer<typeof pauseDurationSchema>;

/** The durations each kind of pause offers. */
export const pauseDurationsOf = {
  COOL_OFF: coolOffDurations,
  SELF_EXCLUSION: selfExclusionDurations,
} as const satisfies Record<PauseKind, readonly PauseDuration[]>;

export const pauseSchema = lazySchema(() =>
  z.object({
    kind: pauseKindSchema,
    duration: pauseDurationSchema,
    startedAt: isoDateTime(),
    /** null: indefinite self-exclusion */
    endsAt: z.nullable(isoDateTime()),
  }),
);
export type Pause = z.infer<typeof pauseSchema>;

/** The reality-check intervals a merchant may offer, in minutes (1 is for tests and demos). */
export const realityCheckMinutesSchema = lazySchema(() => z.number().check(z.int(), z.gte(1), z.lte(240)));

// --- Merchant configuration (operator API) -------------------------------------------------------------------------

const suggestedLimitSchema = lazySchema(() =>
  z.object({ period: limitPeriodSchema, value: limitValueSchema }),
);

/**
 * The responsible-play rules of a merchant. Brazil mode switches the whole regulated set on (see `brazilModeForces`)
 * whatever the single switches say, and turns off what the law forbids (bonuses granted before a bet, credit).
 */
export const responsibleConfigSchema = lazySchema(() =>
  z.object({
    /** Lei 14.790/2023 and the SPA/MF ordinances: every rule below on, the forbidden features off */
    brazilMode: z._default(z.boolean(), false),
    limits: z._default(
      z.object({
        /** players may set deposit, loss, time and bet-count limits */
        enabled: z._default(z.boolean(), true),
        /** the loss and time limits are asked at registration (and before the first deposit or bet) */
        askAtRegistration: z._default(z.boolean(), false),
        /** raising or removing a limit takes effect after this many hours */
        raiseDelayHours: z._default(z.number().check(z.int(), z.gte(1), z.lte(168)), 24),
        /** the values the registration form and the limit gate suggest */
        suggestedLoss: z._default(suggestedLimitSchema, { period: 'MONTH', value: 50_000 }),
        suggestedTime: z._default(suggestedLimitSchema, { period: 'DAY', value: 120 }),
      }),
      {
        enabled: true,
        askAtRegistration: false,
        raiseDelayHours: 24,
        suggestedLoss: { period: 'MONTH', value: 50_000 },
        suggestedTime: { period: 'DAY', value: 120 },
      },
    ),
    realityCheck: z._default(
      z.object({
        /** players may ask for a reality check every N minutes of play */
        enabled: z._default(z.boolean(), true),
        /** every session has one (the player chooses the interval but cannot turn it off) */
        mandatory: z._default(z.boolean(), false),
        /** the interval of a player who has not chosen one (when mandatory) */
        defaultMinutes: z._default(realityCheckMinutesSchema, 30),
        /** the intervals a player may choose */
        choices: z._default(
          z.array(realityCheckMinutesSchema).check(z.minLength(1), z.maxLength(12)),
          [15, 30, 45, 60, 90, 120],
        ),
      }),
      { enabled: true, mandatory: false, defaultMinutes: 30, choices: [15, 30, 45, 60, 90, 120] },
    ),
    pauses: z._default(
      z.object({
        /** cool-off (24 h, 7 d, 30 d) and self-exclusion (6 months, 1 year, indefinite) */
        enabled: z._default(z.boolean(), true),
      }),
      { enabled: true },
    ),
    session: z._default(
      z.object({
        /** a session without activity for this long is closed by the platform */
        idleMinutes: z._default(z.number().check(z.int(), z.gte(1), z.lte(24 * 60)), 30),
        /** the client warns this long before */
        warningSeconds: z._default(z.number().check(z.int(), z.gte(10), z.lte(600)), 60),
      }),
      { idleMinutes: 30, warningSeconds: 60 },
    ),
    riskWarning: z._default(
      z.object({
        /** a risk warning is shown and acknowledged at every login before play or deposit */
        atLogin: z._default(z.boolean(), false),
      }),
      { atLogin: false },
    ),
    identity: z._default(
      z.object({
        /** a valid CPF, unique per merchant, and a birth date of 18+ before the first deposit or bet */
        cpfRequired: z._default(z.boolean(), false),
      }),
      { cpfRequired: false },
    ),
    forbidden: z._default(
      z.object({
        /** bonuses granted before a bet (sign-up, deposit and other advance bonuses) */
        bonusBeforeBet: z._default(z.boolean(), false),
        /** credit to players (agents lending, play on credit) */
        credit: z._default(z.boolean(), false),
      }),
      { bonusBeforeBet: false, credit: false },
    ),
  }),
);
export type ResponsibleConfig = z.infer<typeof responsibleConfigSchema>;

/** What Brazil mode forces on top of the stored configuration (the idle limit is capped at 30 minutes). */
export const brazilModeIdleMinutesMax = 30;

/** A patch of the configuration: each group may name only the fields it changes. */
export const responsibleConfigPatchSchema = lazySchema(() =>
  z.partial(
    z.object({
      brazilMode: z.boolean(),
      limits: z.partial(
        z.strictObject({
          enabled: z.boolean(),
          askAtRegistration: z.boolean(),
          raiseDelayHours: z.number().check(z.int(), z.gte(1), z.lte(168)),
          suggestedLoss: suggestedLimitSchema,
          suggestedTime: suggestedLimitSchema,
        }),
      ),
      realityCheck: z.partial(
        z.strictObject({
          enabled: z.boolean(),
          mandatory: z.boolean(),
          defaultMinutes: realityCheckMinutesSchema,
          choices: z.array(realityCheckMinutesSchema).check(z.minLength(1), z.maxLength(12)),
        }),
      ),
      pauses: z.partial(z.strictObject({ enabled: z.boolean() })),
      session: z.partial(
        z.strictObject({
          idleMinutes: z.number().check(z.int(), z.gte(1), z.lte(24 * 60)),
          warningSeconds: z.number().check(z.int(), z.gte(10), z.lte(600)),
        }),
      ),
      riskWarning: z.partial(z.strictObject({ atLogin: z.boolean() })),
      identity: z.partial(z.strictObject({ cpfRequired: z.boolean() })),
      forbidden: z.partial(z.strictObject({ bonusBeforeBet: z.boolean(), credit: z.boolean() })),
    }),
  ),
);
export type ResponsibleConfigPatch = z.infer<typeof responsibleConfigPatchSchema>;

// --- Player calls -------------------------------------------------------------------------------------------------

export const limitStateSchema = lazySchema(() =>
  z.object({
    kind: limitKindSchema,
    period: limitPeriodSchema,
    /** the limit in force, in the kind's unit; null: none */
    value: z.nullable(z.number().check(z.int())),
    /** used in the current period (cents deposited or lost net, minutes played, bets placed) */
    used: z.number().check(z.int(), z.nonnegative()),
    /** what is left in the current period; null without a limit */
    remaining: z.nullable(z.number().check(z.int(), z.nonnegative())),
    /** when the current period ends (Brasília day, week from Sunday, month) */
    resetsAt: isoDateTime(),
    /** a raise or a removal waiting for its delay (value null: removal); cancellable */
    pending: z.nullable(
      z.object({ value: z.nullable(z.number().check(z.int())), effectiveAt: isoDateTime() }),
    ),
  }),
);
export type LimitState = z.infer<typeof limitStateSchema>;

/** A refusal the platform would answer now, as a catalogue code with its params (the client words it). */
export const blockSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
);
export type Block = z.infer<typeof blockSchema>;

export const responsibleStatusSchema = lazySchema(() =>
  z.object({
    /** the platform's time (the client schedules its warnings against it) */
    now: isoDateTime(),
    rules: z.object({
      brazilMode: z.boolean(),
      limits: z.boolean(),
      realityCheck: z.boolean(),
      pauses: z.boolean(),
      idleMinutes: z.number().check(z.int()),
      idleWarningSeconds: z.number().check(z.int()),
    }),
    /** this login session; null when the platform keeps no record of it */
    session: z.nullable(
      z.object({
        startedAt: isoDateTime(),
        /** the platform closes the session at this time unless there is activity before */
        idleExpiresAt: isoDateTime(),
        playedSeconds: z.number().check(z.int(), z.nonnegative()),
        /** wins minus stakes of real-money play in this session, in cents */
        netResult: cents(),
        /** null: no reality check in this session */
        realityCheck: z.nullable(
          z.object({ intervalMinutes: z.number().check(z.int()), dueAt: isoDateTime() }),
        ),
      }),
    ),
    /** what the player still has to do before a deposit or a real-money bet (true: still needed) */
    requirements: z.object({ riskWarning: z.boolean(), identity: z.boolean(), limits: z.boolean() }),
    pause: z.nullable(pauseSchema),
    /** what a bet would be refused with now (time or bet-count limit reached, pause), or null */
    playBlock: z.nullable(blockSchema),
    /** the tightest deposit limit: what is left in its period */
    deposit: z.nullable(
      z.object({ period: limitPeriodSchema, limit: cents(), remaining: cents(), resetsAt: isoDateTime() }),
    ),
  }),
);
export type ResponsibleStatus = z.infer<typeof responsibleStatusSchema>;

export const identityStateSchema = lazySchema(() =>
  z.object({
    /** masked: ***.456.789-** */
    cpf: z.nullable(z.string()),
    birthday: z.nullable(isoDate()),
    /** CPF valid and birth date of an adult */
    complete: z.boolean(),
    /** a confirmed CPF can only be changed by customer service */
    locked: z.boolean(),
  }),
);
export type IdentityState = z.infer<typeof identityStateSchema>;

export const responsibleOverviewSchema = lazySchema(() =>
  z.object({
    rules: z.object({
      brazilMode: z.boolean(),
      limits: z.boolean(),
      pauses: z.boolean(),
      raiseDelayHours: z.number().check(z.int()),
      cpfRequired: z.boolean(),
    }),
    /** every kind × period, value null where the player set none */
    limits: z.array(limitStateSchema),
    realityCheck: z.object({
      enabled: z.boolean(),
      mandatory: z.boolean(),
      /** the interval in force (null: off) */
      intervalMinutes: z.nullable(z.number().check(z.int())),
      choices: z.array(z.number().check(z.int())),
      defaultMinutes: z.number().check(z.int()),
    }),
    pause: z.nullable(pauseSchema),
    identity: identityStateSchema,
    /** the loss and time limits a new player is offered */
    suggested: z.object({
      loss: z.object({ period: limitPeriodSchema, value: z.number().check(z.int()) }),
      time: z.object({ period: limitPeriodSchema, value: z.number().check(z.int()) }),
    }),
  }),
);
export type ResponsibleOverview = z.infer<typeof responsibleOverviewSchema>;

export const historyEvents = [
  'LIMIT_SET',
  'LIMIT_LOWERED',
  'LIMIT_RAISE_REQUESTED',
  'LIMIT_REMOVE_REQUESTED',
  'LIMIT_RAISED',
  'LIMIT_REMOVED',
  'LIMIT_CHANGE_CANCELLED',
  'REALITY_CHECK_SET',
  'REALITY_CHECK_STOPPED',
  'PAUSE_STARTED',
  'IDENTITY_CONFIRMED',
  'RISK_WARNING_ACCEPTED',
] as const;
export const historyEventSchema = lazySchema(() => z.enum(historyEvents));
export type HistoryEvent = z.infer<typeof historyEventSchema>;

export const historyEntrySchema = lazySchema(() =>
  z.object({
    id: z.number().check(z.int()),
    at: isoDateTime(),
    event: historyEventSchema,
    kind: z.nullable(limitKindSchema),
    period: z.nullable(limitPeriodSchema),
    /** the value before and after (limits: the kind's unit; reality check: minutes) */
    from: z.nullable(z.number().check(z.int())),
    to: z.nullable(z.number().check(z.int())),
    /** pauses */
    pauseKind: z.nullable(pauseKindSchema),
    duration: z.nullable(pauseDurationSchema),
    /** a pending change's or a pause's end */
    until: z.nullable(isoDateTime()),
    /** PLAYER, REGISTRATION, PLATFORM (a delay ran out) or OPERATOR */
    actor: z.enum(['PLAYER', 'REGISTRATION', 'PLATFORM', 'OPERATOR']),
  }),
);
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const registrationRulesSchema = lazySchema(() =>
  z.object({
    brazilMode: z.boolean(),
    /** the form asks for the loss and time limits (with the suggested values) */
    askLimits: z.boolean(),
    /** the risk warning must be ticked */
    riskWarning: z.boolean(),
    /** CPF and birth date are required */
    cpfRequired: z.boolean(),
    suggested: z.object({
      loss: z.object({ period: limitPeriodSchema, value: z.number().check(z.int()) }),
      time: z.object({ period: limitPeriodSchema, value: z.number().check(z.int()) }),
    }),
  }),
);

const exampleNow = '2026-03-02T15:00:00.000Z';

export const getResponsibleStatus = defineContract({
  id: 'responsible.status',
  method: 'GET',
  path: '/wps/responsible/status',
  session: true,
  summary:
    'The session and rule state the client explains: idle expiry, reality check, what is still required before ' +
    'play, an active pause, a reached play limit, the deposit allowance. Polled; sending `Idle-Seconds` keeps it ' +
    'from counting as activity.',
  request: noInput,
  response: responsibleStatusSchema,
  example: {
    request: {},
    response: {
      now: exampleNow,
      rules: {
        brazilMode: true,
        limits: true,
        realityCheck: true,
        pauses: true,
        idleMinutes: 30,
        idleWarningSeconds: 60,
      },
      session: {
        startedAt: '2026-03-02T14:40:00.000Z',
        idleExpiresAt: '2026-03-02T15:29:00.000Z',
        playedSeconds: 1200,
        netResult: -1250,
        realityCheck: { intervalMinutes: 30, dueAt: '2026-03-02T15:10:00.000Z' },
      },
      requirements: { riskWarning: false, identity: false, limits: false },
      pause: null,
      playBlock: null,
      deposit: { period: 'DAY', limit: 10_000, remaining: 10_000, resetsAt: '2026-03-03T03:00:00.000Z' },
    },
  },
});

const exampleLimit = {
  kind: 'DEPOSIT' as const,
  period: 'DAY' as const,
  value: 10_000,
  used: 0,
  remaining: 10_000,
  resetsAt: '2026-03-03T03:00:00.000Z',
  pending: null,
};

export const getResponsibleOverview = defineContract({
  id: 'responsible.overview',
  method: 'GET',
  path: '/wps/responsible/overview',
  session: true,
  summary:
    'The "Jogo responsável" screen: every limit with its use and pending change, the reality-check choice, an ' +
    'active pause, the identity on file, the suggested limits.',
  request: noInput,
  response: responsibleOverviewSchema,
  example: {
    request: {},
    response: {
      rules: { brazilMode: false, limits: true, pauses: true, raiseDelayHours: 24, cpfRequired: false },
      limits: [exampleLimit],
      realityCheck: {
        enabled: true,
        mandatory: false,
        intervalMinutes: null,
        choices: [15, 30, 60],
        defaultMinutes: 30,
      },
      pause: null,
      identity: { cpf: '***.982.247-**', birthday: '1990-05-17', complete: true, locked: true },
      suggested: { loss: { period: 'MONTH', value: 50_000 }, time: { period: 'DAY', value: 120 } },
    },
  },
});

export const setLimit = defineContract({
  id: 'responsible.setLimit',
  method: 'POST',
  path: '/wps/responsible/limit',
  session: true,
  summary:
    'Sets, lowers, raises or removes (value null) a limit. A new or lower limit applies at once; a raise or a ' +
    'removal waits for the merchant delay (24 h) and answers it as pending.',
  request: lazySchema(() =>
    z.object({
      kind: limitKindSchema,
      period: limitPeriodSchema,
      value: z.nullable(limitValueSchema),
    }),
  ),
  response: lazySchema(() =>
    z.object({ limit: limitStateSchema, applied: z.enum(['NOW', 'PENDING', 'UNCHANGED']) }),
  ),
  example: {
    request: { kind: 'DEPOSIT', period: 'DAY', value: 10_000 },
    response: { limit: exampleLimit, applied: 'NOW' },
  },
});

export const cancelLimitChange = defineContract({
  id: 'responsible.cancelLimitChange',
  method: 'POST',
  path: '/wps/responsible/limit/cancel',
  session: true,
  summary:
    'Cancels a pending raise or removal: the limit in force stays. Without one, answers the limit as it is.',
  request: lazySchema(() => z.object({ kind: limitKindSchema, period: limitPeriodSchema })),
  response: lazySchema(() => z.object({ limit: limitStateSchema, cancelled: z.boolean() })),
  example: {
    request: { kind: 'DEPOSIT', period: 'DAY' },
    response: { limit: exampleLimit, cancelled: false },
  },
});

export const getResponsibleHistory = defineContract({
  id: 'responsible.history',
  method: 'GET',
  path: '/wps/responsible/history',
  session: true,
  summary: 'The history of the player’s limits, pauses and reality checks, newest first.',
  request: lazySchema(() =>
    z.object({
      pageNo: z._default(z.pipe(queryInt(), z.number().check(z.int(), z.gte(1))), 1),
      pageSize: z._default(z.pipe(queryInt(), z.number().check(z.int(), z.gte(1), z.lte(100))), 20),
    }),
  ),
  response: lazySchema(() => pageOf(historyEntrySchema)),
  example: {
    request: { pageNo: 1, pageSize: 20 },
    response: {
      content: [
        {
          id: 1,
          at: exampleNow,
          event: 'LIMIT_SET',
          kind: 'DEPOSIT',
          period: 'DAY',
          from: null,
          to: 10_000,
          pauseKind: null,
          duration: null,
          until: null,
          actor: 'PLAYER',
        },
      ],
      pageNum: 1,
      pageSize: 20,
      totalPages: 1,
      totalElements: 1,
    },
  },
});

export const setRealityCheck = defineContract({
  id: 'responsible.setRealityCheck',
  method: 'POST',
  path: '/wps/responsible/realityCheck/interval',
  session: true,
  summary:
    'Chooses the reality-check interval among the merchant’s choices, or turns it off (null) where it is not ' +
    'mandatory. The current session counts from its last check.',
  request: lazySchema(() => z.object({ minutes: z.nullable(realityCheckMinutesSchema) })),
  response: lazySchema(() => z.object({ intervalMinutes: z.nullable(z.number().check(z.int())) })),
  example: { request: { minutes: 30 }, response: { intervalMinutes: 30 } },
});

export const answerRealityCheck = defineContract({
  id: 'responsible.answerRealityCheck',
  method: 'POST',
  path: '/wps/responsible/realityCheck',
  session: true,
  summary:
    'The player read the reality check: CONTINUE counts the next interval from now; STOP ends the session (the ' +
    'client then logs out).',
  request: lazySchema(() => z.object({ action: z.enum(['CONTINUE', 'STOP']) })),
  response: lazySchema(() =>
    z.object({
      ended: z.boolean(),
      playedSeconds: z.number().check(z.int(), z.nonnegative()),
      netResult: cents(),
      nextDueAt: z.nullable(isoDateTime()),
    }),
  ),
  example: {
    request: { action: 'CONTINUE' },
    response: { ended: false, playedSeconds: 1800, netResult: -1250, nextDueAt: '2026-03-02T15:30:00.000Z' },
  },
});

export const startPause = defineContract({
  id: 'responsible.startPause',
  method: 'POST',
  path: '/wps/responsible/pause',
  session: true,
  summary:
    'Cool-off (24H, 7D, 30D) or self-exclusion (6M, 1Y, INDEFINITE), confirmed by the player: no play, no deposit, ' +
    'no marketing, pending bonuses forfeited, withdrawals still possible. Self-exclusion ends every session.',
  request: lazySchema(() =>
    z.object({
      kind: pauseKindSchema,
      duration: pauseDurationSchema,
      /** the player read the consequences */
      confirm: z.literal(true),
    }),
  ),
  response: lazySchema(() => z.object({ pause: pauseSchema, loggedOut: z.boolean() })),
  example: {
    request: { kind: 'COOL_OFF', duration: '24H', confirm: true },
    response: {
      pause: {
        kind: 'COOL_OFF',
        duration: '24H',
        startedAt: exampleNow,
        endsAt: '2026-03-03T15:00:00.000Z',
      },
      loggedOut: false,
    },
  },
});

export const confirmIdentity = defineContract({
  id: 'responsible.confirmIdentity',
  method: 'POST',
  path: '/wps/responsible/identity',
  session: true,
  summary:
    'Records the CPF (check digits, unique per merchant, not self-excluded) and the birth date (18+) of a member ' +
    'who has none on file. Refusals per field.',
  request: lazySchema(() =>
    z.object({ cpf: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)), birthday: isoDate() }),
  ),
  response: identityStateSchema,
  example: {
    request: { cpf: '390.533.447-05', birthday: '1990-05-17' },
    response: { cpf: '***.533.447-**', birthday: '1990-05-17', complete: true, locked: true },
  },
});

export const acknowledgeRiskWarning = defineContract({
  id: 'responsible.acknowledgeRiskWarning',
  method: 'POST',
  path: '/wps/responsible/riskWarning',
  session: true,
  summary:
    'The player read the risk warning of this login (asked at every login where the merchant requires it).',
  request: noInput,
  response: noValue,
  example: { request: {}, response: null },
});

export const keepSessionAlive = defineContract({
  id: 'responsible.keepAlive',
  method: 'POST',
  path: '/wps/responsible/session/keepAlive',
  session: true,
  summary: 'The player is still there (the answer to the idle warning): counts as activity now.',
  request: noInput,
  response: lazySchema(() => z.object({ idleExpiresAt: isoDateTime() })),
  example: { request: {}, response: { idleExpiresAt: '2026-03-02T15:30:00.000Z' } },
});

export const getRegistrationRules = defineContract({
  id: 'responsible.registrationRules',
  method: 'GET',
  path: '/wps/responsible/registration',
  session: false,
  summary: 'What the registration form must ask for the merchant’s rules: limits, risk warning, CPF.',
  request: noInput,
  response: registrationRulesSchema,
  example: {
    request: {},
    // a merchant outside Brazil mode (the demo merchant's default): nothing more is asked
    response: {
      brazilMode: false,
      askLimits: false,
      riskWarning: false,
      cpfRequired: false,
      suggested: { loss: { period: 'MONTH', value: 50_000 }, time: { period: 'DAY', value: 120 } },
    },
  },
});

export const responsibleContracts = [
  getResponsibleStatus,
  getResponsibleOverview,
  setLimit,
  cancelLimitChange,
  getResponsibleHistory,
  setRealityCheck,
  answerRealityCheck,
  confirmIdentity,
  acknowledgeRiskWarning,
  keepSessionAlive,
  getRegistrationRules,
  // last: the contract walk in the route tests pauses its member
  startPause,
] as const;
