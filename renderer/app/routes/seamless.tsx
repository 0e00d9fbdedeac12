import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { GameView } from '../../features/games/components/game-view.tsx';
import type { SeamlessState } from '../../features/games/hooks/use-launch-game.ts';
import { refreshAfterGame } from '../../api/refresh.ts';
import type { ScreenProps } from './screen-props.ts';
import './games.css';
import { usePageTitle } from '../../hooks/use-page-title.ts';

function isSeamlessState(value: unknown): value is SeamlessState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SeamlessState).url === 'string' &&
    /^https?:\/\//.test((value as SeamlessState).url) &&
    typeof (value as SeamlessState).name === 'string'
  );
}

/**
 * The in-page game: where a game opens when the browser blocks its window. The address travels in the history
 * state, not the URL (it carries a launch token); going back refreshes the balance and the recent list.
 */
export default function SeamlessScreen(_props: ScreenProps) {
  const { t } = useTranslation(['screens', 'games']);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state: unknown = location.state;
  usePageTitle(isSeamlessState(state) ? state.name : t('screens:seamless.title'));
  const back = () => {
    refreshAfterGame(queryClient);
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  return (
    <div className="games-page games-page--seamless">
      <h1 className={isSeamlessState(state) ? 'visually-hidden' : undefined}>
        {isSeamlessState(state) ? state.name : t('screens:seamless.title')}
      </h1>
      {isSeamlessState(state) ? (
        <GameView url={state.url} name={state.name} onBack={back} />
      ) : (
        <div className="games-empty">
          <p>{t('games:gameView.none')}</p>
          <Link className="button-primary" to="/">
            {t('games:gameView.home')}
          </Link>
        </div>
      )}
    </div>
  );
}
