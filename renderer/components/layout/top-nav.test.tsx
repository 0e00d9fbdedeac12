import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { activeEntryKey, TopNav, type NavEntry } from './top-nav.tsx';

const entries: NavEntry[] = [
  { key: 'home', to: '/', label: 'Início' },
  { key: 'SPORTS', to: '/sports', label: 'Esportes' },
  { key: 'COCKFIGHT', to: '/sports?category=COCKFIGHT', label: 'Rinha de galo' },
  { key: 'RNG', to: '/rng', label: 'Cassino' },
  { key: 'promotions', to: '/promotions', label: 'Promoções' },
];

function current(route: string): string[] {
  renderWithProviders(<TopNav entries={entries} />, { route });
  const nav = screen.getByRole('navigation', { name: 'Categorias de jogos' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
}

describe('top navigation active entry', () => {
  it('marks only "Rinha de galo" on /sports?category=COCKFIGHT', () => {
    expect(current('/sports?category=COCKFIGHT')).toEqual(['Rinha de galo']);
  });

  it('marks only "Esportes" on /sports', () => {
    expect(current('/sports')).toEqual(['Esportes']);
  });

  it('keeps the category of a filtered lobby (/rng?vassalage=PT) and marks home only on /', () => {
    expect(current('/rng?vassalage=PT')).toEqual(['Cassino']);
  });

  it('marks nothing on a page without an entry', () => {
    expect(current('/help')).toEqual([]);
  });

  it('picks the most specific match, whatever the order of the entries', () => {
    const reversed = [...entries].reverse();
    expect(activeEntryKey(reversed, { pathname: '/sports', search: '?category=COCKFIGHT&x=1' })).toBe(
      'COCKFIGHT',
    );
    expect(activeEntryKey(reversed, { pathname: '/sports/', search: '' })).toBe('SPORTS');
    expect(activeEntryKey(reversed, { pathname: '/', search: '' })).toBe('home');
  });
});

describe('top navigation while the categories load', () => {
  it('holds their room right after home, hidden from assistive technology', () => {
    const waiting = [entries[0]!, entries[4]!];
    renderWithProviders(<TopNav entries={waiting} heldCategories={3} />, { route: '/' });
    const nav = screen.getByRole('navigation', { name: 'Categorias de jogos' });
    const items = [...nav.querySelectorAll('li')];
    expect(
      items.map((item) => (item.getAttribute('aria-hidden') === 'true' ? 'held' : item.textContent)),
    ).toEqual(['Início', 'held', 'held', 'held', 'Promoções']);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Início', 'Promoções']);
  });
});
