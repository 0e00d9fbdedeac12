import { queryOptions } from '@tanstack/react-query';
import { getHelpCenter } from '../../../../shared/api/system.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { call } from '../../../lib/api-client.ts';

/**
 * The help centre in a language: its query apart from the feature's code, as the platform may have written its answer
 * into the page it serves (app/served-first-view.ts), which the app's start puts in the cache.
 */
export const helpCentreQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['help', 'centre', language] as const,
    queryFn: ({ signal }) => call(getHelpCenter, { lang: language, device: 'WEB' }, { signal }),
    staleTime: 10 * 60_000,
  });
