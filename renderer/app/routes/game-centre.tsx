import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language.ts';
import { useGameVendors } from '../../features/lobby/api/get-game-vendors.ts';
import { buildCategoryEntries } from '../../../shared/rules/vendor-categories.ts';
import { GameLobby } from '../../features/games/components/game-lobby.tsx';
import { LaunchDialogs } from '../../features/games/components/launch-dialogs.tsx';
import { VendorTile } from '../../features/games/components/vendor-tile.tsx';
import { eagerVendorPictures } from '../../../shared/api/first-view.ts';
import { gameCentreOf } from '../../features/games/utils/game-centre.ts';
import type { ScreenProps } from './screen-props.ts';
import './games.css';
import { usePageTitle } from '../../hooks/use-page-title.ts';

/**
 * Game centres (/sports, /esports, /lott, /elott: vendor cards that launch) and game list centres (/live, /fish,
 * /rng?vassalage=, /pvp, /inhouse: the lobby). SPORTS cards are split into ESPORTS and COCKFIGHT
 * (/sports?category=COCKFIGHT).
 */
export default function GameCentreScreen({ meta }: ScreenProps) {
  const { t } = useTranslation(['screens', 'layout', 'games']);
  const language = useLanguage();
  const [params] = useSearchParams();
  const { category, vendor } = gameCentreOf(meta.name, params);
  const title = t(`layout:categories.${category}`);
  const vendors = useGameVendors(language);
  const lanes = vendors.data ?? [];
  const entry = buildCategoryEntries(lanes).find((e) => e.category === category);
  const cards = entry?.vendors ?? [];
  const classes = lanes.find((lane) => lane.title.toUpperCase() === category)?.gameClassify ?? [];
  const isListCentre = meta.screen === 'gameList';
  const heading = vendor ? t('screens:gameCentre.titleWithVendor', { category: title, vendor }) : title;
  usePageTitle(heading);

  return (
    <div className="games-page">
      <h1>{heading}</h1>
      {isListCentre ? (
        // drawn at once, its grid from the opening list the first view fetched; the vendor chips fill in with the lanes
        <GameLobby
          key={`${category}:${vendor}`}
          gameType={category}
          vendors={cards}
          vendorsLoading={vendors.isPending}
          classes={classes}
          initialVassalage={vendor}
        />
      ) : vendors.isPending ? (
        <p role="status">{t('games:lobby.loading')}</p>
      ) : cards.length === 0 ? (
        <p className="games-empty">{t('games:lobby.noVendors')}</p>
      ) : (
        <ul className="vendor-grid" aria-label={t('games:vendor.list', { category: title })}>
          {cards.map((card, index) => (
            <VendorTile key={card.vassalage} card={card} eager={index < eagerVendorPictures} />
          ))}
        </ul>
      )}
      <LaunchDialogs />
    </div>
  );
}
