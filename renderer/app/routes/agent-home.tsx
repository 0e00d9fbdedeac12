import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import type { ScreenProps } from './screen-props.ts';

/** /agentHome: the agent centre menu and pages arrive with the agent issues. */
export default function AgentHomeScreen(_props: ScreenProps) {
  const { t } = useTranslation('agent');
  return <ComingSoon title={t('home.title')} description={t('home.soon')} />;
}
