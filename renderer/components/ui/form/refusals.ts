import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod/mini';
import { refusalParamsSchema } from '../../../../shared/api/contract.ts';
import { fieldRefusalText } from '../../../../shared/api/field-refusals.ts';
import { isRefusalCode } from '../../../../shared/api/refusals.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText, loadRefusalCatalogue } from '../../../lib/error-text.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/**
 * The platform's per-field refusals on the right fields. A failure's `value` is `{ fields: FieldRefusal[] }`
 * (`{ field, code, params? }`, shared/api/contract.ts); each lands on the form field of that name (or the one the
 * `fields` map names, where the request's field differs from the form's), worded by our catalogue in the interface
 * language. Anything else (and the refusal itself) goes in the form-level message via `errorText`.
 *
 * Like `errorText`, a code our catalogue does not know shows the platform's own `message` for the field, if it sent one.
 */
// the forms carry the catalogue in their chunk already: errorText words with it from the first refusal on
void loadRefusalCatalogue().catch(() => undefined);

const sentRefusalSchema = z.object({
  field: z.string(),
  code: z.optional(z.string()),
  params: z.optional(refusalParamsSchema),
  message: z.optional(z.string()),
});
const sentRefusalsSchema = z.object({ fields: z.array(z.unknown()) });

export type FieldMap = Readonly<Record<string, string>>;

/** The per-field refusals of a failed call, worded in the interface language. */
export function fieldRefusalsOf(error: unknown): { field: string; text: string }[] {
  if (!isApiError(error)) return [];
  const sent = sentRefusalsSchema.safeParse(error.details);
  if (!sent.success) return [];
  return sent.data.fields.flatMap((entry) => {
    const parsed = sentRefusalSchema.safeParse(entry);
    if (!parsed.success) return [];
    const { field, code, params, message } = parsed.data;
    const text =
      code !== undefined && isRefusalCode(code)
        ? fieldRefusalText({ code, ...(params ? { params } : {}) }, currentLanguage())
        : (message ?? fieldRefusalText({ code: 'field.invalid' }, currentLanguage()));
    return [{ field, text }];
  });
}

export function showRefusal<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  options: { fields?: FieldMap | undefined; text?: string | undefined } = {},
): void {
  const values = form.getValues();
  let focused = false;
  for (const { field, text } of fieldRefusalsOf(error)) {
    const name = options.fields?.[field] ?? field;
    if (get(values, name) === undefined) continue;
    form.setError(name as Path<T>, { type: 'server', message: text }, { shouldFocus: !focused });
    focused = true;
  }
  form.setError('root', { type: 'server', message: options.text ?? errorText(error) });
}

/**
 * A form's call through TanStack `useMutation`: `submit(request)` for <Form onSubmit> (it never rejects: a refusal is
 * shown on the form, per field where the platform names one). `fields` maps request fields to form fields;
 * `refusalText` may word a refusal itself (return undefined for the usual text).
 */
export function useFormMutation<TValues extends FieldValues, TRequest, TResult>(
  form: UseFormReturn<TValues, unknown, unknown>,
  options: {
    mutationFn: (request: TRequest) => Promise<TResult>;
    onSuccess?: (result: TResult, request: TRequest) => unknown;
    onError?: (error: unknown, request: TRequest) => void;
    fields?: FieldMap;
    refusalText?: (error: unknown) => string | undefined;
  },
) {
  const { fields, refusalText, onError } = options;
  const mutation = useMutation({
    mutationFn: options.mutationFn,
    onSuccess: options.onSuccess,
    onError: (error, request) => {
      showRefusal(form, error, { fields, text: refusalText?.(error) });
      onError?.(error, request);
    },
  });
  const { mutateAsync } = mutation;
  const submit = useCallback(
    (request: TRequest) =>
      mutateAsync(request).then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );
  return { ...mutation, submit };
}
