import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { UploadField } from '@portico/domain/validation';
import { FileField } from '../../app/file-field';
import { useDocumentStatus } from './document-statuses';
import { useAsks } from './upgrade-focus';
import styles from './document-field.module.css';

type DocumentFieldProps<TValues extends FieldValues, TOutput> = {
  control: Control<TValues, unknown, TOutput>;
  /** The form field, also the upload's document field (which sets its types and size). */
  name: FieldPath<TValues> & UploadField;
  label: string;
  required?: boolean;
  disabled?: boolean;
};

/**
 * A document upload bound to a form field: the shared FileField uploads at once and yields a url.
 * An upgrade's form leaves out a document it does not ask, unless a reviewer wants it replaced.
 */
export function DocumentField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  required = false,
  disabled = false,
}: DocumentFieldProps<TValues, TOutput>) {
  const status = useDocumentStatus(name);
  const asks = useAsks();
  if (!asks(name) && status?.key !== 'needs_replacement') return null;
  const field = (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FileField
          id={`field-${name}`}
          field={name}
          label={label}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(url: string) => field.onChange(url)}
          error={fieldState.error?.message}
          required={required}
          disabled={disabled}
        />
      )}
    />
  );
  if (!status) return field;
  return (
    <div>
      {field}
      <p
        id={`field-${name}-review`}
        className={`${styles.status} ${status.key === 'accepted' ? styles.accepted : styles.needsReplacement}`}
        data-testid={`document-status-${name}`}
      >
        {status.key === 'needs_replacement' ? <strong>{status.text}</strong> : status.text}
      </p>
    </div>
  );
}
