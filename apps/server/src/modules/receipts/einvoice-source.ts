// What an e-invoice reports of an issued document, read from its frozen record (decision 076): the
// seller, buyer, lines and tax as issued, with the structured city and PIN the record keeps
// (decision 085). A record frozen before they existed takes the seller's from the association now
// and the buyer's from the application now: the only sources there are, and what the IRP then
// registers is kept with the document.
import type { AssociationConfig } from '../../config';
import type { EInvoiceSource } from '../../lib/einvoice/inv01';
import type { CreditNoteSnapshot, InvoiceSnapshot } from './document-snapshot';

export type BuyerParts = { city: string | null; pin: string | null };

/** What an e-invoice reports alike of an invoice and a credit note. */
type IssuedParts = Omit<
  EInvoiceSource,
  'type' | 'number' | 'date' | 'description' | 'lines' | 'precedingInvoice'
>;

/** The parties, the SAC and the tax, as issued. */
function issuedOf(
  snapshot: InvoiceSnapshot | CreditNoteSnapshot,
  association: AssociationConfig,
  buyerNow: BuyerParts,
): IssuedParts {
  const { seller, member } = snapshot;
  return {
    seller: {
      gstin: seller.gstin,
      name: seller.name,
      addressLines: seller.addressLines,
      city: seller.city ?? association.city ?? '',
      pin: seller.pin ?? association.pin ?? '',
      stateCode: seller.stateCode,
    },
    buyer: {
      gstin: member.gstin ?? '',
      name: member.company || member.name,
      addressLines: member.addressLines ?? [],
      city: member.city ?? buyerNow.city ?? '',
      pin: member.pin ?? buyerNow.pin,
      stateCode: member.placeOfSupply.stateCode,
    },
    placeOfSupplyCode: member.placeOfSupply.stateCode,
    sacCode: snapshot.sacCode,
    taxablePaise: snapshot.taxablePaise,
    tax: snapshot.tax,
    gstRateBasisPoints: snapshot.gstRateBasisPoints,
    roundOffPaise: snapshot.roundOffPaise,
    totalPaise: snapshot.totalPaise,
  };
}

export function invoiceEInvoiceSource(
  snapshot: InvoiceSnapshot,
  association: AssociationConfig,
  buyerNow: BuyerParts,
): EInvoiceSource {
  return {
    type: 'INV',
    number: snapshot.invoiceNumber,
    date: new Date(snapshot.invoiceDate),
    description: snapshot.membershipCategory,
    lines: snapshot.lines,
    ...issuedOf(snapshot, association, buyerNow),
  };
}

export function creditNoteEInvoiceSource(
  snapshot: CreditNoteSnapshot,
  association: AssociationConfig,
  buyerNow: BuyerParts,
): EInvoiceSource {
  return {
    type: 'CRN',
    number: snapshot.number,
    date: new Date(snapshot.issuedAt),
    description: snapshot.description,
    lines: [{ amountPaise: snapshot.taxablePaise }],
    precedingInvoice: { number: snapshot.invoiceNumber, date: new Date(snapshot.invoiceDate) },
    ...issuedOf(snapshot, association, buyerNow),
  };
}
