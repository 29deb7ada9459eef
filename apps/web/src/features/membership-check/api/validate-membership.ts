import type { MembershipValidity } from '@portico/domain/member';
import { ApiError, apiRequest, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

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
  const envelope = await apiRequest<unknown>(
    `/validate_membership?number=${encodeURIComponent(number)}`,
    { signal },
  );
  const message = envelope.message?.trim() || FALLBACK_ERROR_MESSAGE;
  if (!envelope.success) throw new ApiError(200, message, envelope.errors, envelope);
  const data = envelope.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, envelope);
  }
  return data as MembershipRecord;
}
