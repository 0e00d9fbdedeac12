import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import type { ScreenProps } from './screen-props.ts';

/** Lottery pages (/lottery, /seaLottery, /vnLottery and the alternate paths); each takes query gameCode. */
export default function LotteryScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <ComingSoon
      title={gameCode ? t('lottery.titleWithGame', { gameCode }) : t('lottery.title')}
      description={t('lottery.soon')}
    />
  );
}
