import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAnnouncementContent } from '../../../../shared/api/content.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { firstLoginFlag, pageOfIndex, popupsFor } from '../utils/popup-rules.ts';
import { AnnouncementAutoOpen } from './announcement-auto-open.tsx';
import { AnnouncementList, AnnouncementPopup } from './announcement-popup.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';

const example = getAnnouncementContent.example.response;
const notices = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  type: 'PL' as const,
  title: `Aviso ${i + 1}`,
  content: `<p>Texto ${i + 1}</p>`,
  startTime: '2026-11-01T00:00:00-03:00',
}));
const popup = (id: number, execution: 'A' | 'B' | 'F') => ({
  id,
  execution,
  title: `Popup ${execution}${id}`,
  content: `<p>${execution}</p>`,
  promotionType: null,
});

describe('announcement list', () => {
  it('shows 9 titles per page with the detail of the selected one; changing page selects its first', async () => {
    renderWithProviders(<AnnouncementList items={notices} />);
    const titles = within(screen.getByRole('list', { name: 'Títulos dos avisos' }));
    expect(titles.getAllByRole('button')).toHaveLength(9);
    expect(screen.getByRole('heading', { name: 'Aviso 1' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(titles.getByRole('button', { name: 'Aviso 4' }));
    expect(screen.getByRole('heading', { name: 'Aviso 4' })).toBeInTheDocument();
    expect(screen.getByText('Texto 4')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Páginas de Avisos' });
    await user.click(within(pages).getByRole('button', { name: 'Próxima' }));
    expect(within(pages).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Aviso 10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aviso 10' })).toHaveAttribute('aria-current', 'true');
  });

  it('opens on a notice index at page index / 9', () => {
    expect(pageOfIndex(0)).toBe(0);
    expect(pageOfIndex(8)).toBe(0);
    expect(pageOfIndex(9)).toBe(1);
    expect(pageOfIndex(19)).toBe(2);
    renderWithProviders(<AnnouncementList items={notices} initialIndex={19} />);
    expect(screen.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Aviso 20' })).toBeInTheDocument();
  });

  it('opened from the marquee, lists the player notices on the clicked one', async () => {
    stubFetch({ [getAnnouncementContent.path]: { value: { ...example, player: notices } } });
    renderWithProviders(
      <AnnouncementPopup request={{ name: 'announcement', reason: 'notices', index: 10 }} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Avisos' });
    expect(await within(dialog).findByRole('heading', { name: 'Aviso 11' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('sanitized notice HTML', () => {
  it('strips scripts, event handlers and javascript: links', () => {
    const { container } = renderWithProviders(
      <SafeHtml
        html={
          '<p onclick="alert(1)">ok</p><script>window.pwned=1</script><img src=x onerror="alert(2)">' +
          '<a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe>'
        }
      />,
    );
    const html = container.innerHTML;
    expect(html).toContain('ok');
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:|<iframe/i);
  });
});

describe('popup executions and once-per-session flags (spec §4)', () => {
  const popups = [popup(1, 'A'), popup(2, 'B'), popup(3, 'F')];

  it('chooses A for members, F too at first login, B for visitors', () => {
    expect(popupsFor(popups, true, false).map((p) => p.execution)).toEqual(['A']);
    expect(popupsFor(popups, true, true).map((p) => p.execution)).toEqual(['A', 'F']);
    expect(popupsFor(popups, false, true).map((p) => p.execution)).toEqual(['B']);
  });

  it('opens once for a visitor and sets ANONYMOUS_POPUP; closing marks it closed', async () => {
    const { requests } = stubFetch({
      [getAnnouncementContent.path]: { value: { ...example, popup: popups } },
    });
    renderWithProviders(<AnnouncementAutoOpen />);
    await waitFor(() =>
      expect(useModalStore.getState().current).toEqual({ name: 'announcement', reason: 'popup' }),
    );
    // The types travel in their wire form, comma separated.
    expect(requests[0]!.url.searchParams.get('types')).toBe('PL,PU,H');
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('shown');
    expect(sessionStorage.getItem('USER_POPUP')).toBeNull();
    const request = useModalStore.getState().current!;
    const { unmount } = renderWithProviders(<AnnouncementPopup request={request} />);
    const dialog = await screen.findByRole('dialog', { name: 'Avisos' });
    expect(await within(dialog).findByRole('heading', { name: 'Popup B2' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Popup A1')).not.toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('closed');
    unmount();
  });

  it('does not open again in the same tab session for the same audience', async () => {
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    const { requests } = stubFetch({
      [getAnnouncementContent.path]: { value: { ...example, popup: popups } },
    });
    renderWithProviders(<AnnouncementAutoOpen />);
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 30));
    expect(useModalStore.getState().current).toBeNull();
  });

  it('opens for a member (USER_POPUP) even after the visitor popup was closed, with F at first login', async () => {
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    sessionStorage.setItem(firstLoginFlag, '1');
    stubFetch({ [getAnnouncementContent.path]: { value: { ...example, popup: popups } } });
    renderWithProviders(<AnnouncementAutoOpen />, { loggedIn: true });
    await waitFor(() => expect(useModalStore.getState().current?.name).toBe('announcement'));
    expect(sessionStorage.getItem('USER_POPUP')).toBe('shown');
    renderWithProviders(<AnnouncementPopup request={useModalStore.getState().current!} />, {
      loggedIn: true,
    });
    const list = await screen.findByRole('list', { name: 'Títulos dos avisos' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Popup A1', 'Popup F3']);
  });

  it('does not open when the audience has no popup', async () => {
    const { requests } = stubFetch({
      [getAnnouncementContent.path]: { value: { ...example, popup: [popup(1, 'A')] } },
    });
    renderWithProviders(<AnnouncementAutoOpen />);
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 30));
    expect(useModalStore.getState().current).toBeNull();
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBeNull();
  });
});

describe("the notices' page while they load (issue 16: nothing under it moves)", () => {
  it("holds the list's and the detail's room, hidden, and announces the loading", async () => {
    await renderApp('/announce', { fetch: { [getAnnouncementContent.path]: { hang: true } } });
    await screen.findByRole('heading', { level: 1, name: 'Avisos' }, { timeout: 5000 });
    const room = document.querySelector('.games-page .announcements[aria-hidden="true"]');
    expect(room).not.toBeNull();
    expect(room!.querySelectorAll('.announcements__list li .skeleton-text')).toHaveLength(4);
    expect(room!.querySelectorAll('.announcements__detail .skeleton-text')).toHaveLength(3);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Carregando…');
  });
});
