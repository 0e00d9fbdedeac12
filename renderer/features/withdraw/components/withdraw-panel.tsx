import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moneyErrorCodes, requestWithdrawal } from '../../../../shared/api/money.ts';
import { refusalText } from '../../../../shared/api/refusals.ts';
import { checkRequired } from '../../../../shared/rules/checks.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { AmountField, PaymentPasswordField, SelectField } from '../../../components/ui/form/fields.tsx';
import { showRefusal } from '../../../components/ui/form/refusals.ts';
import { errorText } from '../../../lib/error-text.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { checkAmount, parseAmountInput } from '../../../../shared/rules/amount.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { refreshAfterMoneyMoved } from '../../../api/refresh.ts';
import {
  submitWithdrawal,
  useWithdrawAccounts,
  useWithdrawSettings,
  type WithdrawInput,
} from '../api/withdraw-api.ts';
import { SetPaymentPasswordForm } from './payment-password.tsx';
import { WithdrawAccounts } from './withdraw-accounts.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';
import './withdraw.css';
import '../../../components/ui/money-ui.css';

type WithdrawSettings = NonNullable<ReturnType<typeof useWithdrawSettings>['data']>;

const requestValues = z.object({ accountId: z.string(), amount: z.string(), paymentPassword: z.string() });

/**
 * The withdrawal request over `money.requestWithdrawal`: one of the member's accounts, an amount within the limits
 * and not above what can be withdrawn now, the payment password.
 */
function requestSchema(settings: WithdrawSettings | undefined) {
  return z.pipe(
    z.pipe(
      requestValues.check(
        z.superRefine((v, ctx) => {
          checkRequired(ctx, ['accountId'], v.accountId, 'field.choice');
          checkAmount(ctx, ['amount'], v.amount, {
            min: settings?.minAmount,
            max: settings?.maxAmount,
            available: settings
              ? { cents: settings.withdrawableBalance, code: 'field.amount.over.withdrawable' }
              : undefined,
          });
          checkRequired(ctx, ['paymentPassword'], v.paymentPassword);
        }),
      ),
      z.transform((v): WithdrawInput => ({
        accountId: Number(v.accountId),
        amount: parseAmountInput(v.amount) ?? 0,
        paymentPassword: v.paymentPassword,
      })),
    ),
    requestWithdrawal.request,
  );
}

function RequestForm() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const settings = useWithdrawSettings().data;
  const accountsQuery = useWithdrawAccounts();
  const accounts = useMemo(() => accountsQuery.data ?? [], [accountsQuery.data]);
  const [done, setDone] = useState<string | null>(null);
  const schema = useMemo(() => requestSchema(settings), [settings]);
  const form = useZodForm(schema, { defaultValues: { accountId: '', amount: '', paymentPassword: '' } });
  const mutation = useMoneyMutation(submitWithdrawal, {
    onSuccess: (result) => {
      form.reset({ ...form.getValues(), amount: '', paymentPassword: '' });
      setDone(t('withdraw.requested', { amount: formatMoney(result.amount, language) }));
      refreshAfterMoneyMoved(queryClient);
    },
    onError: (error) => {
      // the platform's refusal names the turnover left; the screen knows it too when the platform does not say
      const turnover =
        isApiError(error) && error.code === moneyErrorCodes.turnoverNotMet && settings
          ? refusalText(error.code, language, {
              remaining: settings.remainingTurnover,
              ...error.params,
            })
          : undefined;
      showRefusal(form, error, { text: turnover });
    },
  });

  // The first account is chosen once the list arrives (and again when the chosen one is removed).
  const accountId = useWatch({ control: form.control, name: 'accountId' });
  const { setValue } = form;
  useEffect(() => {
    const first = accounts[0];
    if (first && !accounts.some((a) => String(a.accountId) === accountId))
      setValue('accountId', String(first.accountId));
  }, [accountId, accounts, setValue]);

  if (!settings) return null;

  return (
    <Form
      form={form}
      className="m-panel form"
      aria-labelledby="withdraw-request-title"
      onSubmit={(input) => {
        setDone(null);
        return mutation.submit(input);
      }}
    >
      <h2 id="withdraw-request-title" className="m-panel__subtitle">
        {t('withdraw.requestTitle')}
      </h2>
      {accounts.length === 0 ? <p className="m-muted">{t('withdraw.addAccountFirst')}</p> : null}
      <div className="form__row">
        <SelectField
          name="accountId"
          label={t('withdraw.account')}
          required
          disabled={accounts.length === 0}
          options={accounts.map((a) => ({
            value: String(a.accountId),
            label:
              a.accountType === 'PIX'
                ? `PIX ${a.pixKeyType ? t(`accounts.keyTypes.${a.pixKeyType}`) : ''} ${a.display}`
                : `${a.bankName ?? a.bankCode ?? ''} ${a.display}`,
          }))}
        />
        <AmountField
          name="amount"
          label={t('amount.label')}
          required
          hint={t('withdraw.limits', {
            min: formatMoney(settings.minAmount, language),
            max: formatMoney(settings.maxAmount, language),
          })}
        />
        <PaymentPasswordField name="paymentPassword" label={t('paymentPassword.label')} required />
        <button
          type="submit"
          className="btn btn--primary"
          disabled={mutation.isPending || accounts.length === 0}
        >
          {mutation.isPending ? t('common.sending') : t('withdraw.submit')}
        </button>
      </div>
      <FormMessage />
      {done ? (
        <p className="form__success" role="status">
          {done}
        </p>
      ) : null}
    </Form>
  );
}

/** Withdraw: payment password first, limits and turnover, accounts, request, status list with confirmation. */
export function WithdrawPanel() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const settings = useWithdrawSettings();
  const s = settings.data;
  return (
    <div className="withdraw">
      <section className="m-panel" aria-labelledby="withdraw-title">
        <h1 id="withdraw-title" className="m-panel__title">
          {t('withdraw.title')}
        </h1>
        {settings.isPending ? <p className="m-muted">{t('common.loading')}</p> : null}
        {settings.isError ? (
          <p className="m-error" role="alert">
            {errorText(settings.error)}
          </p>
        ) : null}
        {s ? (
          <dl className="m-stats">
            <div>
              <dt>{t('withdraw.balance')}</dt>
              <dd>{formatMoney(s.balance, language)}</dd>
            </div>
            <div>
              <dt>{t('withdraw.withdrawable')}</dt>
              <dd data-testid="withdrawable">{formatMoney(s.withdrawableBalance, language)}</dd>
            </div>
            <div>
              <dt>{t('withdraw.turnover')}</dt>
              <dd>{formatMoney(s.remainingTurnover, language)}</dd>
            </div>
            <div>
              <dt>{t('withdraw.perRequest')}</dt>
              <dd>
                {formatMoney(s.minAmount, language)} – {formatMoney(s.maxAmount, language)}
              </dd>
            </div>
            <div>
              <dt>{t('withdraw.today')}</dt>
              <dd>{t('withdraw.todayValue', { used: s.dailyCountUsed, limit: s.dailyCountLimit })}</dd>
            </div>
          </dl>
        ) : null}
        {s && s.remainingTurnover > 0 ? (
          <p className="m-muted">
            {t('withdraw.turnoverLeft', { amount: formatMoney(s.remainingTurnover, language) })}
          </p>
        ) : null}
        {s ? (
          <p className="m-muted">{t('withdraw.confirmNote', { minutes: s.confirmTimeoutMinutes })}</p>
        ) : null}
      </section>
      {s && !s.hasPaymentPassword ? (
        <section className="m-panel" aria-label={t('paymentPassword.setTitle')}>
          <SetPaymentPasswordForm />
        </section>
      ) : null}
      {s && s.hasPaymentPassword ? (
        <>
          <WithdrawAccounts />
          <RequestForm />
        </>
      ) : null}
      <WithdrawalList />
    </div>
  );
}
