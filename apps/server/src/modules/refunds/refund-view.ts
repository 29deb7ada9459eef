// A refund as the back office sees it (rupees, ISO times), with its credit note once issued.
import type { RebilledInvoiceView } from '@portico/domain/contracts/credit-notes.contract';
import type { RefundView } from '@portico/domain/contracts/refunds.contract';
import { paiseToRupees } from '@portico/domain/money';
import type { CreditNoteRow, OrderRow, RefundRow } from './refunds.repository';

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
    provider_refund_id: refund.providerRefundId,
    credit_note: creditNote ? toCreditNoteView(creditNote) : null,
  };
}

export function toCreditNoteView(note: CreditNoteRow): NonNullable<RefundView['credit_note']> {
  return {
    id: note.id,
    number: note.number,
    issued_at: note.issuedAt.toISOString(),
    total: paiseToRupees(note.totalPaise),
  };
}

/** A re-billed invoice (decision 083): its number, date, total, buyer's GSTIN and place of supply. */
export function toRebilledView(order: OrderRow): RebilledInvoiceView {
  return {
    order_id: order.id,
    number: order.invoiceNumber ?? '',
    issued_at: (order.paidAt ?? order.createdAt).toISOString(),
    total: paiseToRupees(order.totalPaise),
    billed_gstin: order.billedGstin ?? '',
    place_of_supply: `${order.placeOfSupplyCode ?? ''}-${order.placeOfSupplyState ?? ''}`,
  };
}
