import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import type { ResponseOf } from '../../../../shared/api/contract.ts';
import type { getPromotionDetail } from '../../../../shared/api/engagement.ts';
import { ActivityStatusBadge } from '../../../components/ui/activity-status.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { refreshAfterMoneyMoved } from '../../../api/refresh.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useIsTrial, useRealAccountGuard } from '../../../hooks/use-is-trial.ts';
import { useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { claimThePromotion, usePromotionDetail } from '../api/promotions-api.ts';
import { ApplyForm } from './apply-form.tsx';
import { periodText, rewardText } from './promotion-text.ts';

type Detail = ResponseOf<typeof getPromotionDetail>;

function ClaimButton({ detail }: { detail: Detail }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const guard = useRealAccountGuard();
  const claim = useMoneyMutation((promotionId: number, key: string) => claimThePromotion(promotionId, key), {
    onSuccess: (result) => {
      refreshAfterMoneyMoved(queryClient);
      toast.success(t('claim.done', { amount: formatMoney(result.rewardAmount, language) }));
    },
  });
  return (
    <div className="promo-action">
      <button
        type="button"
        className="btn btn--primary"
        disabled={claim.isPending}
        onClick={() => {
          if (guard()) void claim.submit(detail.promotionId);
        }}
      >
        {detail.kind === 'SIGNIN'
          ? t('claim.checkIn', { amount: formatMoney(detail.claimableAmount ?? 0, language) })
          : t('claim.button', { amount: formatMoney(detail.claimableAmount ?? 0, language) })}
      </button>
      {claim.error ? (
        <p className="m-error" role="alert">
          {errorText(claim.error)}
        </p>
      ) : null}
    </div>
  );
}

/** What the player can do now, by kind and status (spec §4). */
function PromotionAction({ detail }: { detail: Detail }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const isLogin = useSessionStore((s) => s.isLogin);
  const isTrial = useIsTrial();
  const openModal = useModalStore((s) => s.open);
  const [reapply, setReapply] = useState(false);
  const application = detail.application;
  const money = (cents: number | null) => formatMoney(cents ?? 0, language);

  if (detail.status === 'ComingSoon')
    return (
      <p className="m-muted">
        {t('action.comingSoon', { date: formatDateTime(detail.startTime, language) })}
      </p>
    );
  if (detail.status === 'Close') return <p className="m-muted">{t('action.closed')}</p>;
  if (detail.kind === 'INFO') {
    return detail.link ? (
      <Link className="btn btn--primary" to={detail.link}>
        {t('action.go')}
      </Link>
    ) : null;
  }
  if (!isLogin) {
    return (
      <button type="button" className="btn btn--primary" onClick={() => openModal('login')}>
        {t('action.login')}
      </button>
    );
  }
  if (isTrial) return <p className="m-muted">{t('action.realAccount')}</p>;
  switch (detail.status) {
    case 'Applying':
      return (
        <p className="promo-note" role="status">
          {t('apply.waiting', {
            date: formatDateTime(application?.createdTime ?? detail.startTime, language),
          })}
        </p>
      );
    case 'Issued':
      return (
        <p className="promo-note promo-note--done" role="status">
          {t('apply.approved', { amount: money(application?.rewardAmount ?? detail.rewardAmount) })}
        </p>
      );
    case 'Claimed':
      return <p className="promo-note promo-note--done">{t('claim.claimed')}</p>;
    case 'Joined':
      return <p className="promo-note promo-note--done">{t('claim.checkedIn')}</p>;
    case 'Claim':
      return <ClaimButton detail={detail} />;
    case 'Process':
      return (
        <div className="promo-action">
          {detail.progress ? (
            <>
              <p className="promo-note">
                {t('claim.progress', {
                  current: money(detail.progress.current),
                  target: money(detail.progress.target),
                })}
              </p>
              <progress
                className="progress"
                max={detail.progress.target}
                value={Math.min(detail.progress.current, detail.progress.target)}
                aria-label={t('claim.progressLabel')}
              />
            </>
          ) : null}
          <Link className="btn btn--primary" to="/member?tab=depositv2">
            {t('claim.deposit')}
          </Link>
        </div>
      );
    case 'Rejected':
      return reapply ? (
        <ApplyForm promotionId={detail.promotionId} />
      ) : (
        <div className="promo-action">
          <p className="promo-note promo-note--bad" role="status">
            {application?.remark
              ? t('apply.rejectedWith', { remark: application.remark })
              : t('apply.rejected')}
          </p>
          <button type="button" className="btn btn--ghost" onClick={() => setReapply(true)}>
            {t('apply.again')}
          </button>
        </div>
      );
    default:
      return detail.kind === 'APPLY' ? <ApplyForm promotionId={detail.promotionId} /> : null;
  }
}

/** One promotion: banner, status, period, what it pays, the rules (sanitized rich text) and the action. */
export function PromotionDetail({ promotionId, onClose }: { promotionId: number; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const query = usePromotionDetail(promotionId, language);
  const detail = query.data;
  const reward = detail ? rewardText(detail, language, t) : null;
  return (
    <Modal open onClose={onClose} title={detail?.title ?? t('detail.loading')} size="large">
      {query.error ? (
        <p className="m-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : null}
      {detail ? (
        <div className="promo-detail">
          <img className="promo-detail__banner" src={detail.bannerUrl} alt="" width={640} height={240} />
          <div className="promo-card__meta">
            <span className="promo-card__category">{t(`categories.${detail.category}`)}</span>
            <ActivityStatusBadge status={detail.status} />
          </div>
          <dl className="promo-detail__facts">
            <div>
              <dt>{t('detail.period')}</dt>
              <dd>{periodText(detail, language, t)}</dd>
            </div>
            {reward ? (
              <div>
                <dt>{t('detail.reward')}</dt>
                <dd>{reward}</dd>
              </div>
            ) : null}
          </dl>
          <SafeHtml className="rich-text promo-detail__rules" html={detail.content} />
          <PromotionAction detail={detail} />
        </div>
      ) : null}
    </Modal>
  );
}
