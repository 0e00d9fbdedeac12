import { useTranslation } from 'react-i18next';
import { paginationItems } from '../utils/pagination.ts';

/** Accessible paginator: a navigation landmark, the current page marked with aria-current. */
export function Pagination({
  page,
  totalPages,
  onChange,
  margin,
  label,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  margin: number;
  label: string;
}) {
  const { t } = useTranslation('games');
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('pagination.previous')}
      </button>
      <ul>
        {paginationItems(page, totalPages, margin).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item.page })}
                onClick={() => onChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
