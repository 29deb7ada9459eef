import { Controller } from 'react-hook-form';
import { fieldAria } from '../../ui/field-parts';
import type { BasicForm } from './wizard-types';
import { OptionsWithAny } from '../../ui/select-options';
import fieldStyles from './form-field.module.css';

type ChoiceName = 'org_type' | 'size_of_company' | 'zone' | 'state';

/** A required select of the basic form, with an empty first option until something is chosen. */
export function ChoiceSelect({
  form,
  name,
  placeholder,
  options,
  error = form.formState.errors[name]?.message,
  busy,
}: {
  form: BasicForm;
  name: ChoiceName;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  /** The message the select is described by (the form's own by default). */
  error?: string;
  /** The options are loading. */
  busy?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <select
          {...fieldAria(`field-${name}`, error)}
          className={fieldStyles.input}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value)}
          aria-busy={busy || undefined}
        >
          <OptionsWithAny any={placeholder} options={options} />
        </select>
      )}
    />
  );
}
