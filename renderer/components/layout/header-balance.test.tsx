import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useRefreshOnFocus } from '../../api/refresh.ts';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ok, stubFetch } from '../../test/fetch-stub.ts';
import { HeaderBalance, balanceHiddenKey } from './header-balance.tsx';

const nbsp = /\u00a0/g;
const balancePath = '/wps/v2/wallets/balance';

describe('HeaderBalance', () => {
  it('shows the balance with 2 decimals in BRL', async () => {
    stubFetch({ [balancePath]: ok({ balance: 123456, currency: 'BRL', currencySymbol: 'R$' }) });
    renderWithProviders(<HeaderBalance />, { loggedIn: true });
    await waitFor(() =>
      expect(screen.getByTestId('header-balance').textContent?.replace(nbsp, ' ')).toBe('R$ 1.234,56'),
    );
  });

  it('hides the balance and remembers the choice', async () => {
    stubFetch({ [balancePath]: ok({ balance: 500, currency: 'BRL', currencySymbol: 'R$' }) });
    const user = userEvent.setup();
    const first = renderWithProviders(<HeaderBalance />, { loggedIn: true });
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('5,00'));
    const toggle = screen.getByRole('button', { name: 'Ocultar saldo' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('header-balance')).not.toHaveTextContent('5,00');
    expect(screen.getByLabelText('Saldo oculto')).toBeInTheDocument();
    expect(localStorage.getItem(balanceHiddenKey)).toBe('1');
    first.unmount();

    renderWithProviders(<HeaderBalance />, { loggedIn: true });
    expect(screen.getByRole('button', { name: 'Ocultar saldo' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Ocultar saldo' }));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('5,00'));
    expect(localStorage.getItem(balanceHiddenKey)).toBeNull();
  });

  it('refreshes on the button (busy while fetching) and when the app regains focus', async () => {
    let balance = 1000;
    const { requests } = stubFetch({
      [balancePath]: () => ok({ balance, currency: 'BRL', currencySymbol: 'R$' }),
    });
    const user = userEvent.setup();
    // the app providers refresh the shared data on focus (api/refresh.ts)
    function WithAppRefresh() {
      useRefreshOnFocus();
      return <HeaderBalance />;
    }
    renderWithProviders(<WithAppRefresh />, { loggedIn: true });
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('10,00'));
    balance = 2550;
    await user.click(screen.getByRole('button', { name: 'Atualizar saldo' }));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('25,50'));
    expect(screen.getByRole('button', { name: 'Atualizar saldo' })).toHaveAttribute('aria-busy', 'false');

    balance = 9900;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('99,00'));
    expect(requests.filter((r) => r.url.pathname === balancePath)).toHaveLength(3);
  });
});
