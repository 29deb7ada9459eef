// The receipt of a paid order is its GST tax invoice (member-area spec §7: 'Receipt-{Unique_id}.pdf'):
// assembled from what was stored when the order was paid (amounts, tax split, invoice number, billed
// party, category and coupon, place of supply), never recomputed nor read from rows that change
// later. Only the seller comes from the configuration. It is downloaded by whoever may see the order
// and emailed to the member once by the receipt job (several processes may run it: each receipt is
// claimed by one).
import { receiptFileName } from '@portico/domain/messages';
import { formatIndiaDate, isIntraState } from '@portico/domain/invoice';
import type { FastifyBaseLogger } from 'fastify';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { AssociationConfig } from '../../config';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors';
import type { Principal } from '../auth/principal';
import { findMember } from '../applications/applications.repository';
import type { OrdersService } from '../payments/orders.service';
import { sellerState, storedPlaceOfSupply } from '../payments/place-of-supply';
import type { OrderRow } from '../payments/payment-rows';
import {
  claimReceipt,
  findCapturedPaymentId,
  findPeriodOfOrder,
  findReceiptsToEmail,
  releaseReceipt,
} from './receipts.repository';
import { renderTaxInvoice, type InvoiceLine, type TaxInvoice } from './invoice-pdf';

export type ReceiptService = ReturnType<typeof createReceiptService>;

/** A paid order without an invoice (the demo data's registrations): nothing to download. */
const NO_INVOICE = 'No receipt for this order';

const PURPOSE_TITLES: Record<OrderRow['purpose'], string> = {
  register: 'Membership registration',
  upgrade: 'Membership upgrade',
  renew: 'Membership renewal',
  revive_renew: 'Membership revival',
};

export function createReceiptService(deps: {
  db: Database;
  orders: OrdersService;
  association: AssociationConfig;
  mail: MailSender;
  logger: FastifyBaseLogger;
  now: () => Date;
}) {
  const { db, association } = deps;

  /**
   * The tax invoice of a paid order, from what was stored when it was paid: figures, billed party,
   * category, coupon, place of supply. Nothing the member or staff change later shows on it.
   */
  async function invoiceOf(order: OrderRow): Promise<TaxInvoice> {
    if (order.status !== 'paid' || !order.invoiceNumber || !order.paidAt) {
      throw new NotFoundError(NO_INVOICE);
    }
    const [memberNumber, period, paymentId] = await Promise.all([
      order.memberId === null
        ? undefined
        : findMember(db, order.memberId).then((member) => member?.memberNumber),
      findPeriodOfOrder(db, order.id),
      findCapturedPaymentId(db, order.id),
    ]);
    const seller = sellerState(association);
    const place = storedPlaceOfSupply(order, seller);
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
    return {
      seller: {
        name: association.name,
        addressLines: association.address.split(/,\s*/).reduce<string[]>(joinShortParts, []),
        gstin: association.gstin,
        ...seller,
      },
      invoiceNumber: order.invoiceNumber,
      invoiceDate: order.paidAt,
      member: {
        name: order.billedName ?? '',
        company: order.billedCompany ?? '',
        gstin: order.billedGstin,
        addressLines: order.billedAddress ? order.billedAddress.split(/\r?\n/) : null,
        placeOfSupply: { stateName: place.stateName, stateCode: place.stateCode },
      },
      memberNumber: memberNumber ?? '',
      membershipCategory: `${categoryName} – ${PURPOSE_TITLES[order.purpose]}`,
      ...(period ? { period } : {}),
      sacCode: association.sacCode,
      lines,
      taxablePaise: order.taxablePaise,
      tax: isIntraState(place.stateCode, seller.stateCode)
        ? { kind: 'intra-state', cgstPaise: order.cgstPaise, sgstPaise: order.sgstPaise }
        : { kind: 'inter-state', igstPaise: order.igstPaise },
      totalPaise: order.totalPaise,
      orderId: order.uniqueOrderId,
      providerPaymentId: paymentId,
      paidAt: order.paidAt,
    };
  }

  async function receiptOf(order: OrderRow) {
    const invoice = await invoiceOf(order);
    return {
      fileName: receiptFileName(invoice.memberNumber || order.uniqueOrderId),
      pdf: await renderTaxInvoice(invoice),
      invoice,
    };
  }

  /** GET order/view/{ref}: the receipt of a paid order the principal may see. */
  async function download(principal: Principal | null, ref: string) {
    return receiptOf(await deps.orders.findPaidOrder(principal, ref));
  }

  /**
   * Emails the receipts of paid orders not yet emailed, at most `limit`. Each receipt is claimed by
   * one statement (receipt_emailed_at set only if still empty), so two processes never send the same
   * one; a failed send clears the claim and the next run tries again. A process that dies between
   * claim and send loses that email (the receipt stays downloadable): at most once, never twice.
   */
  async function emailPending(limit = 20): Promise<number> {
    let sent = 0;
    for (const order of await findReceiptsToEmail(db, limit)) {
      if (!(await claimReceipt(db, order.id, deps.now()))) continue;
      try {
        const member = order.memberId === null ? undefined : await findMember(db, order.memberId);
        if (!member?.email) continue;
        const { fileName, pdf, invoice } = await receiptOf(order);
        await deps.mail.send({
          to: member.email,
          subject: `Your receipt ${invoice.invoiceNumber}`,
          text: [
            `Dear ${invoice.member.name},`,
            '',
            `Thank you for your payment of order ${order.uniqueOrderId} on ${formatIndiaDate(invoice.paidAt)}.`,
            `Member number: ${invoice.memberNumber}`,
            `Membership: ${invoice.membershipCategory}`,
            '',
            `Your tax invoice ${invoice.invoiceNumber} is attached (${fileName}).`,
            '',
            association.name,
          ].join('\n'),
          attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
        });
        sent += 1;
      } catch (error) {
        await releaseReceipt(db, order.id);
        deps.logger.error({ err: error, order: order.uniqueOrderId }, 'receipt not emailed');
      }
    }
    return sent;
  }

  return { invoiceOf, download, emailPending };
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
