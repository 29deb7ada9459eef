// The front door of the refunds module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { applyRefundEvent, type RefundEventDeps } from './apply-refund-event';
export { moneyRoutes } from './refunds.routes';
export { createRefundsService, type RefundsService } from './refunds.service';
export { REFUND_RECONCILE_EVERY_MS } from './reconcile-refunds';
