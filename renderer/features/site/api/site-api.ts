import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  getArticle,
  getArticles,
  getSitePage,
  verifyRepresentative,
  type SitePageKey,
} from '../../../../shared/api/site.ts';
import { getDomainRoute } from '../../../../shared/api/system.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { call } from '../../../lib/api-client.ts';

export const sitePageSize = 9;

export function useSitePage(key: SitePageKey, language: Language) {
  return useQuery({
    queryKey: ['site', 'page', key, language] as const,
    queryFn: ({ signal }) => call(getSitePage, { key, lang: language }, { signal }),
    staleTime: 10 * 60_000,
  });
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
  return useQuery({
    queryKey: ['site', 'domainRoute', language] as const,
    queryFn: ({ signal }) => call(getDomainRoute, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useVerifyRepresentative() {
  return useMutation({ mutationFn: (contact: string) => call(verifyRepresentative, { contact }) });
}
