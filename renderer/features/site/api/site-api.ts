import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  getArticle,
  getArticles,
  verifyRepresentative,
  type SitePageKey,
} from '../../../../shared/api/site.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { call } from '../../../lib/api-client.ts';
import { domainRouteQueryOptions, sitePageQueryOptions } from './site-queries.ts';

export const sitePageSize = 9;

export function useSitePage(key: SitePageKey, language: Language) {
  return useQuery(sitePageQueryOptions(key, language));
}

export function useArticles(category: 'BLOG' | 'NEWS' | null, page: number, language: Language) {
  return useQuery({
    queryKey: ['site', 'articles', category, page, language] as const,
    queryFn: ({ signal }) =>
      call(
        getArticles,
        { lang: language, pageNo: page, pageSize: sitePageSize, ...(category ? { category } : {}) },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useArticle(slug: string, language: Language) {
  return useQuery({
    queryKey: ['site', 'article', slug, language] as const,
    queryFn: ({ signal }) => call(getArticle, { slug, lang: language }, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useDomainRoute(language: Language) {
  return useQuery(domainRouteQueryOptions(language));
}

export function useVerifyRepresentative() {
  return useMutation({ mutationFn: (contact: string) => call(verifyRepresentative, { contact }) });
}
