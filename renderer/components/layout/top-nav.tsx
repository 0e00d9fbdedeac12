import { Fragment } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../ui/link.tsx';
import { useTranslation } from 'react-i18next';
import './top-nav.css';

export type NavEntry = { key: string; to: string; label: string };

/**
 * The one entry of the current page: same path, every query parameter of the entry present with the same value,
 * and of those the most specific (/sports?category=COCKFIGHT is "Cockfight", not "Sports"; /rng?vassalage=PT is
 * still "Casino"). Null when no entry matches.
 */
export function activeEntryKey(
  entries: readonly NavEntry[],
  location: { pathname: string; search: string },
): string | null {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  const here = new URLSearchParams(location.search);
  let best: { key: string; specificity: number } | null = null;
  for (const entry of entries) {
    const target = new URL(entry.to, 'http://nav.invalid');
    if (target.pathname !== path) continue;
    const wanted = [...target.searchParams];
    if (!wanted.every(([name, value]) => here.get(name) === value)) continue;
    if (!best || wanted.length > best.specificity) best = { key: entry.key, specificity: wanted.length };
  }
  return best?.key ?? null;
}

/**
 * Top navigation: home, one entry per category with vendors (server order), promotions, in-house (spec §2). While the
 * vendor lanes are on their way, `heldCategories` skeleton chips after home hold the categories' room, so promotions
 * and in-house do not jump sideways when they arrive.
 */
export function TopNav({
  entries,
  heldCategories = 0,
}: {
  entries: readonly NavEntry[];
  heldCategories?: number;
}) {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const active = activeEntryKey(entries, location);
  return (
    <nav className="top-nav" aria-label={t('topNav.label')}>
      <ul className="top-nav__list">
        {entries.map((entry) => (
          <Fragment key={entry.key}>
            <li>
              <Link
                to={entry.to}
                className={entry.key === active ? 'top-nav__link active' : 'top-nav__link'}
                {...(entry.key === active ? { 'aria-current': 'page' as const } : {})}
              >
                {entry.label}
              </Link>
            </li>
            {entry.key === 'home'
              ? Array.from({ length: heldCategories }, (_, index) => (
                  <li key={`held-${index}`} aria-hidden="true">
                    <span className="top-nav__link">
                      <span className="skeleton-text top-nav__held">{'\u00a0'}</span>
                    </span>
                  </li>
                ))
              : null}
          </Fragment>
        ))}
      </ul>
    </nav>
  );
}
