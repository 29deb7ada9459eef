import {
  checkoutQuery,
  couponSegment,
  fetchCheckout,
  type CheckoutQuery,
} from './checkout-response';

/** GET /api/checkout/{id} or, with a coupon, GET /api/checkout/{id}/{COUPON}: a new registration. */
export function getCheckout(id: number, coupon: string | null, signal?: AbortSignal) {
  const path = coupon ? `/checkout/${id}/${couponSegment(coupon)}` : `/checkout/${id}`;
  return fetchCheckout(path, signal);
}

export function checkoutQueryOptions(id: number, coupon: string | null): CheckoutQuery {
  return checkoutQuery(['register', id, coupon], (signal) => getCheckout(id, coupon, signal));
}
