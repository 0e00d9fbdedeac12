import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redeemStatuses } from '../../../../shared/api/points.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { Table, type Column } from '../../../components/ui/table.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useRedemptions, type RedeemStatus } from '../api/points-api.ts';
import { formatPoints } from '../utils/format-points.ts';
import '../../../components/ui/engagement.css';

type Row = NonNullable<ReturnType<typeof useRedemptions>['data']>['content'][number];

const statusKey: Record<RedeemStatus, string> = {
  'In Process': 'inProcess',
  Rejected: 'rejected',
  Approved: 'approved',
};

/** The badge's tone (components/ui/engagement.css, the one status badge of the app). */
const statusTone: Record<RedeemStatus, 'wait' | 'bad' | 'done'> = {
  'In Process': 'wait',
  Rejected: 'bad',
  Approved: 'done',
};

export function RedeemStatusBadge({ status }: { status: RedeemStatus }) {
  const { t } = useTranslation('points');
  return (
    <span className={`status-badge status-badge--${statusTone[status]}`}>
      {t(`status.${statusKey[status]}`)}
    </span>
  );
}

/** Redeem history (spec §3): each redemption with its status (In Process, Rejected, Approved) and the remark. */
export function RedeemHistory() {
  const { t } = useTranslation('points');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<RedeemStatus | null>(null);
  const list = useRedemptions(page, status, language);
  const columns: Column<Row>[] = [
    { header: t('history.reward'), cell: (row) => row.rewardName, rowHeader: true },
    { header: t('history.quantity'), cell: (row) => row.quantity, numeric: true },
    { header: t('history.points'), cell: (row) => formatPoints(row.points, language), numeric: true },
    { header: t('history.status'), cell: (row) => <RedeemStatusBadge status={row.status} /> },
    { header: t('history.remark'), cell: (row) => row.remark ?? '—' },
    { header: t('history.time'), cell: (row) => formatDateTime(row.createdTime, language) },
  ];
  return (
    <section className="m-panel" aria-labelledby="redeem-history-title">
      <h2 id="redeem-history-title" className="m-panel__subtitle">
        {t('history.title')}
      </h2>
      <ul className="m-chips" aria-label={t('history.filter')}>
        {[null, ...redeemStatuses].map((value) => (
          <li key={value ?? 'all'}>
            <button
              type="button"
              className="m-chip"
              aria-pressed={status === value}
              onClick={() => {
                setStatus(value);
                setPage(1);
              }}
            >
              {value ? t(`status.${statusKey[value]}`) : t('history.all')}
            </button>
          </li>
        ))}
      </ul>
      {list.isError ? (
        <p className="m-error" role="alert">
          {errorText(list.error)}
        </p>
      ) : null}
      {list.isPending ? <p className="m-muted">{t('common.loading')}</p> : null}
      {list.data ? (
        <Table
          caption={t('history.title')}
          columns={columns}
          rows={list.data.content}
          rowKey={(row) => row.redeemId}
          rowTestId="redeem-row"
          empty={<p className="m-empty">{t('history.empty')}</p>}
        />
      ) : null}
      <Pager page={page} totalPages={list.data?.totalPages ?? 0} onChange={setPage} of={t('history.title')} />
    </section>
  );
}
