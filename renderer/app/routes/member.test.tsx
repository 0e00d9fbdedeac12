import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, testToken } from '../../test/render-app.tsx';
import { useModalStore } from '../../stores/modal-store.ts';

const player = { id: 7, account: 'ana', nickname: 'Ana', type: 0 };

describe('member centre', () => {
  it('opens the tab of ?tab= and moves between tabs by their links', async () => {
    await renderApp('/member?tab=depositv2', { token: testToken, member: player });
    const menu = await screen.findByRole('navigation', { name: 'Central do membro' });
    expect(within(menu).getByRole('link', { name: 'Depósito' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Depósito', level: 1 })).toBeInTheDocument();
    await userEvent.setup().click(within(menu).getByRole('link', { name: 'Extrato da conta' }));
    expect(await screen.findByRole('heading', { name: 'Extrato da conta', level: 1 })).toBeInTheDocument();
    expect(window.location.search).toBe('?tab=transactionHistory');
  });

  it('opens the inbox on the messages tab (every tab is built: none says coming soon)', async () => {
    await renderApp('/member?tab=messageV2', { token: testToken, member: player });
    expect(await screen.findByRole('heading', { name: 'Mensagens' })).toBeInTheDocument();
    expect(screen.queryByText('Em breve')).toBeNull();
  });

  it('offers transfer upline only to a member with an agent above it', async () => {
    await renderApp('/member?tab=securityCenter', {
      token: testToken,
      member: { ...player, hasUpline: false },
    });
    const menu = await screen.findByRole('navigation', { name: 'Central do membro' });
    expect(within(menu).getByRole('link', { name: 'Depósito' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(menu).queryByRole('link', { name: 'Transferir ao agente' })).toBeNull(),
    );
  });

  it('lists transfer upline for a downline of an agent', async () => {
    await renderApp('/member?tab=securityCenter', {
      token: testToken,
      member: { ...player, hasUpline: true },
    });
    const menu = await screen.findByRole('navigation', { name: 'Central do membro' });
    expect(await within(menu).findByRole('link', { name: 'Transferir ao agente' })).toBeInTheDocument();
  });

  it('without a tab shows my account with the payment password', async () => {
    await renderApp('/member', { token: testToken, member: player });
    expect(await screen.findByRole('heading', { name: 'Minha conta', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Senha de pagamento' })).toBeInTheDocument();
  });

  it('shows the balance in the header of a logged-in member', async () => {
    await renderApp('/member?tab=transferFund', { token: testToken, member: player });
    const balance = await screen.findByTestId('header-balance');
    await waitFor(() => expect(balance.textContent).toMatch(/R\$\s1\.250,50/));
  });

  it('a trial account gets the need-true-account dialog instead of the money pages', async () => {
    await renderApp('/member?tab=depositv2', { token: testToken, member: { ...player, type: 4 } });
    await waitFor(() => expect(useModalStore.getState().current?.name).toBe('needTrueAccount'));
    expect(screen.queryByRole('heading', { name: 'Depósito', level: 1 })).not.toBeInTheDocument();
  });
});
