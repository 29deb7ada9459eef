import { isSignedIn, setToken } from '../../../app/session';
import {
  checkoutQuery,
  couponSegment,
  fetchCheckout,
  type CheckoutLoad,
  type CheckoutQuery,
} from './checkout-response';

/** The emailed payment link's query: `?h={history id}&t={signed token}`. */
export type PaymentLink = { historyId: string; token: string };

/** The checkout kinds a payment link resolves to (the `{type}` segment of the call). */
export type PaymentLinkType = 'register' | 'upgrade' | 'renew' | 'revive_renew';

/** Reads `?h=&t=` from a location's search; null unless both are there. */
export function paymentLinkFrom(search: URLSearchParams): PaymentLink | null {
  const historyId = search.get('h')?.trim() ?? '';
  const token = search.get('t')?.trim() ?? '';
  return historyId !== '' && token !== '' ? { historyId, token } : null;
}

/**
 * GET /api/payment/{history_id}/{type}/{token} (and /{COUPON} with a coupon): the checkout an emailed
 * payment link resolves to. It answers the CheckoutResponse plus an applicant `token`, which is stored
 * so that the later calls (create_order, PaymentSuccess, the outcome page) carry it. A signed-in
 * member keeps the member session: their own token already covers their checkout.
 */
export async function getPaymentLinkCheckout(
  link: PaymentLink,
  type: PaymentLinkType,
  coupon: string | null,
  signal?: AbortSignal,
): Promise<CheckoutLoad> {
  const base = `/payment/${encodeURIComponent(link.historyId)}/${type}/${encodeURIComponent(link.token)}`;
  const load = await fetchCheckout(coupon ? `${base}/${couponSegment(coupon)}` : base, signal);
  if (load.kind === 'ready' && load.token && !isSignedIn()) setToken(load.token);
  return load;
}

export function paymentLinkCheckoutQueryOptions(
  link: PaymentLink,
  type: PaymentLinkType,
  coupon: string | null,
): CheckoutQuery {
  return checkoutQuery(['payment-link', type, link.historyId, link.token, coupon], (signal) =>
    getPaymentLinkCheckout(link, type, coupon, signal),
  );
}
