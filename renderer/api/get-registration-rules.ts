import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRegistrationRules } from '../../shared/api/responsible.ts';
import { call } from '../lib/api-client.ts';
import { queryKeys } from './query-keys.ts';

/** What the registration form asks under the merchant's responsible-play rules (limits, risk warning, CPF). */
export const registrationRulesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.registrationRules,
    queryFn: ({ signal }) => call(getRegistrationRules, {}, { signal }),
    staleTime: 60_000,
  });

export function useRegistrationRules() {
  return useQuery(registrationRulesQueryOptions());
}
