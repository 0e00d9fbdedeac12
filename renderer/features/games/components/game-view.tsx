import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/link.tsx';

/**
 * The in-page game (when the browser blocks the game window, or a lottery embedded in its page): a sandboxed frame
 * and a clear way back.
 */
export function GameView({ url, name, onBack }: { url: string; name: string; onBack?: () => void }) {
  const { t } = useTranslation('games');
  return (
    <div className="game-view">
      <div className="game-view__bar">
        {onBack ? (
          <button type="button" className="button-secondary" onClick={onBack}>
            {t('gameView.back')}
          </button>
        ) : (
          <Link className="button-secondary" to="/">
            {t('gameView.back')}
          </Link>
        )}
        <span className="game-view__name">{name}</span>
      </div>
      <iframe
        className="game-view__frame"
        title={t('gameView.frame', { name })}
        src={url}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
        allow="fullscreen; autoplay"
      />
    </div>
  );
}
