// Issued means frozen (issue #28 item 1, decision 076): a tax invoice or credit note is drawn once,
// from the order and the association's settings at that moment, and stored with its row as JSON
// (everything it prints, the logo by its file key). Every later PDF is drawn from that record, so an
// edit of Settings (name, address, GSTIN, state, SAC, logo, contact) changes the next document only.
// A document not frozen yet (issued before this, or read before the freezing job reached it) is
// frozen on its first read, by whichever process reads it first (a conditional update).
// An invoice is drawn from what was stored when its order was paid (figures, billed party, category,
// coupon, place of supply) and the seller then. Credit notes are frozen alike (credit-note-of.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isIntraState } from '@portico/domain/invoice';
import type { AssociationConfig } from '../../config';
import { resultRows, type Executor } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { findPeriodOfOrder, type OrderRow } from '../../lib/payment-rows';
import { sellerState, storedPlaceOfSupply } from '../../lib/place-of-supply';
import { findMember } from '../records';
import { logoBytes } from '../settings';
import {
  invoiceFromSnapshot,
  invoiceSnapshot,
  invoiceSnapshotSchema,
  type InvoiceSnapshot,
} from './document-snapshot';
import { offlineReferenceText, receiptReference } from './invoice-payment';
import {
  invoiceTax,
  type InvoiceLine,
  type OfflineReceiptPrint,
  type OfflineSettlement,
  type TaxInvoice,
} from './invoice-types';
import type { ReceiptDeps } from './receipt-deps';

/** What freezing a document reads: the database, the association's settings and its logo's store. */
export type FreezeDeps = Pick<ReceiptDeps, 'db' | 'association' | 'files'>;

/** The order's tax invoice as issued, its logo's bytes read from the file store. */
export async function frozenInvoice(deps: FreezeDeps, order: OrderRow): Promise<TaxInvoice> {
  const snapshot = await invoiceSnapshotOf(deps, order);
  return invoiceFromSnapshot(snapshot, await logoBytes(deps.files, snapshot.seller.logo));
}

/**
 * Freezes the invoice of an order just paid, inside the paying transaction (`order` as it is being
 * settled there): a Settings change committed afterwards reaches the next invoice only.
 */
export async function freezeIssuedInvoice(
  tx: Executor,
  order: OrderRow,
  association: AssociationConfig,
  offline?: OfflineSettlement,
): Promise<void> {
  const snapshot = invoiceSnapshot(
    await issuedInvoiceOf(tx, order, association, offline),
    association.logo,
  );
  // A B2B invoice issued while e-invoicing applies waits for its IRN (decision 086).
  const irnRequired = association.eInvoicing && snapshot.member.gstin !== null;
  await tx
    .update(orders)
    .set({ invoiceDocument: snapshot, irnRequired })
    .where(and(eq(orders.id, order.id), isNull(orders.invoiceDocument)));
}

/** The record of the order's tax invoice, frozen now if it was not yet. */
export async function invoiceSnapshotOf(
  deps: FreezeDeps,
  order: OrderRow,
): Promise<InvoiceSnapshot> {
  if (order.invoiceDocument) return invoiceSnapshotSchema.parse(order.invoiceDocument);
  const association = await deps.association.current();
  const snapshot = invoiceSnapshot(
    await issuedInvoiceOf(deps.db, order, association),
    association.logo,
  );
  const stored = await deps.db
    .update(orders)
    .set({ invoiceDocument: snapshot })
    .where(and(eq(orders.id, order.id), isNull(orders.invoiceDocument)))
    .returning({ id: orders.id });
  if (stored.length > 0) return snapshot;
  // Another process froze it a moment ago: its record is the document.
  return invoiceSnapshotSchema.parse(await storedInvoiceDocument(deps.db, order.id));
}

async function storedInvoiceDocument(db: Executor, orderId: number): Promise<unknown> {
  const [row] = await db
    .select({ document: orders.invoiceDocument })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.document;
}

// ── The tax invoice as issued ───────────────────────────────────────────────────────────────────

/** A paid order without an invoice (the demo data's registrations): nothing to download. */
const NO_INVOICE = 'No receipt for this order';

const PURPOSE_TITLES: Record<OrderRow['purpose'], string> = {
  register: 'Membership registration',
  upgrade: 'Membership upgrade',
  renew: 'Membership renewal',
  revive_renew: 'Membership revival',
};

/** The seller as a document issued now prints it (the logo is added by whoever draws it). */
export function sellerOf(association: AssociationConfig): TaxInvoice['seller'] {
  const contact = [
    association.email ? `Email: ${association.email}` : null,
    association.phone ? `Phone: ${association.phone}` : null,
  ].filter((part): part is string => part !== null);
  return {
    name: association.name,
    addressLines: association.address.split(/,\s*/).reduce<string[]>(joinShortParts, []),
    gstin: association.gstin,
    contactLines: contact.length > 0 ? [contact.join(', ')] : [],
    ...sellerState(association),
    signatory: { name: association.signatoryName, designation: association.signatoryDesignation },
    city: association.city,
    pin: association.pin,
  };
}

/**
 * How money received by hand is named on its invoice: the cheque number, UTR or receipt number
 * recorded with it ('Cheque No. 004512, State Bank of India'), never the internal 'offline_PO-…'
 * key its payment row carries (issue #29). None for a card payment.
 */
function paymentReferenceOf(
  payment: CapturedPayment,
  offline: OfflineSettlement | undefined,
): { paymentReference?: string } {
  const reference =
    offlineReferenceText(offline) ?? (payment.offline ? receiptReference(payment.offline) : null);
  return reference ? { paymentReference: reference } : {};
}

/** The invoice of a paid order as issued now, without the logo's bytes (a document names its file). */
export async function issuedInvoiceOf(
  db: Executor,
  order: OrderRow,
  association: AssociationConfig,
  offline?: OfflineSettlement,
): Promise<TaxInvoice> {
  const issued = order.status === 'paid' || order.status === 'rebilled';
  if (!issued || !order.invoiceNumber || !order.paidAt) {
    throw new NotFoundError(NO_INVOICE);
  }
  // A re-billed invoice (decision 083) prints the payment and period of the order that was paid.
  const paid = await paidOrderOf(db, order);
  // One after another: `db` may be the payment's transaction, whose one connection runs one query
  // at a time (node-postgres 8 queues a second one with a deprecation warning; 9 refuses it).
  const memberNumber =
    order.memberId === null ? undefined : (await findMember(db, order.memberId))?.memberNumber;
  const period = await findPeriodOfOrder(db, paid.id);
  const payment = await findCapturedPayment(db, paid.id);
  const seller = sellerOf(association);
  const place = storedPlaceOfSupply(order, seller);
  return {
    seller,
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.paidAt,
    member: {
      name: order.billedName ?? '',
      company: order.billedCompany ?? '',
      gstin: order.billedGstin,
      addressLines: order.billedAddress ? order.billedAddress.split(/\r?\n/) : null,
      placeOfSupply: { stateName: place.stateName, stateCode: place.stateCode },
      city: order.billedCity,
      pin: order.billedPin,
    },
    memberNumber: memberNumber ?? '',
    membershipCategory: `${order.categoryName ?? ''} – ${PURPOSE_TITLES[order.purpose]}`,
    ...(period ? { period } : {}),
    sacCode: association.sacCode,
    lines: invoiceLines(order),
    taxablePaise: order.taxablePaise,
    tax: invoiceTax(isIntraState(place.stateCode, seller.stateCode), order),
    gstRateBasisPoints: order.gstRateBasisPoints,
    roundOffPaise: order.roundOffPaise,
    totalPaise: order.totalPaise,
    orderId: order.uniqueOrderId,
    providerPaymentId: payment.providerPaymentId,
    ...paymentReferenceOf(payment, offline),
    paidAt: paid.paidAt ?? order.paidAt,
    ...(offline ? { offline } : {}),
  };
}

/** The joining fee, the coupon's discount and the annual fee, each when there is one. */
function invoiceLines(order: OrderRow): InvoiceLine[] {
  // An upgrade charges the difference between the two categories' fees.
  const [joiningFee, annualFee] =
    order.purpose === 'upgrade'
      ? ['Joining fee difference', 'Annual fee difference']
      : ['Joining fee', 'Annual fee'];
  const feeLine = (fee: string, amountPaise: number): InvoiceLine => ({
    description: `${fee} (${order.categoryName ?? ''})`,
    amountPaise,
  });
  const lines: InvoiceLine[] = [];
  if (order.joiningFeePaise > 0) lines.push(feeLine(joiningFee, order.joiningFeePaise));
  if (order.discountPaise > 0) {
    lines.push({
      description: `Coupon ${order.couponCode ?? ''}`.trim(),
      amountPaise: -order.discountPaise,
    });
  }
  if (order.annualFeePaise > 0) lines.push(feeLine(annualFee, order.annualFeePaise));
  return lines;
}

/** Address parts joined two by two, so the seller block has a few readable lines. */
function joinShortParts(lines: string[], part: string): string[] {
  const last = lines[lines.length - 1];
  if (last !== undefined && last.length + part.length < 40) {
    lines[lines.length - 1] = `${last}, ${part}`;
  } else {
    lines.push(part);
  }
  return lines;
}

// ── What an invoice prints beside its order: the captured payment, the period it bought ───────────

/** The order's captured payment: the provider's id, and how it came when received by hand. */
type CapturedPayment = {
  providerPaymentId: string;
  offline: Pick<OfflineReceiptPrint, 'method' | 'reference' | 'bank'> | null;
};

/** The order's captured payment (an empty id when there is none). */
async function findCapturedPayment(db: Executor, orderId: number): Promise<CapturedPayment> {
  const rows = await db
    .select({
      id: payments.providerPaymentId,
      status: payments.status,
      method: payments.offlineMethod,
      reference: payments.offlineReference,
      bank: payments.offlineBank,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const row = rows.find((candidate) => candidate.status === 'captured');
  if (!row) return { providerPaymentId: '', offline: null };
  const { method, reference, bank } = row;
  return {
    providerPaymentId: row.id,
    offline: method && reference ? { method, reference, bank } : null,
  };
}

/** The order that was paid for an invoice's supply: itself, or the one its re-billing started from. */
async function paidOrderOf(
  db: Executor,
  order: OrderRow,
): Promise<{ id: number; paidAt: Date | null }> {
  if (order.rebilledFromOrderId === null) return { id: order.id, paidAt: order.paidAt };
  const [row] = resultRows<{ id: number | string; paid_at: Date | string | null }>(
    await db.execute(sql`with recursive chain as (
        select id, rebilled_from_order_id, paid_at from orders
          where id = ${order.rebilledFromOrderId}
        union all
        select o.id, o.rebilled_from_order_id, o.paid_at from orders o
          join chain c on o.id = c.rebilled_from_order_id
      ) select id, paid_at from chain where rebilled_from_order_id is null`),
  );
  if (!row) return { id: order.id, paidAt: order.paidAt };
  return { id: Number(row.id), paidAt: row.paid_at === null ? null : new Date(row.paid_at) };
}
