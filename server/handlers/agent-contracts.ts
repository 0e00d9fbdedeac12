import {
  getContractBills,
  getContractHistory,
  getContractInfo,
  getContracts,
  processDailySalary,
  processDividend,
  processHourlySalary,
  processRealTimeSalary,
  type ContractKind,
} from '../../shared/api/agent.ts';
import { ApiError } from '../http/errors.ts';
import {
  contractById,
  contractIdOf,
  contractSettings,
  heldContract,
  offerLimit,
  processContract,
  requireKindEnabled,
  toPercent,
  type ProcessInput,
} from '../services/agent-contracts.ts';
import { contractHistory, contractView, listBills } from '../services/agent-contract-settlement.ts';
import { requireAgent, teamMemberByAccount } from '../services/agent-team.ts';
import { contractRequestsOf, directSubAgents } from '../services/agent-contract-views.ts';
import type { HandlerContext, RegisteredHandler } from './types.ts';
import { handle } from './types.ts';

/**
 * Agent contracts (shared/api/agent.ts). Every call needs an agent's session; a kind the merchant switched off is
 * refused (403 `agent.contract.kind.disabled`); an agent names only its direct members and its own contracts.
 */
function process(kind: ContractKind, input: ProcessInput, ctx: HandlerContext) {
  const agent = requireAgent(ctx.member);
  const result = processContract(ctx.db, agent, kind, input);
  return {
    contract: result.row ? contractView(ctx.db, result.row) : null,
    terminatedDownlines: result.terminated,
  };
}

export const agentContractHandlers: [string, RegisteredHandler][] = [
  handle(getContractInfo, (_input, ctx) => {
    const member = ctx.member;
    if (!member) throw new ApiError(401, 'session.invalid');
    const settings = contractSettings(ctx.db, member.merchantCode);
    const requests = contractRequestsOf(ctx.db, member.id);
    return {
      dailysalreqtype: settings.DAILY_SALARY.enabled ? requests.DAILY_SALARY : null,
      divtypereq: settings.DIVIDEND.enabled ? requests.DIVIDEND : null,
      contracthoursalreq: settings.HOURLY_SALARY.enabled ? requests.HOURLY_SALARY : null,
      realtimesalreqtype: settings.REALTIME_SALARY.enabled ? requests.REALTIME_SALARY : null,
      dailySalaryEnabled: settings.DAILY_SALARY.enabled,
      hourlySalaryEnabled: settings.HOURLY_SALARY.enabled,
      dividendEnabled: settings.DIVIDEND.enabled,
      realTimeSalaryEnabled: settings.REALTIME_SALARY.enabled,
    };
  }),
  handle(processDividend, (input, ctx) => process('DIVIDEND', input, ctx)),
  handle(processDailySalary, (input, ctx) => process('DAILY_SALARY', input, ctx)),
  handle(processHourlySalary, (input, ctx) => process('HOURLY_SALARY', input, ctx)),
  handle(processRealTimeSalary, (input, ctx) => process('REALTIME_SALARY', input, ctx)),
  handle(getContracts, (input, ctx) => {
    const agent = requireAgent(ctx.member);
    const settings = requireKindEnabled(ctx.db, agent.merchantCode, input.kind);
    const own = heldContract(ctx.db, agent.id, input.kind);
    const limit = offerLimit(ctx.db, agent, input.kind);
    return {
      kind: input.kind,
      settings,
      own: own ? contractView(ctx.db, own) : null,
      offerLimit: limit === null ? null : toPercent(limit),
      downlines: directSubAgents(ctx.db, agent.id).map((sub) => {
        const row = heldContract(ctx.db, sub.id, input.kind);
        return {
          account: sub.username,
          nickname: sub.nickname,
          contract: row?.upline_id === agent.id ? contractView(ctx.db, row) : null,
        };
      }),
    };
  }),
  handle(getContractBills, (input, ctx) => {
    const agent = requireAgent(ctx.member);
    requireKindEnabled(ctx.db, agent.merchantCode, input.kind);
    const range = { startDate: input.startDate, endDate: input.endDate };
    const page = { pageNo: input.pageNo, pageSize: input.pageSize };
    if (input.scope === 'OWN')
      return listBills(ctx.db, { kind: input.kind, holderId: agent.id, range }, page);
    const holder = input.account ? teamMemberByAccount(ctx.db, agent, input.account, { minDepth: 1 }) : null;
    return listBills(
      ctx.db,
      { kind: input.kind, uplineId: agent.id, ...(holder && { holderId: holder.row.id }), range },
      page,
    );
  }),
  handle(getContractHistory, (input, ctx) => {
    const agent = requireAgent(ctx.member);
    const row = contractById(ctx.db, contractIdOf(input.contractId));
    const party = row && (row.upline_id === agent.id || row.downline_id === agent.id);
    if (!row || !party) throw new ApiError(404, 'agent.contract.not.found');
    return contractHistory(ctx.db, row);
  }),
];
