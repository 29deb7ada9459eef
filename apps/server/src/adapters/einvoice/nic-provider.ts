// NIC's e-invoice API (the IRP's API v1.03, authentication v1.04) over fetch: generate, get by
// document details and cancel, each request's Data encrypted with the session's Sek.
import type { Inv01Document } from '../../lib/einvoice/inv01';
import {
  IRP_CODES,
  IrpRefusedError,
  type IrnCancelReason,
  type IrnRegistration,
  type IrpDocumentKey,
  type IrpProvider,
} from './irp-provider';
import { aesEcbEncrypt } from './nic-crypto';
import { nicCancelDataSchema, nicIrnDataSchema } from './nic-messages';
import { createNicSessions, nicHeaders, type NicIrpSettings } from './nic-session';

export type { NicIrpSettings } from './nic-session';

function registration(data: unknown): IrnRegistration {
  const d = nicIrnDataSchema.parse(data);
  return {
    irn: d.Irn,
    ackNo: d.AckNo,
    ackDate: d.AckDt,
    signedInvoice: d.SignedInvoice,
    signedQrCode: d.SignedQRCode,
  };
}

export function createNicIrpProvider(settings: NicIrpSettings): IrpProvider {
  const authorised = createNicSessions(settings);

  return {
    name: 'nic',
    async generate(document: Inv01Document) {
      const data = await authorised('/eicore/v1.03/Invoice', (s) => ({
        method: 'POST',
        headers: nicHeaders(settings, s),
        body: JSON.stringify({ Data: aesEcbEncrypt(s.sek, JSON.stringify(document)) }),
      }));
      return registration(data);
    },
    async byDocument(key: IrpDocumentKey) {
      const query = new URLSearchParams({
        doctype: key.type,
        docnum: key.number,
        docdate: key.date,
      });
      try {
        const data = await authorised(`/eicore/v1.03/Invoice/irnbydocdetails?${query}`, (s) => ({
          method: 'GET',
          headers: nicHeaders(settings, s),
        }));
        return registration(data);
      } catch (error) {
        if (error instanceof IrpRefusedError && error.has(IRP_CODES.irnNotAvailable)) return null;
        throw error;
      }
    },
    async cancel(irn: string, reason: IrnCancelReason, remark: string) {
      const request = { Irn: irn, CnlRsn: reason, CnlRem: remark };
      const data = await authorised('/eicore/v1.03/Invoice/Cancel', (s) => ({
        method: 'POST',
        headers: nicHeaders(settings, s),
        body: JSON.stringify({ Data: aesEcbEncrypt(s.sek, JSON.stringify(request)) }),
      }));
      return { cancelDate: nicCancelDataSchema.parse(data).CancelDate };
    },
  };
}
