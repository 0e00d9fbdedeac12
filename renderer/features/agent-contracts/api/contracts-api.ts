import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getContractBills,
  getContractHistory,
  getContracts,
  processContractOf,
  type ContractKind,
} from '../../../../shared/api/agent.ts';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import type { DateRange } from '../../../../shared/time/brasilia.ts';
import { call } from '../../../lib/api-client.ts';

/**
 * The contract pages' calls (shared/api/agent.ts), under the agent centre's query root `agent`: a change to a contract
 * refreshes the pages, the bills and the consolidated contract info (its key is `agent`/`contractInfo`).
 */
export const contractKeys = {
  all: ['agent'] as const,
  page: (kind: ContractKind) => ['agent', 'contracts', kind] as const,
  bills: (input: unknown) => ['agent', 'contracts', 'bills', input] as const,
  history: (contractId: string) => ['agent', 'contracts', 'history', contractId] as const,
};

export const billsPageSize = 10;

export function useContractPage(kind: ContractKind) {
  return useQuery({
    queryKey: contractKeys.page(kind),
    queryFn: ({ signal }) => call(getContracts, { kind }, { signal }),
    // figures of the period in progress move with every bet
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export type BillScope = 'OWN' | 'DOWNLINES';

export function useContractBills(kind: ContractKind, scope: BillScope, range: DateRange, pageNo: number) {
  const input: RequestOf<typeof getContractBills> = {
    ...range,
    kind,
    scope,
    pageNo,
    pageSize: billsPageSize,
  };
  return useQuery({
    queryKey: contractKeys.bills(input),
    queryFn: ({ signal }) => call(getContractBills, input, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useContractHistory(contractId: string | null) {
  return useQuery({
    queryKey: contractKeys.history(contractId ?? ''),
    queryFn: ({ signal }) => call(getContractHistory, { contractId: contractId ?? '' }, { signal }),
    enabled: contractId !== null,
  });
}

export type ProcessRequest = RequestOf<(typeof processContractOf)['DIVIDEND']>;

export const processContract = (kind: ContractKind, input: ProcessRequest) =>
  call(processContractOf[kind], input);
