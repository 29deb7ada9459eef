import { queryOptions } from '@tanstack/react-query';
import { availabilityResponse } from '@portico/domain/contracts/verification.contract';
import { apiCall } from '../../../app/api-client';
import type { ContactChannel } from '../../../app/verification/api/send-otp';

export type ContactAvailability = { available: boolean; message: string };

/** Said when a server names a taken address without a message of its own. */
const TAKEN = {
  email: 'This email is already registered with us',
  mobile: 'This mobile number is already registered with us',
} as const;

/**
 * GET /api/verify_email/{value} or /api/verify_mobile_number/{value}: is the address still free for
 * a new application ({success, available, message})? A refusal or a network failure rejects with an
 * ApiError, an answer of the wrong shape with a ResponseShapeError.
 */
export async function checkContactAvailability(
  channel: ContactChannel,
  address: string,
  signal?: AbortSignal,
): Promise<ContactAvailability> {
  const path =
    channel === 'email'
      ? `/verify_email/${encodeURIComponent(address)}`
      : `/verify_mobile_number/${encodeURIComponent(address)}`;
  const answer = await apiCall(path, availabilityResponse, { signal });
  const message = answer.message.trim();
  return {
    available: answer.available,
    message: message || (answer.available ? '' : TAKEN[channel]),
  };
}

/** Asked afresh at each Verify, once (no retry: the applicant may press Verify again). */
export function contactAvailabilityQuery(channel: ContactChannel, address: string) {
  return queryOptions({
    queryKey: ['contact-availability', channel, address],
    queryFn: ({ signal }) => checkContactAvailability(channel, address, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
