import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager.tsx';
import { PeriodFilters } from '../../../components/ui/period-filters.tsx';
import { Stats } from '../../../components/ui/stats.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useUserLoss } from '../api/agent-api.ts';
import type { GoTo } from './team-management.tsx';
import { usePeriodPresets } from './team-overview.tsx';
import '../../../components/ui/money-ui.css';
import { usePagedPeriod } from '../../../hooks/use-paged-period.ts';

/** User loss (spec §1): the team's members who lost over the period, the biggest net loss first. */
export function UserLoss({ go }: { go: GoTo }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const presets = usePeriodPresets();
  const { range, setRange, page, setPage } = usePagedPeriod(7);
  const query = useUserLoss(range, page);
  const data = query.data;
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <section className="m-panel" aria-labelledby="loss-title" aria-busy={query.isFetching}>
      <h1 id="loss-title" className="m-panel__title">
        {t('loss.title')}
      </h1>
      <p className="m-muted">{t('loss.intro')}</p>
      <PeriodFilters value={range} presets={presets} onChange={setRange} />
      {query.error ? (
        <p className="m-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : null}
      {data ? (
        <Stats
          label={t('loss.totals')}
          items={[
            { label: t('loss.members'), value: data.totals.members, testId: 'loss-members' },
            { label: t('loss.netLoss'), value: money(data.totals.netLoss) },
          ]}
        />
      ) : null}
      <Table
        caption={t('loss.title')}
        rows={data?.page.content ?? []}
        rowKey={(row) => row.account}
        rowTestId="loss-row"
        empty={data ? <p className="m-empty">{t('loss.empty')}</p> : null}
        columns={[
          { header: t('loss.rank'), cell: (row) => row.rank, numeric: true },
          {
            header: t('team.account'),
            rowHeader: true,
            cell: (row) => (
              <button
                type="button"
                className="agent-link-button"
                onClick={() => go('teamBetting', { account: row.account })}
                aria-label={t('team.betsOf', { account: row.account })}
              >
                {row.account}
              </button>
            ),
          },
          { header: t('team.upline'), cell: (row) => row.upline },
          { header: t('bets.count'), cell: (row) => row.betCount, numeric: true },
          { header: t('bets.validBet'), cell: (row) => money(row.validBet), numeric: true },
          { header: t('bets.win'), cell: (row) => money(row.winAmount), numeric: true },
          { header: t('loss.bonus'), cell: (row) => money(row.bonusAmount), numeric: true },
          {
            header: t('loss.netLoss'),
            cell: (row) => <span className="m-neg">{money(row.netLoss)}</span>,
            numeric: true,
          },
          { header: t('overview.deposits'), cell: (row) => money(row.depositAmount), numeric: true },
          { header: t('overview.withdrawals'), cell: (row) => money(row.withdrawalAmount), numeric: true },
        ]}
      />
      <Pager page={page} totalPages={data?.page.totalPages ?? 0} onChange={setPage} of={t('loss.title')} />
    </section>
  );
}
