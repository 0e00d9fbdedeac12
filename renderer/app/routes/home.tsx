import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawnData } from '../../hooks/use-drawn-data.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { useGameVendors } from '../../features/lobby/api/get-game-vendors.ts';
import { buildCategoryEntries } from '../../../shared/rules/vendor-categories.ts';
import { HomeContent } from '../../features/home/components/home-content.tsx';
import { WinnerBoard } from '../../features/home/components/winner-board.tsx';
import {
  HomePromotions,
  HomePromotionsSkeleton,
} from '../../features/promotions/components/home-promotions.tsx';
import { useWhitelabelFlags } from '../../hooks/use-whitelabel-flags.ts';
import { HomeGameSections } from '../../features/games/components/home-game-sections.tsx';
import { LaunchDialogs } from '../../features/games/components/launch-dialogs.tsx';
import { AnnouncementAutoOpen } from '../../features/announcements/components/announcement-auto-open.tsx';
import type { ScreenProps } from './screen-props.ts';
import './home.css';
import './games.css';
import { usePageTitle } from '../../hooks/use-page-title.ts';

/**
 * The page's parts read their own data: an answer of the page's own calls (the vendor lanes, the merchant's switches)
 * redraws the sections and the promotions card, not the banner, the marquee or the winner board. Such an answer
 * arriving while the first view is drawn is redrawn at once, in one task (React's external stores): the whole page
 * made that task one of the longest after the app's takeover (issue 16). The vendor lanes' sections (a skeleton of
 * five to ten tiles each) are drawn as a transition, in slices, after that task (`useDrawnData`): drawn in it, with
 * the layout's navigation, they made it 113–116 ms of CPU at 4× in a trace with the answer held past the takeover;
 * 19–40 ms since (README, thirtieth pass).
 */
const Content = memo(HomeContent);
const Promotions = memo(HomePromotions);
const Sections = memo(HomeGameSections);
const Winners = memo(WinnerBoard);
const Dialogs = memo(LaunchDialogs);
const AutoOpen = memo(AnnouncementAutoOpen);

/** Categories with a game section on the home page (lotteries have their own pages). */
const sectionCategories = new Set(['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'INHOUSE']);

/**
 * Home (spec §2): banner carousel, notice marquee, the promotions card, game sections, winner board; the announcement
 * popup once.
 */
export default function HomeScreen(_props: ScreenProps) {
  const { t } = useTranslation(['screens', 'layout']);
  const language = useLanguage();
  const vendors = useDrawnData(useGameVendors(language));
  const flags = useWhitelabelFlags();
  // the site's name alone
  usePageTitle(null);
  const sections = useMemo(
    () =>
      buildCategoryEntries(vendors.data ?? [])
        .filter((entry) => sectionCategories.has(entry.category))
        .map((entry) => ({
          category: entry.category,
          title: t(`layout:categories.${entry.category}`),
          to: entry.to,
        })),
    [vendors.data, t],
  );
  return (
    <div className="home">
      <div className="visually-hidden">
        <h1>{t('screens:home.title')}</h1>
      </div>
      <Content />
      {/* the card's room is held until the switches say whether there is one: the sections below do not move */}
      {flags.pending ? <HomePromotionsSkeleton /> : flags.has('PROMOTIONS') ? <Promotions /> : null}
      <div className="home__body">
        <Sections sections={sections} />
        <Winners />
      </div>
      <Dialogs />
      <AutoOpen />
    </div>
  );
}
