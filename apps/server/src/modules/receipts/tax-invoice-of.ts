// The tax invoice of a paid order as it is issued: from what was stored when it was paid (figures,
// billed party, category, coupon, place of supply) and the seller as the association's settings are
// at that moment. It is drawn once, frozen with the order (frozen-documents.ts), and printed from
// that record ever after: no later change of the member, the staff or Settings shows on it.
import { isIntraState } from '@portico/domain/invoice';
import { NotFoundError } from '../../errors';
import { findMember } from '../records';
import type { OrderRow } from '../../lib/payment-rows';
import { sellerState, storedPlaceOfSupply } from '../../lib/place-of-supply';
import type { AssociationConfig } from '../../config';
import type { Executor } from '../../db/client';
import type { InvoiceLine, TaxInvoice } from './invoice-pdf';
import type { OfflineSettlement } from './invoice-types';
import { offlineReferenceText, receiptReference } from './invoice-payment';
import {
  findCapturedPayment,
  findPeriodOfOrder,
  paidOrderOf,
  type CapturedPayment,
} from './receipts.repository';

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
    tax: isIntraState(place.stateCode, seller.stateCode)
      ? { kind: 'intra-state', cgstPaise: order.cgstPaise, sgstPaise: order.sgstPaise }
      : { kind: 'inter-state', igstPaise: order.igstPaise },
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
  const categoryName = order.categoryName ?? '';
  const lines: InvoiceLine[] = [];
  if (order.joiningFeePaise > 0) {
    lines.push({
      description:
        order.purpose === 'upgrade'
          ? `Joining fee difference (${categoryName})`
          : `Joining fee (${categoryName})`,
      amountPaise: order.joiningFeePaise,
    });
  }
  if (order.discountPaise > 0) {
    lines.push({
      description: `Coupon ${order.couponCode ?? ''}`.trim(),
      amountPaise: -order.discountPaise,
    });
  }
  if (order.annualFeePaise > 0) {
    lines.push({
      description:
        order.purpose === 'upgrade'
          ? `Annual fee difference (${categoryName})`
          : `Annual fee (${categoryName})`,
      amountPaise: order.annualFeePaise,
    });
  }
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
