import { useTranslation } from 'react-i18next';
import { PeriodFilters } from '../../../components/ui/period-filters.tsx';
import { ReportShell } from '../../../components/ui/report-shell.tsx';
import { SignedMoney } from '../../../components/ui/signed-money.tsx';
import { Stats } from '../../../components/ui/stats.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useReferenceText } from '../../../hooks/use-reference-text.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useAgentIncome } from '../api/agent-api.ts';
import { usePeriodPresets } from './team-overview.tsx';
import '../../../components/ui/money-ui.css';
import { usePagedPeriod } from '../../../hooks/use-paged-period.ts';

/**
 * My income (spec §1): the agent's commissions, salaries and dividends (paid under its contracts) and its transfers
 * with its upline and downlines over a period: totals, and every movement.
 */
export function MyIncome() {
  const { t } = useTranslation(['agent', 'money']);
  const language = useLanguage();
  const referenceText = useReferenceText();
  const presets = usePeriodPresets();
  const { range, setRange, page, setPage } = usePagedPeriod(30);
  const query = useAgentIncome(range, page);
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <ReportShell
      titleId="income-title"
      title={t('income.title')}
      query={query}
      filters={
        <>
          <p className="m-muted">{t('income.intro')}</p>
          <PeriodFilters value={range} presets={presets} onChange={setRange} />
        </>
      }
      totals={(data) => (
        <Stats
          label={t('income.totals')}
          items={[
            { label: t('income.income'), value: money(data.totals.income), testId: 'income-total' },
            { label: t('income.transfersIn'), value: money(data.totals.transfersIn) },
            { label: t('income.transfersOut'), value: money(data.totals.transfersOut), testId: 'income-out' },
          ]}
        />
      )}
      caption={t('income.movements')}
      captionHidden={false}
      rowKey={(row) => row.entryId}
      rowTestId="income-row"
      emptyText={t('income.empty')}
      columns={[
        { header: t('bets.time'), cell: (row) => formatDateTime(row.createdTime, language) },
        {
          header: t('income.type'),
          rowHeader: true,
          cell: (row) => t(`income.types.${row.type}`, { defaultValue: row.type }),
        },
        { header: t('income.amount'), cell: (row) => <SignedMoney cents={row.amount} />, numeric: true },
        { header: t('income.balanceAfter'), cell: (row) => money(row.balanceAfter), numeric: true },
        { header: t('income.reference'), cell: (row) => referenceText(row.reference) },
      ]}
      page={page}
      onPageChange={setPage}
    />
  );
}
