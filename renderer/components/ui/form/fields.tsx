import {
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, FieldError, FieldHint, RequiredMark, useDescribedBy } from './field.tsx';
import { useFieldError } from './form.tsx';
import { isoToTypedDate, maskTypedDate, typedDateToIso } from '../../../lib/typed-date.ts';

/**
 * The Field family, wired to the surrounding <Form> (react-hook-form context): each takes the value's `name` in the
 * form, a label, an optional hint and `required` (the marker and aria-required), and shows the field's error from the
 * form (zod resolver issues and the platform's per-field refusals alike).
 */
type FieldBase = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
};

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'prefix' | 'required' | 'children'
>;

export type TextFieldProps = FieldBase &
  InputProps & {
    /** a control before the input (dial-code picker) */
    prefix?: ReactNode;
    /** a control after the input (show/hide, send SMS, refresh captcha) */
    addon?: ReactNode;
  };

export function TextField({ name, label, hint, required, prefix, addon, ...input }: TextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field label={label} hint={hint} error={error} required={required} prefix={prefix} addon={addon}>
      {(control) => <input {...input} {...control} {...register(name)} />}
    </Field>
  );
}

export type TextAreaFieldProps = FieldBase &
  Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required' | 'children'
  >;

/** A text of several lines (a comment, a feedback message). */
export function TextAreaField({ name, label, hint, required, ...textarea }: TextAreaFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => <textarea rows={3} {...textarea} {...control} {...register(name)} />}
    </Field>
  );
}

/** A password with a show/hide toggle (spec §2). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="field__addon"
          aria-pressed={shown}
          onClick={() => setShown((v) => !v)}
        >
          {shown ? t('form.hidePassword') : t('form.showPassword')}
        </button>
      }
    />
  );
}

/**
 * A date of birth, typed day first (DD/MM/YYYY, the slashes put in while typing, the phone's number pad): a
 * remembered date is typed, not picked from a calendar that opens on today (lib/typed-date.ts). The form's value is
 * the ISO date (yyyy-MM-dd, what the rules and the platform read) once the text is a whole date on the calendar, and
 * the text as typed until then, which the form's schema refuses: the field then says which format it reads.
 */
export function BirthdayField({
  name,
  label,
  hint,
  required,
  autoComplete = 'bday',
}: FieldBase & { autoComplete?: string }) {
  const { t } = useTranslation('common');
  const { field } = useController({ name });
  const value = typeof field.value === 'string' ? field.value : '';
  const [typed, setTyped] = useState(() => isoToTypedDate(value) || value);
  // what the form holds is what was typed, unless it was set from outside (a reset): then that value, as typed
  const text = typed === value || typedDateToIso(typed) === value ? typed : isoToTypedDate(value) || value;
  const refused = useFieldError(name);
  const error = refused && text !== '' && typedDateToIso(text) === null ? t('form.dateFormat') : refused;
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete}
          placeholder={t('form.datePlaceholder')}
          name={field.name}
          ref={field.ref}
          value={text}
          onBlur={field.onBlur}
          onChange={(event) => {
            const next = maskTypedDate(event.target.value);
            // a digit typed into a whole date: the text stays as it was (the input is controlled)
            if (next === null) return;
            setTyped(next);
            field.onChange(typedDateToIso(next) ?? next);
          }}
        />
      )}
    </Field>
  );
}

/** A money amount as typed ("10,50" or "10.50"); the form's schema turns it into cents (shared/rules amountSchema). */
export function AmountField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField autoComplete="off" {...props} inputMode="decimal" />;
}

/** The 6-digit payment password (never autofilled). */
export function PaymentPasswordField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength'>) {
  return <TextField autoComplete="off" {...props} type="password" inputMode="numeric" maxLength={6} />;
}

export type Option = { value: string; label: string; disabled?: boolean };

export function SelectField({
  name,
  label,
  hint,
  required,
  options,
  ...select
}: FieldBase & { options: readonly Option[] } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required' | 'children'
  >) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <select {...select} {...control} {...register(name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its text (and links) as the label; its error is tied to it. */
export function CheckboxField({
  name,
  label,
  hint,
  required,
  ...input
}: FieldBase & Omit<InputProps, 'type'>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__check">
        <input
          {...input}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={describedBy}
          {...register(name)}
        />
        <span>
          {label}
          <RequiredMark required={required} />
        </span>
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** One choice among a few, as radio buttons in a fieldset whose legend is the label. */
export function RadioGroupField({
  name,
  label,
  hint,
  required,
  options,
  stacked = false,
}: FieldBase & { options: readonly Option[]; stacked?: boolean }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <fieldset className={error ? 'field field--invalid' : 'field'} aria-describedby={describedBy}>
      <legend className="field__label">
        {label}
        <RequiredMark required={required} />
      </legend>
      <div className={stacked ? 'field__choices field__choices--stacked' : 'field__choices'}>
        {options.map((option) => (
          <label key={option.value} className="field__check">
            <input type="radio" value={option.value} disabled={option.disabled} {...register(name)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

/** The dial-code picker before a mobile number (`system.countryCodes`); Brazil when the list is not there yet. */
export function DialCodeSelect({
  name,
  options,
}: {
  name: string;
  options: readonly { countryCode: string; countryDialingCode: string }[];
}) {
  const { t } = useTranslation('common');
  const { register } = useFormContext();
  const list = options.length > 0 ? options : [{ countryCode: 'BR', countryDialingCode: '+55' }];
  return (
    <select className="field__prefix" aria-label={t('form.dialCode')} {...register(name)}>
      {list.map((item) => (
        <option key={`${item.countryCode}${item.countryDialingCode}`} value={item.countryDialingCode}>
          {`${item.countryCode} ${item.countryDialingCode}`}
        </option>
      ))}
    </select>
  );
}

/** The picture captcha: the image is the refresh button (at most once per second), then the typed code. */
export function CaptchaField({
  name,
  src,
  loading,
  failed,
  onRefresh,
}: {
  name: string;
  src: string | null;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <TextField
      name={name}
      label={t('form.captcha')}
      required
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="field__captcha"
          onClick={onRefresh}
          aria-label={t('form.captchaRefresh')}
          aria-busy={loading}
        >
          {src ? (
            <img src={src} alt={t('form.captchaImage')} width={96} height={36} />
          ) : (
            <span>{failed ? t('form.captchaFailed') : t('form.captchaLoading')}</span>
          )}
        </button>
      }
    />
  );
}

/** A switch between the ways of doing one thing (username / SMS, mobile / e-mail): toggle buttons in a group. */
export function MethodTabs<M extends string>({
  label,
  methods,
  value,
  onChange,
  labelOf,
  held = false,
}: {
  label: string;
  methods: readonly M[];
  value: M;
  onChange: (method: M) => void;
  labelOf: (method: M) => string;
  /**
   * the row's room only, unseen (the merchant's switch that offers the methods is loading; most merchants do): the
   * form under it does not move when the switch answers (issue 16)
   */
  held?: boolean;
}) {
  if (held)
    return (
      <div className="method-tabs method-tabs--held" aria-hidden="true" inert>
        {methods.map((method) => (
          // the same boxes as the row's buttons, so the held room is the row's own
          <button key={method} type="button" className="method-tabs__tab" disabled>
            {labelOf(method)}
          </button>
        ))}
      </div>
    );
  return (
    <div className="method-tabs" role="group" aria-label={label}>
      {methods.map((method) => (
        <button
          key={method}
          type="button"
          className="method-tabs__tab"
          aria-pressed={value === method}
          onClick={() => onChange(method)}
        >
          {labelOf(method)}
        </button>
      ))}
    </div>
  );
}
