// The e-invoicing job (decision 086): each B2B invoice issued while e-invoicing applies is reported
// to the IRP, its IRN, acknowledgement and signed QR stored with it, and its email then sent. While
// the IRP is down (or refuses, or the document lacks a part INV-01 needs) it is tried again later,
// each wait longer, and only within the 30 days after its date the IRP allows.
import {
  registerDocument,
  IrpRefusedError,
  type IrpProvider,
} from '../../adapters/einvoice/irp-provider';
import { instantOfNicTimestamp } from '../../adapters/einvoice/irn';
import { buildInv01, EInvoiceInputError } from '../../lib/einvoice/inv01';
import type { OrderRow } from '../../lib/payment-rows';
import { findApplication } from '../records';
import { invoiceEInvoiceSource, type BuyerParts } from './einvoice-source';
import { invoiceSnapshotOf } from './frozen-documents';
import { findInvoicesDueForIrn, recordInvoiceIrnAttempt, storeInvoiceIrn } from './irn.repository';
import type { ReceiptDeps } from './receipt-deps';

export type IrnDeps = Pick<ReceiptDeps, 'db' | 'association' | 'files' | 'now' | 'logger'> & {
  irp: IrpProvider;
  /** Wakes the receipt job: a registered invoice's email can go. */
  onRegistered?: () => void;
};

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

async function buyerPartsNow(deps: IrnDeps, order: OrderRow): Promise<BuyerParts> {
  const application = order.applicationId
    ? await findApplication(deps.db, order.applicationId)
    : undefined;
  return { city: application?.registeredCity ?? null, pin: application?.registeredPin ?? null };
}

async function registerInvoice(deps: IrnDeps, order: OrderRow, now: Date): Promise<boolean> {
  try {
    const snapshot = await invoiceSnapshotOf(deps, order);
    const association = await deps.association.current();
    const source = invoiceEInvoiceSource(snapshot, association, await buyerPartsNow(deps, order));
    const registration = await registerDocument(deps.irp, buildInv01(source));
    await storeInvoiceIrn(deps.db, order.id, {
      irn: registration.irn,
      ackNo: registration.ackNo,
      ackDate: instantOfNicTimestamp(registration.ackDate),
      signedQrCode: registration.signedQrCode,
    });
    return true;
  } catch (error) {
    const needsPeople = error instanceof IrpRefusedError || error instanceof EInvoiceInputError;
    const attempts = order.irnAttempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    deps.logger.warn({ orderId: order.id, attempts, err: message }, 'invoice waits for its IRN');
    await recordInvoiceIrnAttempt(deps.db, order.id, {
      attempts,
      nextAt: new Date(now.getTime() + irnRetryDelayMs(attempts, needsPeople)),
      error: message,
    });
    return false;
  }
}

/** One run: the invoices whose attempt is due, oldest first. */
export async function registerPendingIrns(
  deps: IrnDeps,
): Promise<{ registered: number; waiting: number }> {
  const now = deps.now();
  const due = await findInvoicesDueForIrn(
    deps.db,
    now,
    new Date(now.getTime() - IRN_WINDOW_MS),
    BATCH,
  );
  let registered = 0;
  for (const order of due) if (await registerInvoice(deps, order, now)) registered += 1;
  if (registered > 0) deps.onRegistered?.();
  return { registered, waiting: due.length - registered };
}
