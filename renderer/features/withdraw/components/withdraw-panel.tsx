import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moneyErrorCodes } from '../../../../shared/api/money.ts';
import { Field, PaymentPasswordField, AmountField } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { parseAmountInput } from '../../../../shared/rules/amount.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { moneyErrorText, useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { refreshAfterMoneyMoved } from '../../../api/refresh.ts';
import { submitWithdrawal, useWithdrawAccounts, useWithdrawSettings } from '../api/withdraw-api.ts';
import { SetPaymentPasswordForm } from './payment-password.tsx';
import { WithdrawAccounts } from './withdraw-accounts.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';
import './withdraw.css';

function RequestForm() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const settings = useWithdrawSettings().data;
  const accounts = useWithdrawAccounts().data ?? [];
  const [accountId, setAccountId] = useState<number | null>(null);
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMoneyMutation(submitWithdrawal, {
    onSuccess: (result) => {
      setAmountText('');
      setPassword('');
      setDone(t('withdraw.requested', { amount: formatMoney(result.amount, language) }));
      refreshAfterMoneyMoved(queryClient);
    },
  });
  const selected = accountId ?? accounts[0]?.accountId ?? null;
  if (!settings) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const amount = parseAmountInput(amountText);
    if (selected === null) return setFormError(t('withdraw.chooseAccount'));
    if (amount === null) return setFormError(t('amount.invalid'));
    if (amount < settings.minAmount || amount > settings.maxAmount)
      return setFormError(
        t('amount.outOfRange', {
          min: formatMoney(settings.minAmount, language),
          max: formatMoney(settings.maxAmount, language),
        }),
      );
    if (amount > settings.withdrawableBalance) return setFormError(t('withdraw.overWithdrawable'));
    if (!password) return setFormError(t('paymentPassword.required'));
    setFormError(null);
    mutation.submit({ accountId: selected, amount, paymentPassword: password });
  };

  const turnover =
    isApiError(mutation.error) && mutation.error.code === moneyErrorCodes.turnoverNotMet
      ? t('withdraw.turnoverLeft', { amount: formatMoney(settings.remainingTurnover, language) })
      : null;

  return (
    <form className="m-panel" onSubmit={onSubmit} noValidate aria-labelledby="withdraw-request-title">
      <h2 id="withdraw-request-title" className="m-panel__subtitle">
        {t('withdraw.requestTitle')}
      </h2>
      {accounts.length === 0 ? <p className="m-muted">{t('withdraw.addAccountFirst')}</p> : null}
      <div className="m-row">
        <Field label={t('withdraw.account')}>
          {(control) => (
            <select
              {...control}
              value={selected ?? ''}
              onChange={(e) => setAccountId(Number(e.target.value))}
              disabled={accounts.length === 0}
            >
              {accounts.map((a) => (
                <option key={a.accountId} value={a.accountId}>
                  {a.accountType === 'PIX'
                    ? `PIX ${a.pixKeyType ? t(`accounts.keyTypes.${a.pixKeyType}`) : ''} ${a.display}`
                    : `${a.bankName ?? a.bankCode ?? ''} ${a.display}`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <AmountField
          label={t('amount.label')}
          hint={t('withdraw.limits', {
            min: formatMoney(settings.minAmount, language),
            max: formatMoney(settings.maxAmount, language),
          })}
          value={amountText}
          onChange={setAmountText}
        />
        <PaymentPasswordField label={t('paymentPassword.label')} value={password} onChange={setPassword} />
        <button
          type="submit"
          className="btn btn--primary"
          disabled={mutation.isPending || accounts.length === 0}
        >
          {mutation.isPending ? t('common.sending') : t('withdraw.submit')}
        </button>
      </div>
      {formError ? (
        <p className="m-error" role="alert">
          {formError}
        </p>
      ) : null}
      {mutation.error ? (
        <p className="m-error" role="alert">
          {turnover ?? moneyErrorText(mutation.error, t)}
        </p>
      ) : null}
      {done ? (
        <p className="m-success" role="status">
          {done}
        </p>
      ) : null}
    </form>
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
            {moneyErrorText(settings.error, t)}
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
