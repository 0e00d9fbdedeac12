import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRecordTypes } from '../../../../shared/api/money.ts';
import { gameCategories, vendorsByCategory } from '../../../../shared/constants/games.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { SignedMoney } from '../../../components/ui/signed-money.tsx';
import { Stats } from '../../../components/ui/stats.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useAccountRecord, useBettingRecord, useBonusDetails, useProfitLoss } from '../api/records-api.ts';
import { lastDays, type DateRange } from '../../../../shared/time/brasilia.ts';
import { platformToday } from '../../../lib/platform-today.ts';
import { useReferenceText } from '../../../hooks/use-reference-text.ts';
import { usePagedPeriod } from '../../../hooks/use-paged-period.ts';
import { PeriodFilters } from '../../../components/ui/period-filters.tsx';
import './records.css';
import '../../../components/ui/money-ui.css';

function RecordsShell({
  id,
  title,
  filters,
  children,
  page,
  totalPages,
  onPage,
  error,
  loading,
}: {
  id: string;
  title: string;
  filters: ReactNode;
  children: ReactNode;
  page?: number;
  totalPages?: number;
  onPage?: (page: number) => void;
  error: unknown;
  loading: boolean;
}) {
  return (
    <section className="m-panel records" aria-labelledby={id} aria-busy={loading}>
      <h1 id={id} className="m-panel__title">
        {title}
      </h1>
      <div className="records__filters">{filters}</div>
      {error ? (
        <p className="m-error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      {children}
      {page !== undefined && onPage ? (
        <Pager page={page} totalPages={totalPages ?? 0} onChange={onPage} of={title} />
      ) : null}
    </section>
  );
}

function Empty() {
  const { t } = useTranslation('money');
  return <p className="m-empty">{t('records.empty')}</p>;
}

/** Betting record (personalHistoryCopy): by game type and vendor, with totals. */
export function BettingRecord() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const { range, setRange, page, setPage } = usePagedPeriod(7);
  const [gameType, setGameType] = useState('');
  const [vassalage, setVassalage] = useState('');
  const query = useBettingRecord({ ...range, pageNo: page, gameType, vassalage });
  const data = query.data;
  const rows = data?.page.content ?? [];
  const known = gameType ? (vendorsByCategory[gameType as keyof typeof vendorsByCategory] ?? []) : [];
  const vendorOptions = new Map<string, string>(known.map((code) => [code, code]));
  for (const row of rows) vendorOptions.set(row.vassalage, row.vendorName);
  if (vassalage && !vendorOptions.has(vassalage)) vendorOptions.set(vassalage, vassalage);

  return (
    <RecordsShell
      id="bets-title"
      title={t('records.bets.title')}
      error={query.error}
      loading={query.isFetching}
      page={page}
      totalPages={data?.page.totalPages}
      onPage={setPage}
      filters={
        <PeriodFilters
          value={{ ...range, gameType, vassalage }}
          onChange={(filters) => {
            setRange({ startDate: filters.startDate, endDate: filters.endDate });
            setGameType(filters.gameType);
            setVassalage(filters.vassalage);
          }}
          selects={[
            {
              name: 'gameType',
              label: t('records.bets.gameType'),
              options: gameCategories.map((c) => ({ value: c, label: t(`records.gameTypes.${c}`) })),
              clears: ['vassalage'],
            },
            {
              name: 'vassalage',
              label: t('records.bets.vendor'),
              options: [...vendorOptions].map(([code, name]) => ({ value: code, label: name })),
            },
          ]}
        />
      }
    >
      {data ? (
        <Stats
          label={t('records.totals')}
          items={[
            { label: t('records.bets.count'), value: data.totals.betCount },
            { label: t('records.bets.stake'), value: formatMoney(data.totals.stake, language) },
            { label: t('records.bets.validBet'), value: formatMoney(data.totals.validBet, language) },
            { label: t('records.bets.win'), value: formatMoney(data.totals.win, language) },
            { label: t('records.profitLoss'), value: <SignedMoney cents={data.totals.profitLoss} /> },
          ]}
        />
      ) : null}
      <Table
        caption={t('records.bets.title')}
        rows={rows}
        empty={data ? <Empty /> : null}
        rowKey={(row) => row.betId}
        rowTestId="bet-row"
        columns={[
          { header: t('records.time'), cell: (row) => formatDateTime(row.betTime, language) },
          { header: t('records.bets.game'), cell: (row) => row.gameName, rowHeader: true },
          { header: t('records.bets.vendor'), cell: (row) => row.vendorName },
          {
            header: t('records.bets.gameType'),
            cell: (row) => t(`records.gameTypes.${row.gameType}`, { defaultValue: row.gameType }),
          },
          { header: t('records.bets.stake'), cell: (row) => formatMoney(row.stake, language), numeric: true },
          { header: t('records.bets.win'), cell: (row) => formatMoney(row.win, language), numeric: true },
          {
            header: t('records.profitLoss'),
            cell: (row) => <SignedMoney cents={row.profitLoss} />,
            numeric: true,
          },
          { header: t('records.status'), cell: (row) => t(`records.bets.statuses.${row.status}`) },
        ]}
      />
    </RecordsShell>
  );
}

/** Account record (transactionHistory): every ledger movement with its type. */
export function AccountRecord() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const referenceText = useReferenceText();
  const { range, setRange, page, setPage } = usePagedPeriod(7);
  const [type, setType] = useState('');
  const query = useAccountRecord({ ...range, pageNo: page, type });
  const data = query.data;
  const rows = data?.page.content ?? [];
  return (
    <RecordsShell
      id="account-title"
      title={t('records.account.title')}
      error={query.error}
      loading={query.isFetching}
      page={page}
      totalPages={data?.page.totalPages}
      onPage={setPage}
      filters={
        <PeriodFilters
          value={{ ...range, type }}
          onChange={(filters) => {
            setRange({ startDate: filters.startDate, endDate: filters.endDate });
            setType(filters.type);
          }}
          selects={[
            {
              name: 'type',
              label: t('records.account.type'),
              options: accountRecordTypes.map((code) => ({ value: code, label: t(`records.types.${code}`) })),
            },
          ]}
        />
      }
    >
      {data ? (
        <Stats
          label={t('records.totals')}
          items={[
            { label: t('records.account.totalIn'), value: formatMoney(data.totals.totalIn, language) },
            { label: t('records.account.totalOut'), value: formatMoney(data.totals.totalOut, language) },
          ]}
        />
      ) : null}
      <Table
        caption={t('records.account.title')}
        rows={rows}
        empty={data ? <Empty /> : null}
        rowKey={(row) => row.entryId}
        rowTestId="account-row"
        columns={[
          { header: t('records.time'), cell: (row) => formatDateTime(row.createdTime, language) },
          {
            header: t('records.account.type'),
            cell: (row) => t(`records.types.${row.type}`, { defaultValue: row.type }),
            rowHeader: true,
          },
          {
            header: t('records.account.wallet'),
            cell: (row) => (row.walletCode === 'MAIN' ? t('wallet.main') : row.walletCode),
          },
          { header: t('amount.label'), cell: (row) => <SignedMoney cents={row.amount} />, numeric: true },
          {
            header: t('records.account.balanceAfter'),
            cell: (row) => formatMoney(row.balanceAfter, language),
            numeric: true,
          },
          { header: t('records.account.reference'), cell: (row) => referenceText(row.reference) },
        ]}
      />
    </RecordsShell>
  );
}

/** Personal profit and loss (personalProfit) over a period, overall and by game type. */
export function ProfitLoss() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const [range, setRange] = useState<DateRange>(() => lastDays(7, platformToday()));
  const query = useProfitLoss(range);
  const data = query.data;
  return (
    <RecordsShell
      id="pl-title"
      title={t('records.pl.title')}
      error={query.error}
      loading={query.isFetching}
      filters={
        <PeriodFilters
          value={range}
          onChange={(filters) => setRange({ startDate: filters.startDate, endDate: filters.endDate })}
        />
      }
    >
      {data ? (
        <Stats
          items={[
            { label: t('records.pl.deposit'), value: formatMoney(data.depositAmount, language) },
            { label: t('records.pl.withdrawal'), value: formatMoney(data.withdrawalAmount, language) },
            { label: t('records.pl.bet'), value: formatMoney(data.betAmount, language) },
            { label: t('records.pl.validBet'), value: formatMoney(data.validBetAmount, language) },
            { label: t('records.pl.win'), value: formatMoney(data.winAmount, language) },
            { label: t('records.pl.bonus'), value: formatMoney(data.bonusAmount, language) },
            {
              label: t('records.profitLoss'),
              value: <SignedMoney cents={data.profitLoss} />,
              testId: 'profit-loss',
            },
          ]}
        />
      ) : null}
      <Table
        caption={t('records.pl.byGameType')}
        captionHidden={false}
        rows={data?.byGameType ?? []}
        empty={data ? <Empty /> : null}
        rowKey={(row) => row.gameType}
        columns={[
          {
            header: t('records.bets.gameType'),
            cell: (row) => t(`records.gameTypes.${row.gameType}`, { defaultValue: row.gameType }),
            rowHeader: true,
          },
          { header: t('records.bets.count'), cell: (row) => row.betCount, numeric: true },
          { header: t('records.pl.bet'), cell: (row) => formatMoney(row.betAmount, language), numeric: true },
          { header: t('records.pl.win'), cell: (row) => formatMoney(row.winAmount, language), numeric: true },
          {
            header: t('records.profitLoss'),
            cell: (row) => <SignedMoney cents={row.profitLoss} />,
            numeric: true,
          },
        ]}
      />
    </RecordsShell>
  );
}

/** Bonus details (bonusDetails): bonuses credited in a period. */
export function BonusDetails() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const referenceText = useReferenceText();
  const { range, setRange, page, setPage } = usePagedPeriod(30);
  const query = useBonusDetails({ ...range, pageNo: page });
  const data = query.data;
  const rows = data?.page.content ?? [];
  return (
    <RecordsShell
      id="bonus-title"
      title={t('records.bonus.title')}
      error={query.error}
      loading={query.isFetching}
      page={page}
      totalPages={data?.page.totalPages}
      onPage={setPage}
      filters={
        <PeriodFilters
          value={range}
          onChange={(filters) => setRange({ startDate: filters.startDate, endDate: filters.endDate })}
        />
      }
    >
      {data ? (
        <Stats items={[{ label: t('records.bonus.total'), value: formatMoney(data.total, language) }]} />
      ) : null}
      <Table
        caption={t('records.bonus.title')}
        rows={rows}
        empty={data ? <Empty /> : null}
        rowKey={(row) => row.entryId}
        columns={[
          { header: t('records.time'), cell: (row) => formatDateTime(row.createdTime, language) },
          {
            header: t('records.account.type'),
            cell: (row) => t(`records.types.${row.type}`, { defaultValue: row.type }),
            rowHeader: true,
          },
          { header: t('amount.label'), cell: (row) => <SignedMoney cents={row.amount} />, numeric: true },
          { header: t('records.account.reference'), cell: (row) => referenceText(row.reference) },
        ]}
      />
    </RecordsShell>
  );
}
