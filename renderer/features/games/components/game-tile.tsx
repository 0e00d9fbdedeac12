import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useFavouriteToggle, type FavouriteSubject } from '../hooks/use-favourites.ts';
import { useLaunchGame, type Launchable } from '../hooks/use-launch-game.ts';
import { gameNameOf, tileImageOf, type Game } from '../../../../shared/api/games.ts';
import { deferPicture } from '../../../lib/first-view-quiet.ts';
import { pictureLoading } from '../../../lib/picture-loading.ts';

const tileImageSize = { width: 200, height: 200 } as const;

export function gameTarget(game: Game) {
  return {
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameCode: game.gameCode,
    isGame: game.isGame,
    name: gameNameOf(game),
    maintenance: game.maintenance,
  };
}

/** What every tile of a grid does and says: the grid's, handed to its tiles (see `GameTile`). */
type TileActions = {
  launch: (subject: Launchable) => void;
  toggle: (game: FavouriteSubject) => boolean;
  t: TFunction<'games'>;
};

/**
 * A game tile (spec §2): image, hot badge (isHot 1), play button, vendor name, game name, favourite heart. The image
 * loads lazily, unless the tile opens a screen (`eager`): a lazy image waits for layout to know it is on screen, late
 * for the largest paint of a lobby on a phone. Its grid hands it the launch, the heart and the texts: a tile has no
 * hook of its own (issue 16: the home page draws ~40 tiles and the favourites up to 999; with their own translation,
 * launch and heart hooks, 30 tiles subscribed to the language 90 times, now 3), and is drawn again only when its own
 * props change.
 */
const GameTile = memo(function GameTile({
  game,
  favourite,
  eager,
  launch,
  toggle,
  t,
}: TileActions & {
  game: Game;
  favourite: boolean;
  eager: boolean;
}) {
  const name = gameNameOf(game);
  const image = tileImageOf(game);
  return (
    <li className="game-tile" data-testid="game-tile">
      <div className="game-tile__art">
        <img
          // a lazy tile's picture waits for the first view unless it is in the window (deferPicture)
          src={eager ? image : undefined}
          ref={eager ? undefined : (img) => deferPicture(img, image)}
          alt=""
          {...pictureLoading(eager)}
          decoding="async"
          {...tileImageSize}
        />
        {game.isHot === 1 ? <span className="game-tile__badge">{t('tile.hot')}</span> : null}
        {game.maintenance ? (
          <span className="game-tile__badge game-tile__badge--off">{t('tile.maintenance')}</span>
        ) : null}
        <button
          type="button"
          className="game-tile__play"
          aria-label={t('tile.play', { name })}
          onClick={() => launch(gameTarget(game))}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </button>
      </div>
      <div className="game-tile__info">
        <span className="game-tile__vendor">{game.displayName}</span>
        <span className="game-tile__name" title={name}>
          {name}
        </span>
        {game.rtp !== null ? (
          <span className="game-tile__rtp">{t('tile.rtp', { rtp: game.rtp.toFixed(2) })}</span>
        ) : null}
      </div>
      <button
        type="button"
        className="game-tile__heart"
        aria-pressed={favourite}
        aria-label={t('tile.favourite', { name })}
        onClick={() => toggle(game)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.3C11.8 6.1 13.2 5 15.2 5c3.5 0 5.7 3.6 4.3 6.9C19.5 16.4 12 21 12 21z"
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
      </button>
    </li>
  );
});

/** A tile's room while its section loads: the same boxes and line heights as a tile, nothing to read. */
export function GameTileSkeleton() {
  return (
    <li className="game-tile" aria-hidden="true" data-testid="game-tile-skeleton">
      <div className="game-tile__art skeleton" />
      <div className="game-tile__info">
        <span className="game-tile__vendor skeleton-text">&nbsp;</span>
        <span className="game-tile__name skeleton-text">&nbsp;</span>
        <span className="game-tile__rtp skeleton-text">&nbsp;</span>
      </div>
    </li>
  );
}

/**
 * A list of game tiles with the member's hearts; the first `eager` tiles' images load at once (a screen's top). The
 * grid's launch, heart and texts serve all its tiles.
 */
export function GameGrid({
  games,
  favourites,
  label,
  eager = 0,
}: {
  games: readonly Game[];
  favourites: ReadonlySet<number>;
  label: string;
  eager?: number;
}) {
  const { t } = useTranslation('games');
  const launch = useLaunchGame();
  const toggle = useFavouriteToggle();
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game, index) => (
        <GameTile
          key={game.nodeId}
          game={game}
          favourite={favourites.has(game.nodeId)}
          eager={index < eager}
          launch={launch}
          toggle={toggle}
          t={t}
        />
      ))}
    </ul>
  );
}
