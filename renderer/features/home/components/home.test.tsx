import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAnnouncementContent } from '../../../../shared/api/content.ts';
import { getWinnerBoard } from '../../../../shared/api/games.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { platform } from '../../../lib/platform.ts';
import { NoticeMarquee } from './notice-marquee.tsx';
import { marqueeLoopSeconds, startMarquee } from '../utils/marquee.ts';
import { QueryClient } from '@tanstack/react-query';
import { watchFirstView } from '../../../lib/first-view-quiet.ts';
import { WinnerBoard } from './winner-board.tsx';
import { HomeContent } from './home-content.tsx';

const example = getAnnouncementContent.example.response;

describe('notice marquee', () => {
  it('opens the announcement popup on the clicked notice (its index in the notice list)', async () => {
    const notices = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      title: `Aviso ${i + 1}`,
      type: 'PL',
    }));
    renderWithProviders(<NoticeMarquee notices={notices} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aviso 11' }));
    expect(useModalStore.getState().current).toEqual({ name: 'announcement', reason: 'notices', index: 10 });
  });

  it('shows the headline notices (type H) when there are any', () => {
    renderWithProviders(
      <NoticeMarquee
        notices={[
          { id: 1, title: 'Normal', type: 'PL' },
          { id: 2, title: 'Manchete', type: 'H' },
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Normal' })).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Manchete' });
  });
});

describe("notice marquee's motion (issue 16: no frames drawn for it during the page's start)", () => {
  it("stands still until the page's first view is drawn and quiet, then moves", async () => {
    let drawn: () => void = () => undefined;
    void watchFirstView(new QueryClient(), new Promise<void>((resolve) => (drawn = resolve)));
    renderWithProviders(<NoticeMarquee notices={[{ id: 1, title: 'Aviso', type: 'H' }]} />);
    const track = screen.getByRole('list');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(track).not.toHaveAttribute('data-moving');
    drawn();
    await waitFor(() => expect(track).toHaveAttribute('data-moving'));
  });

  it('stands still behind a popup', () => {
    renderWithProviders(<NoticeMarquee notices={[{ id: 1, title: 'Aviso', type: 'H' }]} />);
    const track = screen.getByRole('list');
    expect(track).not.toHaveAttribute('data-paused');
    act(() => useModalStore.getState().open('announcement', { reason: 'popup' }));
    expect(track).toHaveAttribute('data-paused');
    act(() => useModalStore.getState().close());
    expect(track).not.toHaveAttribute('data-paused');
  });

  it('starts from where it stands: one window width into its loop', () => {
    const viewport = document.createElement('div');
    const track = document.createElement('ul');
    viewport.append(track);
    Object.defineProperty(viewport, 'clientWidth', { value: 300 });
    Object.defineProperty(track, 'offsetWidth', { value: 1200 });
    startMarquee(track);
    expect(track.style.animationDelay).toBe(`${-(marqueeLoopSeconds / 4)}s`);
    expect(track).toHaveAttribute('data-moving');
  });
});

describe('winner board', () => {
  it('lists the wins with the amount in money format', async () => {
    stubFetch();
    renderWithProviders(<WinnerBoard />);
    const entry = getWinnerBoard.example.response[0]!;
    const row = (await screen.findByText(entry.customerName)).closest('li')!;
    expect(row.textContent).toContain(formatMoney(entry.winAmount, 'pt-BR'));
    expect(within(row).getByText(entry.game.gameName)).toBeInTheDocument();
  });

  it('keeps its room with a skeleton while it loads, not the "no wins yet" line', () => {
    stubFetch({ [getWinnerBoard.path]: { hang: true } });
    renderWithProviders(<WinnerBoard />);
    const board = screen.getByRole('region', { name: 'Grandes ganhadores' });
    expect(board).toHaveAttribute('aria-busy', 'true');
    expect(board.querySelectorAll('.winners__row')).toHaveLength(5);
    expect(screen.queryByText('Nenhum ganhador ainda.')).not.toBeInTheDocument();
  });

  it('says when the board could not load, and tries again on request', async () => {
    stubFetch({ [getWinnerBoard.path]: { networkError: true } });
    renderWithProviders(<WinnerBoard />);
    await screen.findByText(/A conexão de rede está instável/);
    expect(screen.queryByText('Nenhum ganhador ainda.')).not.toBeInTheDocument();
    stubFetch();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    const entry = getWinnerBoard.example.response[0]!;
    await screen.findByText(entry.customerName);
  });

  it('words a failure that is not the network as what it is, not as an unstable connection', async () => {
    stubFetch({ [getWinnerBoard.path]: { status: 500, body: 'Internal Server Error' } });
    renderWithProviders(<WinnerBoard />);
    expect(await screen.findByText(/Algo deu errado/)).toBeInTheDocument();
    expect(screen.queryByText(/A conexão de rede está instável/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('partners popup', () => {
  it('opens from the w_popup1 banner group and a partner opens its link', async () => {
    const openExternal = vi.spyOn(platform, 'openExternal').mockImplementation(() => {});
    stubFetch({
      [getAnnouncementContent.path]: {
        value: {
          ...example,
          banners: [
            ...example.banners,
            {
              groupName: 'w_popup1',
              url: '/p.png',
              linkage: 'https://partner.example/',
              linkageType: 'URL',
              title: 'Parceiro A',
              sort: 1,
            },
          ],
        },
      },
    });
    renderWithProviders(<HomeContent />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Parceiros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Parceiros' });
    await user.click(within(dialog).getByRole('button', { name: 'Parceiro A' }));
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith('https://partner.example/'));
  });
});
