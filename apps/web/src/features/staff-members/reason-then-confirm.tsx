import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage, isApiError } from '../../app/api-client';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ErrorSummary } from '../../ui/error-summary';
import { LabelledTextarea } from '../../ui/labelled-fields';
import buttons from '../../ui/button.module.css';
import styles from './member-record.module.css';

/** The reason as the contract takes it, or the contract's message. */
export type ReasonCheck = (reason: string) => { reason: string } | { error: string };

/** What the mutation is told: a refusal goes on the reason's field, the confirmation closes. */
export type ConfirmCallbacks = { onError: (failure: unknown) => void; onSettled: () => void };

/** The reason, its error, and the reason waiting for its confirmation (null while none is). */
function useReasonThenConfirm(check: ReasonCheck) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const checked = check(reason);
    if ('error' in checked) return setError(checked.error);
    setError(undefined);
    setConfirming(checked.reason);
  };
  const callbacks: ConfirmCallbacks = {
    onError: (failure) => {
      setAttempt((n) => n + 1);
      setError(
        isApiError(failure) && failure.errors?.reason
          ? failure.errors.reason
          : errorMessage(failure),
      );
    },
    onSettled: () => setConfirming(null),
  };
  return { reason, setReason, error, attempt, confirming, setConfirming, submit, callbacks };
}

/**
 * An action of the member record that needs a reason (required, kept in the audit trail), then a
 * confirmation: the reason is checked, the modal asks, and `onConfirm` runs the mutation.
 */
export function ReasonThenConfirm({
  summary,
  reasonId,
  reasonLabel,
  reasonHint,
  submitLabel,
  check,
  busy,
  onConfirm,
  confirm,
}: {
  summary: string;
  reasonId: string;
  reasonLabel: string;
  reasonHint: string;
  submitLabel: string;
  check: ReasonCheck;
  busy: boolean;
  onConfirm: (reason: string, callbacks: ConfirmCallbacks) => void;
  confirm: { question: string; confirmLabel: string; cancelLabel: string; body: ReactNode };
}) {
  const { reason, setReason, error, attempt, confirming, setConfirming, submit, callbacks } =
    useReasonThenConfirm(check);

  return (
    <details>
      <summary>{summary}</summary>
      <form className={styles.form} noValidate onSubmit={submit}>
        <ErrorSummary
          items={error ? [{ message: error, fieldId: reasonId }] : []}
          attempt={attempt}
        />
        <LabelledTextarea
          id={reasonId}
          label={reasonLabel}
          hint={reasonHint}
          error={error}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <p>
          <button type="submit" className={buttons.warning} disabled={busy}>
            {submitLabel}
          </button>
        </p>
      </form>
      {confirming !== null ? (
        <ConfirmModal
          question={confirm.question}
          confirmLabel={confirm.confirmLabel}
          cancelLabel={confirm.cancelLabel}
          busy={busy}
          onConfirm={() => onConfirm(confirming, callbacks)}
          onCancel={() => setConfirming(null)}
        >
          {confirm.body}
        </ConfirmModal>
      ) : null}
    </details>
  );
}
