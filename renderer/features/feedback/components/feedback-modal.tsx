import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { z } from 'zod/mini';
import { countWords, feedbackTypes, sendFeedback } from '../../../../shared/api/common.ts';
import { Field } from '../../../components/ui/form/field.tsx';
import { RadioGroupField } from '../../../components/ui/form/fields.tsx';
import { Form, FormMessage, useFieldError, useZodForm } from '../../../components/ui/form/form.tsx';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { feedbackLimits, readBase64, sniffImage, submitFeedback, uploadImage } from '../api/feedback-api.ts';
import './feedback.css';

type Upload = {
  key: string;
  name: string;
  size: number;
  preview: string;
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  imageId?: string;
  error?: string;
  abort: AbortController;
};

const values = z.object({ type: z.string(), content: z.string() });
// the form's part of the contract's request (the images are added from the uploads when it is sent)
const schema = z.pipe(
  z.pipe(
    values,
    z.transform((v) => ({ type: v.type, content: v.content })),
  ),
  z.omit(sendFeedback.request, { imageIds: true }),
);

function ContentField() {
  const { t } = useTranslation('support');
  const { register } = useFormContext<{ content: string }>();
  const content = useWatch<{ content: string }, 'content'>({ name: 'content' }) ?? '';
  const error = useFieldError('content');
  const words = countWords(content);
  return (
    <Field
      label={t('feedback.content')}
      required
      error={error}
      hint={t('feedback.counter', {
        chars: content.length,
        maxChars: feedbackLimits.maxChars,
        words,
        minWords: feedbackLimits.minWords,
        maxWords: feedbackLimits.maxWords,
      })}
    >
      {(control) => (
        <textarea {...control} rows={4} maxLength={feedbackLimits.maxChars} {...register('content')} />
      )}
    </Field>
  );
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The feedback popup (spec §2, §5): a type, the content (between the word limits, at most 140 characters) and up to
 * 3 png or jpg images of at most 5 MB, each checked from its first bytes here and on the platform, previewed and
 * uploaded at once with its progress. The answer arrives later as a message (the inbox).
 */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('support');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const inputId = useId();
  const form = useZodForm(schema, { defaultValues: { type: 'SUGGESTION', content: '' } });
  const imageIds = uploads.flatMap((u) => (u.status === 'done' && u.imageId ? [u.imageId] : []));
  const uploading = uploads.some((u) => u.status === 'uploading');
  const mutation = useFormMutation(form, {
    mutationFn: (request: z.output<typeof schema>) => submitFeedback({ ...request, imageIds }),
    onSuccess: () => {
      toast.success(t('feedback.sent'), { description: t('feedback.sentHint') });
      onClose();
    },
  });

  // abort what is still uploading when the popup closes
  const live = useRef<Upload[]>([]);
  useEffect(() => {
    live.current = uploads;
  }, [uploads]);
  useEffect(() => () => live.current.forEach((u) => u.abort.abort()), []);

  const update = (key: string, patch: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const add = async (files: FileList | null) => {
    setPickError(null);
    if (!files) return;
    const room = feedbackLimits.maxImages - uploads.length;
    const chosen = [...files];
    if (chosen.length > room) setPickError(t('feedback.tooMany', { max: feedbackLimits.maxImages }));
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const type = await sniffImage(file);
      if (!type) {
        setPickError(t('feedback.wrongType', { name: file.name }));
        continue;
      }
      if (file.size > feedbackLimits.maxImageBytes) {
        setPickError(t('feedback.tooLarge', { name: file.name }));
        continue;
      }
      const base64 = await readBase64(file);
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      const abort = new AbortController();
      const upload: Upload = {
        key,
        name: file.name,
        size: file.size,
        preview: `data:${type};base64,${base64}`,
        progress: 0,
        status: 'uploading',
        abort,
      };
      setUploads((list) => [...list, upload]);
      uploadImage({ name: file.name, base64 }, (progress) => update(key, { progress }), abort.signal).then(
        (result) => update(key, { status: 'done', progress: 1, imageId: result.imageId }),
        (error: unknown) => {
          if (!abort.signal.aborted) update(key, { status: 'failed', error: errorText(error) });
        },
      );
    }
  };

  const remove = (upload: Upload) => {
    upload.abort.abort();
    setUploads((list) => list.filter((u) => u.key !== upload.key));
  };

  return (
    <Modal open onClose={onClose} title={t('feedback.title')} size="medium">
      <Form form={form} onSubmit={mutation.submit} aria-label={t('feedback.title')} className="form feedback">
        <p className="m-muted">{t('feedback.intro')}</p>
        <RadioGroupField
          name="type"
          label={t('feedback.type')}
          required
          options={feedbackTypes.map((value) => ({ value, label: t(`feedback.types.${value}`) }))}
        />
        <ContentField />
        <div className="feedback__images" role="group" aria-labelledby={`${inputId}-title`}>
          <p id={`${inputId}-title`} className="field__label">
            {t('feedback.images')}
          </p>
          <p className="field__hint" id={`${inputId}-hint`}>
            {t('feedback.imagesHint', { max: feedbackLimits.maxImages })}
          </p>
          {uploads.length > 0 ? (
            <ul className="feedback__uploads" aria-label={t('feedback.attached')}>
              {uploads.map((upload) => (
                <li key={upload.key} className="feedback__upload" data-testid="feedback-upload">
                  <img
                    src={upload.preview}
                    alt={t('feedback.preview', { name: upload.name })}
                    width="72"
                    height="72"
                  />
                  <div className="feedback__upload-info">
                    <span className="feedback__upload-name">{upload.name}</span>
                    <span className="m-muted">{kb(upload.size)}</span>
                    {upload.status === 'failed' ? (
                      <span className="m-error" role="alert">
                        {upload.error}
                      </span>
                    ) : (
                      <progress
                        max={100}
                        value={Math.round(upload.progress * 100)}
                        aria-label={t('feedback.progress', { name: upload.name })}
                      />
                    )}
                    <span className="m-muted" aria-live="polite">
                      {upload.status === 'done'
                        ? t('feedback.uploaded')
                        : upload.status === 'uploading'
                          ? t('feedback.uploading', { percent: Math.round(upload.progress * 100) })
                          : null}
                    </span>
                  </div>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    onClick={() => remove(upload)}
                    aria-label={t('feedback.remove', { name: upload.name })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <input
            id={inputId}
            className="visually-hidden feedback__file"
            type="file"
            accept="image/png,image/jpeg"
            multiple
            aria-describedby={`${inputId}-hint`}
            disabled={uploads.length >= feedbackLimits.maxImages}
            onChange={(event) => {
              void add(event.target.files);
              event.target.value = '';
            }}
          />
          <label
            htmlFor={inputId}
            className="btn btn--ghost btn--small feedback__pick"
            aria-disabled={uploads.length >= feedbackLimits.maxImages || undefined}
          >
            {t('feedback.addImages')}
          </label>
          {pickError ? (
            <p className="field__error" role="alert">
              {pickError}
            </p>
          ) : null}
        </div>
        <FormMessage />
        <div className="feedback__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('feedback.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={mutation.isPending || uploading}>
            {uploading
              ? t('feedback.waitUploads')
              : mutation.isPending
                ? t('feedback.sending')
                : t('feedback.send')}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
