import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, pagerItems } from './pager.tsx';

const pages = (current: number, total: number, margin: number) =>
  pagerItems(current, total, margin, 5).map((item) => (item.kind === 'page' ? item.page : '…'));

describe('pagerItems', () => {
  it('lists every page when few, nothing for none', () => {
    expect(pages(1, 4, 2)).toEqual([1, 2, 3, 4]);
    expect(pages(1, 0, 1)).toEqual([]);
  });

  it('keeps the margin pages at each end and a range of 5 around the current one', () => {
    expect(pages(1, 20, 2)).toEqual([1, 2, 3, 4, 5, '…', 19, 20]);
    expect(pages(10, 20, 2)).toEqual([1, 2, '…', 8, 9, 10, 11, 12, '…', 19, 20]);
    expect(pages(20, 20, 2)).toEqual([1, 2, '…', 16, 17, 18, 19, 20]);
    expect(pages(10, 20, 1)).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
  });
});

describe('Pager', () => {
  it('is a named navigation with previous / next and the current page marked', async () => {
    const onChange = vi.fn();
    render(<Pager page={1} totalPages={9} onChange={onChange} of="Registro de apostas" />);
    const nav = screen.getByRole('navigation', { name: 'Páginas de Registro de apostas' });
    expect(within(nav).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Página 3' }));
    await user.click(within(nav).getByRole('button', { name: 'Próxima' }));
    expect(onChange.mock.calls).toEqual([[3], [2]]);
  });

  it('is named "Paginação" without a list name, and absent for a single page', () => {
    const { rerender } = render(<Pager page={2} totalPages={2} onChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    rerender(<Pager page={1} totalPages={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
