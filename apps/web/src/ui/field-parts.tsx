// What every labelled field shares, in the back office's list forms and the applicant's form alike:
// the control's aria wiring to its hint and error, and the hint and error themselves.
import type { ReactNode } from 'react';
import fieldParts from './field.module.css';

/** id, aria-invalid and aria-describedby for a field's control. */
export function fieldAria(id: string, error: string | null | undefined, hint = false) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** The hint and the error under a field's control, with the ids `fieldAria` points at. */
export function FieldMessages({
  id,
  hint,
  error,
  hintClassName,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
  hintClassName: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldParts.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * An error announced as soon as it shows (role alert): a code refused, a save that failed, where
 * there is no summary to read first. Nothing while there is none; `id` when a control points at it.
 */
export function AlertError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={fieldParts.error} role="alert">
      {message}
    </p>
  );
}

/** A field's message in the GOV.UK way: "Error:" is read before it. Nothing while there is none. */
export function ErrorMessage({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={fieldParts.error}>
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  );
}
