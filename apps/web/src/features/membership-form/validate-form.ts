import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Validates a form (showing its messages) and resolves with the parsed values, or null. */
export function parsed<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
): Promise<TOutput | null> {
  return new Promise((resolve) => {
    void form.handleSubmit(
      (values) => resolve(values),
      () => resolve(null),
    )();
  });
}
