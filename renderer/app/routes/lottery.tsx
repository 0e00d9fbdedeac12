import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language.ts';
import { useGameVendors } from '../../features/lobby/api/get-game-vendors.ts';
import { lotteryKindOf } from '../../../shared/rules/prize-mode.ts';
import { LotteryPage } from '../../features/lottery/components/lottery-page.tsx';
import { servedLotteryKind } from '../../features/lottery/api/lottery-api.ts';
import type { ScreenProps } from './screen-props.ts';
import './games.css';
import { usePageTitle } from '../../hooks/use-page-title.ts';

const basePaths: Record<string, string> = {
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnLottery',
  lottert: '/lottert',
  vnlottery: '/vnlottery',
  sealottery: '/sealottery',
};

/**
 * Lottery pages (/lottery, /seaLottery, /vnLottery and the alternate paths); each takes query gameCode. /lottery
 * lists the games of the prize mode (spec §4: ELOTT when the e-lottery lane has a TCG_LOTTO_VN or LOTT card).
 */
export default function LotteryScreen({ meta }: ScreenProps) {
  const { t } = useTranslation('screens');
  const language = useLanguage();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const vendors = useGameVendors(language);
  // where the kind is read from the lanes (/lottert), while they load: the kind the page was served with (the
  // platform read it from the same lanes)
  let fromLanes = false;
  const kind = lotteryKindOf(meta.paths[0] ?? '', () => {
    fromLanes = true;
    return vendors.data ?? [];
  });
  const shown = (fromLanes && !vendors.data && servedLotteryKind(language)) || kind;
  const title = gameCode ? t('lottery.titleWithGame', { gameCode }) : t('lottery.title');
  usePageTitle(title);
  return (
    <LotteryPage
      kind={shown}
      gameCode={gameCode}
      basePath={basePaths[meta.name] ?? '/lottery'}
      title={title}
    />
  );
}
