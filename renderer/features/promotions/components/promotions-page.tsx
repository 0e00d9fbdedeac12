import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import type { PromotionCard } from '../../../../shared/api/engagement.ts';
import { eagerPromotionPictures } from '../../../../shared/api/first-view.ts';
import type { PromotionCategory } from '../../../../shared/constants/engagement.ts';
import { ActivityStatusBadge } from '../../../components/ui/activity-status.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { pictureLoading } from '../../../lib/picture-loading.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { usePromotions } from '../api/promotions-api.ts';
import { PromotionDetail } from './promotion-detail.tsx';
import { periodText, rewardLines } from './promotion-text.ts';
import './promotion-cards.css';
import './promotions.css';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

type Filter = 'ALL' | PromotionCategory;

function PromotionTile({
  promotion,
  eager,
  onOpen,
}: {
  promotion: PromotionCard;
  eager: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const titleId = `promo-${promotion.promotionId}-title`;
  const reward = rewardLines(promotion, language, t);
  return (
    <article className="promo-card" aria-labelledby={titleId} data-testid="promotion-card">
      <img
        className="promo-card__banner"
        src={promotion.bannerUrl}
        alt=""
        {...pictureLoading(eager)}
        width={640}
        height={240}
      />
      <div className="promo-card__body">
        <div className="promo-card__meta">
          <span className="promo-card__category">{t(`categories.${promotion.category}`)}</span>
          <ActivityStatusBadge status={promotion.status} />
        </div>
        <h2 id={titleId} className="promo-card__title">
          {promotion.title}
        </h2>
        <p className="promo-card__summary">{promotion.summary}</p>
        {reward.length > 0 ? (
          <ul className="promo-card__reward">
            {reward.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <p className="promo-card__period">{periodText(promotion, language, t)}</p>
        <button
          type="button"
          className={promotion.status === 'Claim' ? 'btn btn--primary' : 'btn btn--ghost'}
          onClick={onOpen}
          aria-describedby={titleId}
        >
          {promotion.status === 'Claim' ? t('card.claim') : t('card.details')}
        </button>
      </div>
    </article>
  );
}

/**
 * Promotions (/promotions, spec §2 and §4): the merchant's promotions by category, each with its banner, period and
 * the player's status; a promotion's details (rules as sanitized rich text, and what the player can do now) open in a
 * dialog addressed by `?id=`.
 */
export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  usePageTitle(t('page.title'));
  const language = useLanguage();
  const isLogin = useSessionStore((s) => s.isLogin);
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<Filter>('ALL');
  const query = usePromotions(language);
  const data = query.data;
  const openId = Number(params.get('id')) || null;
  const shown = (data?.promotions ?? []).filter((p) => filter === 'ALL' || p.category === filter);
  const setOpen = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('id');
        else next.set('id', String(id));
        return next;
      },
      { replace: id === null },
    );

  return (
    <section className="promos" aria-labelledby="promos-title" aria-busy={query.isFetching}>
      <div className="promos__head">
        <h1 id="promos-title">{t('page.title')}</h1>
        {isLogin ? (
          <Link className="btn btn--ghost btn--small" to="/member?tab=rewardCenter">
            {t('page.myActivities')}
          </Link>
        ) : null}
      </div>
      {query.error ? (
        <p className="m-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : null}
      {data ? (
        <Tabs.Root value={filter} onValueChange={(value) => setFilter(value as Filter)}>
          <Tabs.List className="promos__tabs" aria-label={t('page.categories')}>
            {(['ALL', ...data.categories] as Filter[]).map((category) => (
              <Tabs.Trigger key={category} value={category} className="promos__tab">
                {t(`categories.${category}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={filter} className="promos__panel">
            {shown.length === 0 ? (
              <p className="m-muted">{t('page.empty')}</p>
            ) : (
              <ul className="promos__grid" aria-label={t('page.list')}>
                {shown.map((promotion, index) => (
                  <li key={promotion.promotionId}>
                    <PromotionTile
                      promotion={promotion}
                      eager={index < eagerPromotionPictures}
                      onOpen={() => setOpen(promotion.promotionId)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        </Tabs.Root>
      ) : query.isPending ? (
        <p className="m-muted">{t('page.loading')}</p>
      ) : null}
      {openId !== null ? <PromotionDetail promotionId={openId} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
