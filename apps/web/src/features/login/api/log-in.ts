import type { LoginUser } from '@portico/domain/member';
import { MESSAGES } from '@portico/domain/messages';
import type { LoginRequest } from '@portico/domain/schemas/verification.schema';
import { useMutation } from '@tanstack/react-query';
import {
  ApiError,
  apiCall,
  FALLBACK_ERROR_MESSAGE,
  isApiError,
  ResponseShapeError,
} from '../../../app/api-client';

/** A refused code (a 400, or `success: false`) without a message still says what happened. */
function withRefusalMessage(error: unknown): unknown {
  if (
    isApiError(error) &&
    !(error instanceof ResponseShapeError) &&
    (error.status === 400 || error.status === 200) &&
    error.message === FALLBACK_ERROR_MESSAGE
  ) {
    return new ApiError(error.status, MESSAGES.otpFailed, error.errors, error.body);
  }
  return error;
}

/**
 * POST /api/login {email_phone, otp} → {success, token, data: LoginUser}. A wrong code is a 400
 * ('OTP verification failed', the server's message); a 429 carries the server's message.
 */
export async function logIn(payload: LoginRequest): Promise<{ token: string; user: LoginUser }> {
  // The contract (and zod) load with the call: the page starts without them.
  const { loginResponse } = await import('@portico/domain/contracts/members.contract');
  try {
    const answer = await apiCall('/login', loginResponse, { method: 'POST', body: payload });
    return { token: answer.token, user: answer.data };
  } catch (error) {
    throw withRefusalMessage(error);
  }
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
