import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyRepresentative } from '../../../../shared/api/site.ts';
import { TextField } from '../../../components/ui/form/fields.tsx';
import { Form, useZodForm } from '../../../components/ui/form/form.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useVerifyRepresentative } from '../api/site-api.ts';
import './site.css';

/**
 * "Verify Representative": is a contact one of the merchant's official channels? The contact is checked with the
 * call's own schema (3 to 200 characters, trimmed) before it is sent, the refusal worded in the person's language.
 */
export function VerifyForm() {
  const { t } = useTranslation('pages');
  const [checked, setChecked] = useState('');
  const verify = useVerifyRepresentative();
  const form = useZodForm(verifyRepresentative.request, { defaultValues: { contact: '' } });
  return (
    <Form
      form={form}
      className="m-panel verify"
      aria-labelledby="verify-title"
      onSubmit={({ contact }) => {
        setChecked(contact);
        return verify.mutateAsync(contact).catch(() => undefined);
      }}
    >
      <h2 id="verify-title" className="m-panel__subtitle">
        {t('verify.formTitle')}
      </h2>
      <div className="verify__row">
        <TextField
          name="contact"
          label={t('verify.contact')}
          hint={t('verify.hint')}
          required
          maxLength={200}
        />
        <button type="submit" className="btn btn--primary" disabled={verify.isPending}>
          {t('verify.check')}
        </button>
      </div>
      <div aria-live="polite">
        {verify.isError ? (
          <p className="m-error" role="alert">
            {errorText(verify.error)}
          </p>
        ) : null}
        {verify.data ? (
          verify.data.official ? (
            <p className="verify__result verify__result--ok">
              {t('verify.official', {
                contact: checked,
                channel: t(`verify.channels.${verify.data.channel ?? 'SITE'}`, {
                  defaultValue: verify.data.channel ?? '',
                }),
              })}
            </p>
          ) : (
            <p className="verify__result verify__result--no">
              {t('verify.notOfficial', { contact: checked })}
            </p>
          )
        ) : null}
      </div>
    </Form>
  );
}
