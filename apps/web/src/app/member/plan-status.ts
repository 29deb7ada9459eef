import type { PlanStatus } from '@portico/domain/member';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiData, FALLBACK_ERROR_MESSAGE } from '../api-client';

/** GET /api/plan_status/{userId}: the member's plan, renewal flags and any upgrade in progress. */
export async function getPlanStatus(
  userId: number | string,
  signal?: AbortSignal,
): Promise<PlanStatus> {
  const data = await apiData<unknown>(`/plan_status/${encodeURIComponent(userId)}`, { signal });
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, data);
  }
  const status = data as Partial<PlanStatus>;
  if (typeof status.Plan_Name !== 'string' || typeof status.app_id !== 'number') {
    throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, data);
  }
  return data as PlanStatus;
}

/** Always read afresh: a renewal, an upgrade or the documents confirmation may have changed it. */
export function planStatusQueryOptions(userId: number | string) {
  return queryOptions({
    queryKey: ['plan-status', String(userId)] as const,
    queryFn: ({ signal }) => getPlanStatus(userId, signal),
    staleTime: 0,
  });
}
