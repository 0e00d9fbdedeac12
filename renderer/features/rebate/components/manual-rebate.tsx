import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { Stats } from '../../../components/ui/stats.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { refreshAfterMoneyMoved } from '../../../api/refresh.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime, formatMoney, numberFormat } from '../../../lib/format.ts';
import { claimTheRebate, useManualRebate } from '../api/rebate-api.ts';
import '../../../components/ui/money-ui.css';

/**
 * Manual rebate (manualRebate, MANPLAYREB3): the rebate accrued on valid bets since the last claim, by game category
 * with its rate (the VIP bonus included), each line rounded down to the cent; one click credits the total.
 */
export function ManualRebate() {
  const { t } = useTranslation(['engagement', 'layout']);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { data, error, isFetching } = useManualRebate();
  const money = (cents: number) => formatMoney(cents, language);
  const rate = (bp: number) => `${numberFormat(language, { maximumFractionDigits: 2 }).format(bp / 100)}%`;
  const claim = useMoneyMutation((_: null, key: string) => claimTheRebate(key), {
    onSuccess: (result) => {
      refreshAfterMoneyMoved(queryClient);
      toast.success(t('rebate.credited', { amount: money(result.rewardAmount) }));
    },
  });
  const claimable = data !== undefined && data.total > 0 && data.total >= data.minClaim;
  return (
    <section className="m-panel rebate" aria-labelledby="rebate-title" aria-busy={isFetching}>
      <h1 id="rebate-title" className="m-panel__title">
        {t('rebate.title')}
      </h1>
      {error ? (
        <p className="m-error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      {data ? (
        <>
          <p className="m-muted">
            {data.since
              ? t('rebate.since', { date: formatDateTime(data.since, language) })
              : t('rebate.sinceStart')}
          </p>
          <Stats
            items={[
              { label: t('rebate.total'), value: money(data.total), testId: 'rebate-total' },
              { label: t('rebate.minClaim'), value: money(data.minClaim) },
              { label: t('rebate.turnover'), value: t('rebate.times', { times: data.turnoverMultiplier }) },
            ]}
          />
          <Table
            caption={t('rebate.caption')}
            rows={data.lines}
            rowKey={(row) => row.gameType}
            empty={<p className="m-empty">{t('rebate.empty')}</p>}
            columns={[
              {
                header: t('rebate.gameType'),
                cell: (row) => t(`layout:categories.${row.gameType}`, { defaultValue: row.gameType }),
                rowHeader: true,
              },
              { header: t('rebate.validBet'), cell: (row) => money(row.validBet), numeric: true },
              { header: t('rebate.rate'), cell: (row) => rate(row.rateBp), numeric: true },
              { header: t('rebate.amount'), cell: (row) => money(row.amount), numeric: true },
            ]}
          />
          <button
            type="button"
            className="btn btn--primary"
            // not while the amount is read again (a round played since): the button says what the claim credits
            disabled={!claimable || claim.isPending || isFetching}
            onClick={() => void claim.submit(null)}
          >
            {claimable ? t('rebate.claim', { amount: money(data.total) }) : t('rebate.nothing')}
          </button>
          {claim.error ? (
            <p className="m-error" role="alert">
              {errorText(claim.error)}
            </p>
          ) : null}
          {data.claims.length > 0 ? (
            <div>
              <h2 className="m-panel__subtitle">{t('rebate.lastClaims')}</h2>
              <ul className="rebate__claims">
                {data.claims.map((row) => (
                  <li key={row.claimTime}>
                    {t('rebate.claimLine', {
                      date: formatDateTime(row.claimTime, language),
                      amount: money(row.amount),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
