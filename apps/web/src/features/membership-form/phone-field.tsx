import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PHONE_MAX_DIGITS } from '@portico/domain/constants';
import { digitsOnly } from '@portico/domain/validation';
import { FormField } from './form-field';
import { fieldAria } from '../../ui/field-parts';
import fieldStyles from './form-field.module.css';

/**
 * A row's mobile number, bound to the form by a Controller: digits only, at most 15, whatever is
 * typed or pasted (spaces, +91).
 */
export function PhoneField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  id,
  label,
  required,
  error,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  id: string;
  label: string;
  required?: boolean;
  error: string | undefined;
}) {
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <input
            {...fieldAria(id, error)}
            className={fieldStyles.input}
            type="tel"
            inputMode="numeric"
            maxLength={PHONE_MAX_DIGITS}
            name={field.name}
            ref={field.ref}
            value={String(field.value ?? '')}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(digitsOnly(event.target.value).slice(0, PHONE_MAX_DIGITS))
            }
          />
        )}
      />
    </FormField>
  );
}
