import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transferUpline } from '../../../../shared/api/wallet.ts';
import { getPaymentPasswordStatus } from '../../../../shared/api/money.ts';
import { setRequestCipher } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ok, stubFetch } from '../../../test/fetch-stub.ts';
import { TransferUpline } from './transfer-upline.tsx';
import { initI18n } from '../../../lib/i18n.ts';
import { clickTwice, fieldsRefused } from '../../../test/refusals.ts';

beforeEach(() => {
  setRequestCipher({
    encrypt: (_contract, body) => Promise.resolve(body),
    seal: (_contract, value) => Promise.resolve(JSON.stringify(value)),
    reset() {},
  });
  return () => setRequestCipher(null);
});

describe('TransferUpline', () => {
  it('asks to set a payment password first', async () => {
    stubFetch({ [getPaymentPasswordStatus.path]: ok({ hasPaymentPassword: false }) });
    renderWithProviders(<TransferUpline />, { loggedIn: true });
    expect(await screen.findByRole('link', { name: 'Definir em Minha conta' })).toHaveAttribute(
      'href',
      '/member?tab=securityCenter',
    );
  });

  it('sends the amount with the payment password and an idempotency key', async () => {
    const { requests } = stubFetch({ [getPaymentPasswordStatus.path]: ok({ hasPaymentPassword: true }) });
    const user = userEvent.setup();
    renderWithProviders(<TransferUpline />, { loggedIn: true });
    await user.type(await screen.findByRole('textbox', { name: 'Valor' }), '100');
    await user.type(screen.getByLabelText(/^Senha de pagamento/), '246810');
    await user.click(screen.getByRole('button', { name: 'Enviar ao agente' }));
    expect(await screen.findByText(/R\$\s100,00 enviado para agent01/)).toBeInTheDocument();
    const sent = requests.filter((r) => r.url.pathname === transferUpline.path);
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({ amount: 10_000, paymentPassword: '246810' });
    expect(sent[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says so when the member has no agent', async () => {
    stubFetch({
      [getPaymentPasswordStatus.path]: ok({ hasPaymentPassword: true }),
      [transferUpline.path]: {
        status: 400,
        body: { success: false, message: 'no upline', code: 'transfer.no.upline' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TransferUpline />, { loggedIn: true });
    await user.type(await screen.findByRole('textbox', { name: 'Valor' }), '1');
    await user.type(screen.getByLabelText(/^Senha de pagamento/), '246810');
    await user.click(screen.getByRole('button', { name: 'Enviar ao agente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('não tem um agente');
  });
});

describe('TransferUpline form', () => {
  it('words its checks in English, puts the platform’s refusal on the remark and sends once', async () => {
    initI18n('en');
    let answer: () => ReturnType<typeof fieldsRefused> | { hang: true } = () =>
      fieldsRefused([{ field: 'remark', code: 'field.too.long', params: { max: 140 } }]);
    const { requests } = stubFetch({
      [getPaymentPasswordStatus.path]: ok({ hasPaymentPassword: true }),
      [transferUpline.path]: () => answer(),
    });
    const user = userEvent.setup();
    renderWithProviders(<TransferUpline />, { loggedIn: true });
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.click(screen.getByRole('button', { name: 'Send to upline' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(expect.stringMatching(/^Input cannot be empty/)),
    );
    expect(screen.getByLabelText(/^Payment password/)).toHaveAccessibleDescription('Input cannot be empty');
    await user.type(amount, '10');
    await user.type(screen.getByLabelText(/^Payment password/), '246810');
    await user.type(screen.getByRole('textbox', { name: /^Note/ }), 'acerto');
    await user.click(screen.getByRole('button', { name: 'Send to upline' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Note/ })).toHaveAccessibleDescription(
        'Enter at most 140 characters',
      ),
    );
    answer = () => ({ hang: true });
    clickTwice(screen.getByRole('button', { name: 'Send to upline' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === transferUpline.path)).toHaveLength(2),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.url.pathname === transferUpline.path)).toHaveLength(2);
  });
});
