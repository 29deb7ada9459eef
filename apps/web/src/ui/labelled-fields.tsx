// A labelled control in the GOV.UK order: the label, the hint and the error, then the control,
// wired to both (aria-describedby, aria-invalid). The back office's list forms put the messages
// under the control instead: InputField and TextareaField in list/field.tsx.
import type { ComponentProps, ReactNode } from 'react';
import { AlertError, fieldAria, FieldMessages } from './field-parts';
import fieldParts from './field.module.css';

type FieldText = { id: string; label: ReactNode; hint?: ReactNode; error?: string | undefined };

function FieldFrame({ id, label, hint, error, children }: FieldText & { children: ReactNode }) {
  return (
    <div className={fieldParts.field}>
      <label htmlFor={id} className={fieldParts.label}>
        {label}
      </label>
      <FieldMessages id={id} hint={hint} error={error} hintClassName={fieldParts.hint} />
      {children}
    </div>
  );
}

/** A labelled text input (`className` replaces the input's look). */
export function LabelledInput({
  id,
  label,
  hint,
  error,
  className = fieldParts.input,
  ...input
}: FieldText & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input {...fieldAria(id, error, hint !== undefined)} className={className} {...input} />
    </FieldFrame>
  );
}

/** A labelled textarea. */
export function LabelledTextarea({
  id,
  label,
  hint,
  error,
  ...textarea
}: FieldText & Omit<ComponentProps<'textarea'>, 'id' | 'className'>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        {...fieldAria(id, error, hint !== undefined)}
        className={fieldParts.input}
        {...textarea}
      />
    </FieldFrame>
  );
}

/**
 * A labelled, required input whose error follows it and is announced at once: the one-field
 * forms (log in, check a member number) where there is no summary to read first.
 */
export function RequiredInput({
  id,
  label,
  error,
  className = fieldParts.input,
  ...input
}: Omit<FieldText, 'hint' | 'error'> & { error: string | null | undefined } & Omit<
    ComponentProps<'input'>,
    'id' | 'required'
  >) {
  return (
    <div className={fieldParts.field}>
      <label htmlFor={id} className={fieldParts.label}>
        {label}
      </label>
      <input {...input} {...fieldAria(id, error)} className={className} required />
      <AlertError message={error} id={`${id}-error`} />
    </div>
  );
}

/** A checkbox with its label beside it; `onChange` is told whether it is now ticked. */
export function LabelledCheckbox({
  id,
  label,
  checked,
  onChange,
  ...input
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
} & Omit<ComponentProps<'input'>, 'id' | 'type' | 'checked' | 'onChange'>) {
  return (
    <div className={fieldParts.checkbox}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
