import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from '../api-client';

/**
 * Puts the API's field errors (`errors: {field: message}`) on the form's fields; returns the message to
 * show above the buttons (the server's message, or '' when every error found its field).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): string {
  if (isApiError(error) && error.errors) {
    let unplaced = false;
    for (const [field, message] of Object.entries(error.errors)) {
      if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
      else unplaced = true;
    }
    if (!unplaced) return '';
  }
  return errorMessage(error);
}
