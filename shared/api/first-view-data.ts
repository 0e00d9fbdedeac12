import { z } from 'zod/mini';
import { lazySchema } from './contract.ts';
import { firstViewFields } from './first-view.ts';
import { servedLotterySchema } from './lottery.ts';
import { getArticle, getArticles } from './site.ts';

/**
 * A page's first view as the platform writes it (shared/api/first-view.ts), each answer checked with its contract's
 * schema: the platform's and the tests'. A module apart from first-view.ts, which the app's start loads: the answers a
 * page's own code checks (`FeatureAnswer`) are checked here with schemas the app loads with that page's code only.
 */
export const firstViewDataSchema = lazySchema(() =>
  z.object({
    ...firstViewFields(),
    /** the answer of site.articles for the blog's first page (every category), on the blog's page (`blogPath`) */
    articles: z.optional(getArticles.response),
    /** the answer of site.article on an article's page (the blog's with `?slug=`) */
    article: z.optional(getArticle.response),
    /** a lottery page's list, on the lottery pages a visitor opens (`lotteryPagePaths`), without `?gameCode=` */
    lottery: z.optional(servedLotterySchema),
  }),
);
export type FirstViewData = z.infer<typeof firstViewDataSchema>;
