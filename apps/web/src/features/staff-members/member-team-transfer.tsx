import { useState, type FormEvent } from 'react';
import {
  staffTransferRefusalBody,
  type TransferRequest,
} from '@portico/domain/contracts/team.contract';
import { errorMessage, isApiError } from '../../app/api-client';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ErrorSummary } from '../../ui/error-summary';
import { fieldAria, FieldMessages } from '../../ui/field-parts';
import { Notice } from '../../ui/list/notice';
import buttons from '../../ui/button.module.css';
import fieldStyles from '../../ui/field.module.css';
import { useApproveTransfer, useRefuseTransfer } from './api/member-team';
import { FailureAlert } from '../../app/failure-alert';
import styles from './member-record.module.css';

const REASON_ID = 'transfer-refuse-reason';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

function ReasonField({
  holderName,
  value,
  error,
  onChange,
}: {
  holderName: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={REASON_ID} className={fieldStyles.label}>
        Why is the transfer refused?
      </label>
      <FieldMessages
        id={REASON_ID}
        hint={`${holderName} is emailed this reason. It is kept in the audit trail, with your name.`}
        error={error}
        hintClassName={fieldStyles.hint}
      />
      <textarea
        {...fieldAria(REASON_ID, error, true)}
        className={fieldStyles.input}
        rows={2}
        maxLength={500}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The reason (required), then the confirmation; the holder is emailed the reason. */
function RefuseForm({ memberId, request }: { memberId: number; request: TransferRequest }) {
  const refuse = useRefuseTransfer(memberId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const parsed = staffTransferRefusalBody.safeParse({ request_id: request.id, reason });
    if (!parsed.success) {
      return setError(parsed.error.issues[0]?.message ?? 'Enter why the transfer is refused');
    }
    setError(undefined);
    setConfirming(parsed.data.reason);
  };
  const confirm = (text: string) =>
    refuse.mutate(
      { requestId: request.id, reason: text },
      {
        onError: (failure) => {
          setAttempt((n) => n + 1);
          setError(
            isApiError(failure) && failure.errors?.reason
              ? failure.errors.reason
              : errorMessage(failure),
          );
        },
        onSettled: () => setConfirming(null),
      },
    );

  return (
    <details>
      <summary>Refuse the transfer</summary>
      <form className={styles.form} noValidate onSubmit={submit}>
        <ErrorSummary
          items={error ? [{ message: error, fieldId: REASON_ID }] : []}
          attempt={attempt}
        />
        <ReasonField
          holderName={request.from_name}
          value={reason}
          error={error}
          onChange={setReason}
        />
        <p>
          <button type="submit" className={buttons.warning} disabled={refuse.isPending}>
            Refuse
          </button>
        </p>
      </form>
      {confirming !== null ? (
        <ConfirmModal
          question="Refuse this transfer?"
          confirmLabel="Yes, refuse it"
          cancelLabel="Go back"
          busy={refuse.isPending}
          onConfirm={() => confirm(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            {request.from_name} stays the account holder and is emailed your reason. They can ask
            again.
          </p>
        </ConfirmModal>
      ) : null}
    </details>
  );
}

/**
 * A holder's transfer request waiting for approval (decision 118): what it asks, and for admin and
 * office, Approve (after a confirmation; the server checks the team again) and Refuse (a reason).
 */
export function TransferDecision({
  memberId,
  request,
  canDecide,
}: {
  memberId: number;
  request: TransferRequest;
  canDecide: boolean;
}) {
  const approve = useApproveTransfer(memberId);
  const [confirming, setConfirming] = useState(false);
  return (
    <Notice tone="warning" role="note">
      <p>
        <strong>Transfer waiting for approval.</strong> {request.from_name}, the account holder,
        asked on {dateOf(request.requested_at)} to make {request.to_name} the account holder.
      </p>
      <FailureAlert error={approve.error} />
      {canDecide ? (
        <>
          <p>
            <button type="button" className={buttons.primary} onClick={() => setConfirming(true)}>
              Approve the transfer
            </button>
          </p>
          <RefuseForm memberId={memberId} request={request} />
        </>
      ) : null}
      {confirming ? (
        <ConfirmModal
          question={`Make ${request.to_name} the account holder?`}
          confirmLabel="Approve the transfer"
          busy={approve.isPending}
          onConfirm={() => approve.mutate(request.id, { onSettled: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {request.to_name} becomes the account holder, an admin; {request.from_name} stays in the
            team as an admin. The member’s record (company, GSTIN, address) does not change.
          </p>
        </ConfirmModal>
      ) : null}
    </Notice>
  );
}
