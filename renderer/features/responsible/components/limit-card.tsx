import { useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { z } from 'zod/mini';
import {
  setLimit,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
} from '../../../../shared/api/responsible.ts';
import { checkLimitValue } from '../../../../shared/rules/responsible.ts';
import { checkedTransform } from '../../../../shared/rules/checks.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { AmountField, TextField } from '../../../components/ui/form/fields.tsx';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { refreshResponsible, responsibleApi } from '../api/responsible-api.ts';
import { formatLimitValue, limitInputOf } from '../utils/units.ts';

const limitValues = z.object({ value: z.string() });

/** The form of one limit: what the player types, checked by the shared rule, sent in the kind's unit. */
function limitSchema(kind: LimitKind, period: LimitPeriod) {
  return z.pipe(
    z.pipe(
      limitValues,
      checkedTransform(
        (
          v: z.output<typeof limitValues>,
          ctx,
        ): { kind: LimitKind; period: LimitPeriod; value: number | null } => ({
          kind,
          period,
          value: checkLimitValue(ctx, ['value'], kind, v.value) ?? z.NEVER,
        }),
      ),
    ),
    setLimit.request,
  );
}

function LimitEditor({ state, label, onDone }: { state: LimitState; label: string; onDone: () => void }) {
  const { t } = useTranslation('responsible');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const schema = useMemo(() => limitSchema(state.kind, state.period), [state.kind, state.period]);
  const form = useZodForm(schema, {
    defaultValues: { value: state.value === null ? '' : limitInputOf(state.kind, state.value, language) },
  });
  const save = useFormMutation(form, {
    mutationFn: responsibleApi.setLimit,
    onSuccess: async (result) => {
      await refreshResponsible(queryClient);
      if (result.applied === 'PENDING' && result.limit.pending) {
        toast.success(
          t('limits.pendingToast', { at: formatDateTime(result.limit.pending.effectiveAt, language) }),
        );
      } else if (result.applied === 'NOW') toast.success(t('limits.appliedToast'));
      onDone();
    },
  });
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    setRemoving(true);
    try {
      const result = await responsibleApi.setLimit({ kind: state.kind, period: state.period, value: null });
      await refreshResponsible(queryClient);
      if (result.limit.pending) {
        toast.success(
          t('limits.removalToast', { at: formatDateTime(result.limit.pending.effectiveAt, language) }),
        );
      }
      onDone();
    } catch (error) {
      form.setError('root', { type: 'server', message: errorText(error) });
    } finally {
      setRemoving(false);
    }
  };
  const hint = t(`limits.hint.${state.kind}`);
  return (
    <Form form={form} className="form rg-limit__form" onSubmit={save.submit}>
      {state.kind === 'DEPOSIT' || state.kind === 'LOSS' ? (
        <AmountField name="value" label={label} required hint={hint} />
      ) : (
        <TextField name="value" label={label} required hint={hint} inputMode="decimal" autoComplete="off" />
      )}
      <div className="form__row">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('limits.save')}
        </button>
        {state.value !== null && state.pending?.value !== null ? (
          <button type="button" className="btn btn--ghost" disabled={removing} onClick={() => void remove()}>
            {t('limits.remove')}
          </button>
        ) : null}
        <button type="button" className="link-btn" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
      <FormMessage />
    </Form>
  );
}

function LimitRow({ state }: { state: LimitState }) {
  const { t } = useTranslation('responsible');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const periodLabel = t(`periods.${state.period}`);
  const inputLabel = t(`limits.inputLabel.${state.kind}`, { period: t(`periodAdjectives.${state.period}`) });
  const value = (v: number) => formatLimitValue(state.kind, v, language);
  const used =
    state.kind === 'LOSS'
      ? t('limits.usedLoss', { value: value(state.used) })
      : t('limits.used', { value: value(state.used) });
  const cancel = async () => {
    try {
      await responsibleApi.cancelLimitChange({ kind: state.kind, period: state.period });
      setCancelError(null);
      await refreshResponsible(queryClient);
    } catch (error) {
      setCancelError(errorText(error));
    }
  };
  return (
    <li className="rg-limit" data-testid={`limit-${state.kind}-${state.period}`}>
      <div className="rg-limit__head">
        <span className="rg-limit__period">{periodLabel}</span>
        <span className="rg-limit__value">
          {state.value === null ? t('limits.none') : value(state.value)}
        </span>
        {!editing ? (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            aria-label={t(state.value === null ? 'limits.setLabel' : 'limits.changeLabel', {
              what: inputLabel,
            })}
            onClick={() => setEditing(true)}
          >
            {t(state.value === null ? 'limits.set' : 'limits.change')}
          </button>
        ) : null}
      </div>
      {state.value !== null ? (
        <p className="rg-limit__use">
          {used} · {t('limits.remaining', { value: value(state.remaining ?? 0) })} ·{' '}
          {t('limits.resets', { at: formatDateTime(state.resetsAt, language) })}
        </p>
      ) : null}
      {state.pending ? (
        <p className="rg-limit__pending" role="status">
          {state.pending.value === null
            ? t('limits.pendingRemoval', { at: formatDateTime(state.pending.effectiveAt, language) })
            : t('limits.pendingRaise', {
                value: value(state.pending.value),
                at: formatDateTime(state.pending.effectiveAt, language),
              })}{' '}
          <button type="button" className="link-btn" onClick={() => void cancel()}>
            {t('limits.cancelPending')}
          </button>
        </p>
      ) : null}
      {cancelError ? (
        <p className="m-error" role="alert">
          {cancelError}
        </p>
      ) : null}
      {editing ? <LimitEditor state={state} label={inputLabel} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}

/** One kind of limit (deposits, net losses, time played, bets) with its day, week and month. */
export function LimitCard({ kind, states }: { kind: LimitKind; states: readonly LimitState[] }) {
  const { t } = useTranslation('responsible');
  const titleId = useId();
  return (
    <section className="rg-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="rg-card__title">
        {t(`limits.kinds.${kind}`)}
      </h3>
      <p className="m-muted">{t(`limits.describe.${kind}`)}</p>
      <ul className="rg-limits">
        {states.map((state) => (
          <LimitRow key={state.period} state={state} />
        ))}
      </ul>
    </section>
  );
}
