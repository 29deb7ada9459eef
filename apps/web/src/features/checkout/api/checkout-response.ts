import type { CheckoutData, PaymentProviderName } from '@portico/domain/checkout';
import { formatIndiaDate } from '@portico/domain/format';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';
import { freshFromServer } from '../../../app/server-answers';

/** The card provider a checkout pays through and its public key id. */
export type CheckoutProvider = { name: PaymentProviderName; key: string };

/**
 * What a checkout load comes to (member spec §4.6): the checkout to show, with the provider it pays
 * through, or the reason the page leaves for another: cancelled → /application-cancelled, payment
 * link expired → /payment-expired, already paid → /payment-received, anything else → /nothing-to-pay
 * (with the date a renewal opens). A request error is thrown instead.
 */
export type CheckoutLoad =
  | { kind: 'ready'; checkout: CheckoutData; token: string | null; provider: CheckoutProvider }
  | { kind: 'cancelled' }
  | { kind: 'expired' }
  | {
      kind: 'unavailable';
      message: string;
      /** Paid already: the only case /payment-received is for. */
      alreadyPaid: boolean;
      /** A renewal not due yet: the first day of its window, 'DD-MM-YYYY' (India). */
      renewalOpens: string | null;
    };

/** The provider a loaded checkout pays through, or null (not loaded). */
export function providerOf(load: CheckoutLoad | undefined): PaymentProviderName | null {
  return load?.kind === 'ready' ? load.provider.name : null;
}

/**
 * GETs one of the checkout calls and reads its answer with the contract. `success: false` is an
 * outcome, not an error; a non-2xx answer, a network failure or an answer of the wrong shape throws
 * an ApiError.
 */
export async function fetchCheckout(path: string, signal?: AbortSignal): Promise<CheckoutLoad> {
  // The contract (and zod) load with the call: the page renders and hydrates without them.
  const { checkoutResponse } = await import('@portico/domain/contracts/payments.contract');
  const answer = await apiCall(path, checkoutResponse, { signal });
  if (!answer.success) {
    if (answer.cancelled === true) return { kind: 'cancelled' };
    if (answer.payment_link_expired === true) return { kind: 'expired' };
    return {
      kind: 'unavailable',
      message: answer.message.trim() || FALLBACK_ERROR_MESSAGE,
      alreadyPaid: answer.already_paid === true,
      renewalOpens: answer.renewal_opens ? formatIndiaDate(new Date(answer.renewal_opens)) : null,
    };
  }
  return {
    kind: 'ready',
    checkout: answer.data,
    token: answer.token || null,
    provider: { name: answer.provider, key: answer.key },
  };
}

/** A coupon code as the path carries it: trimmed, upper case, URL-encoded. */
export function couponSegment(coupon: string): string {
  return encodeURIComponent(coupon.trim().toUpperCase());
}

/** What every checkout's query key starts with: invalidating it reads the shown checkout again. */
export const CHECKOUT_QUERY_ROOT = 'checkout';

/**
 * The query of one checkout call (what useQuery and queryClient.fetchQuery take), keyed under
 * CHECKOUT_QUERY_ROOT. A checkout is read afresh whenever a screen shows it (staleTime 0): what is
 * payable changes when someone pays (in another tab, or by the webhook), and a stale answer would
 * offer to pay twice.
 */
export function checkoutQuery(
  key: readonly unknown[],
  load: (signal: AbortSignal) => Promise<CheckoutLoad>,
) {
  return queryOptions({
    queryKey: [CHECKOUT_QUERY_ROOT, ...key],
    queryFn: ({ signal }) => load(signal),
    // The page's own answer when the server rendered it (decision 047), else always afresh.
    staleTime: freshFromServer(0),
  });
}

export type CheckoutQuery = ReturnType<typeof checkoutQuery>;
