import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Table, type Column } from './table.tsx';

type Row = { id: number; game: string; stake: string };
const columns: Column<Row>[] = [
  { header: 'Jogo', cell: (row) => row.game, rowHeader: true },
  { header: 'Aposta', cell: (row) => row.stake, numeric: true },
  { header: 'Ações', cell: () => null, headerHidden: true },
];

describe('Table', () => {
  it('is a captioned table with column and row headers; each cell names its column for the card layout', () => {
    render(
      <Table
        caption="Apostas"
        columns={columns}
        rows={[
          { id: 1, game: 'Fortune Tiger', stake: 'R$ 5,00' },
          { id: 2, game: 'Roleta', stake: 'R$ 2,00' },
        ]}
        rowKey={(row) => row.id}
        rowTestId="bet-row"
      />,
    );
    const table = screen.getByRole('table', { name: 'Apostas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Jogo', 'Aposta', 'Ações']);
    const row = screen.getAllByTestId('bet-row')[0]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Fortune Tiger');
    const stake = within(row).getByRole('cell', { name: 'R$ 5,00' });
    expect(stake).toHaveAttribute('data-label', 'Aposta');
    expect(stake).toHaveClass('table__num');
  });

  it('shows the empty state instead of an empty table', () => {
    render(
      <Table
        caption="Apostas"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        empty={<p>Nenhum registro neste período.</p>}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Nenhum registro neste período.')).toBeInTheDocument();
  });
});
