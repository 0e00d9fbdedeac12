import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { Link } from './link.tsx';

function Where() {
  const location = useLocation();
  return (
    <output aria-label="where">
      {`${location.pathname}${location.search}${location.hash} ${useNavigationType()}`}
    </output>
  );
}

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {link}
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

/**
 * Whether the app took each click's default action away (so the browser would not follow the link), read after the
 * app's handlers ran; the default is then prevented here, as jsdom cannot load another document.
 */
function clicksLeftToBrowser(): boolean[] {
  const left: boolean[] = [];
  const listener = (event: MouseEvent) => {
    left.push(!event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  onTestFinished(() => document.removeEventListener('click', listener));
  return left;
}

describe('Link', () => {
  it('is an <a href> to the app path, and a plain click moves inside the app (history push)', async () => {
    renderAt('/', <Link to="/member?tab=depositv2">Depositar</Link>);
    const link = screen.getByRole('link', { name: 'Depositar' });
    expect(link).toHaveAttribute('href', '/member?tab=depositv2');
    await userEvent.setup().click(link);
    expect(where()).toBe('/member?tab=depositv2 PUSH');
  });

  it('replaces the entry when asked, and keeps a hash', async () => {
    renderAt(
      '/help',
      <Link to="/help#term" replace>
        Termos
      </Link>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Termos' }));
    expect(where()).toBe('/help#term REPLACE');
  });

  it('leaves a click with a modifier, a middle click and a target to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/promotions">Promoções</Link>
        <Link to="/help#term" target="_blank">
          Termos
        </Link>
      </>,
    );
    const left = clicksLeftToBrowser();
    const promotions = screen.getByRole('link', { name: 'Promoções' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      fireEvent.click(promotions, init);
    const terms = screen.getByRole('link', { name: 'Termos' });
    expect(terms).toHaveAttribute('target', '_blank');
    fireEvent.click(terms);
    fireEvent.click(promotions);
    // the last, plain click is the app's
    expect(left).toEqual([true, true, true, true, true, false]);
    expect(where()).toBe('/promotions PUSH');
  });

  it('gives an address outside the app to the browser as it is', () => {
    renderAt('/member', <Link to="https://example.com/regras?x=1">Regras</Link>);
    const link = screen.getByRole('link', { name: 'Regras' });
    expect(link).toHaveAttribute('href', 'https://example.com/regras?x=1');
    const left = clicksLeftToBrowser();
    fireEvent.click(link);
    expect(left).toEqual([true]);
    expect(where()).toBe('/member POP');
  });

  it("runs the caller's onClick first, which may keep the app where it is", async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <Link to="/promotions" onClick={onClick} className="nav__link" aria-current="page">
        Promoções
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Promoções' });
    expect(link).toHaveClass('nav__link');
    expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/ POP');
  });
});
