import type { ReactElement, ReactNode } from 'react';
import { errorText } from '../../lib/error-text.ts';
import { Pager } from './pager.tsx';
import { Table, type Column } from './table.tsx';
import './money-ui.css';

/** A paged report's answer: one page of rows, with whatever else comes with it (totals, a breadcrumb …). */
export type PagedReport<Row> = { page: { content: readonly Row[]; totalPages: number } };
type RowOf<D> = D extends PagedReport<infer Row> ? Row : never;

/**
 * The frame of a paged report (the agent centre's reports, a contract kind's bills): a title, the filters, the last
 * call's error, the totals, the table and its pager, in that order. A page brings what differs — the filters, the
 * totals and the columns — and keeps its own filter and page state; the frame shows the totals and the empty text
 * only once the report has answered. `level` 1 is a page (a section with its h1); 2 a report inside a page (a block
 * with its h2). `head` wraps the title with what goes beside it (an export button).
 */
export function ReportShell<D extends PagedReport<unknown>>({
  level = 1,
  className = 'm-panel',
  titleId,
  title,
  head,
  query,
  filters,
  totals,
  caption,
  captionHidden,
  columns,
  rowKey,
  rowTestId,
  emptyText,
  page,
  onPageChange,
  pagerOf = caption,
}: {
  level?: 1 | 2;
  className?: string;
  titleId: string;
  title: ReactNode;
  head?: (heading: ReactElement) => ReactNode;
  query: { data: D | undefined; error: unknown; isFetching: boolean };
  /** what goes between the title and the error: an intro, the filters */
  filters?: ReactNode;
  totals?: (data: D) => ReactNode;
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column<RowOf<D>>[];
  rowKey: (row: RowOf<D>) => string | number;
  rowTestId: string;
  emptyText: string;
  /** the current page, 1-based */
  page: number;
  onPageChange: (page: number) => void;
  /** the (translated) name of the paged list, the caption unless told */
  pagerOf?: string;
}) {
  const data = query.data;
  const Frame = level === 1 ? 'section' : 'div';
  const Heading = level === 1 ? 'h1' : 'h2';
  const heading = (
    <Heading id={titleId} className={level === 1 ? 'm-panel__title' : 'm-panel__subtitle'}>
      {title}
    </Heading>
  );
  return (
    <Frame className={className} aria-labelledby={titleId} aria-busy={query.isFetching}>
      {head ? head(heading) : heading}
      {filters}
      {query.error ? (
        <p className="m-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : null}
      {data && totals ? totals(data) : null}
      <Table
        caption={caption}
        captionHidden={captionHidden}
        rows={(data?.page.content ?? []) as readonly RowOf<D>[]}
        rowKey={rowKey}
        rowTestId={rowTestId}
        empty={data ? <p className="m-empty">{emptyText}</p> : null}
        columns={columns}
      />
      <Pager page={page} totalPages={data?.page.totalPages ?? 0} onChange={onPageChange} of={pagerOf} />
    </Frame>
  );
}
