import { checkoutQuery, fetchCheckout, type CheckoutQuery } from './checkout-response';

/** GET /api/revive_renew_checkout/{app_id}: the renewal of a membership lapsed beyond the window. */
export function getReviveRenewCheckout(appId: number, signal?: AbortSignal) {
  return fetchCheckout(`/revive_renew_checkout/${appId}`, signal);
}

export function reviveRenewCheckoutQueryOptions(appId: number): CheckoutQuery {
  return checkoutQuery(['revive_renew', appId], (signal) => getReviveRenewCheckout(appId, signal));
}
