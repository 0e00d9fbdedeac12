import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/layout/brand.tsx';
import { ThemeToggle } from '../../components/layout/header.tsx';
import type { ScreenProps } from './screen-props.ts';
import './agent.css';

/** /agent (spec §2, §6): agent login page without site chrome; the form (agents only) arrives with accounts. */
export default function AgentLoginScreen(_props: ScreenProps) {
  const { t } = useTranslation('agent');
  return (
    <div className="agent-login">
      <div className="agent-login__card">
        <div className="agent-login__top">
          <Brand />
          <ThemeToggle />
        </div>
        <h1>{t('login.title')}</h1>
        <p className="agent-login__hours">{t('login.supportHours')}</p>
        <p className="agent-login__soon">{t('login.formSoon')}</p>
        <Link to="/">{t('login.backToSite')}</Link>
      </div>
    </div>
  );
}
