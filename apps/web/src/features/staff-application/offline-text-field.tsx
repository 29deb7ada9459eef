import type { ComponentProps } from 'react';
import { fieldAria } from '../../ui/field-parts';
import { Field } from '../../ui/list/field';
import type { OfflinePaymentFormState } from './use-offline-payment-form';
import fieldStyles from '../../ui/list/field.module.css';

/** The offline payment form's fields typed as text: amounts, rates, references, a reason. */
type TextName =
  | 'amount'
  | 'reference'
  | 'bank'
  | 'coupon'
  | 'tds.rate'
  | 'tds.amount'
  | 'bank_charges.amount'
  | 'bank_charges.reason';

/**
 * A labelled text input of the offline payment form, registered under its name and showing that
 * field's error; `narrow` keeps it as wide as its content (an amount, a rate).
 */
export function OfflineTextField({
  form,
  name,
  id,
  label,
  required = false,
  hint,
  narrow = false,
  ...input
}: {
  form: OfflinePaymentFormState;
  name: TextName;
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  narrow?: boolean;
} & Pick<ComponentProps<'input'>, 'inputMode' | 'spellCheck'>) {
  const error = form.error(name);
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <input
        {...fieldAria(id, error, hint !== undefined)}
        className={`${fieldStyles.input} ${narrow ? fieldStyles.narrow : ''}`}
        autoComplete="off"
        {...input}
        {...form.register(name)}
      />
    </Field>
  );
}
