import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pointTransTypes } from '../../../../shared/api/points.ts';
import { lastDays } from '../../../../shared/time/brasilia.ts';
import { usePlatformToday } from '../../../lib/platform-today.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { Table, type Column } from '../../../components/ui/table.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { usePointDetails, type PointTransType } from '../api/points-api.ts';
import { formatPoints, formatPointsChange } from '../utils/format-points.ts';

type Row = NonNullable<ReturnType<typeof usePointDetails>['data']>['content'][number];
const periods = [1, 7, 30, 90] as const;

/** Points details (spec §3): the points ledger — every change and the balance after it — over a period. */
export function PointDetails() {
  const { t } = useTranslation('points');
  const language = useLanguage();
  const [days, setDays] = useState<(typeof periods)[number]>(30);
  const [type, setType] = useState<PointTransType | null>(null);
  const [page, setPage] = useState(1);
  const today = usePlatformToday();
  const range = useMemo(() => lastDays(days, today), [days, today]);
  const details = usePointDetails(
    { page, startDate: range.startDate, endDate: range.endDate, type },
    language,
  );
  const columns: Column<Row>[] = [
    { header: t('details.time'), cell: (row) => formatDateTime(row.createdTime, language), rowHeader: true },
    { header: t('details.type'), cell: (row) => t(`transTypes.${row.transType}`) },
    {
      header: t('details.change'),
      cell: (row) => (
        <span className={row.changedPoints > 0 ? 'points-up' : 'points-down'}>
          {formatPointsChange(row.changedPoints, language)}
        </span>
      ),
      numeric: true,
    },
    { header: t('details.balance'), cell: (row) => formatPoints(row.pointsBalance, language), numeric: true },
    { header: t('details.remark'), cell: (row) => row.remark ?? '—' },
  ];
  return (
    <section className="m-panel" aria-labelledby="point-details-title">
      <h2 id="point-details-title" className="m-panel__subtitle">
        {t('details.title')}
      </h2>
      <div className="m-row">
        <label className="points-select">
          <span>{t('details.period')}</span>
          <select
            value={days}
            onChange={(event) => {
              setDays(Number(event.target.value) as (typeof periods)[number]);
              setPage(1);
            }}
          >
            {periods.map((value) => (
              <option key={value} value={value}>
                {t('details.lastDays', { count: value })}
              </option>
            ))}
          </select>
        </label>
        <label className="points-select">
          <span>{t('details.type')}</span>
          <select
            value={type ?? ''}
            onChange={(event) => {
              setType((event.target.value || null) as PointTransType | null);
              setPage(1);
            }}
          >
            <option value="">{t('details.allTypes')}</option>
            {pointTransTypes.map((value) => (
              <option key={value} value={value}>
                {t(`transTypes.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {details.isError ? (
        <p className="m-error" role="alert">
          {errorText(details.error)}
        </p>
      ) : null}
      {details.data ? (
        <Table
          caption={t('details.title')}
          columns={columns}
          rows={details.data.content}
          rowKey={(row) => row.transId}
          rowTestId="points-row"
          empty={<p className="m-empty">{t('details.empty')}</p>}
        />
      ) : null}
      <Pager
        page={page}
        totalPages={details.data?.totalPages ?? 0}
        onChange={setPage}
        of={t('details.title')}
      />
    </section>
  );
}
