import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import type { ScreenProps } from './screen-props.ts';
import './home.css';

/** Home (spec §2): banner carousel, notice marquee, game sections and winner board arrive with the lobby issue. */
export default function HomeScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        <p>{t('home.tagline')}</p>
      </section>
      <ComingSoon title={t('home.lobbyTitle')} description={t('home.lobbySoon')} />
    </div>
  );
}
