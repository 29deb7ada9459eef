import { membershipValidityResponse } from '@portico/domain/contracts/members.contract';
import type { MembershipValidity } from '@portico/domain/member';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiCall, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

export type MembershipRecord = Extract<MembershipValidity, { success: true }>['data'];

/**
 * GET /api/validate_membership?number=… (public): the member number's holder, category, valid-until
 * date and whether the membership is current. An unknown number (`success: false`, or a 4xx)
 * rejects with the server's message.
 */
export async function validateMembership(
  number: string,
  signal?: AbortSignal,
): Promise<MembershipRecord> {
  const path = `/validate_membership?number=${encodeURIComponent(number)}`;
  const answer = await apiCall(path, membershipValidityResponse, { signal });
  if (!answer.success) {
    throw new ApiError(200, answer.message.trim() || FALLBACK_ERROR_MESSAGE, undefined, answer);
  }
  return answer.data;
}

export function useValidateMembership() {
  return useMutation({ mutationFn: (number: string) => validateMembership(number) });
}
