// The IRP for development: registers in memory, as NIC would (the IRN from the GSTIN, year, type and
// number; duplicates refused with 2150; cancellation within 24 hours, once), and signs the QR with a
// key of its own. Nothing leaves the process; nothing it registers counts with GST.
import { generateKeyPair, type CryptoKey } from 'jose';
import type { Inv01Document } from '../../lib/einvoice/inv01';
import { irnOf, nicTimestamp } from './irn';
import {
  IRP_CODES,
  IrpRefusedError,
  type IrnRegistration,
  type IrpDocumentKey,
  type IrpProvider,
} from './irp-provider';
import { qrFactsOf, signIrpJwt } from './signed-qr';

type Entry = IrnRegistration & { key: string; registeredAt: number; cancelledAt: number | null };

const CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;

export function createSandboxIrp(options: { now?: () => Date } = {}): IrpProvider & {
  readonly registered: ReadonlyMap<string, Entry>;
} {
  const now = options.now ?? (() => new Date());
  const byIrn = new Map<string, Entry>();
  const byKey = new Map<string, string>();
  let signingKey: Promise<CryptoKey> | null = null;
  let ackCounter = 0;
  const keyOf = (type: string, number: string, date: string) => `${type}|${number}|${date}`;
  const refuse = (code: string, message: string) => new IrpRefusedError([{ code, message }]);

  return {
    name: 'sandbox',
    registered: byIrn,
    async generate(document: Inv01Document) {
      const { Typ, No, Dt } = document.DocDtls;
      const irn = irnOf(document.SellerDtls.Gstin, Dt, Typ, No);
      if (byIrn.has(irn)) throw refuse(IRP_CODES.duplicateIrn, 'Duplicate IRN');
      signingKey ??= generateKeyPair('RS256').then((pair) => pair.privateKey);
      const key = await signingKey;
      const at = now();
      const ackDate = nicTimestamp(at);
      ackCounter += 1;
      const entry: Entry = {
        irn,
        ackNo: `${String(at.getTime()).slice(-9)}${String(ackCounter).padStart(6, '0')}`,
        ackDate,
        signedInvoice: await signIrpJwt(key, { ...document, Irn: irn }),
        signedQrCode: await signIrpJwt(key, qrFactsOf(document, irn, ackDate)),
        key: keyOf(Typ, No, Dt),
        registeredAt: at.getTime(),
        cancelledAt: null,
      };
      byIrn.set(irn, entry);
      byKey.set(entry.key, irn);
      return entry;
    },
    async byDocument(docKey: IrpDocumentKey) {
      const irn = byKey.get(keyOf(docKey.type, docKey.number, docKey.date));
      const entry = irn ? byIrn.get(irn) : undefined;
      return Promise.resolve(entry ?? null);
    },
    async cancel(irn: string) {
      const entry = byIrn.get(irn);
      if (!entry) throw refuse(IRP_CODES.irnNotAvailable, 'Requested IRN data is not available');
      if (entry.cancelledAt !== null) throw refuse(IRP_CODES.notActive, 'Invoice is not active');
      const at = now();
      if (at.getTime() - entry.registeredAt > CANCEL_WINDOW_MS) {
        throw refuse(
          IRP_CODES.cancelWindowPassed,
          'The allowed cancellation time limit is crossed, you cannot cancel the IRN',
        );
      }
      entry.cancelledAt = at.getTime();
      return Promise.resolve({ cancelDate: nicTimestamp(at) });
    },
  };
}
