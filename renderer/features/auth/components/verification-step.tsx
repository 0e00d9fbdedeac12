import { useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '../../../../shared/api/account.ts';
import type { loginVerification, loginVerificationTypes } from '../../../../shared/api/account-forms.ts';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { RadioGroupField, TextField } from '../../../components/ui/form/fields.tsx';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
import { authApi } from '../api/auth-api.ts';
import { verificationSchema, type VerificationValues } from '../utils/schemas.ts';

type VerificationType = (typeof loginVerificationTypes)[number];

export type VerificationOffer = { ticket: string; types: VerificationType[]; type: 'username' | 'sms' };

/**
 * Extra verification after a login from an unregistered IP (spec §4): the platform has sent a code to the registered
 * mobile (SMS) and e-mail; the member picks one of the offered methods (also bank account name, Google
 * authenticator), types the code and `account.loginVerification` opens the session.
 */
export function VerificationStep({
  offer,
  onVerified,
  onCancel,
}: {
  offer: VerificationOffer;
  onVerified: (response: LoginResponse) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const schema = useMemo(() => verificationSchema(offer.ticket), [offer.ticket]);
  const form = useZodForm(schema, {
    defaultValues: { type: offer.types[0] ?? 'EMAIL', value: '' } satisfies VerificationValues,
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const verify = useFormMutation(form, {
    mutationFn: (request: RequestOf<typeof loginVerification>) => authApi.verify(request),
    onSuccess: (response) => onVerified(response),
  });

  // Another method: its own code, typed afresh.
  const shownType = useRef(type);
  const { setValue, clearErrors } = form;
  useEffect(() => {
    if (shownType.current === type) return;
    shownType.current = type;
    setValue('value', '');
    clearErrors('value');
  }, [type, setValue, clearErrors]);

  return (
    <Form form={form} onSubmit={verify.submit}>
      <h3 className="form__heading">{t('verification.title')}</h3>
      <p className="form__info">{t('verification.intro')}</p>
      {offer.types.length > 1 ? (
        <RadioGroupField
          name="type"
          label={t('verification.method')}
          stacked
          options={offer.types.map((option) => ({
            value: option,
            label: t(`verification.types.${option}`),
          }))}
        />
      ) : null}
      <TextField
        key={type}
        name="value"
        label={t(`verification.fields.${type}`)}
        required
        inputMode={type === 'BANK_ACCOUNT_NAME' ? 'text' : 'numeric'}
        autoComplete={type === 'BANK_ACCOUNT_NAME' ? 'off' : 'one-time-code'}
      />
      <FormMessage />
      <button type="submit" className="btn btn--primary form__submit" disabled={verify.isPending}>
        {t('verification.submit')}
      </button>
      <button type="button" className="btn btn--ghost form__submit" onClick={onCancel}>
        {t('verification.back')}
      </button>
    </Form>
  );
}
