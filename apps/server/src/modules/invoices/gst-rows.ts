// The GST export's rows (issue #15): one per tax invoice and credit note, with what the returns ask
// for. A credit note's amounts are negative, so that a column's sum is the period's net figure.
import { formatIndiaDate } from '@portico/domain/format';
import type { AssociationConfig } from '../../config';
import { sellerState, storedPlaceOfSupply } from '../../lib/place-of-supply';
import type { DocumentRow } from './documents.repository';

export type GstRow = {
  id: number;
  type: 'Invoice' | 'Credit note';
  number: string;
  /** DD-MM-YYYY in India. */
  date: string;
  /** The invoice a credit note corrects (empty for an invoice). */
  originalInvoice: string;
  orderNumber: string;
  buyerName: string;
  buyerCompany: string;
  buyerGstin: string;
  buyerType: 'B2B' | 'B2C';
  /** 'code-State', as the GST portal writes it: '27-Maharashtra'. */
  placeOfSupply: string;
  sac: string;
  /** Paise, negative for a credit note. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  paymentReference: string;
  memberNumber: string;
};

/** 'code-State' of the place the invoice printed; the stored name alone when it cannot be read back. */
export function placeOfSupplyText(
  row: DocumentRow,
  association: Pick<AssociationConfig, 'state' | 'gstin'>,
): string {
  try {
    const place = storedPlaceOfSupply(row, sellerState(association));
    return `${place.stateCode}-${place.stateName}`;
  } catch {
    return row.placeOfSupplyState;
  }
}

export function isB2b(row: Pick<DocumentRow, 'billedGstin'>): boolean {
  return (row.billedGstin ?? '') !== '';
}

export function gstRowOf(
  row: DocumentRow,
  association: Pick<AssociationConfig, 'state' | 'gstin' | 'sacCode'>,
): GstRow {
  const isCredit = row.kind === 'credit_note';
  const signed = (paise: number) => (isCredit && paise !== 0 ? -paise : paise);
  return {
    id: row.id,
    type: isCredit ? 'Credit note' : 'Invoice',
    number: row.number,
    date: formatIndiaDate(row.issuedAt),
    originalInvoice: isCredit ? row.invoiceNumber : '',
    orderNumber: row.uniqueOrderId,
    buyerName: row.billedName,
    buyerCompany: row.billedCompany,
    buyerGstin: row.billedGstin ?? '',
    buyerType: isB2b(row) ? 'B2B' : 'B2C',
    // As the document printed them; the settings only for one not frozen yet.
    placeOfSupply: row.documentPlace ?? placeOfSupplyText(row, association),
    sac: row.sacCode ?? association.sacCode,
    taxablePaise: signed(row.taxablePaise),
    cgstPaise: signed(row.cgstPaise),
    sgstPaise: signed(row.sgstPaise),
    igstPaise: signed(row.igstPaise),
    totalPaise: signed(row.totalPaise),
    paymentReference: row.paymentReference ?? '',
    memberNumber: row.memberNumber ?? '',
  };
}

/** Column headers and values, shared by the CSV and the XLSX; `money` marks amounts in rupees. */
export const GST_COLUMNS: readonly {
  header: string;
  value: (row: GstRow) => string | number;
  money?: true;
  width: number;
}[] = [
  { header: 'Document type', value: (row) => row.type, width: 13 },
  { header: 'Number', value: (row) => row.number, width: 20 },
  { header: 'Date', value: (row) => row.date, width: 12 },
  { header: 'Original invoice', value: (row) => row.originalInvoice, width: 20 },
  { header: 'Order number', value: (row) => row.orderNumber, width: 14 },
  { header: 'Buyer name', value: (row) => row.buyerName, width: 24 },
  { header: 'Buyer company', value: (row) => row.buyerCompany, width: 28 },
  { header: 'Buyer GSTIN', value: (row) => row.buyerGstin, width: 17 },
  { header: 'B2B/B2C', value: (row) => row.buyerType, width: 8 },
  { header: 'Place of supply', value: (row) => row.placeOfSupply, width: 22 },
  { header: 'SAC', value: (row) => row.sac, width: 8 },
  { header: 'Taxable value', value: (row) => row.taxablePaise, money: true, width: 14 },
  { header: 'CGST', value: (row) => row.cgstPaise, money: true, width: 12 },
  { header: 'SGST', value: (row) => row.sgstPaise, money: true, width: 12 },
  { header: 'IGST', value: (row) => row.igstPaise, money: true, width: 12 },
  { header: 'Total', value: (row) => row.totalPaise, money: true, width: 14 },
  { header: 'Payment reference', value: (row) => row.paymentReference, width: 22 },
  { header: 'Member number', value: (row) => row.memberNumber, width: 14 },
];
