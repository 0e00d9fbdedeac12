import { Link } from '../ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../stores/session-store.ts';
import './responsible-strip.css';

/**
 * "18+ · Jogue com responsabilidade" on every page (regulated market: also the pages without the footer — lottery,
 * agent back office, sign-in callback), with the way to the player's responsible-play screen once logged in.
 */
export function ResponsibleStrip() {
  const { t } = useTranslation('layout');
  const isLogin = useSessionStore((s) => s.isLogin);
  return (
    <div className="rg-strip" role="note" aria-label={t('rgStrip.text')}>
      <span className="rg-strip__age" role="img" aria-label={t('rgStrip.ageLabel')}>
        18+
      </span>
      <span>{t('rgStrip.text')}</span>
      {isLogin ? (
        <Link className="rg-strip__link" to="/member?tab=responsiblePlay">
          {t('rgStrip.link')}
        </Link>
      ) : null}
    </div>
  );
}
