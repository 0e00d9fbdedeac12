import {
  agentTransfer,
  createReferralLink,
  exportTeamMembers,
  getAgentCentre,
  getAgentIncome,
  getAgentNotices,
  getReferral,
  getTeamBets,
  getTeamMembers,
  getTeamOverview,
  getTransferPreview,
  getUserLoss,
  registerAccount,
} from '../../shared/api/agent.ts';
import * as paymentPassword from '../services/payment-password.ts';
import {
  agentIncome,
  teamBets,
  teamOverview,
  transferredOutToday,
  userLoss,
} from '../services/agent-reports.ts';
import { agentNotices, createReferralLink as createLink, referralLinks } from '../services/agent-referral.ts';
import {
  agentCentre,
  exportTeamMembers as exportMembers,
  listTeamMembers,
  registerDownline,
  requireAgent,
  scopeOf,
  teamMemberByAccount,
} from '../services/agent-team.ts';
import { agentTransfer as transfer, previewTransfer } from '../services/agent-transfers.ts';
import { clock } from '../services/clock.ts';
import { teamDayOf } from '../services/agent-rollups.ts';
import type { RegisteredHandler } from './types.ts';
import { handle, handleIdempotent } from './types.ts';

/**
 * The agent back office (shared/api/agent.ts). Every handler starts with `requireAgent` (403 for a player or trial
 * session) and names team members only through `scopeOf` / `teamMemberByAccount` (403 outside the agent's team).
 */
const page = (input: { pageNo: number; pageSize: number }) => ({
  pageNo: input.pageNo,
  pageSize: input.pageSize,
});

const range = (input: { startDate: string; endDate: string }) => ({
  startDate: input.startDate,
  endDate: input.endDate,
});

export const agentHandlers: [string, RegisteredHandler][] = [
  handle(getAgentCentre, (_input, ctx) => {
    const agent = requireAgent(ctx.member);
    return agentCentre(ctx.db, agent, transferredOutToday(ctx.db, agent.id, clock.now()));
  }),
  handle(getAgentNotices, (input, ctx) => {
    requireAgent(ctx.member);
    return agentNotices(ctx.db, ctx.merchant.code, ctx.language, page(input));
  }),
  handle(getTeamOverview, (input, ctx) => {
    const agent = requireAgent(ctx.member);
    return teamOverview(ctx.db, scopeOf(ctx.db, agent, input.account), range(input));
  }),
  handle(registerAccount, (input, ctx) => registerDownline(ctx, requireAgent(ctx.member), input)),
  handle(getTeamMembers, (input, ctx) =>
    listTeamMembers(ctx.db, requireAgent(ctx.member), input, page(input)),
  ),
  handle(exportTeamMembers, (input, ctx) => exportMembers(ctx.db, requireAgent(ctx.member), input)),
  handle(getTeamBets, (input, ctx) => {
    const agent = requireAgent(ctx.member);
    const member = input.account ? teamMemberByAccount(ctx.db, agent, input.account) : null;
    return teamBets(
      ctx.db,
      agent.id,
      member,
      { range: range(input), gameType: input.gameType, vassalage: input.vassalage },
      page(input),
      ctx.language,
    );
  }),
  handle(getUserLoss, (input, ctx) => {
    const agent = requireAgent(ctx.member);
    const today = teamDayOf(clock.now());
    return userLoss(ctx.db, scopeOf(ctx.db, agent, input.account), range(input), page(input), today);
  }),
  handle(getAgentIncome, (input, ctx) => {
    const agent = requireAgent(ctx.member);
    return agentIncome(ctx.db, agent.id, range(input), page(input));
  }),
  handle(getTransferPreview, (input, ctx) =>
    previewTransfer(ctx.db, ctx.ledger, requireAgent(ctx.member), input),
  ),
  handleIdempotent(agentTransfer, {
    check: async (input, ctx) => {
      const agent = requireAgent(ctx.member);
      // who, how much and the limits first (a refusal here stores nothing), then the payment password
      previewTransfer(ctx.db, ctx.ledger, agent, input);
      await paymentPassword.checkPaymentPassword(ctx.db, agent.id, input.paymentPassword);
    },
    apply: (input, ctx) => transfer(ctx.db, ctx.ledger, requireAgent(ctx.member), input, ctx.idempotency.key),
  }),
  handle(getReferral, (_input, ctx) => referralLinks(ctx.db, requireAgent(ctx.member))),
  handle(createReferralLink, (input, ctx) => createLink(ctx.db, requireAgent(ctx.member), input)),
];
