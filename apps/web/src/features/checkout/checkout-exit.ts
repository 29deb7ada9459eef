import type { CheckoutLoad } from './api/checkout-response';

/**
 * Where a checkout load sends the user instead of showing the checkout (member spec §4.6), or null
 * to stay: cancelled → the cancelled page, payment link expired → /payment-expired, any other
 * `success: false` (e.g. already paid) → /payment-received, a request error → `requestError`
 * ('/' for a renewal, /payment-received for an applicant's checkout).
 */
export function checkoutExit(
  query: { data?: CheckoutLoad; isError: boolean },
  paths: { cancelled: string; requestError: string },
): string | null {
  if (query.isError) return paths.requestError;
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
