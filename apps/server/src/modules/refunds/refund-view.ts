// A refund as the back office sees it (rupees, ISO times), with its credit note once issued.
import type { RefundView } from '@portico/domain/contracts/refunds.contract';
import { paiseToRupees } from '@portico/domain/money';
import type { CreditNoteRow, RefundRow } from './refunds.repository';

export function toRefundView(refund: RefundRow, creditNote: CreditNoteRow | null): RefundView {
  return {
    id: refund.id,
    amount: paiseToRupees(refund.amountPaise),
    method: refund.method,
    status: refund.status,
    reason: refund.reason,
    reference: refund.reference,
    membership_effect: refund.membershipEffect,
    created_at: refund.createdAt.toISOString(),
    processed_at: refund.processedAt?.toISOString() ?? null,
    credit_note: creditNote
      ? {
          id: creditNote.id,
          number: creditNote.number,
          issued_at: creditNote.issuedAt.toISOString(),
          total: paiseToRupees(creditNote.totalPaise),
        }
      : null,
  };
}
