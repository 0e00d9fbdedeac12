import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDeposit, getDepositOrder } from '../../../../shared/api/money.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ok, stubFetch, type StubResponse } from '../../../test/fetch-stub.ts';
import { DepositPanel } from './deposit-panel.tsx';
import { initI18n } from '../../../lib/i18n.ts';
import { clickTwice, fieldsRefused } from '../../../test/refusals.ts';

const createPath = createDeposit.path;
const orderPath = getDepositOrder.path;

function orderAt(now: number, status: 'PENDING' | 'PAID' | 'EXPIRED' = 'PENDING') {
  return {
    ...createDeposit.example.response,
    amount: 5_000,
    status,
    createdTime: new Date(now).toISOString(),
    expiresAt: new Date(now + 15 * 60_000).toISOString(),
    paidTime: status === 'PAID' ? new Date(now + 10_000).toISOString() : null,
  };
}

describe('DepositPanel', () => {
  it('creates a PIX order, shows the QR code, copies the code, counts down and turns paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    let status: 'PENDING' | 'PAID' = 'PENDING';
    const { requests } = stubFetch({
      [createPath]: ok(orderAt(now)),
      [orderPath]: () => ok(orderAt(now, status)),
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { queryClient } = renderWithProviders(<DepositPanel />, { loggedIn: true });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.click(await screen.findByRole('button', { name: /R\$\s50,00/ }));
    expect(screen.getByRole('textbox', { name: 'Valor' })).toHaveValue('50,00');
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));

    const qrName = /QR code PIX para pagar R\$\s50,00/;
    await waitFor(() => expect(screen.getByRole('img', { name: qrName })).toHaveAttribute('src'));
    expect(screen.getByRole('img', { name: qrName }).getAttribute('src')).toMatch(/^data:image\//);
    const created = requests.find((r) => r.url.pathname === createPath);
    expect(JSON.parse(created?.body ?? '{}')).toEqual({ channelCode: 'PIX', amount: 5000 });
    expect(created?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    expect(screen.getByLabelText('PIX copia e cola')).toHaveValue(createDeposit.example.response.brCode);
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    // user-event puts a clipboard in place of the browser's
    expect(await navigator.clipboard.readText()).toBe(createDeposit.example.response.brCode);
    // a toast says so (no dialog to close)
    expect(
      await screen.findByText('O código PIX está na área de transferência. Cole no app do seu banco.'),
    ).toBeInTheDocument();

    expect(screen.getByTestId('deposit-countdown').textContent).toMatch(/^1[45]:\d\d$/);
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByTestId('deposit-countdown').textContent).toMatch(/^1[34]:\d\d$/);
    expect(requests.filter((r) => r.url.pathname === orderPath).length).toBeGreaterThan(0);

    status = 'PAID';
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    expect(await screen.findByText('Depósito confirmado')).toBeInTheDocument();
    expect(screen.getByText(/R\$\s50,00 foi creditado/)).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] });
    const polls = requests.filter((r) => r.url.pathname === orderPath).length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(requests.filter((r) => r.url.pathname === orderPath).length).toBe(polls);
  });

  it('checks the amount against the channel limits without calling the platform', async () => {
    const { requests } = stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />, { loggedIn: true });
    await user.type(await screen.findByRole('textbox', { name: 'Valor' }), '5,00');
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/entre R\$\s10,00 e R\$\s50\.000,00/);
    await user.clear(screen.getByRole('textbox', { name: 'Valor' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), 'dez');
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Informe um valor válido');
    expect(requests.some((r) => r.url.pathname === createPath)).toBe(false);
  });

  it('sends one request on a double click and reuses the idempotency key on retry', async () => {
    let answer: StubResponse = { networkError: true };
    const { requests } = stubFetch({ [createPath]: () => answer });
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />, { loggedIn: true });
    await user.type(await screen.findByRole('textbox', { name: 'Valor' }), '20');
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A conexão de rede está instável');
    expect(requests.filter((r) => r.url.pathname === createPath)).toHaveLength(1);

    // the retry of the same intent carries the same key; a double click sends it once, the button disabled meanwhile
    answer = { hang: true };
    await user.dblClick(screen.getByRole('button', { name: 'Gerar PIX' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aguarde…' })).toBeDisabled());
    const all = requests.filter((r) => r.url.pathname === createPath);
    expect(all).toHaveLength(2);
    expect(all[1]?.headers.get('Idempotency-Key')).toBe(all[0]?.headers.get('Idempotency-Key'));
  });

  it('uses a new idempotency key for a new intent', async () => {
    let answer: StubResponse = { networkError: true };
    const { requests } = stubFetch({ [createPath]: () => answer });
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />, { loggedIn: true });
    await user.type(await screen.findByRole('textbox', { name: 'Valor' }), '20');
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    await screen.findByRole('alert');
    await user.clear(screen.getByRole('textbox', { name: 'Valor' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '30');
    answer = { hang: true };
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    const all = requests.filter((r) => r.url.pathname === createPath);
    expect(all).toHaveLength(2);
    expect(all[1]?.headers.get('Idempotency-Key')).not.toBe(all[0]?.headers.get('Idempotency-Key'));
  });

  it('shows the expired state when the order expires unpaid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    let status: 'PENDING' | 'EXPIRED' = 'PENDING';
    stubFetch({
      [createPath]: ok(orderAt(now)),
      [orderPath]: () => ok(orderAt(now, status)),
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithProviders(<DepositPanel />, { loggedIn: true });
    await user.type(await screen.findByRole('textbox', { name: 'Valor' }), '50');
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    await screen.findByTestId('deposit-countdown');
    status = 'EXPIRED';
    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000 + 1_000));
    expect(await screen.findByText('PIX expirado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Novo depósito' }));
    expect(screen.getByRole('button', { name: 'Gerar PIX' })).toBeInTheDocument();
  });
});

describe('DepositPanel form', () => {
  it('words the amount checks in English when the interface is English', async () => {
    initI18n('en');
    const { requests } = stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />, { loggedIn: true });
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, 'ten');
    await user.click(screen.getByRole('button', { name: 'Generate PIX' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringMatching(/^Enter a valid amount, for example 10\.50/),
      ),
    );
    await user.clear(amount);
    await user.type(amount, '5');
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringMatching(/^The amount must be between R\$10\.00 and R\$50,000\.00\./),
      ),
    );
    expect(requests.some((r) => r.url.pathname === createPath)).toBe(false);
  });

  it('puts the platform’s refusal of the amount on the amount field', async () => {
    stubFetch({
      [createPath]: fieldsRefused([
        { field: 'amount', code: 'money.amount.out.of.range', params: { min: 2_000, max: 3_000 } },
      ]),
    });
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />, { loggedIn: true });
    const amount = await screen.findByRole('textbox', { name: 'Valor' });
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringMatching(/^O valor deve ficar entre R\$\s20,00 e R\$\s30,00\./),
      ),
    );
  });

  it('sends one order on two submits in the same tick', async () => {
    const { requests } = stubFetch({ [createPath]: { hang: true } });
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />, { loggedIn: true });
    await user.type(await screen.findByRole('textbox', { name: 'Valor' }), '20');
    clickTwice(screen.getByRole('button', { name: 'Gerar PIX' }));
    await waitFor(() => expect(requests.filter((r) => r.url.pathname === createPath)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.url.pathname === createPath)).toHaveLength(1);
  });
});

describe('DepositPanel after leaving the tab', () => {
  it('shows the pending order again, and forgets it once settled', async () => {
    const now = Date.now();
    sessionStorage.setItem('depositOrder', JSON.stringify(orderAt(now)));
    stubFetch({ [orderPath]: ok(orderAt(now, 'PAID')) });
    renderWithProviders(<DepositPanel />, { loggedIn: true });
    expect(await screen.findByText('Depósito confirmado')).toBeInTheDocument();
    expect(sessionStorage.getItem('depositOrder')).toBeNull();
  });
});
