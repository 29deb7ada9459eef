// The IRP's signed QR code is a JWT (RS256) whose `data` claim is a JSON text with the document's
// key facts. The sandbox and the stand-in sign one alike; the PDF prints the JWT as it came.
import { decodeJwt, SignJWT, type CryptoKey, type KeyObject } from 'jose';
import type { Inv01Document } from '../../lib/einvoice/inv01';

export type QrFacts = {
  SellerGstin: string;
  BuyerGstin: string;
  DocNo: string;
  DocTyp: string;
  DocDt: string;
  TotInvVal: number;
  ItemCnt: number;
  MainHsnCode: string;
  Irn: string;
  IrnDt: string;
};

export function qrFactsOf(document: Inv01Document, irn: string, ackDate: string): QrFacts {
  return {
    SellerGstin: document.SellerDtls.Gstin,
    BuyerGstin: document.BuyerDtls.Gstin,
    DocNo: document.DocDtls.No,
    DocTyp: document.DocDtls.Typ,
    DocDt: document.DocDtls.Dt,
    TotInvVal: document.ValDtls.TotInvVal,
    ItemCnt: document.ItemList.length,
    MainHsnCode: document.ItemList[0]?.HsnCd ?? '',
    Irn: irn,
    IrnDt: ackDate,
  };
}

export async function signIrpJwt(key: CryptoKey | KeyObject, data: object): Promise<string> {
  return new SignJWT({ data: JSON.stringify(data) })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer('NIC')
    .sign(key);
}

/** The facts a signed QR code carries (its signature is the IRP's to vouch for, not checked here). */
export function qrFactsOfJwt(jwt: string): Record<string, unknown> {
  const claims = decodeJwt(jwt);
  return typeof claims.data === 'string'
    ? (JSON.parse(claims.data) as Record<string, unknown>)
    : {};
}
