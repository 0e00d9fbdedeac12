import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRecordTypes } from '../../../../shared/api/money.ts';
import { gameCategories, vendorsByCategory } from '../../../../shared/constants/games.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { moneyErrorText } from '../../../hooks/use-money-mutation.ts';
import { useAccountRecord, useBettingRecord, useBonusDetails, useProfitLoss } from '../api/records-api.ts';
import { lastDays, type DateRange } from '../utils/date-range.ts';
import { DateRangePicker } from './date-range-picker.tsx';
import './records.css';

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
  const { t } = useTranslation('money');
  return (
    <section className="m-panel records" aria-labelledby={id} aria-busy={loading}>
      <h1 id={id} className="m-panel__title">
        {title}
      </h1>
      <div className="records__filters">{filters}</div>
      {error ? (
        <p className="m-error" role="alert">
          {moneyErrorText(error, t)}
        </p>
      ) : null}
      {children}
      {page !== undefined && onPage ? (
        <Pager
          page={page}
          totalPages={totalPages ?? 0}
          onChange={onPage}
          label={t('pager.labelOf', { list: title })}
          previous={t('pager.previous')}
          next={t('pager.next')}
          pageLabel={(p) => t('pager.page', { page: p })}
        />
      ) : null}
    </section>
  );
}

function Empty() {
  const { t } = useTranslation('money');
  return <p className="m-empty">{t('records.empty')}</p>;
}

function Signed({ cents }: { cents: number }) {
  const language = useLanguage();
  return (
    <span className={cents < 0 ? 'records__neg' : cents > 0 ? 'records__pos' : undefined}>
      {cents > 0 ? '+' : ''}
      {formatMoney(cents, language)}
    </span>
  );
}

/** Betting record (personalHistoryCopy): by game type and vendor, with totals. */
export function BettingRecord() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const [gameType, setGameType] = useState('');
  const [vassalage, setVassalage] = useState('');
  const [page, setPage] = useState(1);
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
        <>
          <DateRangePicker
            value={range}
            onChange={(next) => {
              setRange(next);
              setPage(1);
            }}
          />
          <div className="m-row">
            <Field label={t('records.bets.gameType')}>
              {(control) => (
                <select
                  {...control}
                  value={gameType}
                  onChange={(e) => {
                    setGameType(e.target.value);
                    setVassalage('');
                    setPage(1);
                  }}
                >
                  <option value="">{t('records.all')}</option>
                  {gameCategories.map((c) => (
                    <option key={c} value={c}>
                      {t(`records.gameTypes.${c}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('records.bets.vendor')}>
              {(control) => (
                <select
                  {...control}
                  value={vassalage}
                  onChange={(e) => {
                    setVassalage(e.target.value);
                    setPage(1);
                  }}
                >
                  <option value="">{t('records.all')}</option>
                  {[...vendorOptions].map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </>
      }
    >
      {data ? (
        <dl className="m-stats" aria-label={t('records.totals')}>
          <div>
            <dt>{t('records.bets.count')}</dt>
            <dd>{data.totals.betCount}</dd>
          </div>
          <div>
            <dt>{t('records.bets.stake')}</dt>
            <dd>{formatMoney(data.totals.stake, language)}</dd>
          </div>
          <div>
            <dt>{t('records.bets.validBet')}</dt>
            <dd>{formatMoney(data.totals.validBet, language)}</dd>
          </div>
          <div>
            <dt>{t('records.bets.win')}</dt>
            <dd>{formatMoney(data.totals.win, language)}</dd>
          </div>
          <div>
            <dt>{t('records.profitLoss')}</dt>
            <dd>
              <Signed cents={data.totals.profitLoss} />
            </dd>
          </div>
        </dl>
      ) : null}
      {data && rows.length === 0 ? <Empty /> : null}
      {rows.length > 0 ? (
        <div className="m-table-wrap">
          <table className="m-table">
            <caption className="visually-hidden">{t('records.bets.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('records.bets.game')}</th>
                <th scope="col">{t('records.bets.vendor')}</th>
                <th scope="col">{t('records.bets.gameType')}</th>
                <th scope="col" className="m-num">
                  {t('records.bets.stake')}
                </th>
                <th scope="col" className="m-num">
                  {t('records.bets.win')}
                </th>
                <th scope="col" className="m-num">
                  {t('records.profitLoss')}
                </th>
                <th scope="col">{t('records.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.betId} data-testid="bet-row">
                  <td>{formatDateTime(row.betTime, language)}</td>
                  <th scope="row">{row.gameName}</th>
                  <td>{row.vendorName}</td>
                  <td>{t(`records.gameTypes.${row.gameType}`, { defaultValue: row.gameType })}</td>
                  <td className="m-num">{formatMoney(row.stake, language)}</td>
                  <td className="m-num">{formatMoney(row.win, language)}</td>
                  <td className="m-num">
                    <Signed cents={row.profitLoss} />
                  </td>
                  <td>{t(`records.bets.statuses.${row.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </RecordsShell>
  );
}

/** Account record (transactionHistory): every ledger movement with its type. */
export function AccountRecord() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
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
        <>
          <DateRangePicker
            value={range}
            onChange={(next) => {
              setRange(next);
              setPage(1);
            }}
          />
          <Field label={t('records.account.type')}>
            {(control) => (
              <select
                {...control}
                value={type}
                onChange={(e) => {
                  setType(e.target.value);
                  setPage(1);
                }}
              >
                <option value="">{t('records.all')}</option>
                {accountRecordTypes.map((code) => (
                  <option key={code} value={code}>
                    {t(`records.types.${code}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      }
    >
      {data ? (
        <dl className="m-stats" aria-label={t('records.totals')}>
          <div>
            <dt>{t('records.account.totalIn')}</dt>
            <dd>{formatMoney(data.totals.totalIn, language)}</dd>
          </div>
          <div>
            <dt>{t('records.account.totalOut')}</dt>
            <dd>{formatMoney(data.totals.totalOut, language)}</dd>
          </div>
        </dl>
      ) : null}
      {data && rows.length === 0 ? <Empty /> : null}
      {rows.length > 0 ? (
        <div className="m-table-wrap">
          <table className="m-table">
            <caption className="visually-hidden">{t('records.account.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('records.account.type')}</th>
                <th scope="col">{t('records.account.wallet')}</th>
                <th scope="col" className="m-num">
                  {t('amount.label')}
                </th>
                <th scope="col" className="m-num">
                  {t('records.account.balanceAfter')}
                </th>
                <th scope="col">{t('records.account.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.entryId} data-testid="account-row">
                  <td>{formatDateTime(row.createdTime, language)}</td>
                  <th scope="row">{t(`records.types.${row.type}`, { defaultValue: row.type })}</th>
                  <td>{row.walletCode === 'MAIN' ? t('wallet.main') : row.walletCode}</td>
                  <td className="m-num">
                    <Signed cents={row.amount} />
                  </td>
                  <td className="m-num">{formatMoney(row.balanceAfter, language)}</td>
                  <td>{row.reference ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </RecordsShell>
  );
}

/** Personal profit and loss (personalProfit) over a period, overall and by game type. */
export function ProfitLoss() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const query = useProfitLoss(range);
  const data = query.data;
  const stats: [string, number][] = data
    ? [
        [t('records.pl.deposit'), data.depositAmount],
        [t('records.pl.withdrawal'), data.withdrawalAmount],
        [t('records.pl.bet'), data.betAmount],
        [t('records.pl.validBet'), data.validBetAmount],
        [t('records.pl.win'), data.winAmount],
        [t('records.pl.bonus'), data.bonusAmount],
      ]
    : [];
  return (
    <RecordsShell
      id="pl-title"
      title={t('records.pl.title')}
      error={query.error}
      loading={query.isFetching}
      filters={<DateRangePicker value={range} onChange={setRange} />}
    >
      {data ? (
        <dl className="m-stats">
          {stats.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{formatMoney(value, language)}</dd>
            </div>
          ))}
          <div>
            <dt>{t('records.profitLoss')}</dt>
            <dd data-testid="profit-loss">
              <Signed cents={data.profitLoss} />
            </dd>
          </div>
        </dl>
      ) : null}
      {data && data.byGameType.length === 0 ? <Empty /> : null}
      {data && data.byGameType.length > 0 ? (
        <div className="m-table-wrap">
          <table className="m-table">
            <caption>{t('records.pl.byGameType')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('records.bets.gameType')}</th>
                <th scope="col" className="m-num">
                  {t('records.bets.count')}
                </th>
                <th scope="col" className="m-num">
                  {t('records.pl.bet')}
                </th>
                <th scope="col" className="m-num">
                  {t('records.pl.win')}
                </th>
                <th scope="col" className="m-num">
                  {t('records.profitLoss')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.byGameType.map((row) => (
                <tr key={row.gameType}>
                  <th scope="row">
                    {t(`records.gameTypes.${row.gameType}`, { defaultValue: row.gameType })}
                  </th>
                  <td className="m-num">{row.betCount}</td>
                  <td className="m-num">{formatMoney(row.betAmount, language)}</td>
                  <td className="m-num">{formatMoney(row.winAmount, language)}</td>
                  <td className="m-num">
                    <Signed cents={row.profitLoss} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </RecordsShell>
  );
}

/** Bonus details (bonusDetails): bonuses credited in a period. */
export function BonusDetails() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  const [page, setPage] = useState(1);
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
        <DateRangePicker
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      }
    >
      {data ? (
        <dl className="m-stats">
          <div>
            <dt>{t('records.bonus.total')}</dt>
            <dd>{formatMoney(data.total, language)}</dd>
          </div>
        </dl>
      ) : null}
      {data && rows.length === 0 ? <Empty /> : null}
      {rows.length > 0 ? (
        <div className="m-table-wrap">
          <table className="m-table">
            <caption className="visually-hidden">{t('records.bonus.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('records.account.type')}</th>
                <th scope="col" className="m-num">
                  {t('amount.label')}
                </th>
                <th scope="col">{t('records.account.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.entryId}>
                  <td>{formatDateTime(row.createdTime, language)}</td>
                  <th scope="row">{t(`records.types.${row.type}`, { defaultValue: row.type })}</th>
                  <td className="m-num">
                    <Signed cents={row.amount} />
                  </td>
                  <td>{row.reference ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </RecordsShell>
  );
}
