import { useMutation } from '@tanstack/react-query';
import { verifiedResponse } from '@portico/domain/contracts/verification.contract';
import { apiCall } from '../../api-client';
import { contactPayload, type ContactChannel } from './send-otp';

export type VerifiedOtp = { token: string; message: string };

export type VerifyCode = {
  channel: ContactChannel;
  address: string;
  otp: string;
  /** Another token to send in place of the session's (see verifyOtp). */
  bearer?: string | null;
};

/**
 * POST /api/verify_otp {email, otp} or {mobile_number, otp}. The API client sends the current Bearer
 * token, so a second verification extends the same applicant principal; `bearer` sends another
 * token instead (an earlier verification token a signed-in member's form keeps apart from the
 * session). Resolves with the new token and the server's message; a wrong, expired or used code
 * rejects with an ApiError.
 */
export async function verifyOtp({
  channel,
  address,
  otp,
  bearer = null,
}: VerifyCode): Promise<VerifiedOtp> {
  const answer = await apiCall('/verify_otp', verifiedResponse, {
    method: 'POST',
    body: { ...contactPayload(channel, address), otp },
    ...(bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {}),
  });
  return { token: answer.token, message: answer.message.trim() || 'OTP verified' };
}

export function useVerifyCodeMutation() {
  return useMutation({ mutationFn: verifyOtp });
}
