import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { Link } from '../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/layout/brand.tsx';
import { ThemeToggle } from '../../components/layout/header.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useModalStore } from '../../stores/modal-store.ts';
import { platform } from '../../lib/platform.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import type { ScreenProps } from './screen-props.ts';
import './agent.css';
import { usePageTitle } from '../../hooks/use-page-title.ts';

/**
 * /agent (spec §2, §6): the agent login page without site chrome or social buttons. Only member types 1, 2, 41, 42
 * get in (the form logs anyone else out again with 'only agents can log in'), then /agentHome.
 */
export default function AgentLoginScreen(_props: ScreenProps) {
  const { t } = useTranslation('agent');
  const isAgent = useSessionStore((s) => s.isLogin && s.isAgent);
  const openModal = useModalStore((s) => s.open);
  usePageTitle(t('login.title'));
  // the agent's side of the app: the desktop app reopens here (or in the agent centre)
  useEffect(() => platform.area.remember('agent'), []);
  if (isAgent) return <Navigate to="/agentHome" replace />;
  return (
    <div className="agent-login">
      <div className="agent-login__card">
        <div className="agent-login__top">
          <Brand />
          <ThemeToggle />
        </div>
        <h1>{t('login.title')}</h1>
        <p className="agent-login__hours">{t('login.supportHours')}</p>
        <LoginForm origin="agent" onForgot={() => openModal('forgot')} />
        <Link to="/">{t('login.backToSite')}</Link>
      </div>
    </div>
  );
}
