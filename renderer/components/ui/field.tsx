import { useId, type ReactNode } from 'react';
import './money-ui.css';

/**
 * A labelled form control whose hint and error are tied to it (aria-describedby) and whose error is announced. The
 * control is passed as a render function receiving the ids and aria props to spread.
 */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'm-field m-field--invalid' : 'm-field'}>
      <label className="m-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="m-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="m-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ValueFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  value: string;
  onChange: (value: string) => void;
};

/** A money amount as typed ("10,50"); parse it with shared/rules/amount.ts `parseAmountInput`. */
export function AmountField({ value, onChange, ...field }: ValueFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** The 6-digit payment password (never autofilled). */
export function PaymentPasswordField({ value, onChange, ...field }: ValueFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          type="password"
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
