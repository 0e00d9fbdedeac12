import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { z } from 'zod/mini';
import { teamMemberSorts } from '../../../../shared/api/agent.ts';
import { platformToday } from '../../../lib/platform-today.ts';
import { Form, useZodForm } from '../../../components/ui/form/form.tsx';
import { SelectField, TextField } from '../../../components/ui/form/fields.tsx';
import { ReportShell } from '../../../components/ui/report-shell.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { platform } from '../../../lib/platform.ts';
import { fetchTeamExport, useTeamMembers, type TeamMembersFilter } from '../api/agent-api.ts';
import { csvFileName, csvMoney, toCsv } from '../utils/csv.ts';
import type { AgentTab } from './agent-centre.tsx';
import '../../../components/ui/money-ui.css';

const filterValues = z.object({
  search: z.string().check(z.maxLength(64)),
  memberType: z.enum(['', 'PLAYER', 'AGENT']),
  sort: z.enum(teamMemberSorts),
  order: z.enum(['desc', 'asc']),
});
type FilterValues = z.infer<typeof filterValues>;

export type GoTo = (tab: AgentTab, params?: Record<string, string>) => void;

/**
 * Team management (downlineManagmentView): the agent's direct members first; an agent row opens its own direct
 * members (any level, a breadcrumb leads back up); a search looks through every level below. Sort, filter, page and
 * export the view as CSV (saved through the desktop app's main process, or downloaded on the web).
 */
export function TeamManagement({ go, parent: initialParent }: { go: GoTo; parent?: string }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const [parent, setParent] = useState<string | undefined>(initialParent);
  const [applied, setApplied] = useState<FilterValues>({
    search: '',
    memberType: '',
    sort: 'registered',
    order: 'desc',
  });
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const form = useZodForm(filterValues, { defaultValues: applied });
  const filter: TeamMembersFilter = {
    ...(parent ? { parent } : {}),
    ...(applied.search.trim() ? { search: applied.search.trim() } : {}),
    ...(applied.memberType ? { memberType: applied.memberType } : {}),
    sort: applied.sort,
    order: applied.order,
  };
  const query = useTeamMembers(filter, page);
  const data = query.data;

  const apply = (values: FilterValues) => {
    setApplied(values);
    setPage(1);
  };
  const openTeam = (account: string | undefined) => {
    setParent(account);
    setPage(1);
    form.setValue('search', '');
    setApplied((current) => ({ ...current, search: '' }));
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const result = await fetchTeamExport(filter);
      const money = (cents: number) => csvMoney(cents, language);
      const csv = toCsv(
        [
          t('team.account'),
          t('team.nickname'),
          t('team.type'),
          t('team.level'),
          t('team.upline'),
          t('team.balance'),
          t('team.lastLogin'),
          t('team.registered'),
          t('team.contract'),
          t('team.directCount'),
          t('team.teamSize'),
        ],
        result.rows.map((row) => [
          row.account,
          row.nickname,
          t(`memberTypes.${row.memberType}`),
          row.level,
          row.upline,
          money(row.balance),
          row.lastLoginTime ? formatDateTime(row.lastLoginTime, language) : null,
          formatDateTime(row.registeredTime, language),
          t(`contractStatuses.${row.contractStatus}`),
          row.directCount,
          row.teamSize,
        ]),
      );
      const saved = await platform.saveCsv(
        csvFileName(t('team.fileName'), result.parent, platformToday()),
        csv,
      );
      if (saved) {
        toast.success(
          result.truncated
            ? t('team.exportedPart', { count: result.rows.length, total: result.total })
            : t('team.exported', { count: result.rows.length }),
        );
      }
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setExporting(false);
    }
  };

  const money = (cents: number) => formatMoney(cents, language);
  const breadcrumb = data?.breadcrumb ?? [];
  return (
    <ReportShell
      titleId="team-title"
      title={t('team.title')}
      head={(heading) => (
        <div className="agent-section__head">
          {heading}
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => void exportCsv()}
            disabled={exporting || !data || data.page.totalElements === 0}
          >
            {exporting ? t('team.exporting') : t('team.export')}
          </button>
        </div>
      )}
      query={query}
      filters={
        <>
          {breadcrumb.length > 0 ? (
            <nav className="agent-breadcrumb" aria-label={t('team.breadcrumb')}>
              <ol>
                {breadcrumb.map((step, index) => {
                  const last = index === breadcrumb.length - 1;
                  return (
                    <li key={step.account}>
                      {last ? (
                        <span aria-current="page">{step.account}</span>
                      ) : (
                        <button
                          type="button"
                          onClick={() => openTeam(index === 0 ? undefined : step.account)}
                        >
                          {step.account}
                        </button>
                      )}
                    </li>
                  );
                })}
              </ol>
            </nav>
          ) : null}
          <Form form={form} className="form form--row" aria-label={t('team.filters')} onSubmit={apply}>
            <TextField
              name="search"
              label={t('team.search')}
              hint={t('team.searchHint')}
              type="search"
              autoComplete="off"
              maxLength={64}
            />
            <SelectField
              name="memberType"
              label={t('team.type')}
              options={[
                { value: '', label: t('team.allTypes') },
                { value: 'PLAYER', label: t('memberTypes.PLAYER') },
                { value: 'AGENT', label: t('memberTypes.AGENT') },
              ]}
            />
            <SelectField
              name="sort"
              label={t('team.sort')}
              options={teamMemberSorts.map((sort) => ({ value: sort, label: t(`team.sorts.${sort}`) }))}
            />
            <SelectField
              name="order"
              label={t('team.order')}
              options={[
                { value: 'desc', label: t('team.orders.desc') },
                { value: 'asc', label: t('team.orders.asc') },
              ]}
            />
            <button type="submit" className="btn btn--primary">
              {t('team.apply')}
            </button>
          </Form>
        </>
      }
      totals={(data) => (
        <p className="m-muted" role="status">
          {applied.search.trim()
            ? t('team.foundIn', { count: data.page.totalElements, account: data.parent })
            : t('team.directOf', { count: data.page.totalElements, account: data.parent })}
        </p>
      )}
      caption={t('team.caption', { account: data?.parent ?? '' })}
      rowKey={(row) => row.account}
      rowTestId="team-row"
      emptyText={t('team.empty')}
      columns={[
        {
          header: t('team.account'),
          rowHeader: true,
          cell: (row) =>
            row.memberType === 'AGENT' ? (
              <button
                type="button"
                className="agent-link-button"
                onClick={() => openTeam(row.account)}
                aria-label={t('team.openTeamOf', { account: row.account })}
              >
                {row.account}
              </button>
            ) : (
              row.account
            ),
        },
        { header: t('team.nickname'), cell: (row) => row.nickname ?? '—' },
        {
          header: t('team.type'),
          cell: (row) => <span className="m-badge">{t(`memberTypes.${row.memberType}`)}</span>,
        },
        { header: t('team.level'), cell: (row) => row.level, numeric: true },
        { header: t('team.balance'), cell: (row) => money(row.balance), numeric: true },
        {
          header: t('team.lastLogin'),
          cell: (row) => (row.lastLoginTime ? formatDateTime(row.lastLoginTime, language) : t('team.never')),
        },
        { header: t('team.registered'), cell: (row) => formatDateTime(row.registeredTime, language) },
        { header: t('team.contract'), cell: (row) => t(`contractStatuses.${row.contractStatus}`) },
        {
          header: t('team.teamSize'),
          cell: (row) => (row.memberType === 'AGENT' ? `${row.directCount} / ${row.teamSize}` : '—'),
          numeric: true,
        },
        {
          header: t('team.actions'),
          headerHidden: true,
          cell: (row) => (
            <div className="agent-actions">
              {row.memberType === 'AGENT' ? (
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => go('teamOverview', { account: row.account })}
                  aria-label={t('team.figuresOf', { account: row.account })}
                >
                  {t('team.figures')}
                </button>
              ) : null}
              <button
                type="button"
                className="btn btn--ghost btn--small"
                onClick={() => go('teamBetting', { account: row.account })}
                aria-label={t('team.betsOf', { account: row.account })}
              >
                {t('team.bets')}
              </button>
              {row.level === 1 ? (
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => go('transfer', { account: row.account })}
                  aria-label={t('team.transferTo', { account: row.account })}
                >
                  {t('team.transfer')}
                </button>
              ) : null}
            </div>
          ),
        },
      ]}
      page={page}
      onPageChange={setPage}
      pagerOf={t('team.title')}
    />
  );
}
