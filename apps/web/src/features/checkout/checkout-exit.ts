import type { CheckoutLoad } from './api/checkout-response';

/** Where a checkout's request error goes (member spec §4.6, §8): the home route. */
export const REQUEST_ERROR_PATH = '/';

/**
 * Where a checkout load sends the user instead of showing the checkout (member spec §4.6), or null
 * to stay. The server answers every handled outcome with a 200 and `success: false`: cancelled → the
 * cancelled page, payment link expired → /payment-expired, any other (already paid, nothing to pay)
 * → /payment-received. A request error (no answer, any other non-2xx status, an answer that cannot
 * be read) → '/'.
 */
export function checkoutExit(
  query: { data?: CheckoutLoad; isError: boolean },
  paths: { cancelled: string },
): string | null {
  if (query.isError) return REQUEST_ERROR_PATH;
  switch (query.data?.kind) {
    case 'cancelled':
      return paths.cancelled;
    case 'expired':
      return '/payment-expired';
    case 'unavailable':
      return '/payment-received';
    default:
      return null;
  }
}

/** The cancelled page of an application; `routeId` is the base64 id the route carried. */
export function cancelledPath(routeId: string): string {
  return `/application-cancelled/${routeId}`;
}
