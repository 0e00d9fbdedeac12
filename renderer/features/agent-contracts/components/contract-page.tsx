import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type {
  AffectedContract,
  AgentContract,
  ContractBill,
  ContractKind,
} from '../../../../shared/api/agent.ts';
import { refuse } from '../../../../shared/rules/checks.ts';
import { platformTimeZone } from '../../../../shared/time/brasilia.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { SelectField, TextField } from '../../../components/ui/form/fields.tsx';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { PeriodFilters } from '../../../components/ui/period-filters.tsx';
import { ReportShell } from '../../../components/ui/report-shell.tsx';
import { SignedMoney } from '../../../components/ui/signed-money.tsx';
import { Stats } from '../../../components/ui/stats.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { dateTimeFormat, formatDateTime, formatMoney, numberFormat } from '../../../lib/format.ts';
import {
  contractKeys,
  processContract,
  useContractBills,
  useContractHistory,
  useContractPage,
  type BillScope,
  type ProcessRequest,
} from '../api/contracts-api.ts';
import '../../../components/ui/money-ui.css';
import './contract-page.css';
import {
  checkTierValues,
  parseRate,
  TierFields,
  TierList,
  tierToValues,
  tierValues,
  toTierInputs,
} from './contract-tiers.tsx';
import { usePagedPeriod } from '../../../hooks/use-paged-period.ts';

/** The agent centre's tabs of the contract kinds (spec §2 menu names), in menu order. */
export const contractTabKinds = {
  dividend: 'DIVIDEND',
  dailySalary: 'DAILY_SALARY',
  hourlySalary: 'HOURLY_SALARY',
  realTimeSalary: 'REALTIME_SALARY',
} as const satisfies Record<string, ContractKind>;
export type ContractTab = keyof typeof contractTabKinds;

/**
 * A period in a few characters, on the Brasília clock: whole days as dates ("21/11/2026", "16/11/2026 – 22/11/2026"),
 * shorter periods as a day and its hours ("21/11/2026 14:00 – 14:05").
 */
function periodLabel(start: string, end: string, language: string): string {
  const zone = { timeZone: platformTimeZone } as const;
  const date = dateTimeFormat(language, { ...zone, dateStyle: 'short' });
  const time = dateTimeFormat(language, { ...zone, timeStyle: 'short' });
  const from = new Date(start);
  const to = new Date(end);
  const midnight = (d: Date) => time.format(d) === time.format(new Date(Date.UTC(2020, 0, 1, 3)));
  if (midnight(from) && midnight(to) && to.getTime() - from.getTime() >= 86_400_000) {
    const last = new Date(to.getTime() - 1);
    const [a, b] = [date.format(from), date.format(last)];
    return a === b ? a : `${a} – ${b}`;
  }
  const sameDay = date.format(from) === date.format(new Date(to.getTime() - 1));
  return sameDay
    ? `${date.format(from)} ${time.format(from)} – ${time.format(to)}`
    : `${date.format(from)} ${time.format(from)} – ${date.format(to)} ${time.format(to)}`;
}

const percent = (rate: number, language: string) =>
  `${numberFormat(language, { maximumFractionDigits: 2 }).format(rate)}%`;

/** Who pays, the period, the rate (and tiers) of a contract in one line. */
function useTermsText() {
  const { t } = useTranslation('agent-contracts');
  const language = useLanguage();
  return (terms: Pick<AgentContract, 'rate' | 'tiers' | 'period' | 'payer'>) =>
    [
      percent(terms.rate, language),
      terms.tiers.length > 0
        ? t('terms.tiers', {
            count: terms.tiers.length,
            top: percent(Math.max(...terms.tiers.map((tier) => tier.rate)), language),
          })
        : null,
      terms.period ? t(`periods.${terms.period}`) : null,
      t(`payers.${terms.payer}`),
    ]
      .filter(Boolean)
      .join(' · ');
}

/** One contract kind's page: the agent's own contract, its sub-agents' contracts, and the bills. */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent-contracts');
  const query = useContractPage(kind);
  const data = query.data;
  return (
    <section className="m-panel contract-page" aria-labelledby="contract-title" aria-busy={query.isFetching}>
      <h1 id="contract-title" className="m-panel__title">
        {t(`kinds.${kind}.title`)}
      </h1>
      <p className="m-muted">{t(`kinds.${kind}.intro`)}</p>
      {data ? <p className="m-muted">{t(`payerNote.${data.settings.payer}`)}</p> : null}
      {query.error ? (
        <p className="m-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : null}
      {data ? (
        <>
          <OwnContract kind={kind} contract={data.own} />
          <Downlines kind={kind} rows={data.downlines} offerLimit={data.offerLimit} />
        </>
      ) : null}
      <Bills kind={kind} />
    </section>
  );
}

function useProcess(kind: ContractKind) {
  const queryClient = useQueryClient();
  return async (input: ProcessRequest) => {
    const result = await processContract(kind, input);
    await queryClient.invalidateQueries({ queryKey: contractKeys.all });
    return result;
  };
}

/** An action button that calls the platform and says how it went. */
function ActionButton({
  kind,
  input,
  label,
  done,
  tone = 'ghost',
}: {
  kind: ContractKind;
  input: ProcessRequest;
  label: string;
  done: string;
  tone?: 'primary' | 'ghost';
}) {
  const process = useProcess(kind);
  const [state, setState] = useState<{ busy: boolean; message: string | null; error: boolean }>({
    busy: false,
    message: null,
    error: false,
  });
  return (
    <span className="contract-action">
      <button
        type="button"
        className={`btn btn--${tone} btn--small`}
        disabled={state.busy}
        onClick={() => {
          setState({ busy: true, message: null, error: false });
          process(input).then(
            () => setState({ busy: false, message: done, error: false }),
            (error: unknown) => setState({ busy: false, message: errorText(error), error: true }),
          );
        }}
      >
        {label}
      </button>
      {state.message ? (
        <span role={state.error ? 'alert' : 'status'} className={state.error ? 'm-error' : 'm-muted'}>
          {state.message}
        </span>
      ) : null}
    </span>
  );
}

/** The ways a contract ends, worded by how far it got: an offer withdrawn, an end asked, an asked end agreed to. */
const endActionTexts = {
  withdraw: { label: 'actions.withdraw', done: 'done.withdrawn' },
  askEnd: { label: 'actions.askEnd', done: 'done.endAsked' },
  agreeEnd: { label: 'actions.agreeEnd', done: 'done.ended' },
} as const;

type EndAction = { name: keyof typeof endActionTexts; action: ProcessRequest['action']; when: boolean };

/** The ending actions that apply, in order: one button each, on the agent's own contract or a sub-agent's. */
function EndActions({
  kind,
  downline,
  actions,
}: {
  kind: ContractKind;
  downline?: string;
  actions: readonly EndAction[];
}) {
  const { t } = useTranslation('agent-contracts');
  return (
    <>
      {actions
        .filter((item) => item.when)
        .map(({ name, action }) => (
          <ActionButton
            key={name}
            kind={kind}
            input={downline ? { action, downline } : { action }}
            label={t(endActionTexts[name].label)}
            done={t(endActionTexts[name].done)}
          />
        ))}
    </>
  );
}

/** The status, with the pending request when there is one. */
function StatusText({ contract }: { contract: AgentContract }) {
  const { t } = useTranslation('agent-contracts');
  const language = useLanguage();
  return (
    <>
      <span className="m-badge">{t(`statuses.${contract.status}`)}</span>
      {contract.requestType === 'TERMINATE' && contract.endsAt ? (
        <span className="m-muted"> {t('own.endsAt', { at: formatDateTime(contract.endsAt, language) })}</span>
      ) : null}
    </>
  );
}

/** The agent's own contract (from its upline): terms, the period in progress, and what waits for its answer. */
function OwnContract({ kind, contract }: { kind: ContractKind; contract: AgentContract | null }) {
  const { t } = useTranslation('agent-contracts');
  const language = useLanguage();
  const termsText = useTermsText();
  const money = (cents: number) => formatMoney(cents, language);
  const [history, setHistory] = useState(false);
  if (!contract) {
    return (
      <div className="agent-section" aria-labelledby="own-title">
        <h2 id="own-title" className="m-panel__subtitle">
          {t('own.title')}
        </h2>
        <p className="m-empty">{t('own.none')}</p>
      </div>
    );
  }
  const offered = contract.requestType === 'NEW' && contract.requestedBy === 'UPLINE';
  const uplineAskedEnd = contract.requestType === 'TERMINATE' && contract.requestedBy === 'UPLINE';
  const live = contract.status === 'ACTIVE' || contract.status === 'TERMINATION_REQUESTED';
  return (
    <div className="agent-section" aria-labelledby="own-title" data-testid="own-contract">
      <h2 id="own-title" className="m-panel__subtitle">
        {t('own.title')}
      </h2>
      <p>
        {t('own.from', { upline: contract.upline })} <StatusText contract={contract} />
      </p>
      <p>
        <strong>{termsText(contract)}</strong>
      </p>
      <TierList tiers={contract.tiers} />
      {offered ? (
        <div className="contract-offer" role="group" aria-label={t('own.offerTitle')}>
          <p>
            {contract.pendingTerms
              ? t('own.changeOffered', { terms: termsText(contract.pendingTerms) })
              : t('own.newOffered', { terms: termsText(contract) })}
          </p>
          {contract.pendingTerms ? <TierList tiers={contract.pendingTerms.tiers} /> : null}
          <div className="agent-actions">
            <ActionButton
              kind={kind}
              input={{ action: 'Accept' }}
              label={t('actions.accept')}
              done={t('done.accepted')}
              tone="primary"
            />
            <ActionButton
              kind={kind}
              input={{ action: 'Reject' }}
              label={t('actions.reject')}
              done={t('done.rejected')}
            />
          </div>
        </div>
      ) : null}
      {live && contract.currentPeriod ? (
        <Stats
          label={t('own.current', {
            start: formatDateTime(contract.currentPeriod.start, language),
            end: formatDateTime(contract.currentPeriod.end, language),
          })}
          items={[
            { label: t('figures.activeMembers'), value: String(contract.activeMemberCount) },
            { label: t('figures.validBet'), value: money(contract.periodValidBet) },
            { label: t('figures.profitLoss'), value: money(contract.periodProfitLoss) },
            { label: t('figures.accrued'), value: money(contract.accrued), testId: 'contract-accrued' },
            ...(kind === 'DIVIDEND'
              ? [{ label: t('figures.carryOver'), value: money(contract.carryOver) }]
              : []),
          ]}
        />
      ) : null}
      <div className="agent-actions">
        <EndActions
          kind={kind}
          actions={[
            { name: 'agreeEnd', action: 'Terminate', when: uplineAskedEnd },
            { name: 'askEnd', action: 'Terminate', when: contract.status === 'ACTIVE' },
          ]}
        />
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setHistory(true)}>
          {t('actions.history')}
        </button>
      </div>
      <HistoryDialog contractId={history ? contract.contractId : null} onClose={() => setHistory(false)} />
    </div>
  );
}

/** Every change of a contract: who, when, what. */
function HistoryDialog({ contractId, onClose }: { contractId: string | null; onClose: () => void }) {
  const { t } = useTranslation('agent-contracts');
  const language = useLanguage();
  const query = useContractHistory(contractId);
  return (
    <Modal open={contractId !== null} onClose={onClose} title={t('history.title')} size="medium">
      {query.error ? <p className="m-error">{errorText(query.error)}</p> : null}
      <ol className="contract-history">
        {(query.data?.events ?? []).map((event, index) => (
          <li key={index}>
            <span className="m-muted">{formatDateTime(event.at, language)}</span>{' '}
            <strong>{t(`events.${event.action}`, { defaultValue: event.action })}</strong>{' '}
            {event.actor ?? t('history.platform')}
            {event.newRate !== null ? ` · ${percent(event.newRate, language)}` : ''}
            {event.oldRate !== null && event.newRate !== null ? ` (${percent(event.oldRate, language)})` : ''}
          </li>
        ))}
      </ol>
    </Modal>
  );
}

type DownlineRow = { account: string; nickname: string | null; contract: AgentContract | null };

/** The agent's direct sub-agents with their contracts: offer, change, terminate, agree to a termination. */
function Downlines({
  kind,
  rows,
  offerLimit,
}: {
  kind: ContractKind;
  rows: DownlineRow[];
  offerLimit: number | null;
}) {
  const { t } = useTranslation('agent-contracts');
  const language = useLanguage();
  const termsText = useTermsText();
  const [offering, setOffering] = useState<DownlineRow | null>(null);
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <div className="agent-section" aria-labelledby="downlines-title">
      <h2 id="downlines-title" className="m-panel__subtitle">
        {t('downlines.title')}
      </h2>
      <p className="m-muted">
        {offerLimit === null
          ? t('downlines.noLimit')
          : t('downlines.limit', { rate: percent(offerLimit, language) })}
      </p>
      <Table
        caption={t('downlines.title')}
        rows={rows}
        rowKey={(row) => row.account}
        rowTestId="contract-downline"
        empty={<p className="m-empty">{t('downlines.empty')}</p>}
        columns={[
          {
            header: t('downlines.account'),
            rowHeader: true,
            cell: (row) => (row.nickname ? `${row.account} · ${row.nickname}` : row.account),
          },
          {
            header: t('downlines.status'),
            cell: (row) =>
              row.contract ? <StatusText contract={row.contract} /> : t('downlines.noContract'),
          },
          {
            header: t('downlines.terms'),
            cell: (row) =>
              row.contract ? (
                <>
                  {termsText(row.contract)}
                  {row.contract.tiers.length > 0 ? (
                    <details className="contract-tier-details">
                      <summary>{t('tiers.show')}</summary>
                      <TierList tiers={row.contract.tiers} />
                    </details>
                  ) : null}
                </>
              ) : (
                '—'
              ),
          },
          {
            header: t('figures.accrued'),
            numeric: true,
            cell: (row) => (row.contract?.status === 'ACTIVE' ? money(row.contract.accrued) : '—'),
          },
          {
            header: t('downlines.actions'),
            cell: (row) => {
              const contract = row.contract;
              const live =
                contract && ['OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED'].includes(contract.status);
              return (
                <div className="agent-actions">
                  {offerLimit !== null && contract?.status !== 'TERMINATION_REQUESTED' ? (
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      aria-label={t(live ? 'actions.changeFor' : 'actions.offerFor', {
                        account: row.account,
                      })}
                      onClick={() => setOffering(row)}
                    >
                      {t(live ? 'actions.change' : 'actions.offer')}
                    </button>
                  ) : null}
                  <EndActions
                    kind={kind}
                    downline={row.account}
                    actions={[
                      { name: 'withdraw', action: 'Terminate', when: contract?.status === 'OFFERED' },
                      { name: 'askEnd', action: 'Terminate', when: contract?.status === 'ACTIVE' },
                      {
                        name: 'agreeEnd',
                        action: 'Accept',
                        when: contract?.requestType === 'TERMINATE' && contract.requestedBy === 'DOWNLINE',
                      },
                    ]}
                  />
                </div>
              );
            },
          },
        ]}
      />
      {offering ? (
        <OfferDialog
          kind={kind}
          row={offering}
          offerLimit={offerLimit ?? 0}
          onClose={() => setOffering(null)}
        />
      ) : null}
    </div>
  );
}

const offerValues = z.object({ rate: z.string(), period: z.string(), tiers: z.array(tierValues) });
type OfferValues = z.infer<typeof offerValues>;

/** Offer or change terms; the lower-rate rule's warning lists the contracts it would end before anything changes. */
function OfferDialog({
  kind,
  row,
  offerLimit,
  onClose,
}: {
  kind: ContractKind;
  row: DownlineRow;
  offerLimit: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('agent-contracts');
  const language = useLanguage();
  const process = useProcess(kind);
  const [warning, setWarning] = useState<{ request: ProcessRequest; affected: AffectedContract[] } | null>(
    null,
  );
  const schema = useMemo(
    () =>
      offerValues.check(
        z.superRefine((v, ctx) => {
          const rate = parseRate(v.rate);
          let base: number | null = null;
          if (v.rate.trim() === '') refuse(ctx, ['rate'], 'field.required');
          else if (rate === null || rate < 0) refuse(ctx, ['rate'], 'field.invalid');
          else if (rate > offerLimit) {
            refuse(ctx, ['rate'], 'agent.contract.rate.above.limit', { max: offerLimit });
          } else base = rate;
          checkTierValues(ctx, v.tiers, base, offerLimit);
        }),
      ),
    [offerLimit],
  );
  // the terms on the table: the new terms waiting for an answer, else the terms in force
  const shown = row.contract?.pendingTerms ?? row.contract;
  const form = useZodForm(schema, {
    defaultValues: {
      rate: shown ? String(shown.rate) : '',
      period: shown?.period ?? 'M',
      tiers: shown ? shown.tiers.map(tierToValues) : [],
    },
  });
  const sending = useFormMutation(form, {
    mutationFn: (request: ProcessRequest) => process(request),
    onSuccess: () => onClose(),
    onError: (error, request) => {
      if (error instanceof ApiError && error.code === 'agent.contract.lower.rate') {
        const value = error.details as { affected?: AffectedContract[] } | undefined;
        setWarning({ request, affected: value?.affected ?? [] });
      }
    },
  });
  const request = (values: OfferValues): ProcessRequest => ({
    action: 'Request',
    downline: row.account,
    rate: parseRate(values.rate) ?? 0,
    tiers: toTierInputs(values.tiers),
    ...(kind === 'DIVIDEND' ? { period: values.period as 'D' | 'W' | 'H' | 'M' } : {}),
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t(row.contract ? 'offer.changeTitle' : 'offer.title', { account: row.account })}
      size="large"
    >
      {warning ? (
        <div role="alertdialog" aria-labelledby="lower-rate-title" className="contract-warning">
          <h3 id="lower-rate-title">{t('offer.lowerTitle')}</h3>
          <p>{t('offer.lowerText', { count: warning.affected.length })}</p>
          <ul>
            {warning.affected.map((item) => (
              <li key={item.contractId}>
                {t('offer.lowerItem', {
                  upline: item.upline,
                  downline: item.downline,
                  rate: percent(item.rate, language),
                  last: formatMoney(item.lastGross, language),
                })}
              </li>
            ))}
          </ul>
          <div className="agent-actions">
            <button
              type="button"
              className="btn btn--primary btn--small"
              disabled={sending.isPending}
              onClick={() => void sending.submit({ ...warning.request, agreeTerminateDownlines: true })}
            >
              {t('offer.agree')}
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setWarning(null)}>
              {t('offer.back')}
            </button>
          </div>
        </div>
      ) : (
        <Form form={form} className="form" onSubmit={(values) => sending.submit(request(values))}>
          <TextField
            name="rate"
            label={t('offer.rate')}
            hint={t('offer.rateHint', { max: percent(offerLimit, language) })}
            inputMode="decimal"
            autoComplete="off"
            required
          />
          {kind === 'DIVIDEND' ? (
            <SelectField
              name="period"
              label={t('offer.period')}
              options={(['D', 'W', 'H', 'M'] as const).map((p) => ({ value: p, label: t(`periods.${p}`) }))}
            />
          ) : null}
          <TierFields kind={kind} />
          <p className="m-muted">{t(row.contract ? 'offer.changeNote' : 'offer.newNote')}</p>
          <button type="submit" className="btn btn--primary" disabled={sending.isPending}>
            {t('offer.send')}
          </button>
          <FormMessage />
        </Form>
      )}
    </Modal>
  );
}

/** The bills of the kind: the agent's own or its sub-agents', each explained, over a period (7/30-day steps). */
function Bills({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent-contracts');
  const language = useLanguage();
  const [scope, setScope] = useState<BillScope>('OWN');
  const { range, setRange, page, setPage } = usePagedPeriod(7);
  const query = useContractBills(kind, scope, range, page);
  const money = (cents: number) => formatMoney(cents, language);
  const dividend = kind === 'DIVIDEND';
  return (
    <ReportShell
      level={2}
      className="agent-section"
      titleId="bills-title"
      title={t('bills.title')}
      query={query}
      filters={
        <>
          <div className="m-chips" role="group" aria-label={t('bills.scope')}>
            {(['OWN', 'DOWNLINES'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className="m-chip"
                aria-pressed={scope === value}
                onClick={() => {
                  setScope(value);
                  setPage(1);
                }}
              >
                {t(`bills.scopes.${value}`)}
              </button>
            ))}
          </div>
          <PeriodFilters value={range} onChange={setRange} />
        </>
      }
      totals={(data) => (
        <Stats
          label={t('bills.totals')}
          items={[
            { label: t('bills.gross'), value: money(data.totals.gross) },
            { label: t('bills.net'), value: money(data.totals.net) },
            { label: t('bills.paid'), value: money(data.totals.paid), testId: 'bills-paid' },
            { label: t('bills.owed'), value: money(data.totals.owed) },
          ]}
        />
      )}
      caption={t('bills.caption')}
      rowKey={(row) => row.billId}
      rowTestId="contract-bill"
      emptyText={t('bills.empty')}
      columns={[
        {
          header: t('bills.period'),
          rowHeader: true,
          cell: (row) => periodLabel(row.periodStart, row.periodEnd, language),
        },
        ...(scope === 'DOWNLINES'
          ? [{ header: t('bills.holder'), cell: (row: ContractBill) => row.holder }]
          : []),
        { header: t('figures.activeMembers'), numeric: true, cell: (row) => String(row.activeMembers) },
        { header: t('figures.validBet'), numeric: true, cell: (row) => money(row.validBet) },
        {
          header: t('figures.profitLoss'),
          numeric: true,
          cell: (row) => <SignedMoney cents={row.profitLoss} />,
        },
        ...(dividend
          ? [
              {
                header: t('bills.carry'),
                numeric: true,
                cell: (row: ContractBill) =>
                  t('bills.carryValue', { in: money(row.carryIn), out: money(row.carryOut) }),
              },
            ]
          : []),
        {
          header: t('bills.rate'),
          numeric: true,
          cell: (row) =>
            row.tier === null
              ? percent(row.rate, language)
              : t('bills.tier', { tier: row.tier, rate: percent(row.rate, language) }),
        },
        { header: t('bills.gross'), numeric: true, cell: (row) => money(row.gross) },
        { header: t('bills.downlinePayouts'), numeric: true, cell: (row) => money(-row.downlinePayouts) },
        { header: t('bills.net'), numeric: true, cell: (row) => money(row.net) },
        {
          header: t('bills.status'),
          cell: (row) => (
            <span>
              <span className="m-badge">{t(`billStatuses.${row.status}`)}</span>{' '}
              {row.status === 'PARTLY_PAID' || row.status === 'OWED'
                ? t('bills.owedOf', { paid: money(row.paid), due: money(row.amountDue) })
                : row.status === 'PAID'
                  ? t('bills.paidBy', { amount: money(row.paid), payer: t(`payers.${row.payer}`) })
                  : ''}
            </span>
          ),
        },
      ]}
      page={page}
      onPageChange={setPage}
    />
  );
}
