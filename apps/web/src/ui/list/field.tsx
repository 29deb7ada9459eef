import type { ComponentProps, ReactNode } from 'react';
import fieldParts from '../field.module.css';
import styles from './field.module.css';

/** Label, control, optional hint and error (the control is wired with fieldProps). */
export function Field({
  id,
  label,
  hint,
  error,
  required = false,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldParts.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** id, aria-invalid and aria-describedby for a control inside Field. */
export function fieldProps(id: string, error: string | undefined, hint = false) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** A Field whose control is a text input, wired to its hint and error (`className` replaces the input's look). */
export function InputField({
  id,
  label,
  hint,
  error,
  required = false,
  className = styles.input,
  ...input
}: { id: string; label: string; hint?: ReactNode; error?: string; required?: boolean } & Omit<
  ComponentProps<'input'>,
  'id'
>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <input {...fieldProps(id, error, hint !== undefined)} className={className} {...input} />
    </Field>
  );
}
