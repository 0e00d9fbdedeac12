import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { ActivityStatusBadge } from '../../../components/ui/activity-status.tsx';
import { useDrawnData } from '../../../hooks/use-drawn-data.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { homeCardPromotions, usePromotions } from '../api/promotions-list-api.ts';
import { deferPicture } from '../../../lib/first-view-quiet.ts';
import './promotions.css';

/** The home page's promotions card: the running promotions (up to four), each opening its details on /promotions. */
export function HomePromotions() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  // drawn as a transition when it arrives, the skeleton up meanwhile
  const { data, loading } = useDrawnData(usePromotions(language));
  if (loading) return <HomePromotionsSkeleton />;
  const running = homeCardPromotions(data?.promotions ?? []);
  if (running.length === 0) return null;
  return (
    <section className="home-promos" aria-labelledby="home-promos-title">
      <div className="home-promos__head">
        <h2 id="home-promos-title">{t('promotions.title')}</h2>
        <Link to="/promotions">{t('promotions.all')}</Link>
      </div>
      <ul className="home-promos__list">
        {running.map((promotion, index) => (
          <li key={promotion.promotionId}>
            <Link className="home-promos__item" to={`/promotions?id=${promotion.promotionId}`}>
              {/* the first ones are on a phone's first screen (often its largest paint): asked for at once; the others
                  wait for the first view unless they are in the window (deferPicture) */}
              <img
                src={index < 2 ? promotion.bannerUrl : undefined}
                ref={index < 2 ? undefined : (img) => deferPicture(img, promotion.bannerUrl)}
                alt=""
                loading={index < 2 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                width={320}
                height={120}
              />
              <span className="home-promos__name">{promotion.title}</span>
              <ActivityStatusBadge status={promotion.status} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The card's room while the promotions load (the four it shows at most), and while the merchant's switches have not
 * said whether there is a card: nothing below it moves (issue 16).
 */
export function HomePromotionsSkeleton() {
  const { t } = useTranslation('home');
  const title = t('promotions.title');
  return (
    <section className="home-promos" aria-busy="true" aria-label={title}>
      <div className="home-promos__head">
        <h2>{title}</h2>
      </div>
      <ul className="home-promos__list" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <div className="home-promos__item">
              <div className="skeleton home-promos__art-skeleton" />
              <span className="home-promos__name skeleton-text">&nbsp;</span>
              <span className="skeleton-text home-promos__badge-skeleton">&nbsp;</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
