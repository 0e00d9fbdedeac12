import { useTranslation } from 'react-i18next';
import './error-screen.css';

/** A full-page failure with a way forward: a heading, what happened, and a retry button. */
export function ErrorScreen({
  title,
  message,
  onRetry,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <main className="error-screen" id="main-content">
      <div className="error-screen__card" role="alert">
        <h1 className="error-screen__title">{title ?? t('errors.title')}</h1>
        <p className="error-screen__message">{message ?? t('errors.network')}</p>
        {onRetry ? (
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            {t('errors.retry')}
          </button>
        ) : null}
      </div>
    </main>
  );
}
