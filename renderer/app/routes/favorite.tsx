import { useTranslation } from 'react-i18next';
import { AccountGameList } from '../../features/games/components/account-game-list.tsx';
import { LaunchDialogs } from '../../features/games/components/launch-dialogs.tsx';
import type { ScreenProps } from './screen-props.ts';
import './games.css';

/** Favourite games (up to 999); the guard opens the login popup when logged out. */
export default function FavoriteScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  return (
    <div className="games-page">
      <h1>{t('favorite.title')}</h1>
      <AccountGameList kind="favorite" />
      <LaunchDialogs />
    </div>
  );
}
