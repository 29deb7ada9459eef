// An issued tax document as stored with it (decision 076): everything its PDF prints, as JSON (dates
// as ISO instants, the logo by its file key), parsed back with a schema rather than trusted.
import { DEFAULT_GST_RATE_BASIS_POINTS } from '@portico/domain/constants';
import { DEFAULT_SAC_CODE } from '@portico/domain/invoice';
import { OFFLINE_PAYMENT_METHOD_VALUES } from '@portico/domain/contracts/values';
import { z } from 'zod';
import type { CreditNote } from './credit-note-types';
import type { TaxInvoice } from './invoice-types';

const state = z.object({ stateName: z.string(), stateCode: z.string() });
const instant = z.iso.datetime({ offset: true });
const logo = z.object({ key: z.string(), contentType: z.enum(['image/png', 'image/jpeg']) });

const sellerSnapshot = state.extend({
  name: z.string(),
  addressLines: z.array(z.string()),
  gstin: z.string(),
  contactLines: z.array(z.string()),
  logo: logo.nullable(),
  // Added with decision 078: a record frozen before it has none and prints a blank block.
  signatory: z
    .object({ name: z.string().nullable(), designation: z.string().nullable() })
    .optional(),
  // Added with decision 085 for e-invoices; not printed.
  city: z.string().nullable().optional(),
  pin: z.string().nullable().optional(),
});

const memberSnapshot = z.object({
  name: z.string(),
  company: z.string(),
  gstin: z.string().nullable(),
  addressLines: z.array(z.string()).nullable(),
  placeOfSupply: state,
  city: z.string().nullable().optional(),
  pin: z.string().nullable().optional(),
});

const taxSnapshot = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('intra-state'), cgstPaise: z.number(), sgstPaise: z.number() }),
  z.object({ kind: z.literal('inter-state'), igstPaise: z.number() }),
]);

const offlineSnapshot = z.object({
  receipts: z.array(
    z.object({
      receivedOn: z.iso.date(),
      method: z.enum(OFFLINE_PAYMENT_METHOD_VALUES),
      reference: z.string(),
      bank: z.string().nullable(),
      amountPaise: z.number(),
      tds: z
        .object({ section: z.string(), rateBasisPoints: z.number(), amountPaise: z.number() })
        .nullable(),
      writtenOffPaise: z.number(),
    }),
  ),
});

export const invoiceSnapshotSchema = z.object({
  version: z.literal(1),
  seller: sellerSnapshot,
  invoiceNumber: z.string(),
  invoiceDate: instant,
  member: memberSnapshot,
  memberNumber: z.string(),
  membershipCategory: z.string(),
  period: z.object({ from: instant, to: instant }).nullable(),
  sacCode: z.string(),
  lines: z.array(z.object({ description: z.string(), amountPaise: z.number() })),
  taxablePaise: z.number(),
  tax: taxSnapshot,
  gstRateBasisPoints: z.number(),
  roundOffPaise: z.number().default(0),
  totalPaise: z.number(),
  orderId: z.string(),
  providerPaymentId: z.string(),
  // Added with decision 112: money received by hand named by its cheque number or UTR.
  paymentReference: z.string().optional(),
  paidAt: instant,
  // Added with decision 081: money received by hand, as printed; absent for card payments.
  offline: offlineSnapshot.optional(),
});
export type InvoiceSnapshot = z.infer<typeof invoiceSnapshotSchema>;

export const creditNoteSnapshotSchema = z.object({
  version: z.literal(1),
  seller: sellerSnapshot,
  number: z.string(),
  issuedAt: instant,
  invoiceNumber: z.string(),
  invoiceDate: instant,
  member: memberSnapshot,
  memberNumber: z.string(),
  description: z.string(),
  orderId: z.string(),
  sacCode: z.string(),
  taxablePaise: z.number(),
  tax: taxSnapshot,
  gstRateBasisPoints: z.number(),
  roundOffPaise: z.number().default(0),
  totalPaise: z.number(),
  reason: z.string(),
});
export type CreditNoteSnapshot = z.infer<typeof creditNoteSnapshotSchema>;

/** The seller's logo as a stored file, or none: what a document names, not its bytes. */
export type SellerLogo = z.infer<typeof logo> | null;

type Seller = TaxInvoice['seller'];

function sellerOf(snapshot: InvoiceSnapshot['seller'], logoBytes: Buffer | null): Seller {
  const { logo: _logo, ...seller } = snapshot;
  return { ...seller, ...(logoBytes ? { logo: logoBytes } : {}) };
}

function sellerSnapshotOf(seller: Seller, logoFile: SellerLogo): InvoiceSnapshot['seller'] {
  const { logo: _bytes, ...rest } = seller;
  return { ...rest, contactLines: seller.contactLines ?? [], logo: logoFile };
}

export function invoiceSnapshot(invoice: TaxInvoice, logoFile: SellerLogo): InvoiceSnapshot {
  return {
    version: 1,
    seller: sellerSnapshotOf(invoice.seller, logoFile),
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate.toISOString(),
    member: invoice.member,
    memberNumber: invoice.memberNumber,
    membershipCategory: invoice.membershipCategory,
    period: invoice.period
      ? { from: invoice.period.from.toISOString(), to: invoice.period.to.toISOString() }
      : null,
    sacCode: invoice.sacCode ?? DEFAULT_SAC_CODE,
    lines: invoice.lines,
    taxablePaise: invoice.taxablePaise,
    tax: invoice.tax,
    gstRateBasisPoints: invoice.gstRateBasisPoints ?? DEFAULT_GST_RATE_BASIS_POINTS,
    roundOffPaise: invoice.roundOffPaise ?? 0,
    totalPaise: invoice.totalPaise,
    orderId: invoice.orderId,
    providerPaymentId: invoice.providerPaymentId,
    ...(invoice.paymentReference ? { paymentReference: invoice.paymentReference } : {}),
    paidAt: invoice.paidAt.toISOString(),
    ...(invoice.offline ? { offline: invoice.offline } : {}),
  };
}

export function invoiceFromSnapshot(
  snapshot: InvoiceSnapshot,
  logoBytes: Buffer | null,
): TaxInvoice {
  return {
    ...snapshot,
    seller: sellerOf(snapshot.seller, logoBytes),
    invoiceDate: new Date(snapshot.invoiceDate),
    period: snapshot.period
      ? { from: new Date(snapshot.period.from), to: new Date(snapshot.period.to) }
      : undefined,
    paidAt: new Date(snapshot.paidAt),
  };
}

export function creditNoteSnapshot(note: CreditNote, logoFile: SellerLogo): CreditNoteSnapshot {
  return {
    version: 1,
    ...note,
    seller: sellerSnapshotOf(note.seller, logoFile),
    issuedAt: note.issuedAt.toISOString(),
    invoiceDate: note.invoiceDate.toISOString(),
    gstRateBasisPoints: note.gstRateBasisPoints ?? DEFAULT_GST_RATE_BASIS_POINTS,
    roundOffPaise: note.roundOffPaise ?? 0,
  };
}

export function creditNoteFromSnapshot(
  snapshot: CreditNoteSnapshot,
  logoBytes: Buffer | null,
): CreditNote {
  return {
    ...snapshot,
    seller: sellerOf(snapshot.seller, logoBytes),
    issuedAt: new Date(snapshot.issuedAt),
    invoiceDate: new Date(snapshot.invoiceDate),
  };
}
