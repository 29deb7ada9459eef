import { staffCancelMandateBody } from '@portico/domain/contracts/auto-renewal.contract';
import type { useCancelMandate } from './api/member-auto-renewal';
import { ReasonThenConfirm, type ReasonCheck } from './reason-then-confirm';

const checkReason: ReasonCheck = (reason) => {
  const parsed = staffCancelMandateBody.safeParse({ reason });
  return parsed.success
    ? { reason: parsed.data.reason }
    : { error: parsed.error.issues[0]?.message ?? 'Enter why the member asked to cancel' };
};

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
  return (
    <ReasonThenConfirm
      summary="Cancel at the member’s request"
      reasonId="mandate-cancel-reason"
      reasonLabel="Why did the member ask to cancel?"
      reasonHint="Kept in the audit trail, with your name. For example: asked by phone on 3 March."
      submitLabel="Cancel auto-renewal"
      check={checkReason}
      busy={cancel.isPending}
      onConfirm={(reason, callbacks) => cancel.mutate(reason, callbacks)}
      confirm={{
        question: 'Cancel this member’s auto-renewal?',
        confirmLabel: 'Yes, cancel it',
        cancelLabel: 'Keep it',
        body: (
          <p>
            Mandate {reference} ends with the payment provider now and nothing more is taken under
            it. The member is emailed, and can turn auto-renewal on again themselves.
          </p>
        ),
      }}
    />
  );
}
