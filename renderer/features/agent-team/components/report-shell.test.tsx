import { useState, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAgentIncome } from '../../../../shared/api/agent.ts';
import { ReportShell } from '../../../components/ui/report-shell.tsx';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ok, stubFetch } from '../../../test/fetch-stub.ts';
import { MyIncome } from './my-income.tsx';

type Row = { id: number; name: string };
type Report = { sum: number; page: { content: Row[]; totalPages: number } };
type Query = { data: Report | undefined; error: unknown; isFetching: boolean };

/** Three pages of two rows each; the sum names the page it came with. */
const pageOf = (page: number): Report => ({
  sum: page * 100,
  page: {
    content: [1, 2].map((n) => ({ id: page * 10 + n, name: `linha ${page}.${n}` })),
    totalPages: 3,
  },
});

/** A page of its own: keeps the page number, answers with `answer(page)`. */
function Report({
  answer,
  level,
  head,
  pagerOf,
}: {
  answer: (page: number) => Query;
  level?: 1 | 2;
  head?: (heading: ReactElement) => ReactNode;
  pagerOf?: string;
}) {
  const [page, setPage] = useState(1);
  return (
    <ReportShell
      level={level}
      className={level === 2 ? 'agent-section' : undefined}
      titleId="report-title"
      title="Relatório"
      head={head}
      query={answer(page)}
      filters={<p data-testid="filters">filtros</p>}
      totals={(data) => <p data-testid="totals">soma {data.sum}</p>}
      caption="Movimentos"
      rowKey={(row) => row.id}
      rowTestId="report-row"
      emptyText="Nada neste período."
      columns={[{ header: 'Nome', rowHeader: true, cell: (row) => row.name }]}
      page={page}
      onPageChange={setPage}
      pagerOf={pagerOf}
    />
  );
}

const answered = (page: number): Query => ({ data: pageOf(page), error: null, isFetching: false });
const rowNames = () => screen.queryAllByTestId('report-row').map((row) => row.textContent);
const follows = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('ReportShell', () => {
  it('before the answer: the titled, busy frame and its filters, no totals, no empty text, no pager', () => {
    render(<Report answer={() => ({ data: undefined, error: null, isFetching: true })} />);
    const frame = screen.getByRole('region', { name: 'Relatório' });
    expect(frame.tagName).toBe('SECTION');
    expect(frame).toHaveClass('m-panel');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    const heading = screen.getByRole('heading', { level: 1, name: 'Relatório' });
    expect(heading).toHaveClass('m-panel__title');
    expect(follows(heading, screen.getByTestId('filters'))).toBe(true);
    expect(screen.queryByTestId('totals')).not.toBeInTheDocument();
    expect(screen.queryByText('Nada neste período.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("words the last call's error on an alert line after the filters, and keeps the answer it has", () => {
    render(<Report answer={(page) => ({ ...answered(page), error: new Error('boom') })} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Algo deu errado. Tente novamente.');
    expect(alert).toHaveClass('m-error');
    expect(follows(screen.getByTestId('filters'), alert)).toBe(true);
    expect(follows(alert, screen.getByTestId('totals'))).toBe(true);
    expect(rowNames()).toEqual(['linha 1.1', 'linha 1.2']);
  });

  it('shows the totals and the rows of the answer, and its pager moves through the pages', async () => {
    const user = userEvent.setup();
    render(<Report answer={answered} />);
    expect(screen.getByRole('region', { name: 'Relatório' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByTestId('totals')).toHaveTextContent('soma 100');
    expect(screen.getByRole('table', { name: 'Movimentos' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['linha 1.1', 'linha 1.2']);
    // the pager is named after the table's caption unless told otherwise
    const pager = screen.getByRole('navigation', { name: 'Páginas de Movimentos' });

    await user.click(within(pager).getByRole('button', { name: 'Página 2' }));
    expect(rowNames()).toEqual(['linha 2.1', 'linha 2.2']);
    expect(screen.getByTestId('totals')).toHaveTextContent('soma 200');
    expect(within(pager).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pager).getByRole('button', { name: 'Próxima' }));
    expect(rowNames()).toEqual(['linha 3.1', 'linha 3.2']);
    expect(within(pager).getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });

  it('says the period is empty once the report answers with no rows, without a table or a pager', () => {
    const empty: Report = { sum: 0, page: { content: [], totalPages: 0 } };
    render(<Report answer={() => ({ data: empty, error: null, isFetching: false })} />);
    expect(screen.getByText('Nada neste período.')).toHaveClass('m-empty');
    expect(screen.getByTestId('totals')).toHaveTextContent('soma 0');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('at level 2 is a block with an h2; `head` sets the title beside its button; `pagerOf` names the pager', () => {
    const { container } = render(
      <Report
        answer={answered}
        level={2}
        head={(heading) => (
          <div className="agent-section__head">
            {heading}
            <button type="button">Exportar</button>
          </div>
        )}
        pagerOf="Relatório"
      />,
    );
    const frame = container.firstElementChild!;
    expect(frame.tagName).toBe('DIV');
    expect(frame).toHaveClass('agent-section');
    expect(frame).toHaveAttribute('aria-labelledby', 'report-title');
    const heading = screen.getByRole('heading', { level: 2, name: 'Relatório' });
    expect(heading).toHaveAttribute('id', 'report-title');
    expect(heading).toHaveClass('m-panel__subtitle');
    expect(heading.parentElement).toHaveClass('agent-section__head');
    expect(heading.parentElement).toContainElement(screen.getByRole('button', { name: 'Exportar' }));
    expect(screen.getByRole('navigation', { name: 'Páginas de Relatório' })).toBeInTheDocument();
  });
});

describe('ReportShell in a report (my income)', () => {
  it('says a failed call on the alert line', async () => {
    stubFetch({ [getAgentIncome.path]: { networkError: true } });
    renderWithProviders(<MyIncome />, { loggedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A conexão de rede está instável, tente novamente.',
    );
    expect(screen.queryByTestId('income-total')).not.toBeInTheDocument();
  });

  it('shows the totals, and asks for the page the pager moves to', async () => {
    const income = getAgentIncome.example.response;
    const { requests } = stubFetch({
      [getAgentIncome.path]: ok({ ...income, page: { ...income.page, totalPages: 3 } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyIncome />, { loggedIn: true });
    expect(await screen.findByTestId('income-total')).toHaveTextContent('R$ 250,00');
    const pager = screen.getByRole('navigation', { name: 'Páginas de Movimentações' });
    await user.click(within(pager).getByRole('button', { name: 'Página 2' }));
    await waitFor(() =>
      expect(
        requests
          .filter((request) => request.url.pathname === getAgentIncome.path)
          .map((request) => request.url.searchParams.get('pageNo')),
      ).toEqual(['1', '2']),
    );
    expect(within(pager).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });
});
