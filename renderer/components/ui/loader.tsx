import { useTranslation } from 'react-i18next';
import './loader.css';

/** A visible, announced loading indicator (route chunks, root status). */
export function Loader({ label, fullPage = false }: { label?: string; fullPage?: boolean }) {
  const { t } = useTranslation('common');
  const name = label ?? t('loader.loading');
  return (
    <div role="status" aria-label={name} className={fullPage ? 'loader loader--page' : 'loader'}>
      <span className="loader__spinner" aria-hidden="true" />
      <span className="loader__text">{name}</span>
    </div>
  );
}
