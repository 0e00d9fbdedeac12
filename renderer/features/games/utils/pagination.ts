export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page buttons of a paginator: `margin` pages at each end, `range` pages around the current one, gaps between
 * (react-paginate's marginPagesDisplayed / pageRangeDisplayed). Pages are 1-based.
 */
export function paginationItems(current: number, total: number, margin: number, range = 5): PageItem[] {
  if (total <= 0) return [];
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p += 1) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p += 1) shown.add(p);
  const half = Math.floor(range / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p += 1) shown.add(p);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
