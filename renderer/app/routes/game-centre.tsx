import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import type { ScreenProps } from './screen-props.ts';

const categoryOfRoute: Record<string, string> = {
  sports: 'SPORTS',
  esports: 'ESPORTS',
  lott: 'LOTT',
  elott: 'ELOTT',
  live: 'LIVE',
  fish: 'FISH',
  rng: 'RNG',
  pvp: 'PVP',
  inhouse: 'INHOUSE',
};

/** Game centre (/sports, /esports, /lott, /elott) and game list centre (/live, /fish, /rng, /pvp, /inhouse). */
export default function GameCentreScreen({ meta }: ScreenProps) {
  const { t } = useTranslation(['screens', 'layout']);
  const [params] = useSearchParams();
  const requested = params.get('category')?.toUpperCase();
  const category =
    requested === 'COCKFIGHT' && meta.name === 'sports' ? 'COCKFIGHT' : (categoryOfRoute[meta.name] ?? 'RNG');
  const vendor = meta.name === 'rng' ? params.get('vassalage') : null;
  const title = t(`layout:categories.${category}`);
  return (
    <ComingSoon
      title={vendor ? t('screens:gameCentre.titleWithVendor', { category: title, vendor }) : title}
      description={t('screens:gameCentre.soon', { category: title })}
    />
  );
}
