// What the e-invoicing flow needs from the Invoice Registration Portal (issue #28 item 9, decision
// 086): register a document (its IRN, acknowledgement and signed QR), find one already registered by
// its type, number and date, and cancel an IRN. Two implementations: NIC's e-invoice API over HTTP
// (`nic-provider.ts`) and an in-process sandbox for development (`sandbox-irp.ts`).
import type { Inv01Document } from '../../lib/einvoice/inv01';

export type IrpProviderName = 'sandbox' | 'nic';

/** What the IRP answers for a registered document, as it sends it. */
export type IrnRegistration = {
  irn: string;
  /** The acknowledgement number (15 digits at NIC). */
  ackNo: string;
  /** The acknowledgement's date and time in India, 'yyyy-MM-dd HH:mm:ss' as NIC writes it. */
  ackDate: string;
  /** The IRP's signed JWTs: the document, and what the printed QR code carries. */
  signedInvoice: string;
  signedQrCode: string;
};

export type IrpDocumentKey = {
  type: 'INV' | 'CRN';
  number: string;
  /** dd/mm/yyyy */ date: string;
};

/** GST's four reasons for cancelling an IRN: duplicate, data entry mistake, order cancelled, other. */
export const IRN_CANCEL_REASONS = ['1', '2', '3', '4'] as const;
export type IrnCancelReason = (typeof IRN_CANCEL_REASONS)[number];

export type IrpProvider = {
  readonly name: IrpProviderName;
  /** Registers the document. A refusal throws IrpRefusedError (2150: already registered). */
  generate(document: Inv01Document): Promise<IrnRegistration>;
  /** The registration of a document already reported, or null when the IRP has none (2148). */
  byDocument(key: IrpDocumentKey): Promise<IrnRegistration | null>;
  /** Cancels an IRN (within 24 hours of its acknowledgement at the IRP: 2270 after). */
  cancel(irn: string, reason: IrnCancelReason, remark: string): Promise<{ cancelDate: string }>;
};

export type IrpErrorDetail = { code: string; message: string };

/** The IRP looked at the request and refused it: retrying the same request cannot help. */
export class IrpRefusedError extends Error {
  constructor(readonly details: IrpErrorDetail[]) {
    super(details.map((d) => `${d.code}: ${d.message}`).join('; ') || 'Refused by the IRP');
  }
  has(code: string): boolean {
    return this.details.some((d) => d.code === code);
  }
}

/** The IRP could not be reached or did not answer sensibly: try again later. */
export class IrpUnavailableError extends Error {}

/** NIC's codes the flow acts on. */
export const IRP_CODES = {
  duplicateIrn: '2150',
  irnNotAvailable: '2148',
  cancelWindowPassed: '2270',
  notActive: '9999',
  invalidToken: '1005',
} as const;

/**
 * Registers a document, or finds its registration when the IRP already has it: a first request
 * whose answer was lost (a timeout, a crash before the commit) must not leave it unregistrable.
 */
export async function registerDocument(
  provider: IrpProvider,
  document: Inv01Document,
): Promise<IrnRegistration> {
  try {
    return await provider.generate(document);
  } catch (error) {
    if (!(error instanceof IrpRefusedError) || !error.has(IRP_CODES.duplicateIrn)) throw error;
    const { Typ, No, Dt } = document.DocDtls;
    const found = await provider.byDocument({
      type: Typ === 'CRN' ? 'CRN' : 'INV',
      number: No,
      date: Dt,
    });
    if (!found) throw error;
    return found;
  }
}
