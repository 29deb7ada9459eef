import { userDetailsResponse } from '@portico/domain/contracts/members.contract';
import type { LoginUser } from '@portico/domain/member';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

/** GET /api/get_user_details/{id}: the member (manual flag, plan, …) the self-update is for. */
export type UserDetails = LoginUser;

export async function getUserDetails(id: number, signal?: AbortSignal): Promise<UserDetails> {
  const answer = await apiCall(`/get_user_details/${id}`, userDetailsResponse, { signal });
  return answer.data;
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
