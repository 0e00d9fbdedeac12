import { useEffect, useMemo, useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldValues,
  type SubmitErrorHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod/mini';
import { zodRefusalText } from '../../../../shared/api/field-refusals.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import './form.css';

/**
 * Every form is built one way (STYLE.md §3.5): react-hook-form with the zod resolver over a schema made from the
 * contract's request schema and shared/rules; the issues are worded by the refusal catalogue in the interface
 * language (`zodRefusalText`), the same words the platform uses for its own per-field refusals.
 *
 *   const form = useZodForm(schema, { defaultValues });
 *   const mutation = useFormMutation(form, { mutationFn: (request) => call(contract, request) });
 *   <Form form={form} onSubmit={mutation.submit}> <TextField name="username" label=… required /> </Form>
 *
 * A schema may transform the typed values into the request (the resolver hands the transformed output to
 * `onSubmit`); it may change between renders (limits from the platform): the latest one validates.
 */
export type ZodForm<S extends z.core.$ZodType<unknown, FieldValues>> = UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
>;

export function useZodForm<S extends z.core.$ZodType<unknown, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  const language = useLanguage();
  const resolver = useMemo(
    () => zodResolver(schema, { error: zodRefusalText(language) }),
    [schema, language],
  );
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver });
  // A language switch rewords the errors on screen (they were worded when the form was checked).
  const { trigger, formState } = form;
  const checkedIn = useRef(language);
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (checkedIn.current === language) return;
    checkedIn.current = language;
    if (submitted) void trigger();
  }, [language, submitted, trigger]);
  return form;
}

type FormProps<TIn extends FieldValues, TOut> = {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The valid (transformed) values; return the call's promise so that a second submit waits for it. */
  onSubmit: (values: TOut) => unknown;
  onInvalid?: SubmitErrorHandler<TIn>;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid' | 'children'>;

/**
 * The form element with its react-hook-form context. A submit while the previous one is still being checked or sent
 * is ignored, so a double click sends once (the submit button is also disabled by the caller while pending).
 */
export function Form<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  onInvalid,
  children,
  className,
  ...rest
}: FormProps<TIn, TOut>) {
  const busy = useRef(false);
  return (
    <FormProvider {...form}>
      <form
        {...rest}
        className={className ?? 'form'}
        noValidate
        onSubmit={(event) => {
          if (busy.current) {
            event.preventDefault();
            return;
          }
          busy.current = true;
          void form
            .handleSubmit(async (values) => {
              await onSubmit(values);
            }, onInvalid)(event)
            .finally(() => {
              busy.current = false;
            });
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/** The message of a field from the form's errors (nested names with dots). */
export function errorOf(errors: FieldErrors, name: string): string | undefined {
  const error: unknown = get(errors, name);
  if (!error || typeof error !== 'object' || !('message' in error)) return undefined;
  return typeof error.message === 'string' && error.message !== '' ? error.message : undefined;
}

/** The current error text of a field of the surrounding form. */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  return errorOf(errors, name);
}

/**
 * The form-level message: the refusal that belongs to no field (set with `showRefusal`, or `setError('root', …)`),
 * or the children given. An error is announced (role=alert), a notice politely (role=status).
 */
export function FormMessage({ children, tone = 'error' }: { children?: ReactNode; tone?: 'error' | 'info' }) {
  const { control } = useFormContext();
  const { errors } = useFormState({ control });
  const content = children ?? errors.root?.message;
  if (!content) return null;
  return tone === 'error' ? (
    <p className="form__message" role="alert">
      {content}
    </p>
  ) : (
    <p className="form__message form__message--info" role="status">
      {content}
    </p>
  );
}
