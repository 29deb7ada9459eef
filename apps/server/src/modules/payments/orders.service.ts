// Orders and their payment (member-area spec §4.6, §7; decision 013), one file per operation: the
// order of a checkout (create-order.ts), its confirmation (confirm-payment.ts) reached from the
// browser's callback (confirm-callback.ts), the provider's webhook (apply-webhook.ts) or the
// reconciliation job (reconcile-orders.ts), a failed payment (mark-unsuccessful.ts) and the paid
// order's details (order-details.ts). A payment changes anything only once its signature has been
// checked and the amount the provider took equals the order's.
import type {
  PaymentSuccessRequest,
  UnsuccessfulRequest,
} from '@portico/domain/contracts/payments.contract';
import type { TdsCertificateBody } from '@portico/domain/contracts/tds-certificates.contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ProviderPayment } from '../../adapters/payments/payment-provider';
import { NotFoundError } from '../../errors';
import type { Principal, StaffPrincipal } from '../auth';
import { applyWebhookPayment, receiveWebhook, type WebhookDelivery } from './apply-webhook';
import { confirmCallback } from './confirm-callback';
import { confirmPayment } from './confirm-payment';
import { createOrder, type OrderInput } from './create-order';
import { listInvoices } from './list-invoices';
import { markUnsuccessful } from './mark-unsuccessful';
import { findPaidOrder, orderDetailsOf } from './order-details';
import { findOrderByProviderOrderId } from './orders.repository';
import { PAYMENT_MESSAGES, type OrdersDeps } from './orders-deps';
import type { PaymentContext } from './payment-records.repository';
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
    confirm: (context: PaymentContext, payment: ProviderPayment) =>
      confirmPayment(deps, context, payment),
    confirmCallback: (body: PaymentSuccessRequest, principal: Principal | null = null) =>
      confirmCallback(deps, body, principal),
    recordFailure: (principal: Principal | null, body: UnsuccessfulRequest) =>
      markUnsuccessful(deps, principal, body),
    applyWebhookPayment: (event: Parameters<typeof applyWebhookPayment>[1]) =>
      applyWebhookPayment(deps, event),
    receiveWebhook: (delivery: WebhookDelivery, log: FastifyBaseLogger) =>
      receiveWebhook(deps, delivery, log),
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
    listInvoices: (principal: Principal | null, userId: number) =>
      listInvoices(deps, principal, userId),
    orderDetails: async (principal: Principal | null, ref: string) =>
      orderDetailsOf(deps, await findPaidOrder(deps, principal, ref)),
  };
}
