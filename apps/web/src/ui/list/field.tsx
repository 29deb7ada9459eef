import type { ComponentProps, ReactNode } from 'react';
import { fieldAria, FieldMessages } from '../field-parts';
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
      <FieldMessages id={id} hint={hint} error={error} hintClassName={styles.hint} />
    </div>
  );
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
      <input {...fieldAria(id, error, hint !== undefined)} className={className} {...input} />
    </Field>
  );
}

/** A Field whose control is a textarea, wired to its hint and error (see LabelledTextarea for the GOV.UK order). */
export function TextareaField({
  id,
  label,
  hint,
  error,
  required = false,
  ...textarea
}: { id: string; label: string; hint?: ReactNode; error?: string; required?: boolean } & Omit<
  ComponentProps<'textarea'>,
  'id' | 'className'
>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <textarea
        {...fieldAria(id, error, hint !== undefined)}
        className={styles.input}
        {...textarea}
      />
    </Field>
  );
}
