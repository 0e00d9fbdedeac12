import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMerchantWallets, walletTransfer } from '../../../../shared/api/wallet.ts';
import { recallAllWallets } from '../../../../shared/api/money.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ok, stubFetch } from '../../../test/fetch-stub.ts';
import { WalletTransfer } from './wallet-transfer.tsx';
import { initI18n } from '../../../lib/i18n.ts';
import { clickTwice, fieldsRefused } from '../../../test/refusals.ts';

const wallets = [
  { walletCode: 'MAIN', displayName: 'Carteira principal', balance: 100_000, maintenance: false },
  { walletCode: 'PT', displayName: 'Playtech', balance: 5_000, maintenance: false },
  { walletCode: 'AG', displayName: 'Asia Gaming', balance: 0, maintenance: true },
];

describe('WalletTransfer', () => {
  it('lists the wallets and transfers in and out with an idempotency key', async () => {
    const { requests } = stubFetch({
      [getMerchantWallets.path]: ok(wallets),
      [walletTransfer.path]: ok({ transferId: 'wt_1', balance: 97_450, walletBalance: 7_550 }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<WalletTransfer />, { loggedIn: true });
    const table = await screen.findByRole('table', { name: 'Suas carteiras' });
    expect(within(table).getByRole('row', { name: /Carteira principal R\$\s1\.000,00/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Asia Gaming .* Em manutenção/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Asia Gaming/ })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '25,50');
    await user.click(screen.getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText(/R\$\s25,50 transferido para Playtech/)).toBeInTheDocument();

    await user.click(screen.getByLabelText('De volta à carteira principal'));
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '60');
    await user.click(screen.getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saldo insuficiente');
    await user.clear(screen.getByRole('textbox', { name: 'Valor' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '10');
    await user.click(screen.getByRole('button', { name: 'Transferir' }));
    await screen.findByText(/R\$\s10,00 transferido de Playtech para a carteira principal/);

    const sent = requests.filter((r) => r.url.pathname === walletTransfer.path);
    expect(sent.map((r) => JSON.parse(r.body ?? '{}') as unknown)).toEqual([
      { fromWallet: 'MAIN', toWallet: 'PT', amount: 2_550 },
      { fromWallet: 'PT', toWallet: 'MAIN', amount: 1_000 },
    ]);
    const keys = sent.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
    expect(queryClient.getQueryState(['wallet', 'merchantWallets'])?.isInvalidated).toBeDefined();
  });

  it('recalls every vendor wallet to the main wallet', async () => {
    const { requests } = stubFetch({ [getMerchantWallets.path]: ok(wallets) });
    const user = userEvent.setup();
    renderWithProviders(<WalletTransfer />, { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Recolher tudo' }));
    expect(await screen.findByText(/R\$\s50,00 recolhido para a carteira principal/)).toBeInTheDocument();
    const recall = requests.filter((r) => r.url.pathname === recallAllWallets.path);
    expect(recall).toHaveLength(1);
    expect(recall[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === getMerchantWallets.path).length).toBeGreaterThan(1),
    );
  });
});

describe('WalletTransfer form', () => {
  it('words the amount check in English, puts the platform’s refusal of a wallet on the wallet field and sends once', async () => {
    initI18n('en');
    let answer: () => ReturnType<typeof fieldsRefused> | { hang: true } = () =>
      fieldsRefused([{ field: 'toWallet', code: 'wallet.vendor.maintenance' }]);
    const { requests } = stubFetch({
      [getMerchantWallets.path]: ok(wallets),
      [walletTransfer.path]: () => answer(),
    });
    const user = userEvent.setup();
    renderWithProviders(<WalletTransfer />, { loggedIn: true });
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '2.000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(expect.stringMatching(/^Insufficient balance\./)),
    );
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Game wallet' })).toHaveAccessibleDescription(
        'This wallet is under maintenance.',
      ),
    );
    answer = () => ({ hang: true });
    clickTwice(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === walletTransfer.path)).toHaveLength(2),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.url.pathname === walletTransfer.path)).toHaveLength(2);
  });
});
