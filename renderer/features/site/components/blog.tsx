import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { dateTimeFormat } from '../../../lib/format.ts';
import { platformTimeZone } from '../../../../shared/time/time-zone.ts';
import { useFirstViewQuiet } from '../../../hooks/use-first-view-quiet.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { articlePath, blogPath } from '../../../../shared/api/first-view.ts';
import type { ArticleCategory, ArticleSummary } from '../../../../shared/api/site.ts';
import { useArticle, useArticles } from '../api/site-api.ts';
import './site.css';
import '../../../components/ui/money-ui.css';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

/**
 * The room of the line of a blog card or an article the app words (its category and date): the page's cards and
 * article while they load, and in the page the platform writes (shared/api/first-view.ts `shellArticleMetaRoom`).
 */
export function ArticleMetaRoom() {
  return (
    <p className="skeleton-text blog-meta" aria-hidden="true">
      {'\u00a0'}
    </p>
  );
}

/**
 * An article's category and the day it was published (in the platform's time zone), in the interface's language: one
 * line in the narrowest card. Its room until the first view is quiet: the page's first date formatter is a long task
 * of its own (`useFirstViewQuiet`), and the page the platform wrote has the room there (the takeover redraws nothing).
 */
function ArticleMeta({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const quiet = useFirstViewQuiet();
  if (!quiet) return <ArticleMetaRoom />;
  const day = dateTimeFormat(language, { dateStyle: 'medium', timeZone: platformTimeZone });
  return (
    <p className="m-muted blog-meta">
      <span className="m-badge">{t(`blog.categories.${article.category}`)}</span>{' '}
      <time dateTime={article.publishedTime}>{day.format(new Date(article.publishedTime))}</time>
    </p>
  );
}

/** A card's room while the blog's list loads: its line, its title and its summary's two lines. */
function BlogCardRoom() {
  return (
    <li className="blog-card" aria-hidden="true">
      <ArticleMetaRoom />
      <span className="skeleton-text blog-card__title-room">{'\u00a0'}</span>
      <span className="skeleton-text blog-card__line-room">{'\u00a0'}</span>
      <span className="skeleton-text blog-card__line-room">{'\u00a0'}</span>
    </li>
  );
}

/** Cards' rooms while the blog's list loads: a phone's first screen of them. */
const blogCardRooms = 3;

function Article({ slug }: { slug: string }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const article = useArticle(slug, language);
  usePageTitle(article.data?.title ?? t('blog.title'));
  return (
    <div className="content-page">
      <Link to={blogPath} className="btn btn--ghost btn--small site-back">
        {t('blog.back')}
      </Link>
      {article.isPending ? (
        <article className="m-panel blog-article" aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('loading')}
          </p>
          <ArticleMetaRoom />
          <span className="skeleton-text blog-article__title-room">{'\u00a0'}</span>
          <span className="skeleton-text blog-article__line-room">{'\u00a0'}</span>
        </article>
      ) : null}
      {article.isError ? (
        <>
          <h1>{t('blog.title')}</h1>
          <p className="m-error" role="alert">
            {errorText(article.error)}
          </p>
        </>
      ) : null}
      {article.data ? (
        <article className="m-panel blog-article">
          <ArticleMeta article={article.data} />
          <h1>{article.data.title}</h1>
          <p className="blog-article__summary">{article.data.summary}</p>
          <SafeHtml html={article.data.content} className="rich-text" />
        </article>
      ) : null}
    </div>
  );
}

/**
 * Blog and news (spec §1, §2): the list, newest first, by category; `?slug=` opens an article (the list is not asked
 * for under it). The list's category and page are kept while an article is open: back from it, the list is as left.
 */
export function Blog() {
  const [params] = useSearchParams();
  const slug = params.get('slug');
  const [category, setCategory] = useState<ArticleCategory | null>(null);
  const [page, setPage] = useState(1);
  if (slug) return <Article slug={slug} />;
  return (
    <BlogList
      category={category}
      page={page}
      onCategory={(value) => {
        setCategory(value);
        setPage(1);
      }}
      onPage={setPage}
    />
  );
}

function BlogList({
  category,
  page,
  onCategory,
  onPage,
}: {
  category: ArticleCategory | null;
  page: number;
  onCategory: (category: ArticleCategory | null) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('pages');
  usePageTitle(t('blog.title'));
  const language = useLanguage();
  const list = useArticles(category, page, language);
  return (
    <div className="content-page">
      <h1>{t('blog.title')}</h1>
      <ul className="m-chips" aria-label={t('blog.filter')}>
        {([null, 'NEWS', 'BLOG'] as const).map((value) => (
          <li key={value ?? 'all'}>
            <button
              type="button"
              className="m-chip"
              aria-pressed={category === value}
              onClick={() => onCategory(value)}
            >
              {value ? t(`blog.categories.${value}`) : t('blog.all')}
            </button>
          </li>
        ))}
      </ul>
      {list.isError ? (
        <p className="m-error" role="alert">
          {errorText(list.error)}
        </p>
      ) : null}
      {list.data && list.data.content.length === 0 ? <p className="m-empty">{t('blog.empty')}</p> : null}
      {list.isPending ? (
        <p className="visually-hidden" role="status">
          {t('loading')}
        </p>
      ) : null}
      <ul className="blog-list" aria-label={t('blog.title')}>
        {list.isPending ? Array.from({ length: blogCardRooms }, (_, i) => <BlogCardRoom key={i} />) : null}
        {(list.data?.content ?? []).map((item) => (
          <li key={item.articleId} className="blog-card">
            <ArticleMeta article={item} />
            <h2 className="blog-card__title">
              <Link to={articlePath(item.slug)}>{item.title}</Link>
            </h2>
            <p>{item.summary}</p>
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={list.data?.totalPages ?? 0} onChange={onPage} of={t('blog.title')} />
    </div>
  );
}
