import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/layout/brand.tsx';
import { HeaderBalance } from '../../components/layout/header-balance.tsx';
import { ThemeToggle } from '../../components/layout/header.tsx';
import { ErrorBoundary } from '../../components/errors/error-boundary.tsx';
import { ErrorScreen } from '../../components/errors/error-screen.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { AgentClock } from '../../features/agent/components/agent-clock.tsx';
import { useSystemStatus } from '../../api/get-system-status.ts';
import { platform } from '../../lib/platform.ts';
import { useModalStore } from '../../stores/modal-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { SkipLink } from './skip-link.tsx';
import './layouts.css';

/**
 * The agent back office frame (spec §2 agent centre): brand, the clock with its GMT offset, the nickname, the
 * balance with deposit and withdraw (the player flows, inside the agent centre), messages, customer service, theme
 * and sign-out. The desktop app remembers that the agent worked here. Around the page it is given.
 */
export function AgentLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('agent');
  const { pathname } = useLocation();
  const nickname = useSessionStore((s) => s.member?.nickname ?? s.member?.account ?? '');
  const isLogin = useSessionStore((s) => s.isLogin);
  const openModal = useModalStore((s) => s.open);
  const customerService = useSystemStatus().data?.info.customerService[0];
  useEffect(() => platform.area.remember('agent'), []);
  return (
    <div className="app-shell">
      <SkipLink />
      <header className="site-header agent-header">
        <div className="site-header__bar agent-header__bar">
          <Brand />
          <span className="agent-badge">{t('home.badge')}</span>
          <AgentClock />
          <div className="site-header__spacer" />
          {isLogin ? (
            <div className="agent-header__session">
              <HeaderBalance />
              <Link className="btn btn--primary btn--small" to="/agentHome?tab=deposit">
                {t('header.deposit')}
              </Link>
              <Link className="btn btn--ghost btn--small" to="/agentHome?tab=withdraw">
                {t('header.withdraw')}
              </Link>
              <Link
                className="icon-btn"
                to="/member?tab=messageV2"
                aria-label={t('header.messages')}
                title={t('header.messages')}
              >
                <Icon>
                  <rect x="3" y="5" width="18" height="14" rx="2" />
                  <path d="M3 7l9 6 9-6" />
                </Icon>
              </Link>
              {customerService ? (
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={t('header.customerService')}
                  title={t('header.customerService')}
                  onClick={() => platform.openCustomerService(customerService.path)}
                >
                  <Icon>
                    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
                    <rect x="3" y="14" width="4" height="6" rx="1.5" />
                    <rect x="17" y="14" width="4" height="6" rx="1.5" />
                    <path d="M19 20c0 1-2 2-5 2" />
                  </Icon>
                </button>
              ) : null}
            </div>
          ) : null}
          {nickname ? <span className="agent-nickname">{nickname}</span> : null}
          <ThemeToggle />
          <button type="button" className="btn btn--ghost btn--small" onClick={() => openModal('logout')}>
            {t('home.signOut')}
          </button>
        </div>
      </header>
      <div className="app-shell__body app-shell__body--wide">
        <main id="main-content" className="app-shell__main" tabIndex={-1}>
          <ErrorBoundary
            key={pathname}
            fallback={() => (
              <ErrorScreen
                title={t('layout:chunkError.title')}
                message={t('layout:chunkError.body')}
                onRetry={() => window.location.reload()}
              />
            )}
          >
            <Suspense fallback={<Loader />}>{children}</Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
