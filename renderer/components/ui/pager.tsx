import { useTranslation } from 'react-i18next';
import { limits } from '../../../shared/constants/business.ts';
import './pager.css';

export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The page buttons of a pager (react-paginate's marginPagesDisplayed / pageRangeDisplayed): `margin` pages at each
 * end, `range` pages around the current one, gaps between. Pages are 1-based.
 */
export function pagerItems(current: number, total: number, margin: number, range: number): PagerItem[] {
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p += 1) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p += 1) shown.add(p);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p += 1) shown.add(p);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}

/**
 * The one pager of the app (spec §9: 1 margin page and a range of 5; the lobby keeps 2 margin pages): a navigation
 * landmark, previous / next, each page a button named "Page n", the current one marked aria-current. Nothing for a
 * single page. Named "Pagination" unless `of` names the list ("Pages of Betting record").
 */
export function Pager({
  page,
  totalPages,
  onChange,
  of,
  margin = limits.paginationMarginPages,
  range = limits.paginationRange,
}: {
  /** the current page, 1-based */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** the (translated) name of the paged list */
  of?: string;
  margin?: number;
  range?: number;
}) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={of ? t('pager.labelOf', { list: of }) : t('pager.label')}>
      <button
        type="button"
        className="btn btn--ghost btn--small pager__btn"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <ul className="pager__list">
        {pagerItems(page, totalPages, margin, range).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} aria-hidden="true" className="pager__gap">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="btn btn--ghost btn--small pager__btn"
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: item.page })}
                onClick={() => onChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="btn btn--ghost btn--small pager__btn"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
