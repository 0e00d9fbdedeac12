import { useTranslation } from 'react-i18next';
import { PeriodFilters } from '../../../components/ui/period-filters.tsx';
import { ReportShell } from '../../../components/ui/report-shell.tsx';
import { Stats } from '../../../components/ui/stats.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
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
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <ReportShell
      titleId="loss-title"
      title={t('loss.title')}
      query={query}
      filters={
        <>
          <p className="m-muted">{t('loss.intro')}</p>
          <PeriodFilters value={range} presets={presets} onChange={setRange} />
        </>
      }
      totals={(data) => (
        <Stats
          label={t('loss.totals')}
          items={[
            { label: t('loss.members'), value: data.totals.members, testId: 'loss-members' },
            { label: t('loss.netLoss'), value: money(data.totals.netLoss) },
          ]}
        />
      )}
      caption={t('loss.title')}
      rowKey={(row) => row.account}
      rowTestId="loss-row"
      emptyText={t('loss.empty')}
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
      page={page}
      onPageChange={setPage}
    />
  );
}
