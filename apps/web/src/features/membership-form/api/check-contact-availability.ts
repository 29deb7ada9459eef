import { ApiError, apiRequest, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';
import type { ContactChannel } from '../../../app/verification/api/send-otp';

export type ContactAvailability = { available: boolean; message: string };

/** Said when a server names a taken address without a message of its own. */
const TAKEN = {
  email: 'This email is already registered with us',
  mobile: 'This mobile number is already registered with us',
} as const;

/**
 * GET /api/verify_email/{value} or /api/verify_mobile_number/{value}: is the address still free for
 * a new application ({success, available, message})? A 4xx, a network failure or an answer without
 * `available` rejects with an ApiError.
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
  const envelope = await apiRequest<unknown>(path, { signal });
  const message = envelope.message?.trim() ?? '';
  if (!envelope.success || typeof envelope.available !== 'boolean') {
    throw new ApiError(200, message || FALLBACK_ERROR_MESSAGE, envelope.errors, envelope);
  }
  return {
    available: envelope.available,
    message: message || (envelope.available ? '' : TAKEN[channel]),
  };
}
