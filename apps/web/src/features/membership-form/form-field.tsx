import type { ReactNode } from 'react';
import styles from './form-field.module.css';
import fieldParts from '../../ui/field.module.css';

/** The ids and ARIA attributes that tie an input to its hint and error. */
export function fieldAria(id: string, error: string | undefined, hint?: boolean) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
  } as const;
}

type FormFieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Beside the input (a Verify button, a checkbox). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** Label, input, optional hint and the field's message (wire the input with fieldAria). */
export function FormField({
  id,
  label,
  required = false,
  error,
  hint,
  aside,
  className,
  children,
}: FormFieldProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label
        htmlFor={id}
        className={required ? `${styles.label} ${styles.required}` : styles.label}
      >
        {label}
      </label>
      <div className={styles.control}>
        {children}
        {aside}
      </div>
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
