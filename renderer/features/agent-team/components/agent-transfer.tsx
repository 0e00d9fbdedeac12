import { useState } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { ResponseOf } from '../../../../shared/api/contract.ts';
import { getTransferPreview, type agentTransfer } from '../../../../shared/api/agent.ts';
import { checkAmount, parseAmountInput } from '../../../../shared/rules/amount.ts';
import { checkRequired } from '../../../../shared/rules/checks.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import {
  AmountField,
  PaymentPasswordField,
  RadioGroupField,
  TextField,
} from '../../../components/ui/form/fields.tsx';
import { showRefusal, useFormMutation } from '../../../components/ui/form/refusals.ts';
import { refreshAfterMoneyMoved } from '../../../api/refresh.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { agentApi, agentKeys, useAgentCentre } from '../api/agent-api.ts';
import type { GoTo } from './team-management.tsx';
import '../../../components/ui/money-ui.css';

type Preview = ResponseOf<typeof getTransferPreview>;
type Result = ResponseOf<typeof agentTransfer>;

const detailsValues = z.object({
  direction: z.enum(['DOWNLINE', 'UPLINE']),
  account: z.string(),
  amount: z.string(),
  remark: z.string(),
});
type Details = z.infer<typeof detailsValues>;

/** Who, how much, why: checked here, then by the platform's preview (limits, team, balance). */
const detailsSchema = detailsValues.check(
  z.superRefine((v, ctx) => {
    checkAmount(ctx, ['amount'], v.amount);
    if (v.direction === 'DOWNLINE') checkRequired(ctx, ['account'], v.account.trim());
  }),
);

const passwordSchema = z.object({ paymentPassword: z.string() }).check(
  z.superRefine((v, ctx) => {
    checkRequired(ctx, ['paymentPassword'], v.paymentPassword);
  }),
);

function previewRequest(values: Details) {
  return getTransferPreview.request.parse({
    direction: values.direction,
    ...(values.direction === 'DOWNLINE' ? { account: values.account.trim() } : {}),
    amount: parseAmountInput(values.amount) ?? 0,
  });
}

/** One party of the transfer with its balance before and after (the upline's is not the agent's to see). */
function Party({ title, party }: { title: string; party: Preview['from'] }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  return (
    <div className="agent-transfer__party">
      <h3>{title}</h3>
      <p>
        <strong>{party.account}</strong>
        {party.nickname ? ` · ${party.nickname}` : ''}
      </p>
      {party.balance !== null && party.balanceAfter !== null ? (
        <dl>
          <dt>{t('transfer.balanceNow')}</dt>
          <dd>{formatMoney(party.balance, language)}</dd>
          <dt>{t('transfer.balanceAfter')}</dt>
          <dd>{formatMoney(party.balanceAfter, language)}</dd>
        </dl>
      ) : (
        <p className="m-muted">{t('transfer.balanceHidden')}</p>
      )}
    </div>
  );
}

/**
 * Transfers (spec §1, §6): to a direct downline or to the upline. Details first; the platform's preview shows both
 * balances before and after and the limits; the payment password confirms it, once (one idempotency key per
 * intent). Both parties' records show the movement.
 */
export function AgentTransfer({ account, go }: { account?: string; go: GoTo }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const centre = useAgentCentre().data;
  const [preview, setPreview] = useState<{ values: Details; preview: Preview } | null>(null);
  const [done, setDone] = useState<Result | null>(null);
  const details = useZodForm(detailsSchema, {
    defaultValues: { direction: 'DOWNLINE', account: account ?? '', amount: '', remark: '' },
  });
  const password = useZodForm(passwordSchema, { defaultValues: { paymentPassword: '' } });
  const direction = details.watch('direction');

  const previewing = useFormMutation(details, {
    mutationFn: (values: Details) => agentApi.previewTransfer(previewRequest(values)),
    onSuccess: (result, values) => {
      password.reset({ paymentPassword: '' });
      setPreview({ values, preview: result });
    },
  });
  const sending = useMoneyMutation(
    (request: { values: Details; paymentPassword: string }, key: string) =>
      agentApi.transfer(
        {
          ...previewRequest(request.values),
          paymentPassword: request.paymentPassword,
          ...(request.values.remark.trim() ? { remark: request.values.remark.trim() } : {}),
        },
        key,
      ),
    {
      // the intent is the transfer itself, whatever payment password is tried
      fingerprint: (request) => JSON.stringify(request.values),
      onSuccess: (result) => {
        setDone(result);
        setPreview(null);
        details.reset({ direction: 'DOWNLINE', account: '', amount: '', remark: '' });
        refreshAfterMoneyMoved(queryClient);
        void queryClient.invalidateQueries({ queryKey: agentKeys.all });
      },
      onError: (error) => showRefusal(password, error),
    },
  );

  const money = (cents: number) => formatMoney(cents, language);
  const noPassword = centre && !centre.hasPaymentPassword;
  return (
    <section className="m-panel" aria-labelledby="transfer-title">
      <h1 id="transfer-title" className="m-panel__title">
        {t('transfer.title')}
      </h1>
      <p className="m-muted">{t('transfer.intro')}</p>
      {centre ? (
        <p className="m-muted">
          {t('transfer.limits', {
            min: money(centre.transferLimits.min),
            max: money(centre.transferLimits.max),
            daily: money(centre.transferLimits.dailyMax),
            used: money(centre.transferLimits.usedToday),
          })}
        </p>
      ) : null}
      {noPassword ? (
        <p className="m-error" role="alert">
          {t('transfer.needPassword')}{' '}
          <Link to="/member?tab=securityCenter">{t('transfer.setPassword')}</Link>
        </p>
      ) : null}
      {done ? (
        <div className="form__success" role="status">
          <p>
            {t('transfer.done', {
              amount: money(done.amount),
              to: done.to.account,
              balance: money(done.from.balance),
            })}
          </p>
          <p className="m-muted">{formatDateTime(done.createdTime, language)}</p>
          <div className="agent-actions">
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setDone(null)}>
              {t('transfer.another')}
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => go('accountDetails')}>
              {t('transfer.seeRecord')}
            </button>
          </div>
        </div>
      ) : null}
      {preview ? (
        <div className="agent-section" aria-labelledby="transfer-confirm-title">
          <h2 id="transfer-confirm-title" className="m-panel__subtitle">
            {t('transfer.confirmTitle', { amount: money(preview.preview.amount) })}
          </h2>
          <div className="agent-transfer__parties">
            <Party title={t('transfer.from')} party={preview.preview.from} />
            <Party title={t('transfer.to')} party={preview.preview.to} />
          </div>
          <p className="m-muted">
            {t('transfer.todayAfter', {
              used: money(preview.preview.limits.usedToday + preview.preview.amount),
              daily: money(preview.preview.limits.dailyMax),
            })}
          </p>
          <Form
            form={password}
            className="form form--row"
            aria-labelledby="transfer-confirm-title"
            onSubmit={(values) =>
              sending.submit({ values: preview.values, paymentPassword: values.paymentPassword })
            }
          >
            <PaymentPasswordField name="paymentPassword" label={t('transfer.paymentPassword')} required />
            <button type="submit" className="btn btn--primary" disabled={sending.isPending}>
              {sending.isPending ? t('common.sending') : t('transfer.confirm')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setPreview(null)}>
              {t('transfer.back')}
            </button>
            <FormMessage />
          </Form>
        </div>
      ) : (
        <Form
          form={details}
          className="form form--row"
          aria-labelledby="transfer-title"
          onSubmit={(values) => {
            setDone(null);
            return previewing.submit(values);
          }}
        >
          <RadioGroupField
            name="direction"
            label={t('transfer.direction')}
            options={[
              { value: 'DOWNLINE', label: t('transfer.toDownline') },
              {
                value: 'UPLINE',
                label: centre?.upline
                  ? t('transfer.toUplineOf', { upline: centre.upline })
                  : t('transfer.toUpline'),
                disabled: !centre?.upline,
              },
            ]}
          />
          {direction === 'DOWNLINE' ? (
            <TextField
              name="account"
              label={t('transfer.account')}
              hint={t('transfer.accountHint')}
              autoComplete="off"
              required
            />
          ) : null}
          <AmountField name="amount" label={t('transfer.amount')} required />
          <TextField name="remark" label={t('transfer.remark')} maxLength={140} />
          <button
            type="submit"
            className="btn btn--primary"
            disabled={previewing.isPending || Boolean(noPassword)}
          >
            {t('transfer.continue')}
          </button>
          <FormMessage />
        </Form>
      )}
    </section>
  );
}
