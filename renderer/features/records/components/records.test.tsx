import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAccountRecord, getBettingRecord, getProfitLoss } from '../../../../shared/api/money.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ok, stubFetch } from '../../../test/fetch-stub.ts';
import { AccountRecord, BettingRecord, BonusDetails, ProfitLoss } from './records.tsx';
import { initI18n } from '../../../lib/i18n.ts';
import { addCalendarDays, brasiliaToday } from '../../../../shared/time/brasilia.ts';

const queries = (requests: { url: URL }[], path: string) =>
  requests.filter((r) => r.url.pathname === path).map((r) => Object.fromEntries(r.url.searchParams));

describe('BettingRecord', () => {
  it('filters by period, game type and vendor, shows totals and pages', async () => {
    const example = getBettingRecord.example.response;
    const { requests } = stubFetch({
      [getBettingRecord.path]: ok({
        ...example,
        page: { ...example.page, totalPages: 3, totalElements: 45 },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BettingRecord />, { loggedIn: true });
    const row = await screen.findByTestId('bet-row');
    expect(row).toHaveTextContent('Fortune Tiger');
    expect(row).toHaveTextContent('PG Soft');
    expect(within(screen.getByLabelText('Totais')).getByText(/R\$\s5,00/)).toBeInTheDocument();
    const today = brasiliaToday();
    expect(queries(requests, getBettingRecord.path)[0]).toEqual({
      startDate: addCalendarDays(today, -6),
      endDate: today,
      pageNo: '1',
      pageSize: '20',
    });

    const pages = screen.getByRole('navigation', { name: 'Páginas de Registro de apostas' });
    await user.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(queries(requests, getBettingRecord.path).at(-1)?.pageNo).toBe('2'));
    expect(within(pages).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: '7 dias anteriores' }));
    await waitFor(() =>
      expect(queries(requests, getBettingRecord.path).at(-1)).toMatchObject({
        startDate: addCalendarDays(today, -13),
        endDate: addCalendarDays(today, -7),
        pageNo: '1',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Tipo de jogo'), 'Cassino');
    await user.selectOptions(screen.getByLabelText('Provedor'), 'PG Soft');
    await waitFor(() =>
      expect(queries(requests, getBettingRecord.path).at(-1)).toMatchObject({
        gameType: 'RNG',
        vassalage: 'PG',
      }),
    );
  });

  it('refuses an inverted explicit range and shows an empty state', async () => {
    const example = getBettingRecord.example.response;
    const { requests } = stubFetch({
      [getBettingRecord.path]: ok({
        page: { content: [], pageNum: 1, pageSize: 20, totalPages: 0, totalElements: 0 },
        totals: { ...example.totals, betCount: 0 },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BettingRecord />, { loggedIn: true });
    expect(await screen.findByText('Nenhum registro neste período.')).toBeInTheDocument();
    const before = queries(requests, getBettingRecord.path).length;
    const from = screen.getByLabelText('De');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A data final não pode ser anterior à data inicial.',
    );
    expect(screen.getByLabelText('Até')).toHaveAccessibleDescription(
      'A data final não pode ser anterior à data inicial.',
    );
    expect(queries(requests, getBettingRecord.path)).toHaveLength(before);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('AccountRecord', () => {
  it('lists every movement with its type and filters by type', async () => {
    const { requests } = stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<AccountRecord />, { loggedIn: true });
    const row = await screen.findByTestId('account-row');
    expect(row).toHaveTextContent('Depósito');
    expect(row).toHaveTextContent(/\+R\$\s50,00/);
    await user.selectOptions(screen.getByLabelText('Tipo'), 'Aposta');
    await waitFor(() => expect(queries(requests, getAccountRecord.path).at(-1)?.type).toBe('BET'));
  });
});

describe('ProfitLoss and BonusDetails', () => {
  it('shows the period profit and loss by game type', async () => {
    const { requests } = stubFetch();
    renderWithProviders(<ProfitLoss />, { loggedIn: true });
    expect(await screen.findByTestId('profit-loss')).toHaveTextContent(/\+R\$\s3,00/);
    expect(screen.getByRole('table', { name: 'Por tipo de jogo' })).toHaveTextContent('Cassino');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Últimos 30 dias' }));
    const today = brasiliaToday();
    await waitFor(() =>
      expect(queries(requests, getProfitLoss.path).at(-1)).toEqual({
        startDate: addCalendarDays(today, -29),
        endDate: today,
      }),
    );
  });

  it('lists the bonuses with their total', async () => {
    stubFetch();
    renderWithProviders(<BonusDetails />, { loggedIn: true });
    expect(await screen.findByRole('row', { name: /Bônus \+R\$\s5,00 rc_0009/ })).toBeInTheDocument();
    expect(screen.getByText('Total de bônus').nextSibling).toHaveTextContent(/R\$\s5,00/);
  });
});

describe('record filters', () => {
  it('refuse a period over 92 days in English, keep the last one applied, and apply a valid one', async () => {
    initI18n('en');
    const { requests } = stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<ProfitLoss />, { loggedIn: true });
    await screen.findByTestId('profit-loss');
    const before = queries(requests, getProfitLoss.path).length;
    const from = screen.getByLabelText('From');
    const today = brasiliaToday();
    await user.clear(from);
    await user.type(from, addCalendarDays(today, -100));
    await waitFor(() =>
      expect(screen.getByLabelText('To')).toHaveAccessibleDescription('The period can be at most 92 days.'),
    );
    expect(queries(requests, getProfitLoss.path)).toHaveLength(before);
    await user.clear(from);
    await user.type(from, addCalendarDays(today, -91));
    await waitFor(() =>
      expect(queries(requests, getProfitLoss.path).at(-1)).toEqual({
        startDate: addCalendarDays(today, -91),
        endDate: today,
      }),
    );
    expect(screen.getByLabelText('To')).not.toHaveAttribute('aria-invalid');
  });
});
