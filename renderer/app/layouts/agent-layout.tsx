import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/layout/brand.tsx';
import { ThemeToggle } from '../../components/layout/header.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { AgentClock } from '../../features/agent/components/agent-clock.tsx';
import { useModalStore } from '../../stores/modal-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { SkipLink } from './skip-link.tsx';
import './layouts.css';

/** The agent back office frame: brand, clock with GMT offset, nickname (spec §2 agent centre). */
export function AgentLayout() {
  const { t } = useTranslation('agent');
  const nickname = useSessionStore((s) => s.member?.nickname ?? s.member?.account ?? '');
  const openModal = useModalStore((s) => s.open);
  return (
    <div className="app-shell">
      <SkipLink />
      <header className="site-header">
        <div className="site-header__bar">
          <Brand />
          <span className="agent-badge">{t('home.badge')}</span>
          <div className="site-header__spacer" />
          <AgentClock />
          {nickname ? <span className="agent-nickname">{nickname}</span> : null}
          <ThemeToggle />
          <button type="button" className="btn btn--ghost btn--small" onClick={() => openModal('logout')}>
            {t('home.signOut')}
          </button>
        </div>
      </header>
      <div className="app-shell__body app-shell__body--wide">
        <main id="main-content" className="app-shell__main" tabIndex={-1}>
          <Suspense fallback={<Loader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
