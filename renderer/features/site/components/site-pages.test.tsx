import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getArticle, getArticles, getSitePage, verifyRepresentative } from '../../../../shared/api/site.ts';
import { getDomainRoute } from '../../../../shared/api/system.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** A busy machine (several test runs at once) can be slow to first paint. */
const slow = { timeout: 5000 };

describe("the merchant's pages hold their room while they load (issue 16: nothing under them moves)", () => {
  it('"Verify Representative": the article\'s panel of lines over the form, one status announced', async () => {
    await renderApp('/verifyRepresentative', { fetch: { [getSitePage.path]: { hang: true } } });
    await screen.findByRole('heading', { level: 1, name: 'Verificar representante' }, slow);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Carregando…');
    const skeleton = status.closest('article')!;
    expect(skeleton).toHaveClass('m-panel');
    expect(skeleton.querySelectorAll('.skeleton-text[aria-hidden="true"]').length).toBeGreaterThanOrEqual(6);
    // the form's room is there, under the page's; its code comes once the page's text is drawn, or a while later
    const frame = document.querySelector('.verify[aria-hidden="true"]')!;
    expect(frame).toHaveTextContent('Verifique um contato');
    expect(skeleton.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Verifique um contato' }, slow);
    expect(skeleton.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the page in place of its room once it answers', async () => {
    await renderApp('/aboutUs', {
      fetch: {
        [getSitePage.path]: {
          value: { ...getSitePage.example.response, content: '<p>Quem somos <script>alert(1)</script></p>' },
        },
      },
    });
    const article = (await screen.findByText('Quem somos', {}, slow)).closest('article')!;
    expect(article).not.toHaveClass('site-page__skeleton');
    expect(article.querySelector('script')).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("the mirror sites: an entry's room each for the main domain and two mirrors, hidden, the list busy", async () => {
    await renderApp('/mirrorSites', { fetch: { [getDomainRoute.path]: { hang: true } } });
    const list = await screen.findByRole('list', { name: 'Sites espelho oficiais' }, slow);
    expect(list).toHaveAttribute('aria-busy', 'true');
    const held = list.querySelectorAll('li[aria-hidden="true"]');
    expect(held).toHaveLength(3);
    for (const entry of held) {
      expect(entry).toHaveClass('m-panel', 'mirror');
      // the QR code's box, at the size of the code that replaces it (site.css's, checked by
      // scripts/renderer-stylesheets.test.ts): no style attribute, as in the page's frame the platform serves
      const box = entry.querySelector<HTMLElement>('.mirror__qr-skeleton.skeleton');
      expect(box).not.toBeNull();
      expect(box).not.toHaveAttribute('style');
    }
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('the mirror sites: the entries in place of their room once they answer', async () => {
    await renderApp('/mirrorSites', {
      fetch: {
        [getDomainRoute.path]: {
          value: {
            mainDomain: 'https://demo.example',
            mirrors: [{ url: 'https://m1.demo.example', label: 'M1' }],
          },
        },
      },
    });
    await screen.findByRole('link', { name: 'm1.demo.example' }, slow);
    const list = screen.getByRole('list', { name: 'Sites espelho oficiais' });
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('the blog holds its room while it loads (issue 16: nothing under it moves)', () => {
  it("the list: three cards' rooms, hidden, one status announced", async () => {
    await renderApp('/blog', { fetch: { [getArticles.path]: { hang: true } } });
    const list = await screen.findByRole('list', { name: 'Blog e notícias' }, slow);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    const rooms = list.querySelectorAll('li.blog-card[aria-hidden="true"]');
    expect(rooms).toHaveLength(3);
    for (const room of rooms) {
      // the line the app words is the room the page the platform writes has (page-shell.test.tsx)
      expect(room.querySelector('.blog-meta.skeleton-text')).not.toBeNull();
      expect(room.querySelectorAll('.skeleton-text')).toHaveLength(4);
    }
  });

  it('the list: the cards in place of their room once it answers', async () => {
    await renderApp('/blog', { fetch: { [getArticles.path]: { value: getArticles.example.response } } });
    const link = await screen.findByRole('link', { name: 'Novas mesas ao vivo' }, slow);
    expect(link).toHaveAttribute('href', '/blog?slug=novas-mesas-ao-vivo');
    const list = screen.getByRole('list', { name: 'Blog e notícias' });
    expect(list.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Notícias')).toHaveClass('m-badge');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("an article: its panel with its lines' room, busy, one status announced", async () => {
    await renderApp('/blog?slug=novas-mesas-ao-vivo', { fetch: { [getArticle.path]: { hang: true } } });
    const room = await screen.findByRole('article', { busy: true }, slow);
    expect(within(room).getByRole('status')).toHaveTextContent('Carregando…');
    expect(room).toHaveClass('m-panel', 'blog-article');
    expect(room).toHaveAttribute('aria-busy', 'true');
    expect(room.querySelectorAll('.skeleton-text[aria-hidden="true"]')).toHaveLength(1);
    expect(room.querySelectorAll('.skeleton-text')).toHaveLength(3);
  });

  it('an article: the article in place of its room once it answers', async () => {
    const { requests } = await renderApp('/blog?slug=novas-mesas-ao-vivo', {
      fetch: { [getArticle.path]: { value: getArticle.example.response } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Novas mesas ao vivo' }, slow)).toBeVisible();
    const article = screen.getByRole('article');
    expect(article).not.toHaveAttribute('aria-busy');
    expect(article.querySelector('.skeleton-text')).toBeNull();
    expect(within(article).getByText('Notícias')).toHaveClass('m-badge');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // the list is not asked for under an article
    expect(requests.map((request) => request.url.pathname)).not.toContain(getArticles.path);
  });
});

describe('"Verify Representative"', () => {
  it("checks the contact with the call's schema, in the field's own box, then tells whether it is official", async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/verifyRepresentative', {
      fetch: { [verifyRepresentative.path]: { value: { official: false, channel: null } } },
    });
    const form = await screen.findByRole('form', { name: 'Verifique um contato' }, slow);
    const field = within(form).getByLabelText(/Site, link, telefone ou e-mail/);
    // the form's field: its box is the field's control (form.css), as on every form
    expect(field.closest('.field__control')).not.toBeNull();
    expect(field).toHaveAccessibleDescription(/t\.me\/aurora_play/);
    const asked = () => requests.filter((request) => request.url.pathname === verifyRepresentative.path);

    await user.type(field, ' ab ');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(/mínimo de 3 caracteres|pelo menos 3/i)).toBeInTheDocument();
    expect(asked()).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '  t.me/aurora_play_vip ');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(/^“t\.me\/aurora_play_vip” NÃO é um canal oficial\./)).toBeInTheDocument();
    expect(asked()).toHaveLength(1);
    expect(asked()[0]!.url.searchParams.get('contact')).toBe('t.me/aurora_play_vip');
  });
});
