import { checkoutQuery, fetchCheckout, type CheckoutQuery } from './checkout-response';

/** GET /api/checkout_upgrade/{id}: the upgrade's fee breakdown (differences to the previous plan). */
export function getUpgradeCheckout(id: number, signal?: AbortSignal) {
  return fetchCheckout(`/checkout_upgrade/${id}`, signal);
}

export function upgradeCheckoutQueryOptions(id: number): CheckoutQuery {
  return checkoutQuery(['upgrade', id], (signal) => getUpgradeCheckout(id, signal));
}
