import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import type { ScreenProps } from './screen-props.ts';

/** App download (iOS steps, Android, lite app): arrives with the content issue. */
export default function DownloadScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  return <ComingSoon title={t('download.title')} />;
}
