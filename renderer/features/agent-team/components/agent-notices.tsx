import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../shared/constants/business.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAgentNotices } from '../api/agent-api.ts';
import '../../../components/ui/money-ui.css';

/** Announcement (agent notices): the titles, newest first, 9 a page; the chosen one's text (sanitized HTML). */
export function AgentNotices() {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const query = useAgentNotices(page, limits.announcementPageSize);
  const notices = query.data?.content ?? [];
  const current = notices.find((notice) => notice.id === chosen) ?? notices[0];
  return (
    <section className="m-panel" aria-labelledby="notices-title" aria-busy={query.isFetching}>
      <h1 id="notices-title" className="m-panel__title">
        {t('notices.title')}
      </h1>
      {query.error ? (
        <p className="m-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : null}
      {query.data && notices.length === 0 ? <p className="m-empty">{t('notices.empty')}</p> : null}
      {current ? (
        <div className="agent-notices">
          <ul aria-label={t('notices.list')}>
            {notices.map((notice) => (
              <li key={notice.id}>
                <button
                  type="button"
                  className="agent-notices__item"
                  aria-current={notice.id === current.id}
                  onClick={() => setChosen(notice.id)}
                >
                  {notice.title}
                  <time dateTime={notice.publishedTime}>
                    {formatDateTime(notice.publishedTime, language)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
          <article className="agent-notices__detail" aria-labelledby="notice-detail-title">
            <h2 id="notice-detail-title">{current.title}</h2>
            <SafeHtml html={current.content} />
          </article>
        </div>
      ) : null}
      <Pager
        page={page}
        totalPages={query.data?.totalPages ?? 0}
        onChange={(next) => {
          setPage(next);
          setChosen(null);
        }}
        of={t('notices.title')}
      />
    </section>
  );
}
