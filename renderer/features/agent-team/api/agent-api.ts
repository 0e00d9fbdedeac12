import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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
} from '../../../../shared/api/agent.ts';
import type { Contract, RequestOf } from '../../../../shared/api/contract.ts';
import type { DateRange } from '../../../../shared/time/brasilia.ts';
import { call } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../hooks/use-money-mutation.ts';

/**
 * The agent centre's calls (shared/api/agent.ts): one query key root, `agent`, so a transfer or a new downline can
 * refresh every agent report at once. Reports keep the previous page on screen while the next one loads.
 */
export const agentKeys = {
  all: ['agent'] as const,
  centre: ['agent', 'centre'] as const,
  report: (name: string, input: unknown) => ['agent', 'report', name, input] as const,
};

export const agentPageSize = 20;

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;

function useReport<C extends Contract>(name: string, contract: C, input: RequestOf<C>, enabled = true) {
  return useQuery({
    queryKey: agentKeys.report(name, input),
    queryFn: ({ signal }) => call(contract, input, { signal }),
    placeholderData: keepPreviousData,
    // a team moves all day: a report is fetched again whenever it is shown
    staleTime: 0,
    enabled,
  });
}

export const agentCentreQueryOptions = () =>
  queryOptions({
    queryKey: agentKeys.centre,
    queryFn: ({ signal }) => call(getAgentCentre, {}, { signal }),
    staleTime: 30_000,
  });

/** The agent's own facts: team size, affiliate code, limits, payment password. */
export function useAgentCentre() {
  return useQuery(agentCentreQueryOptions());
}

export const useAgentNotices = (pageNo: number, pageSize: number) =>
  useReport('notices', getAgentNotices, { pageNo, pageSize });

export const useTeamOverview = (range: DateRange, account?: string) =>
  useReport('overview', getTeamOverview, defined({ ...range, account }));

export type TeamMembersFilter = Omit<RequestOf<typeof getTeamMembers>, 'pageNo' | 'pageSize'>;

export const useTeamMembers = (filter: TeamMembersFilter, pageNo: number) =>
  useReport('members', getTeamMembers, defined({ ...filter, pageNo, pageSize: agentPageSize }));

export const fetchTeamExport = (filter: TeamMembersFilter) => call(exportTeamMembers, defined(filter));

export type TeamBetsFilter = DateRange & { account?: string; gameType?: string; vassalage?: string };

export const useTeamBets = (filter: TeamBetsFilter, pageNo: number) =>
  useReport('bets', getTeamBets, defined({ ...filter, pageNo, pageSize: agentPageSize }));

export const useUserLoss = (range: DateRange, pageNo: number) =>
  useReport('loss', getUserLoss, { ...range, pageNo, pageSize: agentPageSize });

export const useAgentIncome = (range: DateRange, pageNo: number) =>
  useReport('income', getAgentIncome, { ...range, pageNo, pageSize: agentPageSize });

export const useReferral = () => useReport('referral', getReferral, {});

export const agentApi = {
  registerAccount: (input: RequestOf<typeof registerAccount>) => call(registerAccount, input),
  createReferralLink: (input: RequestOf<typeof createReferralLink>) => call(createReferralLink, input),
  previewTransfer: (input: RequestOf<typeof getTransferPreview>) => call(getTransferPreview, input),
  transfer: (input: RequestOf<typeof agentTransfer>, idempotencyKey: string) =>
    call(agentTransfer, input, idempotencyHeaders(idempotencyKey)),
};
