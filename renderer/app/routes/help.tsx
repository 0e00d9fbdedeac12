import { useTranslation } from 'react-i18next';
import { HelpCentre } from '../../features/help/components/help-centre.tsx';
import type { ScreenProps } from './screen-props.ts';
import './pages.css';
import { usePageTitle } from '../../hooks/use-page-title.ts';

/** Help centre (title in_help_center): /help in the site, /helpmc without its chrome. */
export default function HelpScreen({ meta }: ScreenProps) {
  const { t } = useTranslation('screens');
  usePageTitle(t('help.title'));
  return (
    <div className={meta.layout === 'bare' ? 'help-screen help-screen--bare' : 'help-screen'}>
      <h1>{t('help.title')}</h1>
      <HelpCentre />
    </div>
  );
}
