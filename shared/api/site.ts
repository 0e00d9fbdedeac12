import { z } from 'zod/mini';
import { defineContract, isoDateTime, pageOf, queryInt, lazySchema } from './contract.ts';
import { languageSchema } from './system.ts';

/**
 * The site's own pages, reached from the footer: about us, licences and "Verify Representative" (HTML written by the
 * merchant per language, sanitized by the client), the blog and news (list and article), and the representative
 * check. The mirror sites come from `system.domainRoute`, the app links and social links from the permission info's
 * resources. Paths in the platform's system style.
 */
import { getSitePage } from './site-page.ts';

export { getSitePage, sitePageKeys, sitePageKeySchema, type SitePageKey } from './site-page.ts';

export const articleCategories = ['BLOG', 'NEWS'] as const;
export const articleCategorySchema = lazySchema(() => z.enum(articleCategories));
export type ArticleCategory = (typeof articleCategories)[number];

export const articleSummarySchema = lazySchema(() =>
  z.object({
    articleId: z.number().check(z.int(), z.positive()),
    category: articleCategorySchema,
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    imageUrl: z.nullable(z.string()),
    publishedTime: isoDateTime(),
  }),
);

export type ArticleSummary = z.output<typeof articleSummarySchema>;

/** The blog's cards on a page (the app's pages of the list, and the first one the platform may write into the page). */
export const articlePageSize = 9;

export const getArticles = defineContract({
  id: 'site.articles',
  method: 'GET',
  path: '/wps/system/articles',
  session: false,
  summary: 'Blog posts and news, newest first, paged; optionally one category.',
  request: lazySchema(() =>
    z.object({
      category: z.optional(articleCategorySchema),
      lang: languageSchema,
      pageNo: queryInt().check(z.gte(1)),
      pageSize: queryInt().check(z.gte(1), z.lte(50)),
    }),
  ),
  response: lazySchema(() => pageOf(articleSummarySchema)),
  example: {
    request: { lang: 'pt-BR', pageNo: '1', pageSize: '10' },
    response: {
      content: [
        {
          articleId: 1,
          category: 'NEWS',
          slug: 'novas-mesas-ao-vivo',
          title: 'Novas mesas ao vivo',
          summary: 'Bacará e roleta com novos crupiês.',
          imageUrl: null,
          publishedTime: '2026-11-01T12:00:00Z',
        },
      ],
      pageNum: 1,
      pageSize: 10,
      totalPages: 1,
      totalElements: 1,
    },
  },
});

export const getArticle = defineContract({
  id: 'site.article',
  method: 'GET',
  path: '/wps/system/article',
  session: false,
  summary: 'One blog post or news article in the asked language (HTML content, sanitized by the client).',
  request: lazySchema(() =>
    z.object({ slug: z.string().check(z.minLength(1), z.maxLength(120)), lang: languageSchema }),
  ),
  response: lazySchema(() => z.extend(articleSummarySchema, { content: z.string() })),
  example: {
    request: { slug: 'novas-mesas-ao-vivo', lang: 'pt-BR' },
    response: {
      articleId: 1,
      category: 'NEWS',
      slug: 'novas-mesas-ao-vivo',
      title: 'Novas mesas ao vivo',
      summary: 'Bacará e roleta com novos crupiês.',
      imageUrl: null,
      publishedTime: '2026-11-01T12:00:00Z',
      content: '<p>…</p>',
    },
  },
});

export const verifyRepresentative = defineContract({
  id: 'site.verifyRepresentative',
  method: 'GET',
  path: '/wps/system/verifyRepresentative',
  session: false,
  summary:
    'Tells whether a contact (a site address, a Telegram or WhatsApp link, a phone number, an e-mail) is one of the ' +
    "merchant's official channels: its customer service, its social resources, its main domain or mirror sites.",
  request: lazySchema(() =>
    z.object({ contact: z.string().check(z.trim(), z.minLength(3), z.maxLength(200)) }),
  ),
  response: lazySchema(() =>
    z.object({
      official: z.boolean(),
      /** what kind of channel matched (LIVECHAT, TELEGRAM, WHATSAPP, EMAIL, SITE, MIRROR, INSTAGRAM …), or null */
      channel: z.nullable(z.string()),
    }),
  ),
  example: { request: { contact: 't.me/aurora_play' }, response: { official: true, channel: 'TELEGRAM' } },
});

export const siteContracts = [getSitePage, getArticles, getArticle, verifyRepresentative] as const;
