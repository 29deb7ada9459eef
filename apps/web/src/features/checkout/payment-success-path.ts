import type { OrderType } from '@portico/domain/checkout';

/** The last order paid, kept in the process state for the outcome pages. */
export type LastOrder = { unique_order_id: string; type: OrderType; user_id: number };

/**
 * Where a successful payment goes (member spec §4.6); revive renewals go home. A renewal paid through
 * a reminder's link, signed out, has no thank-you page in the logged-out routes: it gets the
 * registration's success page, which shows the same (member number, plan, receipt).
 */
export function paymentSuccessPath(
  type: OrderType,
  uniqueOrderId: string,
  signedIn = true,
): string {
  const order = encodeURIComponent(uniqueOrderId);
  switch (type) {
    case 'register':
      return `/register/user/payment-success/${order}`;
    case 'upgrade':
      return `/app/upgrade/payment-success/${order}`;
    case 'renew':
      return signedIn ? `/app/thank-you/${order}` : `/register/user/payment-success/${order}`;
    case 'revive_renew':
      return '/';
  }
}
