import {
  ORDER_TYPES,
  type CheckoutData,
  type CheckoutPlanHistory,
  type PaymentProviderName,
} from '@portico/domain/checkout';
import { ApiError, apiRequest, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

/** The card provider a checkout pays through and its public key id; null when not named. */
export type CheckoutProvider = { name: PaymentProviderName; key: string } | null;

/**
 * What a checkout load comes to (member spec §4.6): the checkout to show, with the provider it pays
 * through, or the reason the page leaves for another: cancelled → /application-cancelled, payment
 * link expired → /payment-expired, anything else (e.g. already paid) → /payment-received. A request
 * error is thrown instead.
 */
export type CheckoutLoad =
  | { kind: 'ready'; checkout: CheckoutData; token: string | null; provider: CheckoutProvider }
  | { kind: 'cancelled' }
  | { kind: 'expired' }
  | { kind: 'unavailable'; message: string };

const HISTORY_TYPES: readonly CheckoutPlanHistory['history_type'][] = [
  'new',
  'upgrade',
  'revive_renew',
  'renew',
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A money field: a finite number (a numeric string is accepted); else null. */
function amount(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

function optionalAmount(value: unknown): number | undefined {
  return amount(value) ?? undefined;
}

const unreadable = (body: unknown) => new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, body);

/** The provider a loaded checkout pays through, or null (not loaded, or not named). */
export function providerOf(load: CheckoutLoad | undefined): PaymentProviderName | null {
  return load?.kind === 'ready' ? (load.provider?.name ?? null) : null;
}

/** Reads the checkout data of any checkout call; throws when the answer cannot be shown. */
export function parseCheckoutData(data: unknown): CheckoutData {
  if (!isObject(data)) throw unreadable(data);
  const history = isObject(data.plan_history) ? data.plan_history : {};
  const historyId = amount(history.id);
  const appId = amount(history.app_id);
  const historyType = HISTORY_TYPES.find((type) => type === history.history_type) ?? 'new';
  const joining = amount(data.Joining_Fees) ?? 0;
  const annual = amount(data.Annual_Fees);
  const gst = amount(data.gst);
  const total = amount(data.total);
  if (annual === null || gst === null || total === null) throw unreadable(data);
  const coupon = isObject(data.coupon) ? data.coupon : {};
  const period = isObject(data.period) ? data.period : null;
  const type = ORDER_TYPES.find((t) => t === data.type);
  return {
    type: type ?? 'register',
    Plan_Name: text(data.Plan_Name),
    Name: text(data.Name),
    Authorized_Person: text(data.Authorized_Person),
    Email: text(data.Email),
    Mobile: text(data.Mobile),
    Joining_Fees: joining,
    Discount: amount(data.Discount) ?? 0,
    Annual_Fees: annual,
    gst,
    total,
    plan_history: {
      id: historyId ?? 0,
      history_type: historyType,
      app_id: appId ?? 0,
    },
    coupon: {
      status: coupon.status === true,
      msg: text(coupon.msg),
      code: text(coupon.code) || null,
    },
    period:
      period && text(period.from) && text(period.to)
        ? { from: text(period.from), to: text(period.to) }
        : null,
    Pervious_Plan_Name: text(data.Pervious_Plan_Name) || undefined,
    Pervious_Joining_Fees: optionalAmount(data.Pervious_Joining_Fees),
    diff_Joining_Fees: optionalAmount(data.diff_Joining_Fees),
    Pervious_Annual_Fees: optionalAmount(data.Pervious_Annual_Fees),
    diff_Annual_Fees: optionalAmount(data.diff_Annual_Fees),
  };
}

/**
 * GETs one of the checkout calls and reads its CheckoutResponse. `success: false` is an outcome, not
 * an error; a non-2xx answer, a network failure or unreadable data throws an ApiError.
 */
export async function fetchCheckout(path: string, signal?: AbortSignal): Promise<CheckoutLoad> {
  const envelope = await apiRequest<unknown>(path, { signal });
  if (!envelope.success) {
    if (envelope.cancelled === true) return { kind: 'cancelled' };
    if (envelope.payment_link_expired === true) return { kind: 'expired' };
    return { kind: 'unavailable', message: envelope.message?.trim() || FALLBACK_ERROR_MESSAGE };
  }
  const token = typeof envelope.token === 'string' && envelope.token !== '' ? envelope.token : null;
  const provider: CheckoutProvider =
    envelope.provider === 'razorpay' || envelope.provider === 'sandbox'
      ? { name: envelope.provider, key: text(envelope.key) }
      : null;
  return { kind: 'ready', checkout: parseCheckoutData(envelope.data), token, provider };
}

/** A coupon code as the path carries it: trimmed, upper case, URL-encoded. */
export function couponSegment(coupon: string): string {
  return encodeURIComponent(coupon.trim().toUpperCase());
}

/** What every checkout's query key starts with: invalidating it reads the shown checkout again. */
export const CHECKOUT_QUERY_ROOT = 'checkout';

/** The query of one checkout call: what useQuery and queryClient.fetchQuery take. */
export type CheckoutQuery = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<CheckoutLoad>;
  staleTime: number;
};

/**
 * A checkout is read afresh whenever a screen shows it (staleTime 0): what is payable changes when
 * someone pays (in another tab, or by the webhook), and a stale answer would offer to pay twice.
 */
export function checkoutQuery(
  queryKey: readonly unknown[],
  load: (signal: AbortSignal) => Promise<CheckoutLoad>,
): CheckoutQuery {
  return { queryKey, queryFn: ({ signal }) => load(signal), staleTime: 0 };
}
