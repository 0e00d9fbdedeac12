import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useModalStore } from '../../stores/modal-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { Header } from './header.tsx';

function renderHeader(type: number, onCustomerService?: () => void) {
  stubFetch();
  const view = renderWithProviders(<Header onCustomerService={onCustomerService} />, { loggedIn: true });
  useSessionStore.getState().setMember({ id: 1, account: 'ana', nickname: 'Ana', type });
  return view;
}

// the menu loads with the session (lazy): found, not got
const avatarButton = () => screen.findByRole('button', { name: 'Menu da conta' });

describe('avatar menu (Radix DropdownMenu)', () => {
  it('opens from the keyboard, moves with the arrows and gives the focus back to the avatar on Escape', async () => {
    const user = userEvent.setup();
    renderHeader(0);
    const avatar = await avatarButton();
    expect(avatar).toHaveAttribute('aria-haspopup', 'menu');
    avatar.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Menu da conta' });
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    // the reward centre joins once the merchant's switches are known, with its badge count read out
    await within(menu).findByRole('menuitem', { name: /^Central de recompensas\s*\(3 novos\)$/ });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Minha conta',
      'Histórico de apostas',
      'Extrato da conta',
      'Mensagens3 (3 mensagens não lidas)',
      'Central de recompensas3 (3 novos)',
      'Depositar',
      'Sacar',
      'Central de segurança',
      'Jogo responsável',
      'Sair',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(avatar).toHaveFocus();
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a link with Enter and closes', async () => {
    const user = userEvent.setup();
    renderHeader(0);
    await user.click(await avatarButton());
    const menu = await screen.findByRole('menu');
    within(menu).getByRole('menuitem', { name: 'Extrato da conta' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/member?tab=transactionHistory');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('offers the agent centre to an agent, customer service when there is one, and asks before signing out', async () => {
    const user = userEvent.setup();
    const customerService = vi.fn();
    renderHeader(1, customerService);
    await user.click(await avatarButton());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('Central do agente');
    expect(within(menu).getByRole('menuitem', { name: 'Central do agente' })).toHaveAttribute(
      'href',
      '/agentHome',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Atendimento ao cliente' }));
    expect(customerService).toHaveBeenCalledOnce();
    await user.click(await avatarButton());
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sair' }));
    expect(useModalStore.getState().current?.name).toBe('logout');
  });
});
