import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePointBalance } from '../../../api/get-point-balance.ts';
import { Stats } from '../../../components/ui/stats.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { usePointConfig, useRewards, type PointReward } from '../api/points-api.ts';
import { formatPoints } from '../utils/format-points.ts';
import { ConvertPanel } from './convert-panel.tsx';
import { PointDetails } from './point-details.tsx';
import { RedeemDialog } from './redeem-dialog.tsx';
import { RedeemHistory } from './redeem-history.tsx';
import { RewardGrid } from './reward-grid.tsx';
import './points.css';
import '../../../components/ui/money-ui.css';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export const mallTabs = ['mall', 'history', 'details', 'convert'] as const;
export type MallTab = (typeof mallTabs)[number];

function isMallTab(value: string | null): value is MallTab {
  return value !== null && (mallTabs as readonly string[]).includes(value);
}

/**
 * The points mall (`/pointMall`, spec §2, §3): the balance and how points are earned (they never expire), the reward
 * catalogue with its stock, the redeem history with statuses and remarks, the points details and the conversion into
 * money. The tab lives in the address (`?tab=history`), so a message can lead straight to it.
 */
export function PointMall() {
  const { t } = useTranslation('points');
  usePageTitle(t('title'));
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: MallTab = isMallTab(requested) ? requested : 'mall';
  const balance = usePointBalance();
  const config = usePointConfig();
  const rewards = useRewards(language);
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  const figures = balance.data ?? { pointBalance: 0, validBetTotal: 0 };

  const goTo = (next: MallTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'mall') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <div className="point-mall">
      <section className="m-panel point-mall__head" aria-labelledby="point-mall-title">
        <h1 id="point-mall-title" className="m-panel__title">
          {t('title')}
        </h1>
        {balance.isError ? (
          <p className="m-error" role="alert">
            {errorText(balance.error)}
          </p>
        ) : null}
        <Stats
          label={t('summary')}
          items={[
            {
              label: t('balance'),
              value: balance.data ? formatPoints(balance.data.pointBalance, language) : '…',
              testId: 'point-balance',
            },
            {
              label: t('validBets'),
              value: balance.data ? formatMoney(balance.data.validBetTotal, language) : '…',
            },
          ]}
        />
        {config.data ? (
          <p className="m-muted">
            {t('earnRule', {
              count: config.data.earnPoints,
              amount: formatMoney(config.data.earnAmount, language),
            })}{' '}
            <strong>{t('neverExpire')}</strong>
          </p>
        ) : null}
      </section>

      {config.data && !config.data.mallEnabled ? (
        <p className="m-empty">{t('disabled')}</p>
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => isMallTab(value) && goTo(value)}
          className="point-mall__tabs"
        >
          <Tabs.List className="point-mall__tablist" aria-label={t('sections')}>
            {mallTabs.map((name) => (
              <Tabs.Trigger key={name} value={name} className="point-mall__tab">
                {t(`tabs.${name}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="mall" className="point-mall__panel">
            {rewards.isError ? (
              <p className="m-error" role="alert">
                {errorText(rewards.error)}
              </p>
            ) : null}
            {rewards.isPending ? <p className="m-muted">{t('common.loading')}</p> : null}
            {rewards.data && rewards.data.content.length === 0 ? (
              <p className="m-empty">{t('mall.empty')}</p>
            ) : null}
            {rewards.data ? (
              <RewardGrid rewards={rewards.data.content} balance={figures} onRedeem={setRedeeming} />
            ) : null}
          </Tabs.Content>
          <Tabs.Content value="history" className="point-mall__panel">
            <RedeemHistory />
          </Tabs.Content>
          <Tabs.Content value="details" className="point-mall__panel">
            <PointDetails />
          </Tabs.Content>
          <Tabs.Content value="convert" className="point-mall__panel">
            {config.data ? <ConvertPanel config={config.data} balance={figures.pointBalance} /> : null}
          </Tabs.Content>
        </Tabs.Root>
      )}

      {redeeming ? (
        <RedeemDialog
          reward={redeeming}
          pointBalance={figures.pointBalance}
          onClose={() => setRedeeming(null)}
          onRedeemed={() => {
            setRedeeming(null);
            goTo('history');
          }}
        />
      ) : null}
    </div>
  );
}
