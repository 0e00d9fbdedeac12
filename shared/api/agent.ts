import { z } from 'zod/mini';
import {
  cents,
  defineContract,
  isoDate,
  isoDateTime,
  noInput,
  pageOf,
  queryInt,
  lazySchema,
} from './contract.ts';
import { registerRequestSchema } from './account-forms.ts';
import { pageQuery, rangeRequest } from './money.ts';

// ---------------------------------------------------------------------------------------------------------------
// Agent contracts (issue 11): dividend, daily, hourly and real-time salary. An agent offers a contract to a direct
// downline (an agent), who accepts or rejects it; either side can ask for termination, which takes effect when the
// other side agrees or at the end of the current period. Terms are versioned: new terms apply from the next period.
// Each (contract, period) is settled once into a bill that explains itself, paid through the ledger.
//
// | id                         | method | path                                            | T |
// | -------------------------- | ------ | ----------------------------------------------- | - |
// | agent.contractInfo         | GET    | /wps/member/info/contract/consolidated          | T |
// | agent.processDividend      | POST   | /wps/relay/MCS2_processDividendReq              | T |
// | agent.processDailySalary   | POST   | /wps/relay/MCS2_processDailySalContract         | T |
// | agent.processHourlySalary  | POST   | /wps/relay/MCS2_processContractHourSalary       | T |
// | agent.processRealTimeSalary| POST   | /wps/relay/MCSFE_processRealTimeSalaryContract  | T |
// | agent.contracts            | GET    | /wps/agent/contracts                            | T |
// | agent.contractBills        | GET    | /wps/agent/contracts/bills                      | T |
// | agent.contractHistory      | GET    | /wps/agent/contracts/history                    | T |

/** A pending request on a contract: a new contract (or new terms) offered, or its termination asked; null when none. */
export const contractRequestTypes = ['NEW', 'TERMINATE'] as const;
export const contractRequestTypeSchema = lazySchema(() => z.nullable(z.enum(contractRequestTypes)));

export const getContractInfo = defineContract({
  id: 'agent.contractInfo',
  method: 'GET',
  path: '/wps/member/info/contract/consolidated',
  session: true,
  summary:
    "The member's contracts at a glance: the pending request of each kind that waits for the member's answer (a " +
    'popup asks to accept or reject) and which contract menus the merchant enables.',
  request: noInput,
  response: lazySchema(() =>
    z.object({
      /** daily salary */
      dailysalreqtype: contractRequestTypeSchema,
      /** dividend */
      divtypereq: contractRequestTypeSchema,
      /** hourly salary */
      contracthoursalreq: contractRequestTypeSchema,
      /** real-time salary */
      realtimesalreqtype: contractRequestTypeSchema,
      dailySalaryEnabled: z.boolean(),
      hourlySalaryEnabled: z.boolean(),
      dividendEnabled: z.boolean(),
      realTimeSalaryEnabled: z.boolean(),
    }),
  ),
  example: {
    request: {},
    response: {
      dailysalreqtype: 'NEW',
      divtypereq: null,
      contracthoursalreq: null,
      realtimesalreqtype: null,
      dailySalaryEnabled: true,
      hourlySalaryEnabled: false,
      dividendEnabled: true,
      realTimeSalaryEnabled: true,
    },
  },
});

/**
 * Query: read the contract. Request: an upline offers a new contract (or new terms) to a direct downline. Accept /
 * Reject: the downline answers the pending offer (Accept also agrees to a termination the other side asked).
 * Terminate: either side asks to end the contract (or agrees to the other side's request; the upline withdraws an
 * offer not yet answered).
 */
export const contractActions = ['Query', 'Request', 'Accept', 'Reject', 'Terminate'] as const;
export const contractActionSchema = lazySchema(() => z.enum(contractActions));

/** Settlement periods: daily D, weekly W, semimonthly H, monthly M (spec §4). */
export const contractPeriods = ['D', 'W', 'H', 'M'] as const;
export const contractPeriodSchema = lazySchema(() => z.enum(contractPeriods));
export type ContractPeriod = z.infer<typeof contractPeriodSchema>;

export const contractKinds = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export const contractKindSchema = lazySchema(() => z.enum(contractKinds));
export type ContractKind = z.infer<typeof contractKindSchema>;
export const contractStatuses = [
  'OFFERED',
  'ACTIVE',
  'REJECTED',
  'TERMINATION_REQUESTED',
  'TERMINATED',
  'EXPIRED',
] as const;
export const contractStatusSchema = lazySchema(() => z.enum(contractStatuses));
export const contractPayers = ['PLATFORM', 'UPLINE'] as const;
export const contractPayerSchema = lazySchema(() => z.enum(contractPayers));
export type ContractPayer = z.infer<typeof contractPayerSchema>;

/** Real-time salary settles every 5 minutes (spec §9); hourly salary every hour. */
export const realTimeSettlementMinutes = 5;

/** An offer (a new contract or new terms) not answered in this many days expires. */
export const contractOfferDays = 7;

/** A rate in percent with at most two decimals. */
export const contractRateSchema = lazySchema(() =>
  z.number().check(z.gte(0), z.lte(100), z.multipleOf(0.01)),
);

/** A tier: reached when every threshold it names is met; the highest tier reached gives the rate. */
export const contractTierSchema = lazySchema(() =>
  z.object({
    minActiveMembers: z._default(z.number().check(z.int(), z.nonnegative()), 0),
    /** cents */
    minValidBet: z._default(cents().check(z.nonnegative()), 0),
    /** the team's loss for the platform (cents) */
    minTeamLoss: z._default(cents().check(z.nonnegative()), 0),
    rate: contractRateSchema,
  }),
);
export type ContractTier = z.output<typeof contractTierSchema>;
export const maxContractTiers = 10;

export const contractTermsSchema = lazySchema(() =>
  z.object({
    rate: contractRateSchema,
    tiers: z.array(contractTierSchema).check(z.maxLength(maxContractTiers)),
    /** null for hourly and real-time salary, which settle every hour or every 5 minutes */
    period: z.nullable(contractPeriodSchema),
    payer: contractPayerSchema,
  }),
);
export type ContractTerms = z.output<typeof contractTermsSchema>;

export const contractSchema = lazySchema(() =>
  z.object({
    contractId: z.string(),
    kind: contractKindSchema,
    status: contractStatusSchema,
    /** the request waiting for an answer */
    requestType: contractRequestTypeSchema,
    /** who made it */
    requestedBy: z.nullable(z.enum(['UPLINE', 'DOWNLINE'])),
    upline: z.string(),
    downline: z.string(),
    downlineNickname: z.nullable(z.string()),
    /** the terms in force (for an offer not yet accepted: the offered terms) */
    version: z.number().check(z.int(), z.positive()),
    rate: contractRateSchema,
    tiers: z.array(contractTierSchema),
    period: z.nullable(contractPeriodSchema),
    payer: contractPayerSchema,
    /** new terms offered on an active contract, waiting for the downline */
    pendingTerms: z.nullable(
      z.extend(contractTermsSchema, { version: z.number().check(z.int(), z.positive()) }),
    ),
    activeFrom: z.nullable(isoDateTime()),
    /** when a requested termination takes effect */
    endsAt: z.nullable(isoDateTime()),
    /** the period in progress and its figures so far */
    currentPeriod: z.nullable(z.object({ start: isoDateTime(), end: isoDateTime() })),
    activeMemberCount: z.number().check(z.int(), z.nonnegative()),
    periodValidBet: cents().check(z.nonnegative()),
    periodProfitLoss: cents(),
    /** the daily or hourly bet amount the salary is computed from (the period's valid bet) */
    betAmount: cents().check(z.nonnegative()),
    /** the gross the period would pay at its figures so far */
    accrued: cents().check(z.nonnegative()),
    /** dividend: the loss carried from earlier periods (<= 0) */
    carryOver: cents(),
    updatedTime: isoDateTime(),
  }),
);
export type AgentContract = z.infer<typeof contractSchema>;

export const contractProcessRequestSchema = lazySchema(() =>
  z.object({
    action: contractActionSchema,
    /** the downline's account, when the upline acts on a downline's contract */
    downline: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
    /** with Request */
    rate: z.optional(contractRateSchema),
    /** with Request: thresholds with their rates (optional) */
    tiers: z.optional(z.array(contractTierSchema).check(z.maxLength(maxContractTiers))),
    /** with Request, for dividend (D, W, H, M); daily salary settles per day (D) */
    period: z.optional(contractPeriodSchema),
    /**
     * The agent agreed that offering a rate lower than an existing downline's rate terminates that downline's contract.
     * Without it such a Request is refused (409 `agent.contract.lower.rate`) and the refusal lists the contracts
     * concerned (`value.affected`).
     */
    agreeTerminateDownlines: z.optional(z.boolean()),
  }),
);

/** A contract the lower-rate rule would end: whose, its rate, and what it paid in its last settled period. */
export const affectedContractSchema = lazySchema(() =>
  z.object({
    contractId: z.string(),
    upline: z.string(),
    downline: z.string(),
    rate: contractRateSchema,
    lastGross: cents().check(z.nonnegative()),
  }),
);
export type AffectedContract = z.infer<typeof affectedContractSchema>;

export const contractProcessResponseSchema = lazySchema(() =>
  z.object({
    contract: z.nullable(contractSchema),
    /** downline contracts ended by this request (see agreeTerminateDownlines): "upline → downline" */
    terminatedDownlines: z.array(z.string()),
  }),
);

const exampleContract = {
  contractId: 'c_42',
  kind: 'DIVIDEND' as const,
  status: 'OFFERED' as const,
  requestType: 'NEW' as const,
  requestedBy: 'UPLINE' as const,
  upline: 'agent01',
  downline: 'agent02',
  downlineNickname: null,
  version: 1,
  rate: 30,
  tiers: [],
  period: 'H' as const,
  payer: 'PLATFORM' as const,
  pendingTerms: null,
  activeFrom: null,
  endsAt: null,
  currentPeriod: null,
  activeMemberCount: 0,
  periodValidBet: 0,
  periodProfitLoss: 0,
  betAmount: 0,
  accrued: 0,
  carryOver: 0,
  updatedTime: '2026-11-21T04:00:00Z',
};

export const processDividend = defineContract({
  id: 'agent.processDividend',
  method: 'POST',
  path: '/wps/relay/MCS2_processDividendReq',
  session: true,
  summary: 'Dividend contract (SIGNCONDIV3): query, offer, accept, reject or terminate.',
  request: contractProcessRequestSchema,
  response: contractProcessResponseSchema,
  example: {
    request: {
      action: 'Request',
      downline: 'agent02',
      rate: 30,
      period: 'H',
      agreeTerminateDownlines: false,
    },
    response: { contract: exampleContract, terminatedDownlines: [] },
  },
});

const activeExample = {
  ...exampleContract,
  status: 'ACTIVE' as const,
  requestType: null,
  requestedBy: null,
  activeFrom: '2026-11-21T04:00:00Z',
  currentPeriod: { start: '2026-11-22T03:00:00Z', end: '2026-11-23T03:00:00Z' },
  activeMemberCount: 12,
  periodValidBet: 80_000,
  periodProfitLoss: -12_000,
  betAmount: 80_000,
};

export const processDailySalary = defineContract({
  id: 'agent.processDailySalary',
  method: 'POST',
  path: '/wps/relay/MCS2_processDailySalContract',
  session: true,
  summary: 'Daily salary contract (DAILYSALCONT3): query, offer, accept, reject or terminate.',
  request: contractProcessRequestSchema,
  response: contractProcessResponseSchema,
  example: {
    request: { action: 'Accept' },
    response: {
      contract: {
        ...activeExample,
        contractId: 'c_43',
        kind: 'DAILY_SALARY',
        rate: 1.5,
        period: 'D',
        accrued: 1_200,
      },
      terminatedDownlines: [],
    },
  },
});

export const processHourlySalary = defineContract({
  id: 'agent.processHourlySalary',
  method: 'POST',
  path: '/wps/relay/MCS2_processContractHourSalary',
  session: true,
  summary: 'Hourly salary contract (HOURSAL3): query, offer, accept, reject or terminate.',
  request: contractProcessRequestSchema,
  response: contractProcessResponseSchema,
  example: {
    request: { action: 'Terminate', downline: 'agent02' },
    response: {
      contract: {
        ...activeExample,
        contractId: 'c_44',
        kind: 'HOURLY_SALARY',
        status: 'TERMINATION_REQUESTED',
        requestType: 'TERMINATE',
        requestedBy: 'UPLINE',
        rate: 0.8,
        period: null,
        endsAt: '2026-11-22T14:00:00Z',
        currentPeriod: { start: '2026-11-22T13:00:00Z', end: '2026-11-22T14:00:00Z' },
        betAmount: 4_000,
        periodValidBet: 4_000,
        accrued: 32,
      },
      terminatedDownlines: [],
    },
  },
});

export const processRealTimeSalary = defineContract({
  id: 'agent.processRealTimeSalary',
  method: 'POST',
  path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  session: true,
  summary:
    'Real-time salary contract (RTSALARY3, settled every 5 minutes): query, offer, accept, reject or terminate.',
  request: contractProcessRequestSchema,
  response: contractProcessResponseSchema,
  example: {
    request: { action: 'Request', downline: 'agent02', rate: 0.5, agreeTerminateDownlines: true },
    response: {
      contract: { ...exampleContract, contractId: 'c_45', kind: 'REALTIME_SALARY', rate: 0.5, period: null },
      terminatedDownlines: ['agent02 → agent07'],
    },
  },
});

/** The process call of each kind. */
export const processContractOf = {
  DIVIDEND: processDividend,
  DAILY_SALARY: processDailySalary,
  HOURLY_SALARY: processHourlySalary,
  REALTIME_SALARY: processRealTimeSalary,
} as const;

/** The merchant's rules for one contract kind (operator API `agent-contract-settings`). */
export const contractKindSettingsSchema = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    /** who pays the bills: the platform, or the upline from its own balance */
    payer: contractPayerSchema,
    /** the highest rate any contract of the kind may give (percent) */
    maxRate: contractRateSchema,
  }),
);
export type ContractKindSettings = z.infer<typeof contractKindSettingsSchema>;
export const contractSettingsSchema = lazySchema(() =>
  z.object({
    DIVIDEND: contractKindSettingsSchema,
    DAILY_SALARY: contractKindSettingsSchema,
    HOURLY_SALARY: contractKindSettingsSchema,
    REALTIME_SALARY: contractKindSettingsSchema,
  }),
);
export type ContractSettings = z.infer<typeof contractSettingsSchema>;

export const getContracts = defineContract({
  id: 'agent.contracts',
  method: 'GET',
  path: '/wps/agent/contracts',
  session: true,
  summary:
    "One contract kind's page: the merchant's rules, the agent's own contract (from its upline), the most it may " +
    'offer, and each direct sub-agent with its contract.',
  request: lazySchema(() => z.object({ kind: contractKindSchema })),
  response: lazySchema(() =>
    z.object({
      kind: contractKindSchema,
      settings: contractKindSettingsSchema,
      /** the agent's own contract of the kind (from its upline), the live one or else the last one */
      own: z.nullable(contractSchema),
      /** the highest rate the agent may offer (its own rate; the merchant's maximum for a top agent); null: none */
      offerLimit: z.nullable(contractRateSchema),
      downlines: z.array(
        z.object({
          account: z.string(),
          nickname: z.nullable(z.string()),
          contract: z.nullable(contractSchema),
        }),
      ),
    }),
  ),
  example: {
    request: { kind: 'DAILY_SALARY' },
    response: {
      kind: 'DAILY_SALARY',
      settings: { enabled: true, payer: 'PLATFORM', maxRate: 3 },
      own: null,
      offerLimit: 3,
      downlines: [{ account: 'agent02', nickname: null, contract: null }],
    },
  },
});

export const billStatuses = ['PAID', 'OWED', 'PARTLY_PAID', 'NOTHING_DUE'] as const;
export const billStatusSchema = lazySchema(() => z.enum(billStatuses));

export const contractBillSchema = lazySchema(() =>
  z.object({
    billId: z.number().check(z.int()),
    contractId: z.string(),
    kind: contractKindSchema,
    holder: z.string(),
    upline: z.string(),
    payer: contractPayerSchema,
    periodStart: isoDateTime(),
    periodEnd: isoDateTime(),
    version: z.number().check(z.int(), z.positive()),
    activeMembers: z.number().check(z.int(), z.nonnegative()),
    betCount: z.number().check(z.int(), z.nonnegative()),
    validBet: cents().check(z.nonnegative()),
    /** the team's result: wins − valid bet (negative: the team lost) */
    profitLoss: cents(),
    /** dividend: loss carried in from earlier periods and out to the next (<= 0) */
    carryIn: cents(),
    carryOut: cents(),
    /** what the rate applies to */
    base: cents(),
    /** 1-based tier reached; null: the base rate */
    tier: z.nullable(z.number().check(z.int(), z.positive())),
    rate: contractRateSchema,
    gross: cents().check(z.nonnegative()),
    /** what the holder owes its own direct downlines for the same period */
    downlinePayouts: cents().check(z.nonnegative()),
    /** gross − downline payouts: what the holder keeps */
    net: cents(),
    /** what the payer owes for the bill (platform: the net; upline: the gross) */
    amountDue: cents().check(z.nonnegative()),
    paid: cents().check(z.nonnegative()),
    status: billStatusSchema,
    settledTime: isoDateTime(),
    paidTime: z.nullable(isoDateTime()),
  }),
);
export type ContractBill = z.infer<typeof contractBillSchema>;

export const contractBillScopes = ['OWN', 'DOWNLINES'] as const;

export const getContractBills = defineContract({
  id: 'agent.contractBills',
  method: 'GET',
  path: '/wps/agent/contracts/bills',
  session: true,
  summary:
    "The bills of a contract kind over a period (by the period's end), newest first: the agent's own (OWN) or its " +
    "direct downlines' (DOWNLINES, optionally one `account`), each with its explanation, and totals.",
  request: lazySchema(() =>
    rangeRequest({
      ...pageQuery,
      kind: contractKindSchema,
      scope: z._default(z.enum(contractBillScopes), 'OWN'),
      account: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      page: pageOf(contractBillSchema),
      totals: z.object({
        gross: cents().check(z.nonnegative()),
        net: cents(),
        paid: cents().check(z.nonnegative()),
        owed: cents().check(z.nonnegative()),
      }),
    }),
  ),
  example: {
    request: {
      startDate: '2026-11-15',
      endDate: '2026-11-21',
      kind: 'DAILY_SALARY',
      scope: 'OWN',
      pageNo: '1',
      pageSize: '20',
    },
    response: {
      page: {
        content: [
          {
            billId: 7,
            contractId: 'c_43',
            kind: 'DAILY_SALARY',
            holder: 'agent02',
            upline: 'agent01',
            payer: 'PLATFORM',
            periodStart: '2026-11-20T03:00:00Z',
            periodEnd: '2026-11-21T03:00:00Z',
            version: 1,
            activeMembers: 12,
            betCount: 340,
            validBet: 1_000_000,
            profitLoss: -40_000,
            carryIn: 0,
            carryOut: 0,
            base: 1_000_000,
            tier: null,
            rate: 1.5,
            gross: 15_000,
            downlinePayouts: 5_000,
            net: 10_000,
            amountDue: 10_000,
            paid: 10_000,
            status: 'PAID',
            settledTime: '2026-11-21T03:00:02Z',
            paidTime: '2026-11-21T03:00:02Z',
          },
        ],
        pageNum: 1,
        pageSize: 20,
        totalPages: 1,
        totalElements: 1,
      },
      totals: { gross: 15_000, net: 10_000, paid: 10_000, owed: 0 },
    },
  },
});

export const contractEventSchema = lazySchema(() =>
  z.object({
    at: isoDateTime(),
    /** null: the platform */
    actor: z.nullable(z.string()),
    action: z.string(),
    fromStatus: z.nullable(contractStatusSchema),
    toStatus: contractStatusSchema,
    version: z.nullable(z.number().check(z.int())),
    oldRate: z.nullable(contractRateSchema),
    newRate: z.nullable(contractRateSchema),
  }),
);

export const getContractHistory = defineContract({
  id: 'agent.contractHistory',
  method: 'GET',
  path: '/wps/agent/contracts/history',
  session: true,
  summary:
    'Every change of a contract the agent is a party to (or its upline of): who, when, what, the rates.',
  request: lazySchema(() => z.object({ contractId: z.string().check(z.regex(/^c_\d+$/)) })),
  response: lazySchema(() => z.object({ contractId: z.string(), events: z.array(contractEventSchema) })),
  example: {
    request: { contractId: 'c_43' },
    response: {
      contractId: 'c_43',
      events: [
        {
          at: '2026-11-20T12:00:00Z',
          actor: 'agent01',
          action: 'OFFER',
          fromStatus: null,
          toStatus: 'OFFERED',
          version: 1,
          oldRate: null,
          newRate: 1.5,
        },
      ],
    },
  },
});

// ---------------------------------------------------------------------------------------------------------------
// The agent back office (issue 10): team figures, downline accounts, reports, transfers and referral. Paths in the
// platform's style under /wps/agent/… (the spec names no path for them). Every call needs an agent's session (member
// types 1, 2, 41, 42): a player or trial token gets 403 `agent.only`; a member outside the agent's own team (the agent
// and everyone below it) gets 403 `agent.member.outside.team`, the same answer for an account that does not exist.
//
// | id                        | method | path                                  | T | E | idem |
// | ------------------------- | ------ | ------------------------------------- | - | - | ---- |
// | agent.centre              | GET    | /wps/agent/centre                     | T |   |      |
// | agent.notices             | GET    | /wps/agent/notices                    | T |   |      |
// | agent.teamOverview        | GET    | /wps/agent/team/overview              | T |   |      |
// | agent.registerAccount     | PUT    | /wps/agent/team/member                | T | E |      |
// | agent.teamMembers         | GET    | /wps/agent/team/members               | T |   |      |
// | agent.teamMembersExport   | GET    | /wps/agent/team/members/export        | T |   |      |
// | agent.teamBets            | GET    | /wps/agent/team/bets                  | T |   |      |
// | agent.userLoss            | GET    | /wps/agent/team/loss                  | T |   |      |
// | agent.income              | GET    | /wps/agent/income                     | T |   |      |
// | agent.transferPreview     | GET    | /wps/agent/transfer/preview           | T |   |      |
// | agent.transfer            | POST   | /wps/agent/transfer  (payment pw)     | T | E | yes  |
// | agent.referral            | GET    | /wps/agent/referral                   | T |   |      |
// | agent.createReferralLink  | POST   | /wps/agent/referral/link              | T |   |      |
//
// Periods are Brasília calendar days, both ends included, at most 92 days (money.ts `rangeRequest`).

/**
 * Ledger types that are an agent's income (commissions, salaries, dividends): the agent contracts issue credits them;
 * "my income" lists them and the team rollups count them.
 */
export const agentIncomeTypes = [
  'COMMISSION',
  'DIVIDEND',
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
] as const;

/** Ledger types of money moved inside a team: agent → direct downline, and a member → its upline. */
export const teamTransferTypes = ['AGENT_TRANSFER', 'UPLINE_TRANSFER'] as const;

/** What an account of a team is: a player, or an agent (with a team of its own). */
export const teamMemberKinds = ['PLAYER', 'AGENT'] as const;
export const teamMemberKindSchema = lazySchema(() => z.enum(teamMemberKinds));
export type TeamMemberKind = z.infer<typeof teamMemberKindSchema>;

/** A downline's contract with its upline as the team list shows it (the agent contracts issue fills it in). */
export const teamContractStatuses = [
  'NONE',
  'OFFERED',
  'ACTIVE',
  'TERMINATION_REQUESTED',
  'TERMINATED',
  'REJECTED',
  'EXPIRED',
] as const;
export const teamContractStatusSchema = lazySchema(() => z.enum(teamContractStatuses));

/** A team member's account name (as typed in the search, or picked in the list). */
const accountSchema = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(64)));

/** The merchant's rules of the back office (operator API `agent-settings`). Amounts in cents. */
export const agentSettingsSchema = lazySchema(() =>
  z.object({
    /** agents may register sub-agents (in the agent centre and through sub-agent invitation links) */
    subAgentsAllowed: z._default(z.boolean(), true),
    /** transfers between an agent and its direct downlines or its upline */
    transferMin: z._default(cents().check(z.positive()), 100),
    transferMax: z._default(cents().check(z.positive()), 5_000_000),
    /** the most an agent can transfer out in one Brasília day */
    transferDailyMax: z._default(cents().check(z.positive()), 20_000_000),
  }),
);
export type AgentSettings = z.infer<typeof agentSettingsSchema>;

export const transferLimitsSchema = lazySchema(() =>
  z.object({
    min: cents().check(z.positive()),
    max: cents().check(z.positive()),
    dailyMax: cents().check(z.positive()),
    /** transferred out today (Brasília day) */
    usedToday: cents().check(z.nonnegative()),
  }),
);

export const getAgentCentre = defineContract({
  id: 'agent.centre',
  method: 'GET',
  path: '/wps/agent/centre',
  session: true,
  summary:
    "The agent centre's own facts: the agent, its upline, its team's size, its invitation code and what the merchant " +
    'allows (sub-agents, transfer limits).',
  request: noInput,
  response: lazySchema(() =>
    z.object({
      account: z.string(),
      nickname: z.nullable(z.string()),
      type: z.number().check(z.int()),
      upline: z.nullable(z.string()),
      affiliateCode: z.string(),
      teamSize: z.object({
        direct: z.number().check(z.int(), z.nonnegative()),
        total: z.number().check(z.int(), z.nonnegative()),
      }),
      subAgentsAllowed: z.boolean(),
      transferLimits: transferLimitsSchema,
      hasPaymentPassword: z.boolean(),
    }),
  ),
  example: {
    request: {},
    response: {
      account: 'demo_agent',
      nickname: 'Demo Agent',
      type: 1,
      upline: null,
      affiliateCode: 'AGENT01',
      teamSize: { direct: 40, total: 312 },
      subAgentsAllowed: true,
      transferLimits: { min: 100, max: 5_000_000, dailyMax: 20_000_000, usedToday: 5_000 },
      hasPaymentPassword: true,
    },
  },
});

export const agentNoticeSchema = lazySchema(() =>
  z.object({
    id: z.number().check(z.int()),
    title: z.string(),
    /** HTML from the platform: the client sanitizes it before showing it */
    content: z.string(),
    publishedTime: isoDateTime(),
  }),
);

export const getAgentNotices = defineContract({
  id: 'agent.notices',
  method: 'GET',
  path: '/wps/agent/notices',
  session: true,
  summary:
    "Notices for agents, newest first, in the request's language (the agent centre's announcement page).",
  request: lazySchema(() => z.object(pageQuery)),
  response: lazySchema(() => pageOf(agentNoticeSchema)),
  example: {
    request: { pageNo: '1', pageSize: '9' },
    response: {
      content: [
        {
          id: 3,
          title: 'Novas metas de equipe',
          content: '<p>A partir de segunda-feira…</p>',
          publishedTime: '2026-11-20T12:00:00Z',
        },
      ],
      pageNum: 1,
      pageSize: 9,
      totalPages: 1,
      totalElements: 1,
    },
  },
});

/** The figures of a team over a period (the members below the agent; the agent's own play is not in them). */
export const teamFiguresSchema = lazySchema(() =>
  z.object({
    registrations: z.number().check(z.int(), z.nonnegative()),
    /** members with at least one settled bet */
    activeMembers: z.number().check(z.int(), z.nonnegative()),
    /** members with at least one deposit */
    depositors: z.number().check(z.int(), z.nonnegative()),
    /** members whose first deposit ever fell in the period */
    firstDepositors: z.number().check(z.int(), z.nonnegative()),
    depositAmount: cents(),
    depositCount: z.number().check(z.int()),
    /** requested withdrawals, net of refunded ones */
    withdrawalAmount: cents(),
    withdrawalCount: z.number().check(z.int()),
    betCount: z.number().check(z.int(), z.nonnegative()),
    validBet: cents(),
    winAmount: cents(),
    bonusAmount: cents(),
    rebateAmount: cents(),
    /** the members' result: wins + bonuses + rebates − valid bet (negative: the team lost) */
    profitLoss: cents(),
  }),
);
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

export const teamDaySchema = lazySchema(() =>
  z.object({
    date: isoDate(),
    registrations: z.number().check(z.int(), z.nonnegative()),
    activeMembers: z.number().check(z.int(), z.nonnegative()),
    depositAmount: cents(),
    withdrawalAmount: cents(),
    validBet: cents(),
    winAmount: cents(),
    profitLoss: cents(),
  }),
);

export const teamGameTypeSchema = lazySchema(() =>
  z.object({
    gameType: z.string(),
    betCount: z.number().check(z.int(), z.nonnegative()),
    validBet: cents(),
    winAmount: cents(),
    /** wins − valid bet */
    profitLoss: cents(),
  }),
);

export const getTeamOverview = defineContract({
  id: 'agent.teamOverview',
  method: 'GET',
  path: '/wps/agent/team/overview',
  session: true,
  summary:
    "A team's figures over a period: size, registrations, active members, deposits, withdrawals, valid bet, wins, " +
    'bonuses and rebates, profit and loss, day by day and per game type. `account`: the team of a sub-agent.',
  request: lazySchema(() => rangeRequest({ account: z.optional(accountSchema) })),
  response: lazySchema(() =>
    z.object({
      account: z.string(),
      startDate: isoDate(),
      endDate: isoDate(),
      teamSize: z.object({
        direct: z.number().check(z.int(), z.nonnegative()),
        total: z.number().check(z.int(), z.nonnegative()),
      }),
      figures: teamFiguresSchema,
      daily: z.array(teamDaySchema),
      byGameType: z.array(teamGameTypeSchema),
    }),
  ),
  example: {
    request: { startDate: '2026-11-21', endDate: '2026-11-21' },
    response: {
      account: 'demo_agent',
      startDate: '2026-11-21',
      endDate: '2026-11-21',
      teamSize: { direct: 40, total: 312 },
      figures: {
        registrations: 2,
        activeMembers: 57,
        depositors: 12,
        firstDepositors: 1,
        depositAmount: 480_000,
        depositCount: 14,
        withdrawalAmount: 120_000,
        withdrawalCount: 3,
        betCount: 410,
        validBet: 1_250_000,
        winAmount: 1_180_000,
        bonusAmount: 5_000,
        rebateAmount: 0,
        profitLoss: -65_000,
      },
      daily: [
        {
          date: '2026-11-21',
          registrations: 2,
          activeMembers: 57,
          depositAmount: 480_000,
          withdrawalAmount: 120_000,
          validBet: 1_250_000,
          winAmount: 1_180_000,
          profitLoss: -65_000,
        },
      ],
      byGameType: [
        { gameType: 'RNG', betCount: 300, validBet: 900_000, winAmount: 860_000, profitLoss: -40_000 },
      ],
    },
  },
});

/**
 * A downline registered by its agent, under the merchant's registration rules (the fields the registration form
 * shows, their patterns, CPF, age, availability). No captcha, SMS code or invitation code: the agent is signed in and
 * the account is bound to it. The new member must change the password the agent chose at its first login, and sets
 * its own payment password.
 */
export const registerAccountRequestSchema = lazySchema(() =>
  z.extend(
    z.pick(z.object(registerRequestSchema.shape), {
      username: true,
      password: true,
      confirmPassword: true,
      payeeName: true,
      email: true,
      qqNum: true,
      mobileNum: true,
      countryDialingCode: true,
      recommenderId: true,
      line: true,
      whatsapp: true,
      facebook: true,
      wechat: true,
      telegram: true,
      zalo: true,
      nickname: true,
      birthday: true,
      idNumber: true,
    }),
    { memberType: teamMemberKindSchema },
  ),
);

export const registerAccount = defineContract({
  id: 'agent.registerAccount',
  method: 'PUT',
  path: '/wps/agent/team/member',
  session: true,
  encrypted: true,
  summary:
    'Registers a direct downline of the agent: a player, or a sub-agent where the merchant allows. Field refusals as ' +
    'in registration (`request.validation.failed` with `{ fields }`).',
  request: registerAccountRequestSchema,
  response: lazySchema(() =>
    z.object({
      account: z.string(),
      memberType: teamMemberKindSchema,
      type: z.number().check(z.int()),
      upline: z.string(),
      /** a sub-agent's own invitation code */
      affiliateCode: z.nullable(z.string()),
      registeredTime: isoDateTime(),
    }),
  ),
  example: {
    request: {
      memberType: 'PLAYER',
      username: 'joao2026',
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      nickname: 'João',
    },
    response: {
      account: 'joao2026',
      memberType: 'PLAYER',
      type: 0,
      upline: 'demo_agent',
      affiliateCode: null,
      registeredTime: '2026-11-21T13:00:00Z',
    },
  },
});

export const teamMemberSorts = ['registered', 'balance', 'lastLogin', 'account'] as const;
export const sortOrders = ['asc', 'desc'] as const;

const teamMembersFilter = lazySchema(() => ({
  /** whose direct members to list (default: the agent's own); the breadcrumb leads back up */
  parent: z.optional(accountSchema),
  /** part of an account name or nickname: searches the whole team below `parent`, every level */
  search: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  memberType: z.optional(teamMemberKindSchema),
  sort: z._default(z.enum(teamMemberSorts), 'registered'),
  order: z._default(z.enum(sortOrders), 'desc'),
}));

export const teamMemberSchema = lazySchema(() =>
  z.object({
    account: z.string(),
    nickname: z.nullable(z.string()),
    memberType: teamMemberKindSchema,
    type: z.number().check(z.int()),
    /** levels below the agent: 1 for its direct members */
    level: z.number().check(z.int(), z.positive()),
    upline: z.string(),
    balance: cents(),
    lastLoginTime: z.nullable(isoDateTime()),
    registeredTime: isoDateTime(),
    contractStatus: teamContractStatusSchema,
    /** agents: their direct members and whole team */
    directCount: z.number().check(z.int(), z.nonnegative()),
    teamSize: z.number().check(z.int(), z.nonnegative()),
  }),
);
export type TeamMember = z.infer<typeof teamMemberSchema>;

const breadcrumbSchema = lazySchema(() =>
  z.array(z.object({ account: z.string(), nickname: z.nullable(z.string()) })),
);

const exampleMember = {
  account: 'demo_down1',
  nickname: 'Downline One',
  memberType: 'PLAYER' as const,
  type: 0,
  level: 1,
  upline: 'demo_agent',
  balance: 12_500,
  lastLoginTime: '2026-11-20T22:10:00Z',
  registeredTime: '2026-09-02T15:00:00Z',
  contractStatus: 'NONE' as const,
  directCount: 0,
  teamSize: 0,
};

export const getTeamMembers = defineContract({
  id: 'agent.teamMembers',
  method: 'GET',
  path: '/wps/agent/team/members',
  session: true,
  summary:
    "Team management (downlineManagmentView): a member's direct members, or a search of its whole team, sorted, " +
    'filtered and paged, with the breadcrumb from the agent down to it.',
  request: lazySchema(() => z.object({ ...teamMembersFilter, ...pageQuery })),
  response: lazySchema(() =>
    z.object({
      parent: z.string(),
      /** the agent first, `parent` last */
      breadcrumb: breadcrumbSchema,
      page: pageOf(teamMemberSchema),
    }),
  ),
  example: {
    request: { pageNo: '1', pageSize: '20' },
    response: {
      parent: 'demo_agent',
      breadcrumb: [{ account: 'demo_agent', nickname: 'Demo Agent' }],
      page: {
        content: [exampleMember],
        pageNum: 1,
        pageSize: 20,
        totalPages: 1,
        totalElements: 1,
      },
    },
  },
});

/** The most rows one export answers (the CSV of a view). */
export const teamExportMaxRows = 20_000;

export const exportTeamMembers = defineContract({
  id: 'agent.teamMembersExport',
  method: 'GET',
  path: '/wps/agent/team/members/export',
  session: true,
  summary: `Every row of a team management view (same filters, no paging) for its CSV, up to ${teamExportMaxRows}.`,
  request: lazySchema(() => z.object(teamMembersFilter)),
  response: lazySchema(() =>
    z.object({
      parent: z.string(),
      rows: z.array(teamMemberSchema),
      total: z.number().check(z.int(), z.nonnegative()),
      /** more rows than the export answers */
      truncated: z.boolean(),
    }),
  ),
  example: {
    request: { parent: 'demo_agent', sort: 'balance', order: 'desc' },
    response: { parent: 'demo_agent', rows: [exampleMember], total: 1, truncated: false },
  },
});

export const teamBetSchema = lazySchema(() =>
  z.object({
    betId: z.number().check(z.int()),
    account: z.string(),
    roundId: z.string(),
    gameType: z.string(),
    vassalage: z.string(),
    vendorName: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    stake: cents(),
    win: cents(),
    /** win − stake */
    profitLoss: cents(),
    betTime: isoDateTime(),
    settledTime: isoDateTime(),
  }),
);

export const getTeamBets = defineContract({
  id: 'agent.teamBets',
  method: 'GET',
  path: '/wps/agent/team/bets',
  session: true,
  summary:
    "Team betting: the settled bets of the agent's whole team, or of one member (`account`), by game type and " +
    'vendor, newest first, with totals.',
  request: lazySchema(() =>
    rangeRequest({
      ...pageQuery,
      account: z.optional(accountSchema),
      gameType: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
      vassalage: z.optional(z.string().check(z.minLength(1), z.maxLength(30))),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      page: pageOf(teamBetSchema),
      totals: z.object({
        betCount: z.number().check(z.int(), z.nonnegative()),
        validBet: cents(),
        winAmount: cents(),
        profitLoss: cents(),
      }),
    }),
  ),
  example: {
    request: { startDate: '2026-11-15', endDate: '2026-11-21', pageNo: '1', pageSize: '20' },
    response: {
      page: {
        content: [
          {
            betId: 991,
            account: 'demo_down1',
            roundId: 'r-7d1f2a90',
            gameType: 'RNG',
            vassalage: 'PT',
            vendorName: 'Playtech',
            gameCode: 'PT_0042',
            gameName: 'Fortuna Dourada',
            stake: 500,
            win: 1_000,
            profitLoss: 500,
            betTime: '2026-11-21T12:00:00Z',
            settledTime: '2026-11-21T12:00:00Z',
          },
        ],
        pageNum: 1,
        pageSize: 20,
        totalPages: 1,
        totalElements: 1,
      },
      totals: { betCount: 1, validBet: 500, winAmount: 1_000, profitLoss: 500 },
    },
  },
});

export const userLossSchema = lazySchema(() =>
  z.object({
    rank: z.number().check(z.int(), z.positive()),
    account: z.string(),
    nickname: z.nullable(z.string()),
    memberType: teamMemberKindSchema,
    upline: z.string(),
    betCount: z.number().check(z.int(), z.nonnegative()),
    validBet: cents(),
    winAmount: cents(),
    /** bonuses and rebates */
    bonusAmount: cents(),
    /** valid bet − wins − bonuses − rebates: what the member lost */
    netLoss: cents(),
    depositAmount: cents(),
    withdrawalAmount: cents(),
  }),
);

export const getUserLoss = defineContract({
  id: 'agent.userLoss',
  method: 'GET',
  path: '/wps/agent/team/loss',
  session: true,
  summary: 'User loss: the members of the team who lost over the period, the biggest net loss first.',
  request: lazySchema(() => rangeRequest({ ...pageQuery, account: z.optional(accountSchema) })),
  response: lazySchema(() =>
    z.object({
      page: pageOf(userLossSchema),
      totals: z.object({ members: z.number().check(z.int(), z.nonnegative()), netLoss: cents() }),
    }),
  ),
  example: {
    request: { startDate: '2026-11-01', endDate: '2026-11-21', pageNo: '1', pageSize: '20' },
    response: {
      page: {
        content: [
          {
            rank: 1,
            account: 'demo_down2',
            nickname: 'Downline Two',
            memberType: 'PLAYER',
            upline: 'demo_agent',
            betCount: 120,
            validBet: 300_000,
            winAmount: 210_000,
            bonusAmount: 0,
            netLoss: 90_000,
            depositAmount: 100_000,
            withdrawalAmount: 0,
          },
        ],
        pageNum: 1,
        pageSize: 20,
        totalPages: 1,
        totalElements: 1,
      },
      totals: { members: 1, netLoss: 90_000 },
    },
  },
});

export const incomeEntrySchema = lazySchema(() =>
  z.object({
    entryId: z.number().check(z.int()),
    /** one of agentIncomeTypes or teamTransferTypes */
    type: z.string(),
    /** signed cents */
    amount: cents(),
    balanceAfter: cents(),
    reference: z.nullable(z.string()),
    createdTime: isoDateTime(),
  }),
);

export const getAgentIncome = defineContract({
  id: 'agent.income',
  method: 'GET',
  path: '/wps/agent/income',
  session: true,
  summary:
    "My income: the agent's commissions, salaries and dividends over a period, day by day, and its transfers with " +
    'its upline and downlines, newest first.',
  request: rangeRequest(pageQuery),
  response: lazySchema(() =>
    z.object({
      totals: z.object({ income: cents(), transfersIn: cents(), transfersOut: cents() }),
      daily: z.array(
        z.object({ date: isoDate(), income: cents(), transfersIn: cents(), transfersOut: cents() }),
      ),
      page: pageOf(incomeEntrySchema),
    }),
  ),
  example: {
    request: { startDate: '2026-11-15', endDate: '2026-11-21', pageNo: '1', pageSize: '20' },
    response: {
      totals: { income: 25_000, transfersIn: 0, transfersOut: 5_000 },
      daily: [{ date: '2026-11-21', income: 25_000, transfersIn: 0, transfersOut: 5_000 }],
      page: {
        content: [
          {
            entryId: 77,
            type: 'AGENT_TRANSFER',
            amount: -5_000,
            balanceAfter: 495_000,
            reference: 'demo_agent → demo_down1',
            createdTime: '2026-11-21T13:05:00Z',
          },
        ],
        pageNum: 1,
        pageSize: 20,
        totalPages: 1,
        totalElements: 1,
      },
    },
  },
});

export const transferDirections = ['DOWNLINE', 'UPLINE'] as const;
export const transferDirectionSchema = lazySchema(() => z.enum(transferDirections));
export type TransferDirection = z.infer<typeof transferDirectionSchema>;

const transferPartySchema = lazySchema(() =>
  z.object({
    account: z.string(),
    nickname: z.nullable(z.string()),
    /** null where the agent may not see it (its upline's balance) */
    balance: z.nullable(cents()),
    balanceAfter: z.nullable(cents()),
  }),
);

export const getTransferPreview = defineContract({
  id: 'agent.transferPreview',
  method: 'GET',
  path: '/wps/agent/transfer/preview',
  session: true,
  summary:
    'The confirmation step of a transfer: both parties with their balances before and after, and the limits. ' +
    'Refuses what the transfer would refuse (not a direct downline, limits, balance).',
  request: lazySchema(() =>
    z.object({
      direction: transferDirectionSchema,
      /** DOWNLINE: the direct downline */
      account: z.optional(accountSchema),
      amount: queryInt().check(z.positive()),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      direction: transferDirectionSchema,
      amount: cents().check(z.positive()),
      from: transferPartySchema,
      to: transferPartySchema,
      limits: transferLimitsSchema,
    }),
  ),
  example: {
    request: { direction: 'DOWNLINE', account: 'demo_down1', amount: '5000' },
    response: {
      direction: 'DOWNLINE',
      amount: 5_000,
      from: { account: 'demo_agent', nickname: 'Demo Agent', balance: 500_000, balanceAfter: 495_000 },
      to: { account: 'demo_down1', nickname: 'Downline One', balance: 0, balanceAfter: 5_000 },
      limits: { min: 100, max: 5_000_000, dailyMax: 20_000_000, usedToday: 0 },
    },
  },
});

export const agentTransfer = defineContract({
  id: 'agent.transfer',
  method: 'POST',
  path: '/wps/agent/transfer',
  session: true,
  encrypted: true,
  idempotent: true,
  summary:
    "Moves money from the agent's main wallet to a direct downline's, or to its upline's, checked by the payment " +
    'password and the limits; one ledger transfer (both records show it). Requires the Idempotency-Key header.',
  request: lazySchema(() =>
    z.object({
      direction: transferDirectionSchema,
      account: z.optional(accountSchema),
      amount: cents().check(z.positive()),
      paymentPassword: z.string().check(z.minLength(1)),
      remark: z.optional(z.string().check(z.trim(), z.maxLength(140))),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      transferId: z.string(),
      direction: transferDirectionSchema,
      amount: cents().check(z.positive()),
      from: z.object({ account: z.string(), balance: cents() }),
      to: z.object({ account: z.string(), balance: z.nullable(cents()) }),
      createdTime: isoDateTime(),
    }),
  ),
  example: {
    request: { direction: 'DOWNLINE', account: 'demo_down1', amount: 5_000, paymentPassword: '246810' },
    response: {
      transferId: 'at_000321',
      direction: 'DOWNLINE',
      amount: 5_000,
      from: { account: 'demo_agent', balance: 495_000 },
      to: { account: 'demo_down1', balance: 5_000 },
      createdTime: '2026-11-21T13:05:00Z',
    },
  },
});

export const referralLinkSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    label: z.string(),
    memberType: teamMemberKindSchema,
    /** the agent's own affiliate code */
    primary: z.boolean(),
    signups: z.number().check(z.int(), z.nonnegative()),
    firstDeposits: z.number().check(z.int(), z.nonnegative()),
    createdTime: isoDateTime(),
  }),
);

export const getReferral = defineContract({
  id: 'agent.referral',
  method: 'GET',
  path: '/wps/agent/referral',
  session: true,
  summary:
    "The agent's invitation links (its affiliate code first), each with the sign-ups and first deposits it brought. " +
    'A link is `/register?referralCode=<code>` on the site; the code also works typed as the invitation code.',
  request: noInput,
  response: lazySchema(() => z.object({ links: z.array(referralLinkSchema) })),
  example: {
    request: {},
    response: {
      links: [
        {
          code: 'AGENT01',
          label: 'Código do agente',
          memberType: 'PLAYER',
          primary: true,
          signups: 41,
          firstDeposits: 30,
          createdTime: '2026-08-23T12:00:00Z',
        },
      ],
    },
  },
});

/** Extra invitation links an agent may keep besides its affiliate code. */
export const maxReferralLinks = 20;

export const createReferralLink = defineContract({
  id: 'agent.createReferralLink',
  method: 'POST',
  path: '/wps/agent/referral/link',
  session: true,
  summary: `A new invitation link (a campaign, a sub-agent link where the merchant allows), up to ${maxReferralLinks}.`,
  request: lazySchema(() =>
    z.object({
      label: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
      memberType: teamMemberKindSchema,
    }),
  ),
  response: referralLinkSchema,
  example: {
    request: { label: 'Instagram', memberType: 'PLAYER' },
    response: {
      code: 'K7M2QX9D',
      label: 'Instagram',
      memberType: 'PLAYER',
      primary: false,
      signups: 0,
      firstDeposits: 0,
      createdTime: '2026-11-21T13:10:00Z',
    },
  },
});

export const agentContracts = [
  getContractInfo,
  processDividend,
  processDailySalary,
  processHourlySalary,
  processRealTimeSalary,
  getContracts,
  getContractBills,
  getContractHistory,
  getAgentCentre,
  getAgentNotices,
  getTeamOverview,
  registerAccount,
  getTeamMembers,
  exportTeamMembers,
  getTeamBets,
  getUserLoss,
  getAgentIncome,
  getTransferPreview,
  agentTransfer,
  getReferral,
  createReferralLink,
] as const;
