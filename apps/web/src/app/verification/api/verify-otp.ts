import { MESSAGES } from '@portico/domain/messages';
import { ApiError, apiRequest } from '../../api-client';
import { contactPayload, type ContactChannel } from './send-otp';

export type VerifiedOtp = { token: string; message: string };

/**
 * POST /api/verify_otp {email, otp} or {mobile_number, otp}. The API client sends the current Bearer
 * token, so a second verification extends the same applicant principal; `bearer` sends another
 * token instead (an earlier verification token a signed-in member's form keeps apart from the
 * session). Resolves with the new token and the server's message; a wrong, expired or used code
 * rejects with an ApiError.
 */
export async function verifyOtp(
  channel: ContactChannel,
  address: string,
  otp: string,
  bearer: string | null = null,
): Promise<VerifiedOtp> {
  const envelope = await apiRequest<unknown>('/verify_otp', {
    method: 'POST',
    body: { ...contactPayload(channel, address), otp },
    ...(bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {}),
  });
  const token = envelope.token;
  if (!envelope.success || typeof token !== 'string' || token === '') {
    throw new ApiError(
      200,
      envelope.message?.trim() || MESSAGES.otpFailed,
      envelope.errors,
      envelope,
    );
  }
  return { token, message: envelope.message?.trim() || 'OTP verified' };
}
