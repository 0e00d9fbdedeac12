import { queryOptions } from '@tanstack/react-query';
import { getSitePage, type SitePageKey } from '../../../../shared/api/site-page.ts';
import { getDomainRoute } from '../../../../shared/api/system.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { call } from '../../../lib/api-client.ts';

/*
 * The queries of the pages the platform may have written into the page it serves (app/served-first-view.ts), apart
 * from the feature's other calls: the app's start puts their answers in the cache, and only these come with it.
 */

/** One of the merchant's pages in a language (the platform may have written it into the page: served-first-view). */
export const sitePageQueryOptions = (key: SitePageKey, language: Language) =>
  queryOptions({
    queryKey: ['site', 'page', key, language] as const,
    queryFn: ({ signal }) => call(getSitePage, { key, lang: language }, { signal }),
    staleTime: 10 * 60_000,
  });

/** The main domain and the mirror sites (the platform may have written them into the page: served-first-view). */
export const domainRouteQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['site', 'domainRoute', language] as const,
    queryFn: ({ signal }) => call(getDomainRoute, {}, { signal }),
    staleTime: 10 * 60_000,
  });
