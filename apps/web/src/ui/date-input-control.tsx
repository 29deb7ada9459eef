import {
  useController,
  type Control,
  type FieldPath,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { DateInput } from './date-input';
import { dateValueError } from './date-parts';

type DateInputControlProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
} & Omit<Parameters<typeof DateInput>[0], 'value' | 'onChange' | 'onBlur'>;

/** A DateInput bound to a react-hook-form field (its value '' or YYYY-MM-DD). */
export function DateInputControl<T extends FieldValues, O>({
  control,
  name,
  ...input
}: DateInputControlProps<T, O>) {
  const { field } = useController<T, FieldPath<T>, O>({ control, name });
  return (
    <DateInput
      {...input}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

/**
 * A form's resolver that words a date left unfinished in a DateInput the GOV.UK way ("Date received
 * must include a month") for the error summary and the field alike, before the form's own schema
 * (which would only say the date is missing or wrong).
 */
export function withDateInputs<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  names: Partial<Record<FieldPath<T>, string>>,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const problems = Object.entries(names).flatMap(([field, name]) => {
      const message = dateValueError((values as Record<string, unknown>)[field], String(name));
      return message ? [[field, { type: 'date', message }] as const] : [];
    });
    if (problems.length === 0) return result;
    const errors = { ...result.errors, ...Object.fromEntries(problems) } as FieldErrors<T>;
    return { values: {}, errors };
  };
}
