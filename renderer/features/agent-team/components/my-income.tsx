import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager.tsx';
import { PeriodFilters } from '../../../components/ui/period-filters.tsx';
import { SignedMoney } from '../../../components/ui/signed-money.tsx';
import { Stats } from '../../../components/ui/stats.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useReferenceText } from '../../../hooks/use-reference-text.ts';
import { errorText } from '../../../lib/error-text.ts';
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
  const data = query.data;
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <section className="m-panel" aria-labelledby="income-title" aria-busy={query.isFetching}>
      <h1 id="income-title" className="m-panel__title">
        {t('income.title')}
      </h1>
      <p className="m-muted">{t('income.intro')}</p>
      <PeriodFilters value={range} presets={presets} onChange={setRange} />
      {query.error ? (
        <p className="m-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : null}
      {data ? (
        <Stats
          label={t('income.totals')}
          items={[
            { label: t('income.income'), value: money(data.totals.income), testId: 'income-total' },
            { label: t('income.transfersIn'), value: money(data.totals.transfersIn) },
            { label: t('income.transfersOut'), value: money(data.totals.transfersOut), testId: 'income-out' },
          ]}
        />
      ) : null}
      <Table
        caption={t('income.movements')}
        captionHidden={false}
        rows={data?.page.content ?? []}
        rowKey={(row) => row.entryId}
        rowTestId="income-row"
        empty={data ? <p className="m-empty">{t('income.empty')}</p> : null}
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
      />
      <Pager
        page={page}
        totalPages={data?.page.totalPages ?? 0}
        onChange={setPage}
        of={t('income.movements')}
      />
    </section>
  );
}
