import type { ReactNode } from 'react';
import styles from './form-field.module.css';
import { FieldMessages } from '../../ui/field-parts';
import { useAsks } from './upgrade-focus';

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

/**
 * Label, input, optional hint and the field's message (wire the input with fieldAria). Its id is
 * `field-<name>`: an upgrade's form leaves out the fields it does not ask (upgrade-focus.tsx).
 */
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
  const asks = useAsks();
  if (!asks(id.replace(/^field-/, ''))) return null;
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
