import type { Ref } from 'react';
import { PHONE_MAX_DIGITS } from '@portico/domain/constants';
import { digitsOnly } from '@portico/domain/validation';
import { fieldAria } from './form-field';
import fieldStyles from './form-field.module.css';

/** A row's mobile number (bound to the form by a Controller): digits only, at most 15. */
export function PhoneInput({
  id,
  error,
  name,
  value,
  inputRef,
  onBlur,
  onChange,
}: {
  id: string;
  error: string | undefined;
  name: string;
  value: string;
  inputRef: Ref<HTMLInputElement>;
  onBlur: () => void;
  onChange: (digits: string) => void;
}) {
  return (
    <input
      {...fieldAria(id, error)}
      className={fieldStyles.input}
      type="tel"
      inputMode="numeric"
      maxLength={PHONE_MAX_DIGITS}
      name={name}
      ref={inputRef}
      value={value}
      onBlur={onBlur}
      onChange={(event) => onChange(digitsOnly(event.target.value).slice(0, PHONE_MAX_DIGITS))}
    />
  );
}
