import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import type { ScreenProps } from './screen-props.ts';

/** Recent games: arrive with the games issue. */
export default function RecentScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  return <ComingSoon title={t('recent.title')} />;
}
