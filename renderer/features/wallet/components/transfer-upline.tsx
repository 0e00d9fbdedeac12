import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
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
import { usePaymentPasswordStatus } from '../../../api/get-payment-password-status.ts';
import { sendToUpline } from '../api/wallet-api.ts';

/** Transfer upline (spec §1, §2): money from the member's main wallet to their agent, checked by the payment password. */
export function TransferUpline() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const status = usePaymentPasswordStatus();
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMoneyMutation(sendToUpline, {
    onSuccess: (result) => {
      setAmountText('');
      setPassword('');
      setRemark('');
      setDone(t('upline.done', { amount: formatMoney(result.amount, language), upline: result.upline }));
      refreshAfterMoneyMoved(queryClient);
    },
  });
  const noUpline = isApiError(mutation.error) && mutation.error.code === moneyErrorCodes.noUpline;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const amount = parseAmountInput(amountText);
    if (amount === null) return setFormError(t('amount.invalid'));
    if (!password) return setFormError(t('paymentPassword.required'));
    setFormError(null);
    mutation.submit({ amount, paymentPassword: password, remark });
  };

  return (
    <section className="m-panel" aria-labelledby="upline-title">
      <h1 id="upline-title" className="m-panel__title">
        {t('upline.title')}
      </h1>
      <p className="m-muted">{t('upline.intro')}</p>
      {status.data && !status.data.hasPaymentPassword ? (
        <p className="m-error" role="alert">
          {t('paymentPassword.needed')}{' '}
          <Link to="/member?tab=securityCenter">{t('paymentPassword.setLink')}</Link>
        </p>
      ) : (
        <form className="m-row" onSubmit={onSubmit} noValidate aria-labelledby="upline-title">
          <AmountField
            label={t('amount.label')}
            hint={t('amount.hint')}
            value={amountText}
            onChange={setAmountText}
          />
          <PaymentPasswordField label={t('paymentPassword.label')} value={password} onChange={setPassword} />
          <Field label={t('upline.remark')}>
            {(control) => (
              <input
                {...control}
                maxLength={140}
                value={remark}
                onChange={(e) => setRemark(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
            {mutation.isPending ? t('common.sending') : t('upline.submit')}
          </button>
        </form>
      )}
      {formError ? (
        <p className="m-error" role="alert">
          {formError}
        </p>
      ) : null}
      {mutation.error ? (
        <p className="m-error" role="alert">
          {noUpline ? t('upline.noUpline') : moneyErrorText(mutation.error, t)}
        </p>
      ) : null}
      {done ? (
        <p className="m-success" role="status">
          {done}
        </p>
      ) : null}
    </section>
  );
}
