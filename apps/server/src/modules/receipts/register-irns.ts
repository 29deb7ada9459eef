// The e-invoicing job (decision 086): each B2B invoice issued while e-invoicing applies, and each
// credit note of such an invoice, is reported to the IRP, its IRN, acknowledgement and signed QR
// stored with it, and its email then sent. While the IRP is down (or refuses, or the document lacks
// a part INV-01 needs) it is tried again later, each wait longer, and only within the 30 days
// after its date the IRP allows.
import {
  registerDocument,
  IrpRefusedError,
  type IrpProvider,
} from '../../adapters/einvoice/irp-provider';
import { instantOfNicTimestamp } from '../../adapters/einvoice/irn';
import { buildInv01, EInvoiceInputError, type EInvoiceSource } from '../../lib/einvoice/inv01';
import type { OrderRow } from '../../lib/payment-rows';
import { findApplication } from '../records';
import type { CreditNoteRow } from './credit-notes.repository';
import {
  creditNoteEInvoiceSource,
  invoiceEInvoiceSource,
  type BuyerParts,
} from './einvoice-source';
import { creditNoteSnapshotOf } from './credit-note-of';
import { invoiceSnapshotOf } from './frozen-documents';
import {
  findCreditNotesDueForIrn,
  findInvoicesDueForIrn,
  recordCreditNoteIrnAttempt,
  recordInvoiceIrnAttempt,
  storeCreditNoteIrn,
  storeInvoiceIrn,
  type StoredIrn,
} from './irn.repository';
import type { ReceiptDeps } from './receipt-deps';

export type IrnDeps = Pick<ReceiptDeps, 'db' | 'association' | 'files' | 'now' | 'logger'> & {
  irp: IrpProvider;
  /** Wakes the email jobs: a registered document's email can go. */
  onRegistered?: () => void;
};

/** The scheduled job that runs registerPendingIrns (registered in app/register-jobs.ts). */
export const EINVOICE_JOB = 'einvoice.register';

/** The IRP takes a document within 30 days of its date (above ₹10 crore turnover). */
export const IRN_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 60 * 1000;
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;
const BATCH = 20;

/** 1 min, 2, 4, … up to 6 hours; a refusal or a missing part waits the longest at once. */
export function irnRetryDelayMs(attempts: number, needsPeople: boolean): number {
  if (needsPeople) return LONGEST_WAIT_MS;
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_WAIT_MS);
}

type Attempt = { attempts: number; nextAt: Date; error: string };

/** One document to report: how to build its source, keep its IRN, or note a failed attempt. */
type Pending = {
  label: Record<string, number>;
  attempts: number;
  source(): Promise<EInvoiceSource>;
  store(irn: StoredIrn): Promise<void>;
  record(attempt: Attempt): Promise<void>;
};

async function buyerPartsNow(deps: IrnDeps, order: OrderRow): Promise<BuyerParts> {
  const application = order.applicationId
    ? await findApplication(deps.db, order.applicationId)
    : undefined;
  return { city: application?.registeredCity ?? null, pin: application?.registeredPin ?? null };
}

async function report(deps: IrnDeps, pending: Pending, now: Date): Promise<boolean> {
  try {
    const registration = await registerDocument(deps.irp, buildInv01(await pending.source()));
    await pending.store({
      irn: registration.irn,
      ackNo: registration.ackNo,
      ackDate: instantOfNicTimestamp(registration.ackDate),
      signedQrCode: registration.signedQrCode,
    });
    return true;
  } catch (error) {
    const needsPeople = error instanceof IrpRefusedError || error instanceof EInvoiceInputError;
    const attempts = pending.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    deps.logger.warn({ ...pending.label, attempts, err: message }, 'document waits for its IRN');
    await pending.record({
      attempts,
      nextAt: new Date(now.getTime() + irnRetryDelayMs(attempts, needsPeople)),
      error: message,
    });
    return false;
  }
}

function pendingInvoice(deps: IrnDeps, order: OrderRow): Pending {
  return {
    label: { orderId: order.id },
    attempts: order.irnAttempts,
    source: async () =>
      invoiceEInvoiceSource(
        await invoiceSnapshotOf(deps, order),
        await deps.association.current(),
        await buyerPartsNow(deps, order),
      ),
    store: (irn) => storeInvoiceIrn(deps.db, order.id, irn),
    record: (attempt) => recordInvoiceIrnAttempt(deps.db, order.id, attempt),
  };
}

function pendingCreditNote(deps: IrnDeps, note: CreditNoteRow, order: OrderRow): Pending {
  return {
    label: { creditNoteId: note.id },
    attempts: note.irnAttempts,
    source: async () =>
      creditNoteEInvoiceSource(
        await creditNoteSnapshotOf(deps, note, order),
        await deps.association.current(),
        await buyerPartsNow(deps, order),
      ),
    store: (irn) => storeCreditNoteIrn(deps.db, note.id, irn),
    record: (attempt) => recordCreditNoteIrnAttempt(deps.db, note.id, attempt),
  };
}

/** One run: the invoices whose attempt is due, then their credit notes, oldest first. */
export async function registerPendingIrns(
  deps: IrnDeps,
): Promise<{ registered: number; waiting: number }> {
  const now = deps.now();
  const since = new Date(now.getTime() - IRN_WINDOW_MS);
  const invoices = await findInvoicesDueForIrn(deps.db, now, since, BATCH);
  const notes = await findCreditNotesDueForIrn(deps.db, now, since, BATCH);
  const pending = [
    ...invoices.map((order) => pendingInvoice(deps, order)),
    ...notes.map(({ note, order }) => pendingCreditNote(deps, note, order)),
  ];
  let registered = 0;
  for (const document of pending) if (await report(deps, document, now)) registered += 1;
  if (registered > 0) deps.onRegistered?.();
  return { registered, waiting: pending.length - registered };
}
