// Money staff hand back or took by hand (issue #15), one file per operation: an offline payment
// recorded (payments/record-offline-payment.ts), a refund (refund-payment.ts), an admin's reversal
// of an offline payment (reverse-offline-payment.ts), a refund webhook (apply-refund-event.ts), and
// an application's payments with their refunds and credit notes (list-payments.ts).
import type {
  RefundBody,
  ReverseBody,
  OfflineDueQuery,
  OfflinePaymentBody,
} from '@portico/domain/contracts/refunds.contract';
import type {
  TdsCertificateBody,
  TdsListQuery,
} from '@portico/domain/contracts/tds-certificates.contract';
import type {
  RebillBody,
  StandaloneCreditNoteBody,
  StandaloneCreditNoteResult,
} from '@portico/domain/contracts/credit-notes.contract';
import type { RefundWebhookEvent } from '../../adapters/payments/webhook-event';
import { paiseToRupees, rupeesToPaise } from '@portico/domain/money';
import type { StaffPrincipal } from '../auth';
import { applyRefundEvent } from './apply-refund-event';
import { issueStandaloneCreditNote } from './issue-credit-note';
import { listPayments } from './list-payments';
import { rebillInvoice } from './rebill-invoice';
import { reconcileRefunds } from './reconcile-refunds';
import { refundPayment, type RefundRequest } from './refund-payment';
import type { RefundsDeps } from './refunds-deps';
import { reverseOfflinePayment } from './reverse-offline-payment';
import { toCreditNoteView, toRefundView, toRebilledView } from './refund-view';

export type RefundsService = ReturnType<typeof createRefundsService>;

/** A date the form sends (YYYY-MM-DD) as the end of that day in India. */
export function endOfIndiaDay(day: string): Date {
  return new Date(`${day}T23:59:59.999+05:30`);
}

const effectOf = (body: Pick<RefundBody, 'membership_effect' | 'shorten_to'>) => ({
  membershipEffect: body.membership_effect,
  shortenTo:
    body.membership_effect === 'shorten' && body.shorten_to ? endOfIndiaDay(body.shorten_to) : null,
});

export function createRefundsService(deps: RefundsDeps) {
  return {
    recordOffline: async (
      principal: StaffPrincipal,
      applicationId: number,
      body: OfflinePaymentBody,
    ) => {
      const result = await deps.orders.recordOffline(principal, {
        applicationId,
        purpose: body.purpose,
        amountPaise: rupeesToPaise(body.amount),
        method: body.method,
        reference: body.reference,
        bank: body.bank,
        receivedOn: body.received_on,
        coupon: body.coupon,
        tds: body.tds
          ? {
              section: body.tds.section,
              rateBasisPoints: Math.round(body.tds.rate * 100),
              amountPaise: rupeesToPaise(body.tds.amount),
            }
          : null,
        bankCharges: body.bank_charges
          ? {
              amountPaise: rupeesToPaise(body.bank_charges.amount),
              reason: body.bank_charges.reason,
            }
          : null,
      });
      return {
        unique_order_id: result.order.uniqueOrderId,
        invoice_number: result.order.invoiceNumber,
        member_number: result.memberNumber ?? null,
        settled: result.settled,
        balance_due: paiseToRupees(result.balanceDuePaise),
      };
    },
    offlineDue: (principal: StaffPrincipal, applicationId: number, query: OfflineDueQuery) =>
      deps.orders.offlineDue(principal, { applicationId, ...query }),
    refund: async (principal: StaffPrincipal, paymentId: number, body: RefundBody) => {
      const request: RefundRequest = {
        paymentId,
        amountPaise: rupeesToPaise(body.amount),
        reason: body.reason,
        reference: body.reference,
        byHand: body.by_hand,
        idempotencyKey: body.idempotency_key,
        ...effectOf(body),
      };
      const result = await refundPayment(deps, { staffId: principal.staffId }, request);
      return toRefundView(result.refund, result.creditNote);
    },
    reverse: async (principal: StaffPrincipal, paymentId: number, body: ReverseBody) => {
      const result = await reverseOfflinePayment(deps, { staffId: principal.staffId }, paymentId, {
        reason: body.reason,
        reference: body.reference,
        ...effectOf(body),
      });
      return toRefundView(result.refund, result.creditNote);
    },
    listTds: (query: TdsListQuery) => deps.orders.listTds(query),
    recordTdsCertificate: (
      principal: StaffPrincipal,
      receiptId: number,
      body: TdsCertificateBody,
    ) => deps.orders.recordTdsCertificate(principal, receiptId, body),
    ...invoiceCredits(deps),
    listPayments: (applicationId: number) => listPayments(deps, applicationId),
    applyEvent: (event: RefundWebhookEvent) => applyRefundEvent(deps, event),
    /** The refunds job: pending refunds asked of the provider (decision 084). */
    reconcile: () => reconcileRefunds(deps),
  };
}

/** Credit notes without a refund, and re-billing (decision 083). */
function invoiceCredits(deps: RefundsDeps) {
  return {
    /** A credit note without a refund (decision 083). */
    creditNote: async (
      principal: StaffPrincipal,
      orderId: number,
      body: StandaloneCreditNoteBody,
    ): Promise<StandaloneCreditNoteResult> => {
      const note = await issueStandaloneCreditNote(deps, principal, {
        orderId,
        amountPaise: body.amount ? rupeesToPaise(body.amount) : null,
        reason: body.reason,
        idempotencyKey: body.idempotency_key,
      });
      return { credit_note: toCreditNoteView(note), invoice: null };
    },
    /** The invoice credited in full and issued again to a registered buyer (decision 083). */
    rebill: async (
      principal: StaffPrincipal,
      orderId: number,
      body: RebillBody,
    ): Promise<StandaloneCreditNoteResult> => {
      const result = await rebillInvoice(deps, principal, {
        orderId,
        gstin: body.gstin,
        name: body.name,
        company: body.company,
        address: body.address,
        reason: body.reason,
        idempotencyKey: body.idempotency_key,
      });
      return {
        credit_note: toCreditNoteView(result.creditNote),
        invoice: toRebilledView(result.invoice),
      };
    },
  };
}
