import { useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { toast } from '../../../lib/toast.ts';
import { applicationLimits } from '../../../../shared/api/engagement.ts';
import { refuse } from '../../../../shared/rules/checks.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form/fields.tsx';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
import { checkProofs, fileToBase64 } from '../../../lib/image-uploads.ts';
import { applyToPromotion } from '../api/promotions-api.ts';

const values = z.object({
  comment: z.string(),
  files: z.custom<FileList | File[]>(() => true),
});

/**
 * The activity application of spec §5: a comment of up to 140 characters (required) and up to 3 png or jpg images of
 * at most 5 MB, checked here before the upload and again by the platform from the bytes.
 */
const applySchema = z.pipe(
  values.check(
    z.superRefine((v, ctx) => {
      const comment = v.comment.trim();
      if (comment === '') refuse(ctx, ['comment'], 'field.required');
      else if (comment.length > applicationLimits.commentMax)
        refuse(ctx, ['comment'], 'field.too.long', { max: applicationLimits.commentMax });
      const [first] = checkProofs(Array.from(v.files));
      if (first?.problem === 'tooMany') refuse(ctx, ['files'], 'upload.too.many');
      else if (first)
        refuse(ctx, ['files'], first.problem === 'wrongType' ? 'field.proof.type' : 'field.proof.size', {
          file: first.file ?? '',
        });
    }),
  ),
  z.transform((v) => ({ comment: v.comment.trim(), files: Array.from(v.files) })),
);

export function ApplyForm({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation('promotions');
  const queryClient = useQueryClient();
  const form = useZodForm(applySchema, { mode: 'onChange', defaultValues: { comment: '', files: [] } });
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';
  const picked = Array.from(useWatch({ control: form.control, name: 'files' }) ?? []);
  const send = useFormMutation(form, {
    mutationFn: async (input: { comment: string; files: File[] }) => {
      const images = await Promise.all(
        input.files.map(async (file) => ({ fileName: file.name, contentBase64: await fileToBase64(file) })),
      );
      return applyToPromotion({ promotionId, comment: input.comment, images });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.engagement });
      toast.success(t('apply.sent'));
    },
    fields: { images: 'files' },
  });
  return (
    <Form form={form} className="form promo-apply" onSubmit={send.submit}>
      <h3 className="promo-apply__title">{t('apply.title')}</h3>
      <TextAreaField
        name="comment"
        label={t('apply.comment')}
        hint={t('apply.commentHint', { count: comment.length, max: applicationLimits.commentMax })}
        required
        maxLength={applicationLimits.commentMax}
      />
      <TextField
        name="files"
        label={t('apply.images')}
        hint={t('apply.imagesHint', { max: applicationLimits.maxFiles })}
        type="file"
        accept="image/png,image/jpeg,.png,.jpg,.jpeg"
        multiple
      />
      {picked.length > 0 ? (
        <ul className="promo-apply__files" aria-label={t('apply.chosen')}>
          {picked.map((file) => (
            <li key={`${file.name}-${file.size}`}>
              {file.name} ({Math.max(1, Math.ceil(file.size / 1024))} KB)
            </li>
          ))}
        </ul>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={send.isPending}>
        {send.isPending ? t('apply.sending') : t('apply.send')}
      </button>
      <FormMessage />
    </Form>
  );
}
