import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { Stats } from '../../../components/ui/stats.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatMoney, numberFormat } from '../../../lib/format.ts';
import { usePlayerRank } from '../api/vip-api.ts';
import '../../../components/ui/money-ui.css';
import '../../../components/ui/engagement.css';
import './vip.css';

/**
 * VIP rank (playerRank): the level reached from cumulative valid bet, the progress to the next, and every level's
 * benefits — the rebate bonus, the withdrawals a day and their maximum, the birthday bonus and the level-up reward.
 */
export function PlayerRank() {
  const { t } = useTranslation('engagement');
  const language = useLanguage();
  const { data, error, isFetching } = usePlayerRank(language);
  const money = (cents: number) => formatMoney(cents, language);
  const percent = (bp: number) =>
    `+${numberFormat(language, { maximumFractionDigits: 2 }).format(bp / 100)}%`;
  return (
    <section className="m-panel vip" aria-labelledby="vip-title" aria-busy={isFetching}>
      <h1 id="vip-title" className="m-panel__title">
        {t('vip.title')}
      </h1>
      {error ? (
        <p className="m-error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      {data ? (
        <>
          <div className="vip__card">
            <p className="vip__level">
              <span className="vip__crown" aria-hidden="true">
                ♛
              </span>
              {t('vip.current', { name: data.level.name })}
            </p>
            <Stats
              items={[
                { label: t('vip.validBet'), value: money(data.validBet) },
                ...(data.next && data.toNext !== null
                  ? [{ label: t('vip.toNext', { name: data.next.name }), value: money(data.toNext) }]
                  : []),
              ]}
            />
            {data.next ? (
              <>
                <progress
                  className="progress"
                  max={data.next.minValidBet - data.level.minValidBet}
                  value={Math.max(0, data.validBet - data.level.minValidBet)}
                  aria-label={t('vip.progressLabel', { name: data.next.name })}
                />
                <p className="m-muted">
                  {t('vip.nextReward', { name: data.next.name, amount: money(data.next.levelUpReward) })}
                </p>
              </>
            ) : (
              <p className="m-muted">{t('vip.top')}</p>
            )}
            <Link className="btn btn--ghost btn--small" to="/member?tab=rewardCenter">
              {t('vip.rewards')}
            </Link>
          </div>
          <Table
            caption={t('vip.benefits')}
            rows={data.levels}
            rowKey={(row) => row.level}
            columns={[
              {
                header: t('vip.level'),
                cell: (row) =>
                  row.level === data.level.level ? t('vip.yours', { name: row.name }) : row.name,
                rowHeader: true,
              },
              { header: t('vip.minValidBet'), cell: (row) => money(row.minValidBet), numeric: true },
              { header: t('vip.rebateBonus'), cell: (row) => percent(row.rebateBonusBp), numeric: true },
              { header: t('vip.withdrawals'), cell: (row) => row.withdrawDailyCount, numeric: true },
              { header: t('vip.withdrawMax'), cell: (row) => money(row.withdrawMax), numeric: true },
              { header: t('vip.birthday'), cell: (row) => money(row.birthdayBonus), numeric: true },
              { header: t('vip.levelUp'), cell: (row) => money(row.levelUpReward), numeric: true },
            ]}
          />
          <p className="m-muted">{t('vip.rules')}</p>
        </>
      ) : null}
    </section>
  );
}
