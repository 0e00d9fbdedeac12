import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import type { ScreenProps } from './screen-props.ts';

/** Member centre (spec §2 overlay menu): arrives with the member and wallet issues. */
export default function MemberScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  return <ComingSoon title={t('member.title')} />;
}
