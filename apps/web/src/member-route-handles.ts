// The member pages' route handles: what the server reads to render each with the member's data when
// it has their session (the page cookie, decision 047), and the reads the browser sends as the app
// starts when it does not. The screens' modules load only when a handle runs.
import { planStatusPath } from './app/member/plan-status';
import type { RouteHandle } from './app/server-prefetch';
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

/** A signed-in member's renewal checkout: rendered with it, or asked for as the app starts. */
export const renewalCheckoutHandle: RouteHandle = {
  prefetch: async (queryClient, { userId }) => {
    const id = decodeId(userId ?? '');
    if (id === null || getSession().token === null) return;
    const screen = await import('./features/checkout/renewal-checkout.screen');
    await screen.prefetchRenewalCheckout(queryClient, id);
  },
  earlyCalls: ({ userId }) => {
    const id = decodeId(userId ?? '');
    return id === null || getSession().token === null ? [] : [renewCheckoutPath(id)];
  },
};

/** A signed-in member's upgrade checkout, rendered with it when the server has their session. */
export const upgradeCheckoutHandle: RouteHandle = {
  prefetch: async (queryClient, { userId }) => {
    const id = decodeId(userId ?? '');
    if (id === null || getSession().token === null) return;
    const screen = await import('./features/checkout/upgrade-checkout.screen');
    await screen.prefetchUpgradeCheckout(queryClient, id);
  },
};
