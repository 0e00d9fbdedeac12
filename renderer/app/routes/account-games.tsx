import { useTranslation } from 'react-i18next';
import { AccountGameList } from '../../features/games/components/account-game-list.tsx';
import { LaunchDialogs } from '../../features/games/components/launch-dialogs.tsx';
import type { ScreenProps } from './screen-props.ts';
import './games.css';
import { usePageTitle } from '../../hooks/use-page-title.ts';

/**
 * The member's own game lists: favourites (up to 999) and recently played games, newest first. The guard opens the
 * login popup when logged out.
 */
export default function AccountGamesScreen({ meta }: ScreenProps) {
  const { t } = useTranslation('screens');
  const kind = meta.screen === 'recent' ? 'recent' : 'favorite';
  usePageTitle(t(`${kind}.title`));
  return (
    <div className="games-page">
      <h1>{t(`${kind}.title`)}</h1>
      <AccountGameList kind={kind} />
      <LaunchDialogs />
    </div>
  );
}
