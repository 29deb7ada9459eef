import { DOCUMENTS_CONFIRMATION_FIELD, type PlanStatus } from '@portico/domain/member';
import { applicationRouteId } from '@portico/domain/format';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, isApiError } from '../api-client';
import { freshFromServer } from '../server-answers';

export const planStatusPath = (userId: number | string) =>
  `/plan_status/${encodeURIComponent(userId)}`;

/** GET /api/plan_status/{userId}: the member's plan, renewal flags and any upgrade in progress. */
export async function getPlanStatus(
  userId: number | string,
  signal?: AbortSignal,
): Promise<PlanStatus> {
  const path = planStatusPath(userId);
  // The contract (and zod) load with the call: the app's start, which prefetches this, goes without.
  const { planStatusResponse } = await import('@portico/domain/contracts/members.contract');
  const answer = await apiCall(path, planStatusResponse, { signal });
  return answer.data;
}

/** Always read afresh: a renewal, an upgrade or the documents confirmation may have changed it. */
export function planStatusQueryOptions(userId: number | string) {
  return queryOptions({
    queryKey: ['plan-status', String(userId)] as const,
    queryFn: ({ signal }) => getPlanStatus(userId, signal),
    // The page's own answer when the server rendered it (decision 047), else always afresh.
    staleTime: freshFromServer(0),
  });
}

// The documents confirmation before a renewal (manual 1 or 4). Kept here, in the plan status's
// chunk, rather than in a module of its own: a new chunk's name alone would grow the entry.

/**
 * Navigation state that opens the plan status's documents confirmation at once: where a renewal
 * refused for unconfirmed documents sends a signed-in member (member spec §4.5).
 */
export const DOCUMENTS_CONFIRMATION_STATE = { confirmDocuments: true } as const;

export function opensDocumentsConfirmation(state: unknown): boolean {
  return (state as { confirmDocuments?: unknown } | null)?.confirmDocuments === true;
}

/** A renewal checkout or order refused (409) until the documents are confirmed (manual 1 or 4). */
export function isDocumentsConfirmationRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 409 &&
    error.errors?.[DOCUMENTS_CONFIRMATION_FIELD] !== undefined
  );
}

/**
 * Navigation state of the plan status's Renew Plan for a membership lapsed beyond the renewal
 * window: the one way a signed-in member reaches the revival checkout (ReviveRenewCheckoutScreen).
 */
export const MEMBER_REVIVAL_STATE = { memberRevival: true } as const;

export function isMemberRevival(state: unknown): boolean {
  return (state as { memberRevival?: unknown } | null)?.memberRevival === true;
}

/**
 * The renewal checkout of an application: /app/checkout/{PA-000009}, or the revival checkout
 * /renew-checkout-revive/{PA-000009} for a membership lapsed beyond the renewal window.
 */
export function renewalCheckoutPath(appId: number, revive: boolean): string {
  return revive
    ? `/renew-checkout-revive/${applicationRouteId(appId)}`
    : `/app/checkout/${applicationRouteId(appId)}`;
}
