import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCountryCodes, getRegisterSettings } from '../../shared/api/system.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { call } from '../lib/api-client.ts';
import { queryKeys } from './query-keys.ts';

/** The merchant's registration settings (which fields, their rules): the registration form and the agent centre. */
export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.registerSettings,
    queryFn: ({ signal }) => call(getRegisterSettings, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export function useRegisterSettings() {
  return useQuery(registerSettingsQueryOptions());
}

/** The dial codes of the mobile number fields, named in the interface language. */
export const countryCodesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: queryKeys.countryCodes(language),
    queryFn: ({ signal }) => call(getCountryCodes, {}, { signal }),
    staleTime: 30 * 60_000,
  });

export function useCountryCodes(language: Language) {
  return useQuery(countryCodesQueryOptions(language));
}
