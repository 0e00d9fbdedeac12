import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import type { ScreenProps } from './screen-props.ts';

/** Help centre (title in_help_center): arrives with the content issue. */
export default function HelpScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  return <ComingSoon title={t('help.title')} />;
}
