// A tax document as Tally vouchers (issue #28 item 5, decision 079): an invoice is a Sales voucher and
// the Receipt of its payment (invoices are issued when paid); a credit note is a Credit Note voucher.
// Amounts are paise in Tally's sign: negative is a debit (ISDEEMEDPOSITIVE Yes), positive a credit.
// The figures are the document's as issued, never worked out again.
import { formatIndiaDate } from '@portico/domain/format';
import type { TallyLedgers } from '@portico/domain/tally';
import { offlineReferenceText, type CreditNoteSnapshot, type InvoiceSnapshot } from '../receipts';
import type { DocumentRow } from './documents.repository';

/** What the vouchers need of one document, as it was issued. */
export type TallyDocument = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: Date;
  /** The invoice a credit note corrects (an invoice: its own number). */
  invoiceNumber: string;
  /** The buyer as the document names them: the company, else the name. */
  party: string;
  partyGstin: string | null;
  placeOfSupply: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Added to the total (negative: taken off it). */
  roundOffPaise: number;
  totalPaise: number;
  paymentReference: string | null;
  /** Money received by hand: what of the total was TDS deducted and bank charges written off. */
  settledBy?: { tdsPaise: number; writtenOffPaise: number };
};

export type TallyEntry = { ledger: string; paise: number; isParty: boolean };

export type TallyVoucher = {
  type: 'Sales' | 'Credit Note' | 'Receipt';
  /** YYYYMMDD, the document's date in India. */
  date: string;
  number: string;
  reference: string | null;
  party: string;
  partyGstin: string | null;
  placeOfSupply: string | null;
  narration: string;
  entries: TallyEntry[];
};

const partyOf = (member: { name: string; company: string }) =>
  member.company.trim() !== '' ? member.company : member.name;

const headsOf = (tax: InvoiceSnapshot['tax']) =>
  tax.kind === 'intra-state'
    ? { cgstPaise: tax.cgstPaise, sgstPaise: tax.sgstPaise, igstPaise: 0 }
    : { cgstPaise: 0, sgstPaise: 0, igstPaise: tax.igstPaise };

/** The document from its frozen record (decision 076); the row gives what the record does not. */
export function tallyDocumentOf(
  row: DocumentRow,
  snapshot: InvoiceSnapshot | CreditNoteSnapshot | null,
): TallyDocument {
  if (snapshot === null) {
    // Not frozen yet (the backfill job freezes it soon): the amounts stored with the row.
    return {
      kind: row.kind,
      number: row.number,
      issuedAt: row.issuedAt,
      invoiceNumber: row.invoiceNumber,
      party: partyOf({ name: row.billedName, company: row.billedCompany }),
      partyGstin: row.billedGstin || null,
      placeOfSupply: row.placeOfSupplyState,
      taxablePaise: row.taxablePaise,
      cgstPaise: row.cgstPaise,
      sgstPaise: row.sgstPaise,
      igstPaise: row.igstPaise,
      roundOffPaise:
        row.totalPaise - row.taxablePaise - row.cgstPaise - row.sgstPaise - row.igstPaise,
      totalPaise: row.totalPaise,
      paymentReference: row.paymentReference,
    };
  }
  const common = {
    kind: row.kind,
    invoiceNumber: snapshot.invoiceNumber,
    party: partyOf(snapshot.member),
    partyGstin: snapshot.member.gstin || null,
    placeOfSupply: snapshot.member.placeOfSupply.stateName,
    taxablePaise: snapshot.taxablePaise,
    ...headsOf(snapshot.tax),
    roundOffPaise: snapshot.roundOffPaise,
    totalPaise: snapshot.totalPaise,
    paymentReference: row.paymentReference,
  };
  return 'number' in snapshot
    ? { ...common, number: snapshot.number, issuedAt: new Date(snapshot.issuedAt) }
    : {
        ...common,
        number: snapshot.invoiceNumber,
        issuedAt: new Date(snapshot.invoiceDate),
        // The payment the invoice printed: money received by hand by its receipts' references.
        paymentReference:
          offlineReferenceText(snapshot.offline) ??
          snapshot.paymentReference ??
          snapshot.providerPaymentId,
        ...(snapshot.offline ? { settledBy: settledByOf(snapshot.offline) } : {}),
      };
}

/** 'YYYYMMDD' of the date in India. */
export function tallyDate(instant: Date): string {
  return formatIndiaDate(instant).split('-').reverse().join('');
}

/** The sale's entries as a credit (+) to sales and tax; `sign` -1 turns them into a credit note's. */
function saleEntries(document: TallyDocument, ledgers: TallyLedgers, sign: 1 | -1): TallyEntry[] {
  const lines: [string, number][] = [
    [ledgers.sales, document.taxablePaise],
    [ledgers.cgst, document.cgstPaise],
    [ledgers.sgst, document.sgstPaise],
    [ledgers.igst, document.igstPaise],
    [ledgers.round_off, document.roundOffPaise],
  ];
  return [
    { ledger: document.party, paise: -sign * document.totalPaise, isParty: true },
    ...lines
      .filter(([, paise]) => paise !== 0)
      .map(([ledger, paise]) => ({ ledger, paise: sign * paise, isParty: false })),
  ];
}

export function vouchersOf(document: TallyDocument, ledgers: TallyLedgers): TallyVoucher[] {
  const base = {
    date: tallyDate(document.issuedAt),
    number: document.number,
    party: document.party,
  };
  if (document.kind === 'credit_note') {
    return [
      {
        ...base,
        type: 'Credit Note',
        reference: document.invoiceNumber,
        partyGstin: document.partyGstin,
        placeOfSupply: document.placeOfSupply,
        narration: `Credit note ${document.number} against invoice ${document.invoiceNumber}`,
        entries: saleEntries(document, ledgers, -1),
      },
    ];
  }
  const sale: TallyVoucher = {
    ...base,
    type: 'Sales',
    reference: null,
    partyGstin: document.partyGstin,
    placeOfSupply: document.placeOfSupply,
    narration: `Tax invoice ${document.number}`,
    entries: saleEntries(document, ledgers, 1),
  };
  const receipt: TallyVoucher = {
    ...base,
    type: 'Receipt',
    reference: document.paymentReference,
    partyGstin: null,
    placeOfSupply: null,
    narration: `Payment ${document.paymentReference ?? ''} for invoice ${document.number}`.replace(
      '  ',
      ' ',
    ),
    entries: receiptEntries(document, ledgers),
  };
  return [sale, receipt];
}

/** What TDS and write-offs settled of an invoice paid by hand (decision 081). */
function settledByOf(offline: NonNullable<InvoiceSnapshot['offline']>) {
  return offline.receipts.reduce(
    (sum, receipt) => ({
      tdsPaise: sum.tdsPaise + (receipt.tds?.amountPaise ?? 0),
      writtenOffPaise: sum.writtenOffPaise + receipt.writtenOffPaise,
    }),
    { tdsPaise: 0, writtenOffPaise: 0 },
  );
}

/**
 * The receipt: the party credited with the total; the bank debited with the money that came, TDS
 * receivable with the TDS the member deducted (until its certificate is claimed) and bank charges
 * with what was written off.
 */
function receiptEntries(document: TallyDocument, ledgers: TallyLedgers): TallyEntry[] {
  const tds = document.settledBy?.tdsPaise ?? 0;
  const writtenOff = document.settledBy?.writtenOffPaise ?? 0;
  const debits: [string, number][] = [
    [ledgers.bank, document.totalPaise - tds - writtenOff],
    [ledgers.tds_receivable, tds],
    [ledgers.bank_charges, writtenOff],
  ];
  return [
    ...debits
      .filter(([, paise], index) => index === 0 || paise !== 0)
      .map(([ledger, paise]) => ({ ledger, paise: -paise, isParty: false })),
    { ledger: document.party, paise: document.totalPaise, isParty: true },
  ];
}

/** Paise as Tally reads an amount: rupees with two decimals, '-1234.50'. */
export function tallyAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
