import { useTranslation } from 'react-i18next';
import { AccountGameList } from '../../features/games/components/account-game-list.tsx';
import { LaunchDialogs } from '../../features/games/components/launch-dialogs.tsx';
import type { ScreenProps } from './screen-props.ts';
import './games.css';

/** Recently played games, newest first. */
export default function RecentScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  return (
    <div className="games-page">
      <h1>{t('recent.title')}</h1>
      <AccountGameList kind="recent" />
      <LaunchDialogs />
    </div>
  );
}
