// An invoice issued again to a buyer who gives a GSTIN after paying (issue #28 item 7, decision 083):
// in one transaction the invoice is credited in full (a credit note, no refund: the supply stands and
// so does the payment) and a new tax invoice is issued for the same supply to the registered buyer:
// the same taxable value and rate, its place of supply read from the GSTIN (so CGST + SGST or IGST
// anew), numbered in today's series, dated today, linked to the invoice it replaces, and frozen.
import {
  financialYearOf,
  INVOICE_SEQUENCE_DIGITS,
  invoiceNumberHead,
} from '@portico/domain/invoice';
import { gstHeads, roundOffOf } from '@portico/domain/money';
import type { AssociationConfig } from '../../config';
import type { Executor } from '../../db/client';
import { ConflictError } from '../../errors';
import { placeOfSupply } from '../../lib/place-of-supply';
import { recordAudit } from '../audit';
import { nextInvoiceNumber } from '../payments';
import { freezeIssuedInvoice } from '../receipts';
import {
  auditCreditNote,
  checkCreditable,
  creditableInvoice,
  type CreditCaller,
} from './issue-credit-note';
import { issueInvoiceCredit, leftToCredit } from './invoice-credit';
import {
  findRebillOf,
  insertOrder,
  paidOrderOf,
  pendingRefundsOfOrder,
} from './invoice-credit.repository';
import { refundedOfOrder, type CreditNoteRow, type OrderRow } from './refunds.repository';
import { REFUND_MESSAGES, type RefundsDeps } from './refunds-deps';

export type RebillRequest = {
  orderId: number;
  gstin: string;
  name: string;
  company: string;
  address: string | null;
  reason: string;
  idempotencyKey: string;
};

export type Rebilled = { creditNote: CreditNoteRow; invoice: OrderRow };

export async function rebillInvoice(
  deps: Pick<RefundsDeps, 'db' | 'now' | 'association' | 'onCreditNote' | 'onInvoice'>,
  caller: CreditCaller,
  request: RebillRequest,
): Promise<Rebilled> {
  const association = await deps.association.current();
  const { result, issued } = await deps.db.transaction(async (tx) => {
    const { invoice, earlier } = await creditableInvoice(
      tx,
      request.orderId,
      request.idempotencyKey,
    );
    const replay = earlier ? await findRebillOf(tx, invoice.id) : undefined;
    if (earlier && replay)
      return { result: { creditNote: earlier, invoice: replay }, issued: false };
    if (earlier) throw new ConflictError(REFUND_MESSAGES.creditKeyReused);
    const at = deps.now();
    await checkCreditable(tx, invoice, at);
    await checkWhole(tx, invoice);
    if (invoice.billedGstin === request.gstin) throw new ConflictError(REFUND_MESSAGES.sameGstin);
    const creditNote = await issueInvoiceCredit(tx, invoice, {
      amountPaise: 'rest',
      reason: request.reason,
      refundId: null,
      staffId: caller.staffId,
      idempotencyKey: request.idempotencyKey,
      at,
    });
    await auditCreditNote(tx, caller, invoice, creditNote);
    const rebilled = await issueRebilledInvoice(tx, invoice, request, association, at);
    await recordAudit(tx, {
      actor: `staff:${caller.staffId}`,
      action: 'invoice.rebilled',
      entity: 'order',
      entityId: invoice.uniqueOrderId,
      after: {
        invoice: invoice.invoiceNumber,
        credit_note: creditNote.number,
        new_invoice: rebilled.invoiceNumber,
        gstin: rebilled.billedGstin,
        total_paise: rebilled.totalPaise,
      },
    });
    return { result: { creditNote, invoice: rebilled }, issued: true };
  });
  if (issued) {
    deps.onCreditNote?.();
    deps.onInvoice?.();
  }
  return result;
}

/** Only an invoice nothing was credited or refunded of moves whole to a new invoice. */
async function checkWhole(tx: Executor, invoice: OrderRow): Promise<void> {
  const paid = await paidOrderOf(tx, invoice);
  const touched =
    (await leftToCredit(tx, invoice)) !== invoice.totalPaise ||
    (await pendingRefundsOfOrder(tx, paid.id)) > 0 ||
    (await refundedOfOrder(tx, paid.id)) > 0;
  if (touched) throw new ConflictError(REFUND_MESSAGES.rebillNeedsWhole);
}

async function issueRebilledInvoice(
  tx: Executor,
  invoice: OrderRow,
  request: RebillRequest,
  association: AssociationConfig,
  at: Date,
): Promise<OrderRow> {
  const place = placeOfSupply({ gstNumber: request.gstin, stateName: null }, association);
  const heads = gstHeads({
    taxablePaise: invoice.taxablePaise,
    rateBasisPoints: invoice.gstRateBasisPoints,
    intraState: place.intraState,
  });
  const exact = invoice.taxablePaise + heads.gst;
  // An association that rounds its totals rounds this one too (decision 077).
  const roundOffPaise = invoice.roundOffPaise !== 0 ? roundOffOf(exact) : 0;
  const financialYear = financialYearOf(at);
  const paid = await paidOrderOf(tx, invoice);
  const row = await insertOrder(tx, {
    uniqueOrderId: `${paid.uniqueOrderId}-R${rebillDepth(invoice) + 1}`,
    applicationId: invoice.applicationId,
    memberId: invoice.memberId,
    planHistoryId: invoice.planHistoryId,
    categoryId: invoice.categoryId,
    purpose: invoice.purpose,
    joiningFeePaise: invoice.joiningFeePaise,
    discountPaise: invoice.discountPaise,
    annualFeePaise: invoice.annualFeePaise,
    taxablePaise: invoice.taxablePaise,
    gstPaise: heads.gst,
    cgstPaise: heads.cgst,
    sgstPaise: heads.sgst,
    igstPaise: heads.igst,
    roundOffPaise,
    totalPaise: exact + roundOffPaise,
    gstRateBasisPoints: invoice.gstRateBasisPoints,
    couponId: invoice.couponId,
    provider: invoice.provider,
    status: 'rebilled',
    paidAt: at,
    billedName: request.name,
    billedCompany: request.company,
    billedGstin: request.gstin,
    billedAddress: request.address ?? invoice.billedAddress,
    categoryName: invoice.categoryName,
    couponCode: invoice.couponCode,
    placeOfSupplyState: place.stateName,
    placeOfSupplyCode: place.stateCode,
    periodStartsAt: invoice.periodStartsAt,
    periodEndsAt: invoice.periodEndsAt,
    rebilledFromOrderId: invoice.id,
    invoiceNumber: await nextInvoiceNumber(tx, {
      financialYear,
      invoiceHead: invoiceNumberHead(association.invoicePrefix, financialYear),
      digits: INVOICE_SEQUENCE_DIGITS,
    }),
  });
  // Issued means frozen (decision 076), in the same transaction.
  await freezeIssuedInvoice(tx, row, association);
  return row;
}

/** How many times the supply was re-billed before: 'PO-0042-R2' was twice. */
function rebillDepth(invoice: OrderRow): number {
  if (invoice.rebilledFromOrderId === null) return 0;
  return Number(/-R(\d+)$/.exec(invoice.uniqueOrderId)?.[1] ?? 0);
}
