// The receipt of a paid order is its GST tax invoice (member-area spec §7: 'Receipt-{Unique_id}.pdf'):
// assembled from what was stored when the order was paid (frozen-documents.ts), never recomputed nor
// read from rows that change later. It is downloaded by whoever may see the order and emailed to the
// member once by the receipt job (email-receipts.ts).
import type { Principal } from '../auth';
import type { OrderRow } from '../../lib/payment-rows';
import { NotFoundError } from '../../errors';
import { creditNoteOf } from './credit-note-of';
import { findCreditNoteWithOrder } from './credit-notes.repository';
import { emailPendingCreditNotes } from './email-credit-notes';
import { receiptEmailJob } from './email-receipts';
import type { ReceiptDeps } from './receipt-deps';
import { receiptOf } from './invoice-pdf';
import { registerPendingIrns } from './register-irns';
import type { IrnCancelBody } from '@portico/domain/contracts/einvoice.contract';
import type { StaffPrincipal } from '../auth';
import { cancelIrn, listWaitingForIrn } from './einvoice-staff';
import { createDocumentFreezer } from './document-freezer';
import { frozenInvoice } from './frozen-documents';

export type ReceiptService = ReturnType<typeof createReceiptService>;

export function createReceiptService(deps: ReceiptDeps) {
  return {
    invoiceOf: (order: OrderRow) => frozenInvoice(deps, order),
    /** The freezing job: documents issued before they were frozen, and any not read yet. */
    freezePending: createDocumentFreezer(deps),
    /** GET order/view/{ref}: the receipt of a paid order the principal may see. */
    download: async (principal: Principal | null, ref: string) =>
      receiptOf(deps, await deps.orders.findPaidOrder(principal, ref)),
    /** The receipt job (email-receipts.ts), registered with the scheduler; tests run it by hand. */
    emailJob: receiptEmailJob(deps),
    /** The e-invoicing job: B2B invoices waiting for an IRN (decision 086). */
    registerPendingIrns: (onRegistered?: () => void) =>
      registerPendingIrns({ ...deps, ...(onRegistered ? { onRegistered } : {}) }),
    /** The back office's list of documents waiting for an IRN, and an IRN's cancellation. */
    waitingForIrn: () => listWaitingForIrn(deps),
    cancelIrn: (principal: StaffPrincipal, body: IrnCancelBody) => cancelIrn(deps, principal, body),
    emailPendingCreditNotes: (limit?: number) => emailPendingCreditNotes(deps, limit),
    /**
     * A credit note's PDF: for staff (the route checks their role), or for whoever may see the
     * paid order it corrects (the member who owns it), as the invoice's download is guarded.
     */
    creditNote: async (principal: Principal | null, id: number, asStaff: boolean) => {
      const found = await findCreditNoteWithOrder(deps.db, id);
      if (!found) throw new NotFoundError('Credit note not found');
      const order = asStaff
        ? found.order
        : await deps.orders.findPaidOrder(principal, found.order.uniqueOrderId);
      return creditNoteOf(deps, found.note, order);
    },
  };
}
