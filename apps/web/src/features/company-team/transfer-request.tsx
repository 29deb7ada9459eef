import { useState } from 'react';
import type { TeamView, TransferRequest } from '@portico/domain/contracts/team.contract';
import { errorMessage } from '../../app/api-client';
import { toast } from '../../app/toast';
import { ConfirmModal } from '../../ui/confirm-modal';
import { Notice } from '../../ui/list/notice';
import buttons from '../../ui/button.module.css';
import { useWithdrawTransfer } from './api/team-changes';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The open transfer request (decision 118): it waits for the association's approval; the holder
 * can withdraw it. Other admins see that it waits.
 */
export function TransferRequestNotice({
  team,
  request,
}: {
  team: TeamView;
  request: TransferRequest;
}) {
  const withdraw = useWithdrawTransfer();
  const [asking, setAsking] = useState(false);
  const mine = team.me.holder;
  const confirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => toast.success('Your transfer request was withdrawn'),
      onError: (failure) => toast.error(errorMessage(failure)),
      onSettled: () => setAsking(false),
    });
  return (
    <Notice tone="warning" role="status">
      <p>
        <strong>
          {mine ? 'Your request' : `${request.from_name}’s request`} to make {request.to_name} the
          account holder is waiting for the association’s approval.
        </strong>{' '}
        Asked on {dateOf(request.requested_at)}. Nothing changes until the association approves it.
      </p>
      {mine ? (
        <p>
          <button type="button" className={buttons.secondary} onClick={() => setAsking(true)}>
            Withdraw the request
          </button>
        </p>
      ) : null}
      {asking ? (
        <ConfirmModal
          question="Withdraw your transfer request?"
          confirmLabel="Withdraw the request"
          cancelLabel="Keep it"
          busy={withdraw.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <p>You stay the account holder. You can ask again later.</p>
        </ConfirmModal>
      ) : null}
    </Notice>
  );
}
