// The reconciliation job: orders left open (made more than `minAgeMinutes` ago, within `maxAgeDays`)
// whose payment may have gone through without our hearing of it. The provider is asked, and those it
// took a payment for are confirmed.
import { subDays, subMinutes } from 'date-fns';
import { NotFoundError } from '../../errors';
import { confirmPayment } from './confirm-payment';
import { findOrdersLeftOpen } from './orders.repository';
import type { OrdersDeps } from './orders-deps';
import { PAYMENT_MESSAGES } from './payment-messages';
import { findPaymentContext } from './payment-records.repository';

export async function reconcileOrders(
  deps: OrdersDeps,
  options: { minAgeMinutes?: number; maxAgeDays?: number; limit?: number } = {},
): Promise<{ checked: number; confirmed: number }> {
  const at = deps.now();
  const open = await findOrdersLeftOpen(deps.db, {
    createdBefore: subMinutes(at, options.minAgeMinutes ?? 2),
    createdAfter: subDays(at, options.maxAgeDays ?? 3),
    limit: options.limit ?? 100,
  });
  let confirmed = 0;
  for (const order of open) {
    try {
      const payments = await deps.provider.fetchOrderPayments(order.providerOrderId ?? '');
      const captured = payments.find(
        (payment) => payment.status === 'captured' && payment.amountPaise === order.totalPaise,
      );
      if (!captured) continue;
      const context = await findPaymentContext(
        deps.db,
        captured.providerOrderId,
        captured.providerPaymentId,
      );
      if (!context) throw new NotFoundError(PAYMENT_MESSAGES.unknownOrder);
      const { outcome } = await confirmPayment(deps, context, captured);
      if (outcome === 'paid') confirmed += 1;
    } catch (error) {
      deps.logger.error(
        { err: error, order: order.uniqueOrderId },
        'reconciliation of an order failed',
      );
    }
  }
  return { checked: open.length, confirmed };
}
