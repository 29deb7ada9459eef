import { errorMessage } from '../../app/api-client';
import { AlertError } from '../../ui/field-parts';
import { Field } from '../../ui/list/field';
import fieldStyles from '../../ui/list/field.module.css';

/** A decision modal's remark: a labelled textarea, marked required (with its star) or not. */
export function RemarkField({
  id,
  label,
  required = false,
  rows,
  value,
  onChange,
}: {
  id: string;
  label: string;
  required?: boolean;
  rows: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} required={required}>
      <textarea
        id={id}
        className={fieldStyles.input}
        rows={rows}
        value={value}
        required={required}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** Why the modal's action failed, announced under its fields; nothing while it has not. */
export function ActionFailure({ error }: { error: unknown }) {
  return <AlertError message={error ? errorMessage(error) : null} />;
}
