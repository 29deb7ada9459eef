// The orders' operations other modules and the jobs use (decision 013): auto-renewal's orders and
// their webhook payments, the back office's offline payments and TDS, the reconciliation job. The
// routes call their operations directly (payments.routes.ts): the order of a checkout
// (create-order.ts), its confirmation (confirm-payment.ts) reached from the browser's callback
// (confirm-callback.ts) or the provider's webhook (apply-webhook.ts), a failed payment
// (mark-unsuccessful.ts) and the paid order's details (order-details.ts). A payment changes
// anything only once its signature has been checked and the amount the provider took equals the
// order's.
import type { TdsCertificateBody } from '@portico/domain/contracts/tds-certificates.contract';
import { NotFoundError } from '../../errors';
import type { Principal, StaffPrincipal } from '../auth';
import { applyWebhookPayment } from './apply-webhook';
import { createOrder, type OrderInput } from './create-order';
import { findPaidOrder } from './order-details';
import { findOrderByProviderOrderId } from './orders.repository';
import type { OrdersDeps } from './orders-deps';
import { PAYMENT_MESSAGES } from './payment-messages';
import { offlineDue } from './offline-due';
import { partPaidOrders } from './part-paid';
import { reconcileOrders } from './reconcile-orders';
import { listTds, recordTdsCertificate } from './tds-certificates';
import { recordOfflinePayment, type OfflinePaymentInput } from './record-offline-payment';

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService(deps: OrdersDeps) {
  return {
    createOrder: (principal: Principal | null, input: OrderInput) =>
      createOrder(deps, principal, input),
    applyWebhookPayment: (event: Parameters<typeof applyWebhookPayment>[1]) =>
      applyWebhookPayment(deps, event),
    recordOffline: (principal: StaffPrincipal, input: OfflinePaymentInput) =>
      recordOfflinePayment(deps, principal, input),
    offlineDue: (principal: StaffPrincipal, input: Parameters<typeof offlineDue>[2]) =>
      offlineDue(deps, principal, input),
    partPaid: (applicationId: number) => partPaidOrders(deps.db, applicationId),
    listTds: (query: Parameters<typeof listTds>[1]) => listTds(deps.db, query),
    recordTdsCertificate: (
      principal: StaffPrincipal,
      receiptId: number,
      body: TdsCertificateBody,
    ) => recordTdsCertificate(deps, principal, receiptId, body),
    reconcile: (options?: Parameters<typeof reconcileOrders>[1]) => reconcileOrders(deps, options),
    orderOfProvider: async (providerOrderId: string) => {
      const order = await findOrderByProviderOrderId(deps.db, providerOrderId);
      if (!order) throw new NotFoundError(PAYMENT_MESSAGES.unknownOrder);
      return order;
    },
    findPaidOrder: (principal: Principal | null, ref: string) =>
      findPaidOrder(deps, principal, ref),
  };
}
