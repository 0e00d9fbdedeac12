import { useState } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { transferUpline } from '../../../../shared/api/wallet.ts';
import { checkAmount, parseAmountInput } from '../../../../shared/rules/amount.ts';
import { checkRequired } from '../../../../shared/rules/checks.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { AmountField, PaymentPasswordField, TextField } from '../../../components/ui/form/fields.tsx';
import { showRefusal } from '../../../components/ui/form/refusals.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { refreshAfterMoneyMoved } from '../../../api/refresh.ts';
import { usePaymentPasswordStatus } from '../../../api/get-payment-password-status.ts';
import { sendToUpline, type UplineInput } from '../api/wallet-api.ts';
import '../../../components/ui/money-ui.css';

const uplineValues = z.object({ amount: z.string(), paymentPassword: z.string(), remark: z.string() });

/** A transfer to the upline over `wallet.transferUpline`: an amount, the payment password, an optional remark. */
const uplineSchema = z.pipe(
  z.pipe(
    uplineValues.check(
      z.superRefine((v, ctx) => {
        checkAmount(ctx, ['amount'], v.amount);
        checkRequired(ctx, ['paymentPassword'], v.paymentPassword);
      }),
    ),
    z.transform((v): UplineInput => ({
      amount: parseAmountInput(v.amount) ?? 0,
      paymentPassword: v.paymentPassword,
      ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
    })),
  ),
  transferUpline.request,
);

/** Transfer upline (spec §1, §2): money from the member's main wallet to their agent, checked by the payment password. */
export function TransferUpline() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const status = usePaymentPasswordStatus();
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(uplineSchema, { defaultValues: { amount: '', paymentPassword: '', remark: '' } });
  const mutation = useMoneyMutation(sendToUpline, {
    onSuccess: (result) => {
      form.reset();
      setDone(t('upline.done', { amount: formatMoney(result.amount, language), upline: result.upline }));
      refreshAfterMoneyMoved(queryClient);
    },
    onError: (error) => showRefusal(form, error),
  });

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
        <Form
          form={form}
          className="form form--row"
          aria-labelledby="upline-title"
          onSubmit={(request) => {
            setDone(null);
            return mutation.submit(request);
          }}
        >
          <AmountField name="amount" label={t('amount.label')} required hint={t('amount.hint')} />
          <PaymentPasswordField name="paymentPassword" label={t('paymentPassword.label')} required />
          <TextField name="remark" label={t('upline.remark')} maxLength={140} />
          <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
            {mutation.isPending ? t('common.sending') : t('upline.submit')}
          </button>
          <FormMessage />
        </Form>
      )}
      {done ? (
        <p className="form__success" role="status">
          {done}
        </p>
      ) : null}
    </section>
  );
}
