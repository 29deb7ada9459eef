import type { ReactNode } from 'react';
import styles from './form-field.module.css';
import { FieldMessages } from '../../ui/field-parts';

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
      <FieldMessages id={id} hint={hint} error={error} hintClassName={styles.hint} />
    </div>
  );
}
