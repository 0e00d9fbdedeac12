import { useTranslation } from 'react-i18next';
import './coming-soon.css';

/**
 * An honest placeholder for a screen a later issue delivers: the page heading names the screen, the panel says it
 * is not built yet. `title` and `description` are already translated by the caller.
 */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation('common');
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="coming-soon__title">
        {title}
      </h1>
      <div className="coming-soon__panel">
        <span className="coming-soon__badge">{t('comingSoon.badge')}</span>
        <p>{description ?? t('comingSoon.body', { screen: title })}</p>
      </div>
    </section>
  );
}
