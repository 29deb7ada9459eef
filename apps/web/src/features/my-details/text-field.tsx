import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessages, fieldAria } from '../../ui/field-parts';
import fieldParts from '../../ui/field.module.css';
import styles from './my-details.module.css';

/** A labelled input (or textarea) with its hint and error, and room for a control beside it. */
export function TextField({
  id,
  label,
  hint,
  error,
  registration,
  multiline = false,
  inputMode,
  autoComplete,
  beside,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  multiline?: boolean;
  inputMode?: 'email' | 'tel' | 'numeric' | 'text';
  autoComplete?: string;
  beside?: ReactNode;
}) {
  const aria = fieldAria(id, error, Boolean(hint));
  return (
    <div className={fieldParts.field}>
      <label className={fieldParts.label} htmlFor={id}>
        {label}
      </label>
      <FieldMessages id={id} hint={hint} error={error} hintClassName={fieldParts.hint} />
      <div className={styles.withControl}>
        {multiline ? (
          <textarea className={fieldParts.input} rows={3} {...aria} {...registration} />
        ) : (
          <input
            className={fieldParts.input}
            type="text"
            inputMode={inputMode}
            autoComplete={autoComplete}
            {...aria}
            {...registration}
          />
        )}
        {beside}
      </div>
    </div>
  );
}
