import type { LoginOtpRequest } from '@portico/domain/schemas/verification.schema';
import { codeLengthOf } from '@portico/domain/validation';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

/**
 * POST /api/login_otp {email_phone}: sends the login code to the email or mobile number. Resolves
 * with the server's message and the code's length (4 when the server names one no server may be
 * configured with); `success: false`, a 4xx (429 when throttled, with the server's message) or a
 * network failure rejects with an ApiError.
 */
export async function sendLoginCode(
  payload: LoginOtpRequest,
): Promise<{ message: string; codeLength: number }> {
  // The contract (and zod) load with the call: the page starts without them.
  const { loginCodeResponse } = await import('@portico/domain/contracts/members.contract');
  const answer = await apiCall('/login_otp', loginCodeResponse, { method: 'POST', body: payload });
  return { message: answer.message.trim(), codeLength: codeLengthOf(answer) };
}

export function useSendLoginCode() {
  return useMutation({ mutationFn: sendLoginCode });
}
