import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app.tsx';
import { bottomTabs } from '../../components/layout/bottom-tabs.tsx';
import { withPageShell } from '../../../scripts/vite-prerender-shell.ts';
import { themeBootScript, themeBootScriptHash } from '../../../shared/constants/theme-boot.ts';
import { shellBannerHtml, shellBannerSlot } from '../../../shared/api/first-view.ts';
import { PageShell } from './page-shell.tsx';
import { portugueseText, renderShellHtml } from './render-shell.tsx';

/** The DOM a browser builds from HTML, serialized as the DOM serializes (`&nbsp;` and all). */
function parsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

/** The shell's HTML as the build writes it, parsed. */
function parsedShell(): string {
  return parsed(renderShellHtml());
}

describe('the page shell (index.html before the app)', () => {
  it('is the layout frame in Portuguese, with every text found, and one announced status', () => {
    const html = renderShellHtml();
    expect(html).not.toMatch(/(layout|mobile|common):/);
    document.body.innerHTML = html;
    // what assistive technology meets: the status, and nothing of the frame (no landmark or link to lose)
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    const frame = document.querySelector('[data-page-shell] > [aria-hidden="true"]')!;
    expect(frame).toHaveAttribute('inert');
    // what the eye meets: the layout's 18+ line, brand, navigation and tab bar
    expect(frame.querySelector('.rg-strip')).toHaveTextContent('18+Jogue com responsabilidade');
    expect(frame.querySelector('.brand')).toHaveTextContent('Aurora Play');
    expect(frame.querySelector('.top-nav__link[aria-current="page"]')).toHaveTextContent('Início');
    expect([...frame.querySelectorAll('.bottom-tabs__link')].map((tab) => tab.textContent)).toEqual([
      'Início',
      'Cassino',
      'Depositar',
      'Promoções',
      'Conta',
    ]);
    expect(bottomTabs.map((tab) => tab.key)).toEqual(['home', 'casino', 'deposit', 'promotions', 'account']);
    document.body.innerHTML = '';
  });

  it("React's render of the shell is the very markup the build writes (the takeover does not redraw)", () => {
    const { container } = render(<PageShell t={portugueseText} />);
    expect(container.innerHTML).toBe(parsedShell());
  });

  it("React's render with the served banner is the markup the platform writes into the page", () => {
    const shell = renderShellHtml();
    expect(shell).toContain(shellBannerSlot);
    for (const url of ['/assets-platform/banners/1.svg', 'https://cdn.example/b.png?w=1200&h=360&t="x"\'']) {
      const { container, unmount } = render(<PageShell t={portugueseText} banner={url} />);
      expect(container.innerHTML).toBe(parsed(shell.replace(shellBannerSlot, shellBannerHtml(url))));
      expect(container.querySelector('.page-shell__banner img')).toHaveAttribute('src', url);
      unmount();
    }
  });

  it('is what the app draws while the platform status loads, in Portuguese as built', async () => {
    const { container } = await renderApp('/', { fetch: { '/wps/system/status': { hang: true } } });
    expect(container.innerHTML).toBe(parsedShell());
  });

  it("is drawn in the player's language once the app runs", async () => {
    localStorage.setItem('lang', 'en');
    const { container } = await renderApp('/', { fetch: { '/wps/system/status': { hang: true } } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelector('.rg-strip')).toHaveTextContent('Play responsibly');
    expect(container.querySelectorAll('.bottom-tabs__link')[1]).toHaveTextContent('Casino');
  });
});

describe('writing the shell into index.html', () => {
  const page = [
    "<html><head><meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; script-src 'self'; object-src 'none'\" />",
    '<title>Aurora Play</title></head><body><div id="root"></div></body></html>',
  ].join('');

  it('fills the root, adds the theme script and allows it by its hash only', () => {
    const out = withPageShell(page, '<div data-page-shell="">x</div>');
    expect(out).toContain('<div id="root"><div data-page-shell="">x</div></div>');
    expect(out).toContain(`<script>${themeBootScript}</script>`);
    expect(out).toContain(`script-src 'self' ${themeBootScriptHash};`);
    expect(out).not.toContain('unsafe-inline');
    expect(out.indexOf('<script>')).toBeLessThan(out.indexOf('<body>'));
  });

  it('fails the build rather than ship a page without its shell', () => {
    expect(() => withPageShell(page.replace('<div id="root"></div>', '<main></main>'), 'x')).toThrow(/root/);
    expect(() => withPageShell(page.replace("script-src 'self';", ''), 'x')).toThrow(/policy/);
  });
});
