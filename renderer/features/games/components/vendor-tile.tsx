import { useTranslation } from 'react-i18next';
import type { VendorCard } from '../../../../shared/api/games.ts';
import { pictureLoading } from '../../../lib/picture-loading.ts';
import { useLaunchGame } from '../hooks/use-launch-game.ts';

export function vendorTarget(card: VendorCard) {
  return {
    vassalage: card.vassalage,
    gameType: card.gameType,
    gameCode: card.gameCode,
    isGame: card.isGame,
    name: card.displayName,
    maintenance: card.maintenance,
  };
}

/**
 * Vendor tile (spec §2): its picture (at once on a screen's top, `eager`; else lazy), vendor logo and, except for the
 * RNG type, a play button.
 */
export function VendorTile({ card, eager = false }: { card: VendorCard; eager?: boolean }) {
  const { t } = useTranslation('games');
  const launch = useLaunchGame();
  const isRng = card.gameType.toUpperCase() === 'RNG';
  const open = () => launch(vendorTarget(card));
  return (
    <li className="vendor-tile" data-testid="vendor-tile">
      <img
        className="vendor-tile__art"
        src={card.iconUrl}
        alt=""
        {...pictureLoading(eager)}
        width={320}
        height={180}
      />
      <img className="vendor-tile__logo" src={card.logoUrl} alt="" loading="lazy" width={96} height={40} />
      <span className="vendor-tile__name">{card.displayName}</span>
      {card.maintenance ? (
        <span className="game-tile__badge game-tile__badge--off">{t('tile.maintenance')}</span>
      ) : null}
      {isRng ? (
        <button type="button" className="vendor-tile__open" onClick={open}>
          {t('vendor.open', { name: card.displayName })}
        </button>
      ) : (
        <button
          type="button"
          className="vendor-tile__play"
          onClick={open}
          aria-label={t('vendor.play', { name: card.displayName })}
        >
          {t('tile.playShort')}
        </button>
      )}
    </li>
  );
}
