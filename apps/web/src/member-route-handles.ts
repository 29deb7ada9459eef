// The member pages' route handles: what the server reads to render each with the member's data when
// it has their session (the page cookie, decision 047), and the reads the browser sends as the app
// starts when it does not. The screens' modules load only when a handle runs.
import { planStatusPath } from './app/member/plan-status';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteHandle, RoutePrefetch } from './app/server-prefetch';
import { getSession } from './app/session';
import { renewCheckoutPath } from './features/checkout/api/renew-checkout-path';
import { decodeId } from '@portico/domain/route-id';

/**
 * The member's plan: rendered with it when the server has the member's session (the page cookie,
 * decision 047), else asked for as the app starts (in the browser, where the session is).
 */
export const planStatusHandle: RouteHandle = {
  prefetch: async (queryClient) => {
    const userId = getSession().user?.id;
    if (userId === undefined) return;
    const screen = await import('./features/plan-status/plan-status.screen');
    await screen.prefetchPlanStatus(queryClient, userId);
  },
  earlyCalls: () => {
    const userId = getSession().user?.id;
    return userId === undefined ? [] : [planStatusPath(userId)];
  },
};

/** The member the route's `:userId` names, when a member is signed in; null otherwise. */
function signedInMemberId({ userId }: Record<string, string | undefined>): number | null {
  const id = decodeId(userId ?? '');
  return id === null || getSession().token === null ? null : id;
}

/** Prefetches a checkout screen's read for the signed-in member the route names. */
function checkoutPrefetch(
  prefetchScreen: (queryClient: QueryClient, id: number) => Promise<void>,
): RoutePrefetch {
  return async (queryClient, params) => {
    const id = signedInMemberId(params);
    if (id !== null) await prefetchScreen(queryClient, id);
  };
}

/** A signed-in member's renewal checkout: rendered with it, or asked for as the app starts. */
export const renewalCheckoutHandle: RouteHandle = {
  prefetch: checkoutPrefetch(async (queryClient, id) => {
    const screen = await import('./features/checkout/renewal-checkout.screen');
    await screen.prefetchRenewalCheckout(queryClient, id);
  }),
  earlyCalls: (params) => {
    const id = signedInMemberId(params);
    return id === null ? [] : [renewCheckoutPath(id)];
  },
};

/** A signed-in member's upgrade checkout, rendered with it when the server has their session. */
export const upgradeCheckoutHandle: RouteHandle = {
  prefetch: checkoutPrefetch(async (queryClient, id) => {
    const screen = await import('./features/checkout/upgrade-checkout.screen');
    await screen.prefetchUpgradeCheckout(queryClient, id);
  }),
};
