import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { confirmIdentity } from '../../../../shared/api/responsible.ts';
import { checkCpf, checkRequired } from '../../../../shared/rules/checks.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { BirthdayField, TextField } from '../../../components/ui/form/fields.tsx';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
import { refreshResponsible, responsibleApi } from '../api/responsible-api.ts';

const identityValues = z.object({ cpf: z.string(), birthday: z.string() });

/** CPF (check digits) and birth date, checked by the shared rules, then by the platform (unique, 18+, not excluded). */
const identitySchema = z.pipe(
  z.pipe(
    identityValues.check(
      z.superRefine((v, ctx) => {
        checkCpf(ctx, ['cpf'], v.cpf);
        checkRequired(ctx, ['birthday'], v.birthday.trim());
      }),
    ),
    z.transform((v) => ({ cpf: v.cpf.trim(), birthday: v.birthday.trim() })),
  ),
  confirmIdentity.request,
);

/** The identity step before the first deposit or bet (regulated market): CPF and birth date. */
export function IdentityForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('responsible');
  const queryClient = useQueryClient();
  const form = useZodForm(identitySchema, { defaultValues: { cpf: '', birthday: '' } });
  const mutation = useFormMutation(form, {
    mutationFn: responsibleApi.confirmIdentity,
    onSuccess: async () => {
      await refreshResponsible(queryClient);
      onDone?.();
    },
  });
  return (
    <Form form={form} className="form" aria-label={t('identity.formLabel')} onSubmit={mutation.submit}>
      <div className="form__grid">
        <TextField
          name="cpf"
          label={t('identity.cpf')}
          required
          inputMode="numeric"
          autoComplete="off"
          hint={t('identity.cpfHint')}
        />
        <BirthdayField name="birthday" label={t('identity.birthday')} required />
      </div>
      <FormMessage />
      <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.saving') : t('identity.submit')}
      </button>
    </Form>
  );
}
