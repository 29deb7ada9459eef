import { userDetailsResponse } from '@portico/domain/contracts/members.contract';
import type { LoginUser } from '@portico/domain/member';
import { apiCall } from '../../../app/api-client';
import { freshRecordQuery } from '../../../app/record-query';

/** GET /api/get_user_details/{id}: the member (manual flag, plan, …) the self-update is for. */
export type UserDetails = LoginUser;

export async function getUserDetails(id: number, signal?: AbortSignal): Promise<UserDetails> {
  const answer = await apiCall(`/get_user_details/${id}`, userDetailsResponse, { signal });
  return answer.data;
}

/** The member the self-update is for (none for a null id); always fetched afresh. */
export function userDetailsQuery(id: number | null) {
  return freshRecordQuery(['user-details', id], id, getUserDetails, { forget: true });
}
