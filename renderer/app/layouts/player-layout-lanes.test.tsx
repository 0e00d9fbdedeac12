import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getGameVendors } from '../../../shared/api/games.ts';
import { systemStatusQueryOptions } from '../../api/get-system-status.ts';
import { gameVendorsQueryOptions } from '../../features/lobby/api/get-game-vendors.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { startI18n } from '../../lib/i18n.ts';
import { LanesCommitProbe } from '../../test/lanes-commit-probe.tsx';
import { exampleStatus } from '../../test/render-app.tsx';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { PlayerLayout } from './player-layout.tsx';

// The header, the bottom tabs and the footer count their renders; the header draws the navigation it is given, the
// footer its game types. The footer waits for `footerTexts` (as the real one waits for its legal texts) when a test
// holds them.
const { renders, counted, footerTexts } = vi.hoisted(() => {
  const renders: Record<string, number> = {};
  const counted = (name: string) => {
    renders[name] = (renders[name] ?? 0) + 1;
  };
  const footerTexts: { held: Promise<void> | null } = { held: null };
  return { renders, counted, footerTexts };
});
vi.mock('../../components/layout/header.tsx', () => ({
  Header: ({ navigation }: { navigation: ReactNode }) => {
    counted('header');
    return <header>{navigation}</header>;
  },
}));
vi.mock('../../components/layout/bottom-tabs.tsx', () => ({
  BottomTabs: () => {
    counted('tabs');
    return null;
  },
}));
vi.mock('../../components/layout/footer.tsx', () => ({
  Footer: ({ categories }: { categories: readonly { key: string; label: string }[] }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol, as react-i18next does
    if (footerTexts.held) throw footerTexts.held;
    counted('footer');
    return (
      <ul aria-label="footer games">
        {categories.map((entry) => (
          <li key={entry.key}>{entry.label}</li>
        ))}
      </ul>
    );
  },
}));

afterEach(() => {
  for (const name of Object.keys(renders)) delete renders[name];
  footerTexts.held = null;
});

/** The navigation's and the footer's game types at a commit ("no footer" while it waits). */
function readNavigationAndFooter(): string {
  const footer = screen.queryByRole('list', { name: 'footer games' });
  return [
    screen.getByRole('navigation', { name: 'Categorias de jogos' }).textContent,
    footer ? footer.textContent : 'no footer',
  ].join(' | ');
}

/** The layout with the status known and the lanes not answered yet, and the probe's readings at each commit. */
async function renderLayout(): Promise<{ queryClient: QueryClient; seen: string[] }> {
  await startI18n();
  const queryClient = createQueryClient({ retry: false });
  queryClient.setQueryData(systemStatusQueryOptions().queryKey, exampleStatus);
  queryClient.setQueryData(gameVendorsQueryOptions('pt-BR').queryKey, []);
  const seen: string[] = [];
  renderWithProviders(
    <>
      <PlayerLayout>
        <p>page</p>
      </PlayerLayout>
      <LanesCommitProbe seen={seen} read={readNavigationAndFooter} />
    </>,
    { queryClient },
  );
  await screen.findByRole('navigation', { name: 'Categorias de jogos' });
  return { queryClient, seen };
}

function answerLanes(queryClient: QueryClient): void {
  queryClient.setQueryData(
    gameVendorsQueryOptions('pt-BR').queryKey,
    getGameVendors.example.response.data.lanes,
  );
}

describe('player layout: the vendor lanes answer (issue 16)', () => {
  it("redraws only the navigation's categories, as a transition, not the chrome in the commit that brings the answer", async () => {
    const { queryClient, seen } = await renderLayout();
    await screen.findByRole('list', { name: 'footer games' });
    const before = { ...renders };

    act(() => {
      answerLanes(queryClient);
    });

    const nav = screen.getByRole('navigation', { name: 'Categorias de jogos' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Cassino' })).toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'footer games' })).toHaveTextContent('Cassino');
    // the answer's own commit (urgent: React's external stores) still drew the former categories (none)
    expect(seen[0]).toBe('InícioPromoçõesJogos da casa | ');
    // the header and the tabs were not drawn again; the footer once, with the categories
    expect(renders).toEqual({ ...before, footer: before.footer! + 1 });
  });

  it('does not draw the footer in that commit either when its texts came meanwhile: it comes in its own', async () => {
    let giveTexts = () => {};
    footerTexts.held = new Promise<void>((resolve) => (giveTexts = resolve));
    const { queryClient, seen } = await renderLayout();
    expect(screen.queryByRole('list', { name: 'footer games' })).not.toBeInTheDocument();

    // the footer's texts come, and the lanes answer before React has drawn the footer
    act(() => {
      footerTexts.held = null;
      giveTexts();
      answerLanes(queryClient);
    });

    expect(await screen.findByRole('list', { name: 'footer games' })).toHaveTextContent('Cassino');
    expect(seen[0]).toBe('InícioPromoçõesJogos da casa | no footer');
  });
});
