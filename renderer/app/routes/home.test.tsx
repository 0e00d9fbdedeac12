import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { getGameVendors } from '../../../shared/api/games.ts';
import { gameVendorsQueryOptions } from '../../features/lobby/api/get-game-vendors.ts';
import { whitelabelQueryOptions } from '../../hooks/use-whitelabel-flags.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { startI18n } from '../../lib/i18n.ts';
import { LanesCommitProbe } from '../../test/lanes-commit-probe.tsx';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { findRouteMeta } from '../route-meta.ts';
import HomeScreen from './home.tsx';

// The page's parts stand in for themselves here: each counts its renders (the sections show their titles).
const { renders, counted } = vi.hoisted(() => {
  const renders: Record<string, number> = {};
  const counted = (name: string) => () => {
    renders[name] = (renders[name] ?? 0) + 1;
    return null;
  };
  return { renders, counted };
});
vi.mock('../../features/home/components/home-content.tsx', () => ({ HomeContent: counted('content') }));
vi.mock('../../features/home/components/winner-board.tsx', () => ({ WinnerBoard: counted('winners') }));
vi.mock('../../features/games/components/launch-dialogs.tsx', () => ({ LaunchDialogs: counted('dialogs') }));
vi.mock('../../features/announcements/components/announcement-auto-open.tsx', () => ({
  AnnouncementAutoOpen: counted('autoOpen'),
}));
vi.mock('../../features/promotions/components/home-promotions.tsx', () => ({
  HomePromotions: counted('promotions'),
  HomePromotionsSkeleton: counted('promotionsSkeleton'),
}));
vi.mock('../../features/games/components/home-game-sections.tsx', () => ({
  HomeGameSections: ({ sections }: { sections: readonly { category: string; title: string }[] }) => {
    renders.sections = (renders.sections ?? 0) + 1;
    return (
      <ul aria-label="sections">
        {sections.map((section) => (
          <li key={section.category}>{section.title}</li>
        ))}
      </ul>
    );
  },
}));

afterEach(() => {
  for (const name of Object.keys(renders)) delete renders[name];
});

describe('the home page (issue 16: an answer of its own calls redraws only what depends on it)', () => {
  it('redraws the sections when the vendor lanes answer, not the banner, the winner board or the popups', async () => {
    await startI18n();
    const queryClient = createQueryClient({ retry: false });
    // the merchant's switches are known; the vendor lanes have not answered yet
    queryClient.setQueryData(whitelabelQueryOptions().queryKey, [
      { modId: 'PROMOTIONS', name: 'Promotions', enabled: true, childrenNodes: [] },
    ]);
    queryClient.setQueryData(gameVendorsQueryOptions('pt-BR').queryKey, []);
    renderWithProviders(<HomeScreen meta={findRouteMeta('/')} />, { queryClient });
    const firstRenders = { ...renders };
    expect(firstRenders).toMatchObject({
      content: 1,
      promotions: 1,
      winners: 1,
      dialogs: 1,
      autoOpen: 1,
      sections: 1,
    });
    expect(screen.getByRole('list', { name: 'sections' })).toBeEmptyDOMElement();

    act(() => {
      queryClient.setQueryData(
        gameVendorsQueryOptions('pt-BR').queryKey,
        getGameVendors.example.response.data.lanes,
      );
    });

    await waitFor(() => expect(screen.getByRole('list', { name: 'sections' })).toHaveTextContent('Cassino'));
    expect(renders.sections).toBe(2);
    expect(renders).toMatchObject({
      content: firstRenders.content,
      winners: firstRenders.winners,
      dialogs: firstRenders.dialogs,
      autoOpen: firstRenders.autoOpen,
      promotions: firstRenders.promotions,
    });
  });

  it('draws the sections of vendor lanes that answer in a transition, not in the commit that brings the answer', async () => {
    await startI18n();
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(whitelabelQueryOptions().queryKey, []);
    queryClient.setQueryData(gameVendorsQueryOptions('pt-BR').queryKey, []);
    const seen: string[] = [];
    renderWithProviders(
      <>
        <HomeScreen meta={findRouteMeta('/')} />
        <LanesCommitProbe
          seen={seen}
          read={() => screen.getByRole('list', { name: 'sections' }).textContent ?? ''}
        />
      </>,
      { queryClient },
    );

    act(() => {
      queryClient.setQueryData(
        gameVendorsQueryOptions('pt-BR').queryKey,
        getGameVendors.example.response.data.lanes,
      );
    });

    await waitFor(() => expect(screen.getByRole('list', { name: 'sections' })).toHaveTextContent('Cassino'));
    // the answer's own commit (urgent: React's external stores) still showed no section; they came in a later one
    expect(seen).toEqual(['']);
    expect(renders.sections).toBe(2);
  });
});
