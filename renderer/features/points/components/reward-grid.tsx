import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import type { PointReward } from '../api/points-api.ts';
import { formatPoints } from '../utils/format-points.ts';

/** Why a reward cannot be redeemed now (null: it can). */
export function blockedReason(
  reward: PointReward,
  balance: { pointBalance: number; validBetTotal: number },
): 'soldOut' | 'points' | 'requirement' | null {
  if (reward.quantity === 0) return 'soldOut';
  if (balance.validBetTotal < reward.amountRequirement) return 'requirement';
  if (balance.pointBalance < reward.pointsRequirement) return 'points';
  return null;
}

/** The reward catalogue as cards: image, name, kind, points, stock, requirement, and the redeem button. */
export function RewardGrid({
  rewards,
  balance,
  onRedeem,
}: {
  rewards: readonly PointReward[];
  balance: { pointBalance: number; validBetTotal: number };
  onRedeem: (reward: PointReward) => void;
}) {
  const { t } = useTranslation('points');
  const language = useLanguage();
  return (
    <ul className="mall-rewards" aria-label={t('mall.catalogue')}>
      {rewards.map((reward) => {
        const reason = blockedReason(reward, balance);
        const titleId = `reward-${reward.rewardId}`;
        return (
          <li key={reward.rewardId} className="reward" aria-labelledby={titleId} data-testid="reward-card">
            {reward.imageUrl ? (
              <img
                className="reward__image"
                src={reward.imageUrl}
                alt=""
                width="240"
                height="180"
                loading="lazy"
              />
            ) : null}
            <div className="reward__body">
              <span className="m-badge">{t(`types.${reward.rewardType}`)}</span>
              <h3 id={titleId} className="reward__name">
                {reward.name}
              </h3>
              <p className="reward__points">
                {t('mall.points', { points: formatPoints(reward.pointsRequirement, language) })}
              </p>
              {reward.rewardAmount !== null && reward.rewardType !== 'GOODS' ? (
                <p className="m-muted">
                  {t('mall.credits', { amount: formatMoney(reward.rewardAmount, language) })}
                </p>
              ) : null}
              <p className="m-muted">
                {reward.quantity === null
                  ? t('mall.unlimited')
                  : reward.quantity === 0
                    ? t('mall.soldOut')
                    : t('mall.left', { count: reward.quantity })}
              </p>
              {reward.amountRequirement > 0 ? (
                <p className="m-muted">
                  {t('mall.requirement', { amount: formatMoney(reward.amountRequirement, language) })}
                </p>
              ) : null}
              <button
                type="button"
                className="btn btn--primary reward__button"
                disabled={reason !== null}
                aria-describedby={reason ? `${titleId}-why` : undefined}
                onClick={() => onRedeem(reward)}
              >
                {t('mall.redeemShort')}
                <span className="visually-hidden"> {reward.name}</span>
              </button>
              {reason ? (
                <p id={`${titleId}-why`} className="reward__why">
                  {reason === 'points'
                    ? t('mall.needPoints', {
                        points: formatPoints(reward.pointsRequirement - balance.pointBalance, language),
                      })
                    : reason === 'requirement'
                      ? t('mall.needBets', {
                          amount: formatMoney(reward.amountRequirement - balance.validBetTotal, language),
                        })
                      : t('mall.soldOut')}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
