// The front door of the payments module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { createCheckoutService, type CheckoutService } from './checkout.service';
export { cutPeriodsAt, findLatestPeriod } from './membership.repository';
export { formatSerial } from './number-series';
export type { OrdersDeps } from './orders-deps';
export { PaymentProviderUnavailableError, rethrowAsUnavailable } from './payment-messages';
export { createOrdersService, type OrdersService } from './orders.service';
export { createPaymentLinkService } from './payment-link';
export { paymentRoutes } from './payments.routes';
export { voidOpenOrders } from './void-orders';
export { testPaymentRoutes } from './test-payment.routes';
export type { TestPaymentDeps } from './test-payment';
export type { ProviderDeps } from './provider-deps';
export { nextInvoiceNumber } from './payment-records.repository';
