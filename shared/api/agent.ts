import { z } from 'zod';
import { cents, defineContract, isoDateTime, noInput } from './contract.ts';

/** A pending request on a contract: a new contract offered, or its termination asked; null when none. */
export const contractRequestTypes = ['NEW', 'TERMINATE'] as const;
export const contractRequestTypeSchema = z.enum(contractRequestTypes).nullable();

export const getContractInfo = defineContract({
  id: 'agent.contractInfo',
  method: 'GET',
  path: '/wps/member/info/contract/consolidated',
  session: true,
  summary:
    "The member's contracts at a glance: the pending request of each kind (a popup asks to accept or reject) and " +
    'which contract menus the merchant enables.',
  request: noInput,
  response: z.object({
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
 * Query: read the contract. Request: an upline offers a new contract (or a new rate) to a downline. Accept / Reject:
 * the downline answers the pending request. Terminate: either side asks to end the contract.
 */
export const contractActions = ['Query', 'Request', 'Accept', 'Reject', 'Terminate'] as const;
export const contractActionSchema = z.enum(contractActions);

/** Settlement periods: daily D, weekly W, semimonthly H, monthly M (spec §4). */
export const contractPeriods = ['D', 'W', 'H', 'M'] as const;
export const contractPeriodSchema = z.enum(contractPeriods);

export const contractKinds = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export const contractStatuses = ['PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED'] as const;

/** A rate in percent with at most two decimals. */
export const contractRateSchema = z.number().min(0).max(100).multipleOf(0.01);

export const contractSchema = z.object({
  contractId: z.string(),
  kind: z.enum(contractKinds),
  status: z.enum(contractStatuses),
  requestType: contractRequestTypeSchema,
  upline: z.string(),
  downline: z.string(),
  rate: contractRateSchema,
  /** null for hourly and real-time salary, which settle every hour or every 5 minutes */
  period: contractPeriodSchema.nullable(),
  activeMemberCount: z.number().int().nonnegative(),
  periodValidBet: cents().nonnegative(),
  periodProfitLoss: cents(),
  /** the daily or hourly bet amount the salary is computed from */
  betAmount: cents().nonnegative(),
  updatedTime: isoDateTime(),
});
export type AgentContract = z.infer<typeof contractSchema>;

export const contractProcessRequestSchema = z.object({
  action: contractActionSchema,
  /** the downline's account, when the upline acts on a downline's contract */
  downline: z.string().min(1).optional(),
  /** with Request */
  rate: contractRateSchema.optional(),
  /** with Request, for dividend and daily salary */
  period: contractPeriodSchema.optional(),
  /**
   * The agent agreed that offering a rate lower than an existing downline's rate terminates that downline's contract.
   * Without it such a Request is refused and the refusal lists the downlines concerned.
   */
  agreeTerminateDownlines: z.boolean().optional(),
});

export const contractProcessResponseSchema = z.object({
  contract: contractSchema.nullable(),
  /** downline contracts ended by this request (see agreeTerminateDownlines) */
  terminatedDownlines: z.array(z.string()),
});

const exampleContract = {
  contractId: 'c_0042',
  kind: 'DIVIDEND' as const,
  status: 'PENDING' as const,
  requestType: 'NEW' as const,
  upline: 'agent01',
  downline: 'agent02',
  rate: 30,
  period: 'H' as const,
  activeMemberCount: 12,
  periodValidBet: 1_500_000,
  periodProfitLoss: -230_000,
  betAmount: 0,
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
        ...exampleContract,
        contractId: 'c_0043',
        kind: 'DAILY_SALARY',
        status: 'ACTIVE',
        requestType: null,
        rate: 1.5,
        period: 'D',
        betAmount: 80_000,
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
        ...exampleContract,
        contractId: 'c_0044',
        kind: 'HOURLY_SALARY',
        status: 'ACTIVE',
        requestType: 'TERMINATE',
        rate: 0.8,
        period: null,
        betAmount: 4_000,
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
      contract: {
        ...exampleContract,
        contractId: 'c_0045',
        kind: 'REALTIME_SALARY',
        rate: 0.5,
        period: null,
      },
      terminatedDownlines: ['agent07'],
    },
  },
});

export const agentContracts = [
  getContractInfo,
  processDividend,
  processDailySalary,
  processHourlySalary,
  processRealTimeSalary,
] as const;
