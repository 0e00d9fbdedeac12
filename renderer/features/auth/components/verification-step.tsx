import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '../../../../shared/api/account.ts';
import type { loginVerificationTypes } from '../../../../shared/api/account.ts';
import { authApi } from '../api/auth-api.ts';
import { useFieldMessage, type Problem } from '../hooks/use-field-message.ts';
import { errorText } from '../utils/error-text.ts';
import { FormMessage, TextField } from './form-fields.tsx';

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
  const message = useFieldMessage();
  const [type, setType] = useState<VerificationType>(offer.types[0] ?? 'EMAIL');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    const check: Problem | null = trimmed === '' ? { messageKey: 'validation.required' } : null;
    setProblem(check);
    if (check) return;
    setSubmitting(true);
    setFormError(null);
    try {
      const response = await authApi.verify({ ticket: offer.ticket, type, value: trimmed });
      await onVerified(response);
    } catch (error) {
      setFormError(errorText(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3 className="auth-form__heading">{t('verification.title')}</h3>
      <p className="auth-form__info">{t('verification.intro')}</p>
      {offer.types.length > 1 ? (
        <fieldset className="auth-radios">
          <legend>{t('verification.method')}</legend>
          {offer.types.map((option) => (
            <label key={option} className="auth-check">
              <input
                type="radio"
                name="verification-type"
                value={option}
                checked={type === option}
                onChange={() => {
                  setType(option);
                  setValue('');
                  setProblem(null);
                }}
              />
              <span>{t(`verification.types.${option}`)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <TextField
        label={t(`verification.fields.${type}`)}
        value={value}
        onChange={setValue}
        error={message(problem)}
        required
        inputMode={type === 'BANK_ACCOUNT_NAME' ? 'text' : 'numeric'}
        autoComplete={type === 'BANK_ACCOUNT_NAME' ? 'off' : 'one-time-code'}
      />
      <FormMessage>{formError}</FormMessage>
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={submitting}>
        {t('verification.submit')}
      </button>
      <button type="button" className="btn btn--ghost auth-form__submit" onClick={onCancel}>
        {t('verification.back')}
      </button>
    </form>
  );
}
