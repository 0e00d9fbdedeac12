import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { gameCategories, vendorsByCategory } from '../../../../shared/constants/games.ts';
import { todayRange, type DateRange } from '../../../../shared/time/brasilia.ts';
import { platformNow } from '../../../lib/platform-clock.ts';
import { Form, useZodForm } from '../../../components/ui/form/form.tsx';
import { TextField } from '../../../components/ui/form/fields.tsx';
import { PeriodFilters } from '../../../components/ui/period-filters.tsx';
import { ReportShell } from '../../../components/ui/report-shell.tsx';
import { SignedMoney } from '../../../components/ui/signed-money.tsx';
import { Stats } from '../../../components/ui/stats.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useTeamBets } from '../api/agent-api.ts';
import { usePeriodPresets } from './team-overview.tsx';
import '../../../components/ui/money-ui.css';

const memberValues = z.object({ account: z.string().check(z.trim(), z.maxLength(64)) });

/**
 * Team betting (spec §1): the settled bets of the whole team, or of one member, by game type and vendor, newest first,
 * with the totals of the same filter.
 */
export function TeamBets({ account: initialAccount }: { account?: string }) {
  const { t } = useTranslation(['agent', 'money']);
  const language = useLanguage();
  const presets = usePeriodPresets();
  const [range, setRange] = useState<DateRange>(() => todayRange(platformNow()));
  const [gameType, setGameType] = useState('');
  const [vassalage, setVassalage] = useState('');
  const [account, setAccount] = useState(initialAccount ?? '');
  const [page, setPage] = useState(1);
  const memberForm = useZodForm(memberValues, { defaultValues: { account: initialAccount ?? '' } });
  const query = useTeamBets({ ...range, ...(account ? { account } : {}), gameType, vassalage }, page);
  const rows = query.data?.page.content ?? [];
  const money = (cents: number) => formatMoney(cents, language);
  const known = gameType ? (vendorsByCategory[gameType as keyof typeof vendorsByCategory] ?? []) : [];
  const vendors = new Map<string, string>(known.map((code) => [code, code]));
  for (const row of rows) vendors.set(row.vassalage, row.vendorName);
  if (vassalage && !vendors.has(vassalage)) vendors.set(vassalage, vassalage);

  return (
    <ReportShell
      titleId="bets-title"
      title={account ? t('bets.titleOf', { account }) : t('bets.title')}
      query={query}
      filters={
        <>
          <Form
            form={memberForm}
            className="form form--row"
            aria-label={t('bets.memberFilter')}
            onSubmit={(values) => {
              setAccount(values.account);
              setPage(1);
            }}
          >
            <TextField
              name="account"
              label={t('bets.member')}
              hint={t('bets.memberHint')}
              autoComplete="off"
            />
            <button type="submit" className="btn btn--ghost">
              {t('team.apply')}
            </button>
            {account ? (
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => {
                  memberForm.setValue('account', '');
                  setAccount('');
                  setPage(1);
                }}
              >
                {t('bets.wholeTeam')}
              </button>
            ) : null}
          </Form>
          <PeriodFilters
            value={{ ...range, gameType, vassalage }}
            presets={presets}
            onChange={(filters) => {
              setRange({ startDate: filters.startDate, endDate: filters.endDate });
              setGameType(filters.gameType);
              setVassalage(filters.vassalage);
              setPage(1);
            }}
            selects={[
              {
                name: 'gameType',
                label: t('bets.gameType'),
                options: gameCategories.map((c) => ({ value: c, label: t(`money:records.gameTypes.${c}`) })),
                clears: ['vassalage'],
              },
              {
                name: 'vassalage',
                label: t('bets.vendor'),
                options: [...vendors].map(([code, name]) => ({ value: code, label: name })),
              },
            ]}
          />
        </>
      }
      totals={(data) => (
        <Stats
          label={t('bets.totals')}
          items={[
            { label: t('bets.count'), value: data.totals.betCount, testId: 'bets-count' },
            { label: t('bets.validBet'), value: money(data.totals.validBet) },
            { label: t('bets.win'), value: money(data.totals.winAmount) },
            { label: t('bets.profitLoss'), value: <SignedMoney cents={data.totals.profitLoss} /> },
          ]}
        />
      )}
      caption={t('bets.title')}
      rowKey={(row) => row.betId}
      rowTestId="team-bet-row"
      emptyText={t('common.noBets')}
      columns={[
        { header: t('bets.time'), cell: (row) => formatDateTime(row.settledTime, language) },
        { header: t('bets.member'), cell: (row) => row.account },
        { header: t('bets.game'), cell: (row) => row.gameName, rowHeader: true },
        {
          header: t('bets.gameType'),
          cell: (row) => t(`money:records.gameTypes.${row.gameType}`, { defaultValue: row.gameType }),
        },
        { header: t('bets.vendor'), cell: (row) => row.vendorName },
        { header: t('bets.stake'), cell: (row) => money(row.stake), numeric: true },
        { header: t('bets.win'), cell: (row) => money(row.win), numeric: true },
        {
          header: t('bets.profitLoss'),
          cell: (row) => <SignedMoney cents={row.profitLoss} />,
          numeric: true,
        },
      ]}
      page={page}
      onPageChange={setPage}
    />
  );
}
