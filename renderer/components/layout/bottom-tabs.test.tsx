import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { initI18n } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { BottomTabs } from './bottom-tabs.tsx';

function tabs(route: string) {
  renderWithProviders(<BottomTabs />, { route });
  return within(screen.getByRole('navigation', { name: 'Navegação principal' })).getAllByRole('link');
}

describe("the phone's tab bar", () => {
  it('leads to home, casino, deposit, promotions and account, in Portuguese', () => {
    const links = tabs('/');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Início', '/'],
      ['Cassino', '/rng'],
      ['Depositar', '/member?tab=depositv2'],
      ['Promoções', '/promotions'],
      ['Conta', '/member'],
    ]);
  });

  it('marks the tab of the page: the deposit tab of the member centre apart from the account', () => {
    const current = (route: string) =>
      tabs(route)
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    expect(current('/live')).toEqual(['Cassino']);
    document.body.innerHTML = '';
    expect(current('/member?tab=depositv2')).toEqual(['Depositar']);
    document.body.innerHTML = '';
    expect(current('/member?tab=withdraw')).toEqual(['Conta']);
  });

  it('speaks English when the site does', () => {
    initI18n('en');
    renderWithProviders(<BottomTabs />, { route: '/promotions' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Casino', 'Deposit', 'Promotions', 'Account']);
  });
});
