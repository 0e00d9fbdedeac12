import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { bannerSchema } from '../../../../shared/api/content.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useDrawnData } from '../../../hooks/use-drawn-data.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { platform } from '../../../lib/platform.ts';
import { homeBanners, homeContentQueryOptions } from '../api/get-home-content.ts';
import { BannerCarousel, type Slide } from './banner-carousel.tsx';
import { NoticeMarquee } from './notice-marquee.tsx';

type Banner = z.infer<typeof bannerSchema>;

/** Where a banner click leads, by linkageType: an address outside, a route, a promotion; NONE does nothing. */
export function bannerAction(banner: Banner, navigate: (to: string) => void): (() => void) | undefined {
  const link = banner.linkage;
  if (!link) return undefined;
  switch (banner.linkageType) {
    case 'URL':
      return /^https?:\/\//.test(link) ? () => platform.openExternal(link) : undefined;
    case 'ROUTE':
      return link.startsWith('/') ? () => navigate(link) : undefined;
    case 'PROMOTION':
      return () => navigate('/promotions');
    default:
      return undefined;
  }
}

/** Partners popup (banner group w_popup1): each partner opens its link. */
export function PartnersPopup({ banners, onClose }: { banners: readonly Banner[]; onClose: () => void }) {
  const { t } = useTranslation('home');
  return (
    <Modal open onClose={onClose} title={t('partners.title')} size="large">
      {banners.length === 0 ? (
        <p>{t('partners.empty')}</p>
      ) : (
        <ul className="partners">
          {banners.map((banner) => (
            <li key={`${banner.url}-${banner.sort}`}>
              <button
                type="button"
                onClick={() => {
                  if (banner.linkage && /^https?:\/\//.test(banner.linkage))
                    platform.openExternal(banner.linkage);
                }}
              >
                <img src={banner.url} alt={banner.title} loading="lazy" width={240} height={120} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

/** The top of the home page: banner carousel, notice marquee and the partners button. */
export function HomeContent() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const navigate = useNavigate();
  const [partnersOpen, setPartnersOpen] = useState(false);
  // drawn as a transition when it arrives, the skeleton up meanwhile
  const { data, loading } = useDrawnData(useQuery(homeContentQueryOptions(language)));
  const { slides: slideBanners, partners } = homeBanners(data?.banners ?? []);
  const slides: Slide[] = slideBanners.map((banner, i) => {
    const onOpen = bannerAction(banner, (to) => void navigate(to));
    return {
      key: `${banner.url}-${i}`,
      image: banner.url,
      title: banner.title,
      ...(onOpen ? { onOpen } : {}),
    };
  });
  if (loading) {
    // the banner's and the notice line's room while they load
    return (
      <>
        <div className="carousel carousel--skeleton skeleton" aria-hidden="true" />
        <div className="home__strip" aria-hidden="true">
          <div className="marquee marquee--skeleton">
            <span className="skeleton-text">&nbsp;</span>
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      <BannerCarousel slides={slides} />
      <div className="home__strip">
        <NoticeMarquee notices={data?.player ?? []} />
        {partners.length > 0 ? (
          <button type="button" className="button-secondary" onClick={() => setPartnersOpen(true)}>
            {t('partners.open')}
          </button>
        ) : null}
      </div>
      {partnersOpen ? <PartnersPopup banners={partners} onClose={() => setPartnersOpen(false)} /> : null}
    </>
  );
}
