import { useId, type ReactNode } from 'react';
import './form.css';

/**
 * The shell of every field: a label (with the required marker), the control box (an optional prefix such as the dial
 * code, the control, an optional addon such as show/hide or "send code"), a hint and an error. The hint and the error
 * are tied to the control with aria-describedby; the error is announced (role=alert) and marks the control
 * aria-invalid. The control is a render function receiving the props to spread on it.
 */
export type FieldControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldShellProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  required?: boolean | undefined;
  prefix?: ReactNode;
  addon?: ReactNode;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
};

/** The required marker: seen, not read (the control says aria-required). */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

/** Ids of a field's hint and error, and its aria-describedby (the error first). */
export function useDescribedBy(hint: ReactNode, error: string | null | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p id={id} className="field__hint">
      {children}
    </p>
  ) : null;
}

export function FieldError({ id, children }: { id: string; children: string | null | undefined }) {
  return children ? (
    <p id={id} className="field__error" role="alert">
      {children}
    </p>
  ) : null;
}

export function Field({ label, hint, error, required, prefix, addon, className, children }: FieldShellProps) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  const classes = ['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="field__label" htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <div className="field__control">
        {prefix}
        {children({
          id,
          className: 'field__input',
          'aria-invalid': error ? true : undefined,
          'aria-required': required ? true : undefined,
          'aria-describedby': describedBy,
        })}
        {addon}
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
