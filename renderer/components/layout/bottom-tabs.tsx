import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon.tsx';
import './bottom-tabs.css';

export type BottomTab = {
  key: 'home' | 'casino' | 'deposit' | 'promotions' | 'account';
  to: string;
  icon: ReactNode;
};

/** The tabs, in order (also drawn by the page shell of index.html before the app starts). */
export const bottomTabs: readonly BottomTab[] = [
  { key: 'home', to: '/', icon: <path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" /> },
  {
    key: 'casino',
    to: '/rng',
    icon: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="3" />
        <circle cx="9" cy="9" r="1.2" fill="currentColor" />
        <circle cx="15" cy="15" r="1.2" fill="currentColor" />
        <circle cx="15" cy="9" r="1.2" fill="currentColor" />
        <circle cx="9" cy="15" r="1.2" fill="currentColor" />
      </>
    ),
  },
  { key: 'deposit', to: '/member?tab=depositv2', icon: <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" /> },
  {
    key: 'promotions',
    to: '/promotions',
    icon: <path d="M4 12v8h16v-8M3 8h18v4H3zM12 8v12M12 8s-1.5-4-4-4-2.5 4 0 4m4 0s1.5-4 4-4 2.5 4 0 4" />,
  },
  {
    key: 'account',
    to: '/member',
    icon: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0" />,
  },
];

/** Which tab the address belongs to (the deposit tab of the member centre is its own tab). */
function currentTab(pathname: string, search: string): BottomTab['key'] | null {
  if (pathname === '/' || pathname === '/home' || pathname === '/index') return 'home';
  if (pathname === '/promotions') return 'promotions';
  if (pathname === '/member')
    return new URLSearchParams(search).get('tab') === 'depositv2' ? 'deposit' : 'account';
  if (['/rng', '/live', '/fish', '/pvp', '/inhouse', '/favorite', '/recent'].includes(pathname))
    return 'casino';
  return null;
}

/**
 * The tab bar of phones (issue 16; CSS shows it up to 640 px wide): home, casino, deposit, promotions and account at
 * the thumb, as players of these sites expect. Deposit and account ask a visitor to log in first (the routes' guard).
 */
export function BottomTabs() {
  const { t } = useTranslation('mobile');
  const { pathname, search } = useLocation();
  const current = currentTab(pathname, search);
  return (
    <nav className="bottom-tabs" aria-label={t('tabs.label')}>
      <ul>
        {bottomTabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              className="bottom-tabs__link"
              aria-current={current === tab.key ? 'page' : undefined}
            >
              <Icon size={22}>{tab.icon}</Icon>
              <span>{t(`tabs.${tab.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
