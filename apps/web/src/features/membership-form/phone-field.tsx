import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PHONE_MAX_DIGITS } from '@portico/domain/constants';
import { digitsOnly } from '@portico/domain/validation';
import { FormField } from './form-field';
import { fieldAria } from '../../ui/field-parts';
import fieldStyles from './form-field.module.css';

type BoundTo<Values extends FieldValues, Output extends FieldValues> = {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
};

/**
 * A mobile number's input, bound to the form by a Controller: digits only, at most 15, whatever is
 * typed or pasted (spaces, +91). `onDigits` hears each new value after the form does.
 */
export function PhoneInput<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  onDigits,
  ...input
}: BoundTo<Values, Output> & { onDigits?: (digits: string) => void } & Omit<
    ComponentProps<'input'>,
    'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'type'
  >) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <input
          className={fieldStyles.input}
          type="tel"
          inputMode="numeric"
          maxLength={PHONE_MAX_DIGITS}
          {...input}
          name={field.name}
          ref={field.ref}
          value={String(field.value ?? '')}
          onBlur={field.onBlur}
          onChange={(event) => {
            const digits = digitsOnly(event.target.value).slice(0, PHONE_MAX_DIGITS);
            field.onChange(digits);
            onDigits?.(digits);
          }}
        />
      )}
    />
  );
}

/** A row's mobile number: its label, its message and the digits-only input. */
export function PhoneField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  id,
  label,
  required,
  error,
}: BoundTo<Values, Output> & {
  id: string;
  label: string;
  required?: boolean;
  error: string | undefined;
}) {
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <PhoneInput control={control} name={name} {...fieldAria(id, error)} />
    </FormField>
  );
}
