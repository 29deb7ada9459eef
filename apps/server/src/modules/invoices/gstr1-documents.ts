// One issued document as GSTR-1 reads it (decision 082): the figures its frozen record prints
// (decision 076), never worked out again; a document the backfill job has not frozen yet falls back
// to its row, as the GST export does.
import { formatIndiaDate } from '@portico/domain/format';
import type { AssociationConfig } from '../../config';
import { sellerState, storedPlaceOfSupply } from '../../lib/place-of-supply';
import type { ReturnRow } from './gstr1.repository';
import { snapshotOf } from './issued-record';

export type ReturnDocument = {
  kind: 'invoice' | 'credit_note';
  number: string;
  /** The GSTIN it was issued under. */
  sellerGstin: string;
  /** 'YYYY-MM-DD', the document's date in India. */
  date: string;
  /** The registered buyer's GSTIN; null for an unregistered one (B2C). */
  buyerGstin: string | null;
  /** The company, else the name. */
  buyerName: string;
  placeCode: string;
  placeName: string;
  interState: boolean;
  rateBasisPoints: number;
  sacCode: string;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** The document's total as printed (round off included). */
  valuePaise: number;
  /** The invoice's value and date (a credit note: the invoice it corrects). */
  invoiceValuePaise: number;
  invoiceDate: string;
  /** Reported to the Invoice Registration Portal: GSTR-1 takes it from there (b2b, cdnr). */
  irn: string | null;
};

const isoDate = (instant: Date) => formatIndiaDate(instant).split('-').reverse().join('-');

const nameOf = (buyer: { name: string; company: string }) =>
  buyer.company.trim() !== '' ? buyer.company : buyer.name;

type Association = Pick<AssociationConfig, 'state' | 'gstin' | 'sacCode'>;

function fromRow(row: ReturnRow, association: Association): ReturnDocument {
  const seller = sellerState(association);
  const place = storedPlaceOfSupply(row, seller);
  return {
    kind: row.kind,
    number: row.number,
    sellerGstin: association.gstin,
    date: isoDate(row.issuedAt),
    buyerGstin: row.billedGstin || null,
    buyerName: nameOf({ name: row.billedName, company: row.billedCompany }),
    placeCode: place.stateCode,
    placeName: place.stateName,
    interState: place.stateCode !== seller.stateCode,
    rateBasisPoints: row.rateBasisPoints,
    sacCode: row.sacCode ?? association.sacCode,
    taxablePaise: row.taxablePaise,
    igstPaise: row.igstPaise,
    cgstPaise: row.cgstPaise,
    sgstPaise: row.sgstPaise,
    valuePaise: row.totalPaise,
    invoiceValuePaise: row.invoiceTotalPaise,
    invoiceDate: isoDate(row.invoicePaidAt),
    irn: row.irn,
  };
}

export function returnDocumentOf(row: ReturnRow, association: Association): ReturnDocument {
  const snapshot = snapshotOf(row);
  if (snapshot === null) return fromRow(row, association);
  const heads =
    snapshot.tax.kind === 'intra-state'
      ? { igstPaise: 0, cgstPaise: snapshot.tax.cgstPaise, sgstPaise: snapshot.tax.sgstPaise }
      : { igstPaise: snapshot.tax.igstPaise, cgstPaise: 0, sgstPaise: 0 };
  const isInvoice = !('number' in snapshot);
  return {
    kind: row.kind,
    number: 'number' in snapshot ? snapshot.number : snapshot.invoiceNumber,
    sellerGstin: snapshot.seller.gstin,
    date: isoDate(new Date('number' in snapshot ? snapshot.issuedAt : snapshot.invoiceDate)),
    buyerGstin: snapshot.member.gstin || null,
    buyerName: nameOf(snapshot.member),
    placeCode: snapshot.member.placeOfSupply.stateCode,
    placeName: snapshot.member.placeOfSupply.stateName,
    interState: snapshot.tax.kind === 'inter-state',
    rateBasisPoints: snapshot.gstRateBasisPoints,
    sacCode: snapshot.sacCode,
    taxablePaise: snapshot.taxablePaise,
    ...heads,
    valuePaise: snapshot.totalPaise,
    invoiceValuePaise: isInvoice ? snapshot.totalPaise : row.invoiceTotalPaise,
    invoiceDate: isoDate(new Date(snapshot.invoiceDate)),
    irn: row.irn,
  };
}
