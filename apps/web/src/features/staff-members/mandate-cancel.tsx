import { useState, type FormEvent } from 'react';
import { staffCancelMandateBody } from '@portico/domain/contracts/auto-renewal.contract';
import { errorMessage, isApiError } from '../../app/api-client';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ErrorSummary } from '../../ui/error-summary';
import { fieldAria, FieldMessages } from '../../ui/field-parts';
import type { useCancelMandate } from './api/member-auto-renewal';
import buttons from '../../ui/button.module.css';
import fieldStyles from '../../ui/field.module.css';
import styles from './member-record.module.css';

const REASON_ID = 'mandate-cancel-reason';

/** The reason as the contract takes it, or its message. */
function checkReason(reason: string): { reason: string } | { error: string } {
  const parsed = staffCancelMandateBody.safeParse({ reason });
  return parsed.success
    ? { reason: parsed.data.reason }
    : { error: parsed.error.issues[0]?.message ?? 'Enter why the member asked to cancel' };
}

/** The reason (required) and the button that asks for the confirmation. */
function ReasonForm({
  reason,
  error,
  attempt,
  busy,
  onChange,
  onSubmit,
}: {
  reason: string;
  error: string | undefined;
  attempt: number;
  busy: boolean;
  onChange: (reason: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <ErrorSummary
        items={error ? [{ message: error, fieldId: REASON_ID }] : []}
        attempt={attempt}
      />
      <div className={fieldStyles.field}>
        <label htmlFor={REASON_ID} className={fieldStyles.label}>
          Why did the member ask to cancel?
        </label>
        <FieldMessages
          id={REASON_ID}
          hint="Kept in the audit trail, with your name. For example: asked by phone on 3 March."
          error={error}
          hintClassName={fieldStyles.hint}
        />
        <textarea
          {...fieldAria(REASON_ID, error, true)}
          className={fieldStyles.input}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p>
        <button type="submit" className={buttons.warning} disabled={busy}>
          Cancel auto-renewal
        </button>
      </p>
    </form>
  );
}

/**
 * "Cancel at the member's request" (admin, office): the reason, then a confirmation. The mandate
 * ends with the provider first; the cancellation is audited with the reason, and the member is
 * emailed that auto-renewal is off.
 */
export function MandateCancel({
  cancel,
  reference,
}: {
  cancel: ReturnType<typeof useCancelMandate>;
  reference: string;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const checked = checkReason(reason);
    if ('error' in checked) return setError(checked.error);
    setError(undefined);
    setConfirming(checked.reason);
  };
  const confirm = (text: string) =>
    cancel.mutate(text, {
      onError: (failure) => {
        setAttempt((n) => n + 1);
        setError(
          isApiError(failure) && failure.errors?.reason
            ? failure.errors.reason
            : errorMessage(failure),
        );
      },
      onSettled: () => setConfirming(null),
    });

  return (
    <details>
      <summary>Cancel at the member’s request</summary>
      <ReasonForm
        reason={reason}
        error={error}
        attempt={attempt}
        busy={cancel.isPending}
        onChange={setReason}
        onSubmit={submit}
      />
      {confirming !== null ? (
        <ConfirmModal
          question="Cancel this member’s auto-renewal?"
          confirmLabel="Yes, cancel it"
          cancelLabel="Keep it"
          busy={cancel.isPending}
          onConfirm={() => confirm(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            Mandate {reference} ends with the payment provider now and nothing more is taken under
            it. The member is emailed, and can turn auto-renewal on again themselves.
          </p>
        </ConfirmModal>
      ) : null}
    </details>
  );
}
