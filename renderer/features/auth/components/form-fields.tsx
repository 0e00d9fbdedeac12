import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from './types.ts';

/** A labelled input whose error is announced (role=alert) and tied to it with aria-describedby. */
export type TextFieldProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** extra control after the input (show/hide, send SMS, refresh captcha) */
  addon?: ReactNode;
  /** a control before the input (dial-code picker) */
  prefix?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'prefix'>;

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  addon,
  prefix,
  id,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'auth-field auth-field--invalid' : 'auth-field'}>
      <label className="auth-field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="auth-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <div className="auth-field__row">
        {prefix}
        <input
          {...input}
          id={inputId}
          className="auth-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={describedBy}
        />
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="auth-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Password input with a show/hide toggle (spec §2). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="auth-field__addon"
          aria-pressed={shown}
          onClick={() => setShown((v) => !v)}
        >
          {shown ? t('common.hidePassword') : t('common.showPassword')}
        </button>
      }
    />
  );
}

/** The country dial-code picker of mobile fields (`system.countryCodes`). */
export function DialCodeSelect({
  value,
  onChange,
  options,
}: {
  value: string;
  onChange: (value: string) => void;
  options: readonly CountryCode[];
}) {
  const { t } = useTranslation('auth');
  const list =
    options.length > 0 ? options : [{ countryCode: 'BR', countryDialingCode: '+55', name: 'Brasil' }];
  return (
    <select
      className="auth-field__dial"
      aria-label={t('common.dialCode')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {list.map((item) => (
        <option key={`${item.countryCode}${item.countryDialingCode}`} value={item.countryDialingCode}>
          {`${item.countryCode} ${item.countryDialingCode}`}
        </option>
      ))}
    </select>
  );
}

/** Picture captcha: the image, a refresh button (at most once per second, see useCaptcha) and the input. */
export function CaptchaField({
  value,
  onChange,
  error,
  src,
  loading,
  failed,
  onRefresh,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  src: string | null;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-captcha">
      <TextField
        label={t('common.captcha')}
        value={value}
        onChange={onChange}
        error={error}
        required
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        addon={
          <button
            type="button"
            className="auth-captcha__image"
            onClick={onRefresh}
            aria-label={t('common.captchaRefresh')}
            aria-busy={loading}
          >
            {src ? (
              <img src={src} alt={t('common.captchaImage')} width={96} height={36} />
            ) : (
              <span>{failed ? t('common.captchaFailed') : t('common.captchaLoading')}</span>
            )}
          </button>
        }
      />
    </div>
  );
}

/** A form-level message: an error (role=alert) or a notice. */
export function FormMessage({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  if (!children) return null;
  return tone === 'error' ? (
    <p className="auth-form__error" role="alert">
      {children}
    </p>
  ) : (
    <p className="auth-form__info" role="status">
      {children}
    </p>
  );
}

/** A switch between the ways of doing one thing (username / SMS, mobile / e-mail): toggle buttons in a group. */
export function MethodTabs<M extends string>({
  label,
  methods,
  value,
  onChange,
  labelOf,
}: {
  label: string;
  methods: readonly M[];
  value: M;
  onChange: (method: M) => void;
  labelOf: (method: M) => string;
}) {
  return (
    <div className="auth-tabs" role="group" aria-label={label}>
      {methods.map((method) => (
        <button
          key={method}
          type="button"
          className={value === method ? 'auth-tabs__tab auth-tabs__tab--active' : 'auth-tabs__tab'}
          aria-pressed={value === method}
          onClick={() => onChange(method)}
        >
          {labelOf(method)}
        </button>
      ))}
    </div>
  );
}
