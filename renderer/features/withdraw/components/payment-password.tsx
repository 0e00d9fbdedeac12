import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentPasswordSchema } from '../../../../shared/api/money.ts';
import { Field } from '../../../components/ui/field.tsx';
import { moneyErrorText } from '../../../hooks/use-money-mutation.ts';
import { usePaymentPasswordStatus } from '../../../api/get-payment-password-status.ts';
import { changeThePaymentPassword, setFirstPaymentPassword, withdrawKeys } from '../api/withdraw-api.ts';

function SecretInput({
  label,
  value,
  onChange,
  digits = true,
  autoComplete = 'off',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  digits?: boolean;
  autoComplete?: string;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type="password"
          inputMode={digits ? 'numeric' : undefined}
          maxLength={digits ? 6 : undefined}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** Sets the first payment password (6 digits), confirmed with the login password. */
export function SetPaymentPasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const [loginPassword, setLoginPassword] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: setFirstPaymentPassword,
    onSuccess: () => {
      queryClient.setQueryData(withdrawKeys.paymentPassword, { hasPaymentPassword: true });
      void queryClient.invalidateQueries({ queryKey: ['money'] });
      onDone?.();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!loginPassword) return setFormError(t('paymentPassword.loginRequired'));
    if (!paymentPasswordSchema.safeParse(next).success) return setFormError(t('paymentPassword.format'));
    if (next !== confirm) return setFormError(t('paymentPassword.mismatch'));
    setFormError(null);
    mutation.mutate({ loginPassword, paymentPassword: next });
  };
  return (
    <form className="m-row" onSubmit={onSubmit} noValidate aria-labelledby="set-payment-password-title">
      <h2 id="set-payment-password-title" className="m-panel__subtitle" style={{ flexBasis: '100%' }}>
        {t('paymentPassword.setTitle')}
      </h2>
      <p className="m-muted" style={{ flexBasis: '100%' }}>
        {t('paymentPassword.setIntro')}
      </p>
      <SecretInput
        label={t('paymentPassword.loginPassword')}
        value={loginPassword}
        onChange={setLoginPassword}
        digits={false}
        autoComplete="current-password"
      />
      <SecretInput label={t('paymentPassword.new')} value={next} onChange={setNext} />
      <SecretInput label={t('paymentPassword.confirm')} value={confirm} onChange={setConfirm} />
      <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.sending') : t('paymentPassword.setSubmit')}
      </button>
      {formError || mutation.error ? (
        <p className="m-error" role="alert" style={{ flexBasis: '100%' }}>
          {formError ?? moneyErrorText(mutation.error, t)}
        </p>
      ) : null}
    </form>
  );
}

function ChangePaymentPasswordForm() {
  const { t } = useTranslation('money');
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: changeThePaymentPassword,
    onSuccess: () => {
      setOld('');
      setNext('');
      setConfirm('');
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!old) return setFormError(t('paymentPassword.required'));
    if (!paymentPasswordSchema.safeParse(next).success) return setFormError(t('paymentPassword.format'));
    if (next !== confirm) return setFormError(t('paymentPassword.mismatch'));
    setFormError(null);
    mutation.mutate({ oldPaymentPassword: old, newPaymentPassword: next });
  };
  return (
    <form className="m-row" onSubmit={onSubmit} noValidate aria-labelledby="change-payment-password-title">
      <h2 id="change-payment-password-title" className="m-panel__subtitle" style={{ flexBasis: '100%' }}>
        {t('paymentPassword.changeTitle')}
      </h2>
      <SecretInput label={t('paymentPassword.old')} value={old} onChange={setOld} />
      <SecretInput label={t('paymentPassword.new')} value={next} onChange={setNext} />
      <SecretInput label={t('paymentPassword.confirm')} value={confirm} onChange={setConfirm} />
      <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.sending') : t('paymentPassword.changeSubmit')}
      </button>
      {formError || mutation.error ? (
        <p className="m-error" role="alert" style={{ flexBasis: '100%' }}>
          {formError ?? moneyErrorText(mutation.error, t)}
        </p>
      ) : null}
      {mutation.isSuccess ? (
        <p className="m-success" role="status" style={{ flexBasis: '100%' }}>
          {t('paymentPassword.changed')}
        </p>
      ) : null}
    </form>
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
        {moneyErrorText(status.error, t)}
      </p>
    );
  return status.data.hasPaymentPassword ? <ChangePaymentPasswordForm /> : <SetPaymentPasswordForm />;
}
