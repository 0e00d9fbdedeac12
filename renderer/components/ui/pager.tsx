import './money-ui.css';
import { limits } from '../../../shared/constants/business.ts';

/** The page buttons: margin pages at each end, `range` around the current one, gaps between (1-based). */
export function pagerItems(
  current: number,
  total: number,
  margin: number,
  range: number,
): (number | 'gap')[] {
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p += 1) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p += 1) shown.add(p);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p += 1) shown.add(p);
  const items: (number | 'gap')[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}

/**
 * Accessible pagination (spec §9: 1 margin page, range 5): a navigation landmark named by `label`, previous / next,
 * each page a button named "Page n", the current one marked aria-current. Texts come translated from the caller.
 */
export function Pager({
  page,
  totalPages,
  onChange,
  label,
  previous,
  next,
  pageLabel,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
  previous: string;
  next: string;
  pageLabel: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="m-pager" aria-label={label}>
      <button type="button" className="m-pager__btn" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {previous}
      </button>
      <ul className="m-pager__list">
        {pagerItems(page, totalPages, limits.paginationMarginPages, limits.paginationRange).map(
          (item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden="true" className="m-pager__gap">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className="m-pager__btn"
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={pageLabel(item)}
                  onClick={() => onChange(item)}
                >
                  {item}
                </button>
              </li>
            ),
        )}
      </ul>
      <button
        type="button"
        className="m-pager__btn"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {next}
      </button>
    </nav>
  );
}
