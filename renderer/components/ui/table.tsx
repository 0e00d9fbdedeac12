/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the narrow
   layout turns rows into cards (CSS display), which makes WebKit drop the table semantics; explicit table roles
   (table, rowgroup, row, columnheader, rowheader, cell) keep them (Adrian Roselli, "Tables, CSS Display Properties,
   and ARIA"). */
import type { ReactNode } from 'react';
import './table.css';

export type Column<Row> = {
  /** the column heading (already translated); also labels each cell in the narrow (card) layout */
  header: string;
  cell: (row: Row) => ReactNode;
  /** right-aligned tabular numbers (money, counts) */
  numeric?: boolean;
  /** the cell that names the row: a row header for screen readers, the card's title when narrow */
  rowHeader?: boolean;
  /** a heading only screen readers need (an actions column) */
  headerHidden?: boolean;
};

/**
 * The one data table of the app: a captioned, accessible table (column headers, optional row headers); on a narrow
 * screen (≤ 560 px, a 390 px phone) each row becomes a card whose cells carry their column's name. `empty` shows
 * instead when there are no rows.
 */
export function Table<Row>({
  caption,
  captionHidden = true,
  columns,
  rows,
  rowKey,
  rowTestId,
  empty = null,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowTestId?: string;
  empty?: ReactNode;
}) {
  if (rows.length === 0) return <>{empty}</>;
  const numeric = (column: Column<Row>) => (column.numeric ? 'table__num' : undefined);
  return (
    <div className="table-wrap">
      <table className="table" role="table">
        <caption className={captionHidden ? 'visually-hidden' : 'table__caption'}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {/* columns are fixed for a table: their position is their identity (two may share a header) */}
            {columns.map((column, index) => (
              <th key={index} scope="col" role="columnheader" className={numeric(column)}>
                {column.headerHidden ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" data-testid={rowTestId}>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row" role="rowheader" className="table__row-header">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={index}
                    role="cell"
                    className={numeric(column)}
                    data-label={column.headerHidden ? undefined : column.header}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
