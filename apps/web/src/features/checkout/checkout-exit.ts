import { useLocation } from 'react-router';
import { isApiError } from '../../app/api-client';
import { loginPath } from '../../app/return-path';
import type { CheckoutLoad } from './api/checkout-response';

/** Where a checkout's request error goes (member spec §4.6, §8): the home route. */
export const REQUEST_ERROR_PATH = '/';

/** Where a checkout with nothing payable (and nothing paid) goes. */
export const NOTHING_TO_PAY_PATH = '/nothing-to-pay';

/**
 * Where a checkout load sends the user instead of showing the checkout (member spec §4.6), or null
 * to stay. The server answers every handled outcome with a 200 and `success: false`: cancelled → the
 * cancelled page, payment link expired → /payment-expired, already paid → /payment-received, and
 * nothing to pay otherwise (not approved, renewal not due) → /nothing-to-pay, which says when a
 * renewal opens. Not logged in (401): /login, then back `here`. Any other request error (no answer,
 * another non-2xx status, an answer that cannot be read) → '/'.
 */
export function checkoutExit(
  query: { data?: CheckoutLoad; isError: boolean; error?: unknown },
  paths: { cancelled: string; here: string },
): string | null {
  if (query.isError) {
    return isApiError(query.error) && query.error.status === 401
      ? loginPath(paths.here)
      : REQUEST_ERROR_PATH;
  }
  const data = query.data;
  switch (data?.kind) {
    case 'cancelled':
      return paths.cancelled;
    case 'expired':
      return '/payment-expired';
    case 'unavailable':
      if (data.alreadyPaid) return '/payment-received';
      return data.renewalOpens
        ? `${NOTHING_TO_PAY_PATH}?opens=${data.renewalOpens}`
        : NOTHING_TO_PAY_PATH;
    default:
      return null;
  }
}

/** The cancelled page of an application; `routeId` is the base64 id the route carried. */
export function cancelledPath(routeId: string): string {
  return `/application-cancelled/${routeId}`;
}

/** The page's own path and query: where /login returns to (a payment link keeps its token). */
export function useHere(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
