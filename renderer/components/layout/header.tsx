import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../stores/modal-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import { Brand } from './brand.tsx';
import { HeaderBalance } from './header-balance.tsx';
import './header.css';

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function ThemeIcon({ theme }: { theme: 'dark' | 'light' }) {
  return theme === 'dark' ? (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor" />
    </svg>
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

function AvatarMenu({ onCustomerService }: { onCustomerService?: (() => void) | undefined }) {
  const { t } = useTranslation('layout');
  const isAgent = useSessionStore((s) => s.isAgent);
  const openModal = useModalStore((s) => s.open);
  const nickname = useSessionStore((s) => s.member?.nickname ?? s.member?.account ?? '');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="avatar-menu" ref={rootRef}>
      <button
        type="button"
        className="avatar-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.accountMenu')}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="avatar-menu__avatar" aria-hidden="true">
          {nickname.slice(0, 1).toUpperCase() || '•'}
        </span>
      </button>
      {nickname ? (
        <span className="avatar-menu__nickname" aria-hidden="true">
          {nickname}
        </span>
      ) : null}
      <ul id={menuId} className="avatar-menu__list" hidden={!open}>
        {isAgent ? (
          <li>
            <Link to="/agentHome" onClick={() => setOpen(false)}>
              {t('avatarMenu.agentCentre')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/member" onClick={() => setOpen(false)}>
            {t('avatarMenu.account')}
          </Link>
        </li>
        <li>
          <Link to="/member?tab=personalHistoryCopy" onClick={() => setOpen(false)}>
            {t('avatarMenu.bettingRecord')}
          </Link>
        </li>
        <li>
          <Link to="/member?tab=transactionHistory" onClick={() => setOpen(false)}>
            {t('avatarMenu.accountRecord')}
          </Link>
        </li>
        <li>
          <Link to="/member?tab=messageV2" onClick={() => setOpen(false)}>
            {t('avatarMenu.messages')}
          </Link>
        </li>
        <li>
          <Link to="/member?tab=depositv2" onClick={() => setOpen(false)}>
            {t('avatarMenu.deposit')}
          </Link>
        </li>
        <li>
          <Link to="/member?tab=withdraw" onClick={() => setOpen(false)}>
            {t('avatarMenu.withdraw')}
          </Link>
        </li>
        <li>
          <Link to="/member?tab=securityCenter" onClick={() => setOpen(false)}>
            {t('avatarMenu.security')}
          </Link>
        </li>
        {onCustomerService ? (
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onCustomerService();
              }}
            >
              {t('avatarMenu.customerService')}
            </button>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              openModal('logout');
            }}
          >
            {t('avatarMenu.signOut')}
          </button>
        </li>
      </ul>
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
          <MenuIcon />
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
            <Link className="btn btn--ghost btn--small" to="/member?tab=withdraw">
              {t('header.withdraw')}
            </Link>
            <AvatarMenu onCustomerService={onCustomerService} />
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
