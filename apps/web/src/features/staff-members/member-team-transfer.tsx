import { useState } from 'react';
import {
  staffTransferRefusalBody,
  type TransferRequest,
} from '@portico/domain/contracts/team.contract';
import { ConfirmModal } from '../../ui/confirm-modal';
import { Notice } from '../../ui/list/notice';
import buttons from '../../ui/button.module.css';
import { useApproveTransfer, useRefuseTransfer } from './api/member-team';
import { FailureAlert } from '../../app/failure-alert';
import { ReasonThenConfirm, type ReasonCheck } from './reason-then-confirm';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** The reason (required), then the confirmation; the holder is emailed the reason. */
function RefuseForm({ memberId, request }: { memberId: number; request: TransferRequest }) {
  const refuse = useRefuseTransfer(memberId);
  const check: ReasonCheck = (reason) => {
    const parsed = staffTransferRefusalBody.safeParse({ request_id: request.id, reason });
    return parsed.success
      ? { reason: parsed.data.reason }
      : { error: parsed.error.issues[0]?.message ?? 'Enter why the transfer is refused' };
  };
  return (
    <ReasonThenConfirm
      summary="Refuse the transfer"
      reasonId="transfer-refuse-reason"
      reasonLabel="Why is the transfer refused?"
      reasonHint={`${request.from_name} is emailed this reason. It is kept in the audit trail, with your name.`}
      submitLabel="Refuse"
      check={check}
      busy={refuse.isPending}
      onConfirm={(reason, callbacks) => refuse.mutate({ requestId: request.id, reason }, callbacks)}
      confirm={{
        question: 'Refuse this transfer?',
        confirmLabel: 'Yes, refuse it',
        cancelLabel: 'Go back',
        body: (
          <p>
            {request.from_name} stays the account holder and is emailed your reason. They can ask
            again.
          </p>
        ),
      }}
    />
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
