// The front door of the receipts module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { type CreditNoteRow } from './credit-notes.repository';
export {
  BOLD,
  CONTENT_WIDTH,
  type Doc,
  FONT,
  MARGIN,
  openA4,
  PAGE_HEIGHT,
  put,
} from './invoice-layout';
export { toWinAnsi } from './invoice-text';
export {
  creditNoteSnapshotSchema,
  invoiceSnapshotSchema,
  type CreditNoteSnapshot,
  type InvoiceSnapshot,
} from './document-snapshot';
export { CREDIT_NOTES_JOB } from './email-credit-notes';
export { emailReceiptAfterPayment, RECEIPTS_JOB } from './email-receipts';
export { freezeIssuedInvoice } from './frozen-documents';
export { EINVOICE_JOB } from './register-irns';
export { einvoiceRoutes } from './einvoice.routes';
export type { OfflineReceiptPrint, OfflineSettlement } from './invoice-types';
export { offlineReferenceText } from './invoice-payment';
export { receiptRoutes } from './receipts.routes';
export { createReceiptService, type ReceiptService } from './receipts.service';
