// The payments of an application (and of the member it made), newest first, each with what can
// still be refunded, its offline details and its refunds with their credit notes: the payment
// panel of the back office's application page; and the orders part payments left open.
import type { PartPaidView, PaymentView } from '@portico/domain/contracts/refunds.contract';
import { paiseToRupees } from '@portico/domain/money';
import { invoiceOfPayment } from './payment-invoice';
import { paymentsOfApplication } from './refunds.repository';
import type { RefundsDeps } from './refunds-deps';
import { toRefundView } from './refund-view';

export async function listPayments(
  deps: RefundsDeps,
  applicationId: number,
): Promise<{ items: PaymentView[]; part_paid: PartPaidView[] }> {
  const rows = await paymentsOfApplication(deps.db, applicationId);
  const items = await Promise.all(
    rows.map(async ({ payment, order, refunds }): Promise<PaymentView> => {
      const taken = refunds
        .filter(({ refund }) => refund.status !== 'failed')
        .reduce((sum, { refund }) => sum + refund.amountPaise, 0);
      return {
        id: payment.id,
        unique_order_id: order.uniqueOrderId,
        purpose: order.purpose,
        provider: order.provider,
        status: payment.status,
        amount: paiseToRupees(payment.amountPaise),
        refundable:
          payment.status === 'failed' ? 0 : paiseToRupees(Math.max(0, payment.amountPaise - taken)),
        invoice_number: payment.status === 'captured' ? order.invoiceNumber : null,
        paid_at: payment.createdAt.toISOString(),
        offline: payment.offlineMethod
          ? {
              method: payment.offlineMethod,
              reference: payment.offlineReference,
              bank: payment.offlineBank,
              received_on: payment.receivedOn,
            }
          : null,
        refunds: refunds.map(({ refund, creditNote }) => toRefundView(refund, creditNote)),
        ...(await invoiceOfPayment(deps.db, payment, order)),
      };
    }),
  );
  return { items, part_paid: await deps.orders.partPaid(applicationId) };
}
