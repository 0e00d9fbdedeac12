import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import type { ResponseOf } from '../../../../shared/api/contract.ts';
import type { getRewardCentre } from '../../../../shared/api/engagement.ts';
import { ActivityStatusBadge } from '../../../components/ui/activity-status.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Stats } from '../../../components/ui/stats.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { refreshAfterMoneyMoved } from '../../../api/refresh.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { claimItem, useRewardCentre, useRewardHistory } from '../api/rewards-api.ts';
import { Raffles } from './raffles.tsx';
import '../../../components/ui/money-ui.css';
import './rewards.css';

type Claimable = ResponseOf<typeof getRewardCentre>['claimable'][number];
type Section = 'claim' | 'draws' | 'activities' | 'history';

function ClaimRow({ item, onDraw }: { item: Claimable; onDraw: () => void }) {
  const { t } = useTranslation('engagement');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const claim = useMoneyMutation(
    (target: Claimable, key: string) => {
      // tickets are opened on the draws tab, with the animation and the fairness check
      if (target.source === 'RAFFLE') return Promise.reject(new Error('a ticket is drawn, not claimed'));
      return claimItem({ source: target.source, id: target.id }, key);
    },
    {
      onSuccess: (result) => {
        refreshAfterMoneyMoved(queryClient);
        toast.success(t('rewards.credited', { amount: formatMoney(result.rewardAmount, language) }));
      },
    },
  );
  const title = item.source === 'REBATE' ? t('rewards.rebateTitle') : item.title;
  const titleId = `claim-${item.key.replace(/[^\w-]/g, '-')}`;
  return (
    <li className="claim-row" data-testid="claimable">
      <div className="claim-row__text">
        <span className="claim-row__kind">{t(`kinds.${item.kind}`)}</span>
        <strong id={titleId}>{title}</strong>
        <span className="claim-row__amount">
          {item.source === 'RAFFLE'
            ? t('rewards.tickets', { count: item.tickets ?? 0 })
            : formatMoney(item.amount ?? 0, language)}
          {item.turnoverMultiplier > 0
            ? ` · ${t('rewards.turnover', { times: item.turnoverMultiplier })}`
            : ''}
        </span>
      </div>
      {item.source === 'RAFFLE' ? (
        <button
          type="button"
          className="btn btn--primary btn--small"
          onClick={onDraw}
          aria-describedby={titleId}
        >
          {item.kind === 'WHEEL' ? t('rewards.spin') : t('rewards.open')}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={claim.isPending}
          onClick={() => void claim.submit(item)}
          aria-describedby={titleId}
        >
          {t('rewards.claim')}
        </button>
      )}
      {claim.error ? (
        <p className="m-error claim-row__error" role="alert">
          {errorText(claim.error)}
        </p>
      ) : null}
    </li>
  );
}

function History() {
  const { t } = useTranslation('engagement');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const { data, error } = useRewardHistory(page, language);
  return (
    <div className="rewards__history">
      {error ? (
        <p className="m-error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      {data ? (
        <Stats items={[{ label: t('rewards.total'), value: formatMoney(data.total, language) }]} />
      ) : null}
      <Table
        caption={t('rewards.historyCaption')}
        rows={data?.page.content ?? []}
        rowKey={(row) => row.grantId}
        empty={data ? <p className="m-empty">{t('rewards.historyEmpty')}</p> : null}
        columns={[
          { header: t('rewards.time'), cell: (row) => formatDateTime(row.createdTime, language) },
          { header: t('rewards.reward'), cell: (row) => row.title, rowHeader: true },
          { header: t('rewards.kind'), cell: (row) => t(`kinds.${row.kind}`) },
          { header: t('rewards.amount'), cell: (row) => formatMoney(row.amount, language), numeric: true },
          {
            header: t('rewards.turnoverAdded'),
            cell: (row) => formatMoney(row.turnoverAdded, language),
            numeric: true,
          },
        ]}
      />
      <Pager
        page={page}
        totalPages={data?.page.totalPages ?? 0}
        onChange={setPage}
        of={t('rewards.historyCaption')}
      />
    </div>
  );
}

/**
 * The reward centre (rewardCenter) with the activity centre: what can be claimed now with one click (offered rewards,
 * complete missions, claimable promotions, the accrued rebate), red envelopes and the prize wheel, the activities the
 * player takes part in, and the history of rewards credited.
 */
export function RewardCentre() {
  const { t } = useTranslation('engagement');
  const language = useLanguage();
  const [section, setSection] = useState<Section>('claim');
  const { data, error, isFetching } = useRewardCentre(language);
  const claimable = data?.claimable ?? [];
  return (
    <section className="m-panel rewards" aria-labelledby="rewards-title" aria-busy={isFetching}>
      <h1 id="rewards-title" className="m-panel__title">
        {t('rewards.title')}
      </h1>
      {error ? (
        <p className="m-error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      <Tabs.Root value={section} onValueChange={(value) => setSection(value as Section)}>
        <Tabs.List className="rewards__tabs" aria-label={t('rewards.sections')}>
          <Tabs.Trigger value="claim" className="rewards__tab">
            {t('rewards.claimNow')}
            {claimable.length > 0 ? <span className="rewards__count">{claimable.length}</span> : null}
          </Tabs.Trigger>
          <Tabs.Trigger value="draws" className="rewards__tab">
            {t('rewards.draws')}
          </Tabs.Trigger>
          <Tabs.Trigger value="activities" className="rewards__tab">
            {t('rewards.activities')}
          </Tabs.Trigger>
          <Tabs.Trigger value="history" className="rewards__tab">
            {t('rewards.history')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="claim" className="rewards__panel">
          {data && claimable.length === 0 ? (
            <p className="m-empty">
              {t('rewards.nothing')} <Link to="/promotions">{t('rewards.seePromotions')}</Link>
            </p>
          ) : (
            <ul className="claim-list" aria-label={t('rewards.claimNow')}>
              {claimable.map((item) => (
                <ClaimRow key={item.key} item={item} onDraw={() => setSection('draws')} />
              ))}
            </ul>
          )}
        </Tabs.Content>
        <Tabs.Content value="draws" className="rewards__panel">
          <Raffles />
        </Tabs.Content>
        <Tabs.Content value="activities" className="rewards__panel">
          {data && data.activities.length === 0 ? (
            <p className="m-empty">{t('rewards.noActivities')}</p>
          ) : null}
          <ul className="activity-list" aria-label={t('rewards.activities')}>
            {(data?.activities ?? []).map((activity) => (
              <li key={activity.key} className="activity">
                <div>
                  <span className="claim-row__kind">{t(`sources.${activity.source}`)}</span>
                  <strong>{activity.title}</strong>
                  {activity.progress ? (
                    <progress
                      className="progress"
                      max={activity.progress.target}
                      value={Math.min(activity.progress.current, activity.progress.target)}
                      aria-label={activity.title}
                    />
                  ) : null}
                </div>
                <ActivityStatusBadge status={activity.status} />
              </li>
            ))}
          </ul>
        </Tabs.Content>
        <Tabs.Content value="history" className="rewards__panel">
          <History />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
