import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import {
  changePaymentPassword,
  paymentPasswordSchema,
  setPaymentPassword,
} from '../../../../shared/api/money.ts';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import { checkRequired, checkSame, refuse, type IssueSink } from '../../../../shared/rules/checks.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { PasswordField, PaymentPasswordField } from '../../../components/ui/form/fields.tsx';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
import { errorText } from '../../../lib/error-text.ts';
import { usePaymentPasswordStatus } from '../../../api/get-payment-password-status.ts';
import { changeThePaymentPassword, setFirstPaymentPassword, withdrawKeys } from '../api/withdraw-api.ts';

/** A new payment password: exactly 6 digits (the contract's rule), and its confirmation. */
function checkNewPaymentPassword(ctx: IssueSink, value: string, confirm: string, path: string) {
  if (checkRequired(ctx, [path], value) && !paymentPasswordSchema.safeParse(value).success)
    refuse(ctx, [path], 'field.payment.password');
  checkSame(ctx, ['confirm'], confirm, value);
}

const setSchema = z.pipe(
  z.pipe(
    z.object({ loginPassword: z.string(), paymentPassword: z.string(), confirm: z.string() }).check(
      z.superRefine((v, ctx) => {
        checkRequired(ctx, ['loginPassword'], v.loginPassword);
        checkNewPaymentPassword(ctx, v.paymentPassword, v.confirm, 'paymentPassword');
      }),
    ),
    z.transform((v): RequestOf<typeof setPaymentPassword> => ({
      loginPassword: v.loginPassword,
      paymentPassword: v.paymentPassword,
    })),
  ),
  setPaymentPassword.request,
);

const changeSchema = z.pipe(
  z.pipe(
    z.object({ oldPaymentPassword: z.string(), newPaymentPassword: z.string(), confirm: z.string() }).check(
      z.superRefine((v, ctx) => {
        checkRequired(ctx, ['oldPaymentPassword'], v.oldPaymentPassword);
        checkNewPaymentPassword(ctx, v.newPaymentPassword, v.confirm, 'newPaymentPassword');
      }),
    ),
    z.transform((v): RequestOf<typeof changePaymentPassword> => ({
      oldPaymentPassword: v.oldPaymentPassword,
      newPaymentPassword: v.newPaymentPassword,
    })),
  ),
  changePaymentPassword.request,
);

/** Sets the first payment password (6 digits), confirmed with the login password. */
export function SetPaymentPasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const form = useZodForm(setSchema, {
    defaultValues: { loginPassword: '', paymentPassword: '', confirm: '' },
  });
  const mutation = useFormMutation(form, {
    mutationFn: setFirstPaymentPassword,
    onSuccess: () => {
      queryClient.setQueryData(withdrawKeys.paymentPassword, { hasPaymentPassword: true });
      void queryClient.invalidateQueries({ queryKey: ['money'] });
      onDone?.();
    },
  });
  return (
    <Form
      form={form}
      className="form form--row"
      aria-labelledby="set-payment-password-title"
      onSubmit={mutation.submit}
    >
      <h2 id="set-payment-password-title" className="m-panel__subtitle form__full">
        {t('paymentPassword.setTitle')}
      </h2>
      <p className="m-muted form__full">{t('paymentPassword.setIntro')}</p>
      <PasswordField
        name="loginPassword"
        label={t('paymentPassword.loginPassword')}
        required
        autoComplete="current-password"
      />
      <PaymentPasswordField name="paymentPassword" label={t('paymentPassword.new')} required />
      <PaymentPasswordField name="confirm" label={t('paymentPassword.confirm')} required />
      <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.sending') : t('paymentPassword.setSubmit')}
      </button>
      <FormMessage />
    </Form>
  );
}

function ChangePaymentPasswordForm() {
  const { t } = useTranslation('money');
  const form = useZodForm(changeSchema, {
    defaultValues: { oldPaymentPassword: '', newPaymentPassword: '', confirm: '' },
  });
  const mutation = useFormMutation(form, {
    mutationFn: changeThePaymentPassword,
    onSuccess: () => form.reset(),
  });
  return (
    <Form
      form={form}
      className="form form--row"
      aria-labelledby="change-payment-password-title"
      onSubmit={(request) => {
        mutation.reset();
        return mutation.submit(request);
      }}
    >
      <h2 id="change-payment-password-title" className="m-panel__subtitle form__full">
        {t('paymentPassword.changeTitle')}
      </h2>
      <PaymentPasswordField name="oldPaymentPassword" label={t('paymentPassword.old')} required />
      <PaymentPasswordField name="newPaymentPassword" label={t('paymentPassword.new')} required />
      <PaymentPasswordField name="confirm" label={t('paymentPassword.confirm')} required />
      <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.sending') : t('paymentPassword.changeSubmit')}
      </button>
      <FormMessage />
      {mutation.isSuccess ? (
        <p className="form__success" role="status">
          {t('paymentPassword.changed')}
        </p>
      ) : null}
    </Form>
  );
}

/** Security centre slot: set the payment password if there is none, otherwise change it. */
export function PaymentPasswordPanel() {
  const { t } = useTranslation('money');
  const status = usePaymentPasswordStatus();
  if (status.isPending) return <p className="m-muted">{t('common.loading')}</p>;
  if (status.isError)
    return (
      <p className="m-error" role="alert">
        {errorText(status.error)}
      </p>
    );
  return status.data.hasPaymentPassword ? <ChangePaymentPasswordForm /> : <SetPaymentPasswordForm />;
}
