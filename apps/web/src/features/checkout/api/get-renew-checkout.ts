import { renewCheckoutPath } from './renew-checkout-path';
import { checkoutQuery, fetchCheckout, type CheckoutQuery } from './checkout-response';

/** GET /api/renew_checkout/{user_id}: a signed-in member's renewal. */
export function getRenewCheckout(userId: number, signal?: AbortSignal) {
  return fetchCheckout(renewCheckoutPath(userId), signal);
}

export function renewCheckoutQueryOptions(userId: number): CheckoutQuery {
  return checkoutQuery(['renew', userId], (signal) => getRenewCheckout(userId, signal));
}
