import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import type { ScreenProps } from './screen-props.ts';

/** Announcements: arrive with the content issue. */
export default function AnnounceScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  return <ComingSoon title={t('announce.title')} />;
}
