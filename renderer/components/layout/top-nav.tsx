import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './top-nav.css';

export type NavEntry = { key: string; to: string; label: string };

/** Top navigation: home, one entry per category with vendors (server order), promotions, in-house (spec §2). */
export function TopNav({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useTranslation('layout');
  return (
    <nav className="top-nav" aria-label={t('topNav.label')}>
      <ul className="top-nav__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <NavLink to={entry.to} end className="top-nav__link">
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
