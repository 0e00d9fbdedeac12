import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../shared/api/games.ts';
import { limits } from '../../../../shared/constants/business.ts';
import { useDrawnData } from '../../../hooks/use-drawn-data.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useNearViewport } from '../../../hooks/use-near-viewport.ts';
import { hotGamesQueryOptions } from '../api/games-api.ts';
import { useFavouriteIds } from '../hooks/use-favourites.ts';
import { sectionSize } from '../utils/section-size.ts';
import { GameGrid } from './game-tile.tsx';
import { GameGridSkeleton } from './game-grid-skeleton.tsx';

export type HomeSection = { category: string; title: string; to: string };

export function GameSection({
  title,
  games,
  large,
  to,
  sectionRef,
}: {
  /** the section's element (to know when it comes near the window) */
  sectionRef?: ((node: Element | null) => (() => void) | undefined) | undefined;
  title: string;
  /** undefined while loading: the section's room with skeleton tiles */
  games: readonly Game[] | undefined;
  large: boolean;
  to?: string;
}) {
  const { t } = useTranslation('games');
  const favourites = useFavouriteIds();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const { shown, hasMore } = sectionSize(games?.length ?? 0, large, expanded);
  if (games?.length === 0) return null;
  // one <section> and one heading, loading or not: the games take the skeleton's place inside them, so the element
  // that holds the room (and that the near-window observer watches) is the same before and after
  return (
    <section
      className="home-section"
      aria-labelledby={headingId}
      aria-busy={games === undefined ? true : undefined}
      data-testid={games === undefined ? undefined : 'home-section'}
      ref={sectionRef}
    >
      {/* a <div>, not a <header>: some accessibility trees take a header for the page's banner */}
      <div className="home-section__header">
        <h2 id={headingId}>{title}</h2>
        {to && games !== undefined ? (
          <Link to={to} className="home-section__all">
            {t('home.seeAll')}
          </Link>
        ) : null}
      </div>
      {games === undefined ? (
        <GameGridSkeleton count={sectionSize(Number.MAX_SAFE_INTEGER, large, false).shown} />
      ) : (
        <GameGrid games={games.slice(0, shown)} favourites={favourites} label={title} />
      )}
      {hasMore ? (
        <button
          type="button"
          className="home-section__more"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('home.less') : t('home.more')}
        </button>
      ) : null}
    </section>
  );
}

/** A category's section: its games are asked for when it comes near the window (its skeleton keeps the room). */
function CategorySection({ section }: { section: HomeSection }) {
  const language = useLanguage();
  const [near, sectionRef] = useNearViewport();
  // drawn as a transition when it arrives, the skeleton up meanwhile
  const { data, loading } = useDrawnData(
    useQuery({ ...hotGamesQueryOptions(language, section.category), enabled: near }),
  );
  return (
    <GameSection
      sectionRef={sectionRef}
      title={section.title}
      games={loading ? undefined : (data ?? []).slice(0, limits.homeSectionRequestSize)}
      large={section.category === 'SPORTS'}
      to={section.to}
    />
  );
}

/** The game sections of the home page: hot games first (10), then one per category (5; sports 10). */
export function HomeGameSections({ sections }: { sections: readonly HomeSection[] }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const hot = useDrawnData(useQuery(hotGamesQueryOptions(language)));
  return (
    <div className="home-sections">
      <GameSection
        title={t('home.hot')}
        games={hot.loading ? undefined : (hot.data ?? []).slice(0, limits.homeSectionRequestSize)}
        large
      />
      {sections.map((section) => (
        <CategorySection key={section.category} section={section} />
      ))}
    </div>
  );
}
