import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useArticle, useArticles } from '../api/site-api.ts';
import './site.css';
import '../../../components/ui/money-ui.css';

function Article({ slug }: { slug: string }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const article = useArticle(slug, language);
  return (
    <div className="content-page">
      <Link to="/blog" className="btn btn--ghost btn--small site-back">
        {t('blog.back')}
      </Link>
      {article.isPending ? <p className="m-muted">{t('loading')}</p> : null}
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
          <p className="m-muted">
            <span className="m-badge">{t(`blog.categories.${article.data.category}`)}</span>{' '}
            <time dateTime={article.data.publishedTime}>
              {formatDateTime(article.data.publishedTime, language)}
            </time>
          </p>
          <h1>{article.data.title}</h1>
          <p className="blog-article__summary">{article.data.summary}</p>
          <SafeHtml html={article.data.content} className="rich-text" />
        </article>
      ) : null}
    </div>
  );
}

/** Blog and news (spec §1, §2): the list, newest first, by category; `?slug=` opens an article. */
export function Blog() {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const [params] = useSearchParams();
  const slug = params.get('slug');
  const [category, setCategory] = useState<'BLOG' | 'NEWS' | null>(null);
  const [page, setPage] = useState(1);
  const list = useArticles(category, page, language);
  if (slug) return <Article slug={slug} />;
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
              onClick={() => {
                setCategory(value);
                setPage(1);
              }}
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
      <ul className="blog-list" aria-label={t('blog.title')}>
        {(list.data?.content ?? []).map((item) => (
          <li key={item.articleId} className="blog-card">
            <p className="m-muted">
              <span className="m-badge">{t(`blog.categories.${item.category}`)}</span>{' '}
              <time dateTime={item.publishedTime}>{formatDateTime(item.publishedTime, language)}</time>
            </p>
            <h2 className="blog-card__title">
              <Link to={`/blog?slug=${encodeURIComponent(item.slug)}`}>{item.title}</Link>
            </h2>
            <p>{item.summary}</p>
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={list.data?.totalPages ?? 0} onChange={setPage} of={t('blog.title')} />
    </div>
  );
}
