import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ResponseOf } from '../../../../shared/api/contract.ts';
import type { getTeamOverview } from '../../../../shared/api/agent.ts';
import {
  thisMonthRange,
  thisWeekRange,
  todayRange,
  yesterdayRange,
  type DateRange,
} from '../../../../shared/time/brasilia.ts';
import { PeriodFilters, type PeriodPreset } from '../../../components/ui/period-filters.tsx';
import { SignedMoney } from '../../../components/ui/signed-money.tsx';
import { Stats } from '../../../components/ui/stats.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatMoney, numberFormat } from '../../../lib/format.ts';
import { useTeamOverview } from '../api/agent-api.ts';
import { useChartColors } from '../hooks/use-chart-colors.ts';
import { platformNow } from '../../../lib/platform-clock.ts';
import { usePlatformToday } from '../../../lib/platform-today.ts';
import '../../../components/ui/money-ui.css';

type Overview = ResponseOf<typeof getTeamOverview>;
type Series = 'betting' | 'money' | 'members';

/** The named periods of the agent's reports: today, yesterday, this week, this month (Brasília calendar). */
export function usePeriodPresets(): PeriodPreset[] {
  const { t } = useTranslation('agent');
  // re-rendered on a new platform day, or when the platform's clock is learned (cheap: no memo)
  usePlatformToday();
  const now = platformNow();
  return [
    { label: t('period.today'), range: todayRange(now) },
    { label: t('period.yesterday'), range: yesterdayRange(now) },
    { label: t('period.thisWeek'), range: thisWeekRange(now) },
    { label: t('period.thisMonth'), range: thisMonthRange(now) },
  ];
}

/** "21/11" (PT) or "11/21" (EN): a day of the chart's axis. */
function shortDay(date: string, language: string): string {
  const [, month, day] = date.split('-');
  return language === 'en' ? `${month}/${day}` : `${day}/${month}`;
}

/** The daily chart (recharts), two series at a time, in the theme's colours; the numbers also in a table. */
function DailyChart({ data }: { data: Overview }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const colors = useChartColors();
  const [series, setSeries] = useState<Series>('betting');
  const money = (cents: number) => formatMoney(cents, language);
  const axisMoney = (value: number) =>
    numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value / 100);
  const rows = data.daily.map((day) => ({ ...day, label: shortDay(day.date, language) }));
  const pairs: Record<
    Series,
    { bar: keyof (typeof rows)[number]; line: keyof (typeof rows)[number]; money: boolean }
  > = {
    betting: { bar: 'validBet', line: 'profitLoss', money: true },
    money: { bar: 'depositAmount', line: 'withdrawalAmount', money: true },
    members: { bar: 'activeMembers', line: 'registrations', money: false },
  };
  const pair = pairs[series];
  const name = (key: string) => t(`overview.series.${key}`);
  return (
    <section className="m-panel agent-section" aria-labelledby="overview-chart-title">
      <div className="agent-section__head">
        <h2 id="overview-chart-title">{t('overview.chart')}</h2>
        <div className="m-chips" role="group" aria-label={t('overview.chartShows')}>
          {(['betting', 'money', 'members'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="m-chip"
              aria-pressed={option === series}
              onClick={() => setSeries(option)}
            >
              {t(`overview.chartSeries.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <figure
        className="agent-chart"
        aria-label={t('overview.chartLabel', { series: t(`overview.chartSeries.${series}`) })}
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="label"
              stroke={colors.muted}
              tick={{ fill: colors.muted, fontSize: 12 }}
              minTickGap={12}
            />
            <YAxis
              stroke={colors.muted}
              tick={{ fill: colors.muted, fontSize: 12 }}
              tickFormatter={pair.money ? axisMoney : undefined}
              allowDecimals={false}
              width={52}
            />
            <Tooltip
              contentStyle={{
                background: colors.surface,
                border: `1px solid ${colors.grid}`,
                color: colors.text,
              }}
              labelStyle={{ color: colors.text }}
              formatter={(value) => (pair.money ? money(Number(value)) : String(value))}
            />
            <Legend wrapperStyle={{ color: colors.text }} />
            <Bar dataKey={pair.bar} name={name(pair.bar)} fill={colors.accent} radius={[4, 4, 0, 0]} />
            <Line
              dataKey={pair.line}
              name={name(pair.line)}
              stroke={colors.second}
              strokeWidth={2}
              dot={false}
              type="monotone"
            />
          </ComposedChart>
        </ResponsiveContainer>
      </figure>
      <details>
        <summary>{t('overview.dailyTable')}</summary>
        <Table
          caption={t('overview.dailyTable')}
          rows={data.daily}
          rowKey={(row) => row.date}
          columns={[
            { header: t('overview.date'), cell: (row) => shortDay(row.date, language), rowHeader: true },
            { header: name('registrations'), cell: (row) => row.registrations, numeric: true },
            { header: name('activeMembers'), cell: (row) => row.activeMembers, numeric: true },
            { header: name('depositAmount'), cell: (row) => money(row.depositAmount), numeric: true },
            { header: name('withdrawalAmount'), cell: (row) => money(row.withdrawalAmount), numeric: true },
            { header: name('validBet'), cell: (row) => money(row.validBet), numeric: true },
            { header: name('winAmount'), cell: (row) => money(row.winAmount), numeric: true },
            {
              header: name('profitLoss'),
              cell: (row) => <SignedMoney cents={row.profitLoss} />,
              numeric: true,
            },
          ]}
        />
      </details>
    </section>
  );
}

/**
 * Team overview (spec §1, §2): the team's size and figures for today / yesterday / this week / this month or a chosen
 * period (7- and 30-day steps), the daily chart and the figures per game category. `account` shows a sub-agent's team.
 */
export function TeamOverview({ account, onOwnTeam }: { account?: string; onOwnTeam?: () => void }) {
  const { t } = useTranslation(['agent', 'money']);
  const language = useLanguage();
  const presets = usePeriodPresets();
  const [range, setRange] = useState<DateRange>(() => todayRange(platformNow()));
  const query = useTeamOverview(range, account);
  const data = query.data;
  const money = (cents: number) => formatMoney(cents, language);
  const figures = data?.figures;
  return (
    <section className="m-panel" aria-labelledby="overview-title" aria-busy={query.isFetching}>
      <div className="agent-section__head">
        <h1 id="overview-title" className="m-panel__title">
          {account ? t('overview.titleOf', { account }) : t('overview.title')}
        </h1>
        {account && onOwnTeam ? (
          <button type="button" className="btn btn--ghost btn--small" onClick={onOwnTeam}>
            {t('overview.ownTeam')}
          </button>
        ) : null}
      </div>
      <PeriodFilters value={range} presets={presets} onChange={(next) => setRange(next)} />
      {query.error ? (
        <p className="m-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : null}
      {data && figures ? (
        <>
          <Stats
            label={t('overview.size')}
            items={[
              { label: t('overview.direct'), value: data.teamSize.direct, testId: 'team-direct' },
              { label: t('overview.total'), value: data.teamSize.total, testId: 'team-total' },
            ]}
          />
          <Stats
            label={t('overview.figures')}
            items={[
              {
                label: t('overview.registrations'),
                value: figures.registrations,
                testId: 'team-registrations',
              },
              { label: t('overview.activeMembers'), value: figures.activeMembers, testId: 'team-active' },
              {
                label: t('overview.depositors'),
                value: t('overview.depositorsValue', {
                  count: figures.depositors,
                  first: figures.firstDepositors,
                }),
              },
              {
                label: t('overview.deposits'),
                value: t('overview.withCount', {
                  amount: money(figures.depositAmount),
                  count: figures.depositCount,
                }),
                testId: 'team-deposits',
              },
              {
                label: t('overview.withdrawals'),
                value: t('overview.withCount', {
                  amount: money(figures.withdrawalAmount),
                  count: figures.withdrawalCount,
                }),
              },
              {
                label: t('overview.validBet'),
                value: t('overview.withBets', { amount: money(figures.validBet), count: figures.betCount }),
                testId: 'team-valid-bet',
              },
              { label: t('overview.wins'), value: money(figures.winAmount) },
              { label: t('overview.bonuses'), value: money(figures.bonusAmount) },
              { label: t('overview.rebates'), value: money(figures.rebateAmount) },
              {
                label: t('overview.profitLoss'),
                value: <SignedMoney cents={figures.profitLoss} />,
                testId: 'team-profit-loss',
              },
            ]}
          />
          <p className="m-muted">{t('overview.profitLossNote')}</p>
          <DailyChart data={data} />
          <section className="agent-section" aria-labelledby="overview-types-title">
            <h2 id="overview-types-title" className="m-panel__subtitle">
              {t('overview.byGameType')}
            </h2>
            <Table
              caption={t('overview.byGameType')}
              rows={data.byGameType}
              rowKey={(row) => row.gameType}
              empty={<p className="m-empty">{t('common.noBets')}</p>}
              columns={[
                {
                  header: t('bets.gameType'),
                  cell: (row) => t(`money:records.gameTypes.${row.gameType}`, { defaultValue: row.gameType }),
                  rowHeader: true,
                },
                { header: t('bets.count'), cell: (row) => row.betCount, numeric: true },
                { header: t('overview.validBet'), cell: (row) => money(row.validBet), numeric: true },
                { header: t('overview.wins'), cell: (row) => money(row.winAmount), numeric: true },
                {
                  header: t('bets.profitLoss'),
                  cell: (row) => <SignedMoney cents={row.profitLoss} />,
                  numeric: true,
                },
              ]}
            />
          </section>
        </>
      ) : query.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : null}
    </section>
  );
}
