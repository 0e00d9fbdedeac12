import type { ReactNode } from 'react';
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
// footer its game types.
const { renders, counted } = vi.hoisted(() => {
  const renders: Record<string, number> = {};
  const counted = (name: string) => {
    renders[name] = (renders[name] ?? 0) + 1;
  };
  return { renders, counted };
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
});

describe('player layout: the vendor lanes answer (issue 16)', () => {
  it("redraws only the navigation's categories, as a transition, not the chrome in the commit that brings the answer", async () => {
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
        <LanesCommitProbe
          seen={seen}
          read={() =>
            [
              screen.getByRole('navigation', { name: 'Categorias de jogos' }),
              screen.getByRole('list', { name: 'footer games' }),
            ]
              .map((part) => part.textContent)
              .join(' | ')
          }
        />
      </>,
      { queryClient },
    );
    await screen.findByRole('list', { name: 'footer games' });
    const before = { ...renders };

    act(() => {
      queryClient.setQueryData(
        gameVendorsQueryOptions('pt-BR').queryKey,
        getGameVendors.example.response.data.lanes,
      );
    });

    const nav = screen.getByRole('navigation', { name: 'Categorias de jogos' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Cassino' })).toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'footer games' })).toHaveTextContent('Cassino');
    // the answer's own commit (urgent: React's external stores) still drew the former categories (none)
    expect(seen[0]).toBe('InícioPromoçõesJogos da casa | ');
    // the header and the tabs were not drawn again; the footer once, with the categories
    expect(renders).toEqual({ ...before, footer: before.footer! + 1 });
  });
});
