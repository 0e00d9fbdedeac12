import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from '../ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../stores/modal-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import { Icon } from '../ui/icon.tsx';
import { Brand } from './brand.tsx';
import { HeaderBalance } from './header-balance.tsx';
import './header.css';

function ThemeIcon({ theme }: { theme: 'dark' | 'light' }) {
  return (
    <Icon>
      {theme === 'dark' ? (
        <>
          <circle cx="12" cy="12" r="4.5" fill="currentColor" stroke="none" />
          <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
        </>
      ) : (
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor" stroke="none" />
      )}
    </Icon>
  );
}

export function ThemeToggle() {
  const { t } = useTranslation('layout');
  const theme = useUiStore((s) => s.theme);
  const toggleTheme = useUiStore((s) => s.toggleTheme);
  const label = theme === 'dark' ? t('header.themeToLight') : t('header.themeToDark');
  return (
    <button type="button" className="icon-btn" onClick={toggleTheme} aria-label={label} title={label}>
      <ThemeIcon theme={theme} />
    </button>
  );
}

// The avatar menu (Radix DropdownMenu) loads with a session, never on a visitor's first view (issue 16).
const AvatarMenu = lazy(() => import('./avatar-menu.tsx'));

/** The avatar's room while its menu loads: nothing moves when it arrives. */
function AvatarPlaceholder() {
  return (
    <div className="avatar-menu" aria-hidden="true">
      <span className="avatar-menu__button">
        <span className="avatar-menu__avatar">•</span>
      </span>
    </div>
  );
}

/** Site header: logo, side-menu toggle, theme toggle and the session area (spec §2). */
export function Header({
  navigation,
  onCustomerService,
  loggedOutExtra,
  loginForm,
}: {
  navigation?: ReactNode;
  onCustomerService?: (() => void) | undefined;
  /** more entries of the logged-out session area (free play), composed by the app layer */
  loggedOutExtra?: ReactNode;
  /** the header login form (composed by the app layer); without it a button opens the login popup */
  loginForm?: ReactNode;
}) {
  const { t } = useTranslation('layout');
  const isLogin = useSessionStore((s) => s.isLogin);
  const openModal = useModalStore((s) => s.open);
  const sideMenuOpen = useUiStore((s) => s.sideMenuOpen);
  const toggleSideMenu = useUiStore((s) => s.toggleSideMenu);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <button
          type="button"
          className="icon-btn"
          aria-expanded={sideMenuOpen}
          aria-controls="side-menu"
          aria-label={t('header.sideMenuToggle')}
          onClick={toggleSideMenu}
        >
          <Icon size={22}>
            <path d="M4 7h16M4 12h16M4 17h16" />
          </Icon>
        </button>
        <Brand />
        <div className="site-header__spacer" />
        <ThemeToggle />
        {isLogin ? (
          <div className="site-header__session">
            <HeaderBalance />
            <Link className="btn btn--primary btn--small" to="/member?tab=depositv2">
              {t('header.deposit')}
            </Link>
            <Link className="btn btn--ghost btn--small site-header__withdraw" to="/member?tab=withdraw">
              {t('header.withdraw')}
            </Link>
            <Suspense fallback={<AvatarPlaceholder />}>
              <AvatarMenu onCustomerService={onCustomerService} />
            </Suspense>
          </div>
        ) : (
          <div className="site-header__session">
            {loginForm ?? (
              <button type="button" className="btn btn--ghost btn--small" onClick={() => openModal('login')}>
                {t('header.login')}
              </button>
            )}
            <button
              type="button"
              className="btn btn--primary btn--small"
              onClick={() => openModal('register')}
            >
              {t('header.register')}
            </button>
            {loggedOutExtra}
          </div>
        )}
      </div>
      {navigation}
    </header>
  );
}
