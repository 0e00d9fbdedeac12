import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  articlePageSize,
  getArticle,
  getArticles,
  verifyRepresentative,
  type ArticleCategory,
  type SitePageKey,
} from '../../../../shared/api/site.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { takeServedAnswer } from '../../../lib/served-answers.ts';
import { call } from '../../../lib/api-client.ts';
import { domainRouteQueryOptions, sitePageQueryOptions } from './site-queries.ts';

export function useSitePage(key: SitePageKey, language: Language) {
  return useQuery(sitePageQueryOptions(key, language));
}

/**
 * A page of the blog's cards, of every category or one. The first page of every category may have come with the page
 * (lib/served-answers.ts): then it is the query's first data, checked here with its schema, and nothing is asked.
 */
export function useArticles(category: ArticleCategory | null, page: number, language: Language) {
  return useQuery({
    queryKey: ['site', 'articles', category, page, language] as const,
    queryFn: ({ signal }) =>
      call(
        getArticles,
        { lang: language, pageNo: page, pageSize: articlePageSize, ...(category ? { category } : {}) },
        { signal },
      ),
    initialData:
      category === null && page === 1
        ? () => takeServedAnswer('articles', getArticles.response, language)
        : undefined,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** One article by its slug: the one the page came with, if it is this one (as the blog's first page, above). */
export function useArticle(slug: string, language: Language) {
  return useQuery({
    queryKey: ['site', 'article', slug, language] as const,
    queryFn: ({ signal }) => call(getArticle, { slug, lang: language }, { signal }),
    initialData: () => servedArticle(slug, language),
    staleTime: 10 * 60_000,
  });
}

/** The article the page came with (only an article's page has one), when it is the one asked for. */
function servedArticle(slug: string, language: Language) {
  const article = takeServedAnswer('article', getArticle.response, language);
  return article?.slug === slug ? article : undefined;
}

export function useDomainRoute(language: Language) {
  return useQuery(domainRouteQueryOptions(language));
}

export function useVerifyRepresentative() {
  return useMutation({ mutationFn: (contact: string) => call(verifyRepresentative, { contact }) });
}
