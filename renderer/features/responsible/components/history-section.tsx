import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../../../shared/api/responsible.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { Table, type Column } from '../../../components/ui/table.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useResponsibleHistory } from '../api/responsible-api.ts';
import { formatLimitValue, formatMinutes } from '../utils/units.ts';

/** Everything that changed: limits set, lowered, raised after their delay, pauses, reality checks. */
export function HistorySection() {
  const { t } = useTranslation('responsible');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const history = useResponsibleHistory(page);
  const value = (entry: HistoryEntry, v: number | null) => {
    if (v === null) return t('limits.none');
    if (entry.kind) return formatLimitValue(entry.kind, v, language);
    return formatMinutes(v, language);
  };
  const what = (entry: HistoryEntry) => {
    if (entry.kind && entry.period) {
      return t('history.limit', {
        kind: t(`limits.kinds.${entry.kind}`),
        period: t(`periods.${entry.period}`).toLowerCase(),
      });
    }
    if (entry.pauseKind && entry.duration) {
      return t(`history.pause.${entry.pauseKind}`, { duration: t(`pause.durations.${entry.duration}`) });
    }
    return '';
  };
  const change = (entry: HistoryEntry) => {
    if (entry.event === 'REALITY_CHECK_SET') {
      return `${entry.from === null ? t('reality.off') : formatMinutes(entry.from, language)} → ${
        entry.to === null ? t('reality.off') : formatMinutes(entry.to, language)
      }`;
    }
    if (entry.kind) return `${value(entry, entry.from)} → ${value(entry, entry.to)}`;
    return '';
  };
  const columns: Column<HistoryEntry>[] = [
    { header: t('history.when'), cell: (entry) => formatDateTime(entry.at, language), rowHeader: true },
    {
      header: t('history.event'),
      cell: (entry) => [t(`history.events.${entry.event}`), what(entry)].filter(Boolean).join(' · '),
    },
    { header: t('history.change'), cell: change },
    {
      header: t('history.until'),
      cell: (entry) => (entry.until ? formatDateTime(entry.until, language) : '—'),
    },
    { header: t('history.by'), cell: (entry) => t(`history.actors.${entry.actor}`) },
  ];
  const data = history.data;
  return (
    <section className="m-panel" aria-labelledby="rg-history-title">
      <h2 id="rg-history-title" className="m-panel__subtitle">
        {t('history.title')}
      </h2>
      {history.isError ? (
        <p className="m-error" role="alert">
          {errorText(history.error)}
        </p>
      ) : null}
      {data ? (
        <Table
          caption={t('history.title')}
          columns={columns}
          rows={data.content}
          rowKey={(entry) => entry.id}
          rowTestId="responsible-history-row"
          empty={<p className="m-empty">{t('history.empty')}</p>}
        />
      ) : null}
      {data && data.totalPages > 1 ? (
        <Pager page={page} totalPages={data.totalPages} onChange={setPage} of={t('history.title')} />
      ) : null}
    </section>
  );
}
