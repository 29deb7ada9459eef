import type { LoginUser } from '@portico/domain/member';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiData, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

/** The parts of GET /api/get_user_details/{id} the self-update reads (a LoginUser). */
export type UserDetails = Pick<LoginUser, 'id' | 'manual' | 'plan'> & Partial<LoginUser>;

/**
 * GET /api/get_user_details/{id}: the member (manual flag, plan, …) the self-update is for. Read
 * field by field until the members contract declares this answer.
 */
export async function getUserDetails(id: number, signal?: AbortSignal): Promise<UserDetails> {
  const data = await apiData<unknown>(`/get_user_details/${id}`, { signal });
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, data);
  }
  const row = data as Record<string, unknown>;
  const plan = row.plan as UserDetails['plan'] | undefined;
  return {
    ...(row as Partial<LoginUser>),
    id: Number(row.id ?? id),
    // 0, 1 or 4; anything else (or nothing) asks for no update.
    manual: [1, 4].includes(Number(row.manual)) ? (Number(row.manual) as 1 | 4) : 0,
    plan:
      plan && typeof plan === 'object' && typeof plan.name === 'string'
        ? { id: Number(plan.id), name: plan.name }
        : null,
  };
}

/** The member the self-update is for (none for a null id); always fetched afresh. */
export function userDetailsQuery(id: number | null) {
  return queryOptions({
    queryKey: ['user-details', id],
    queryFn: ({ signal }) => getUserDetails(id as number, signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
