import type { LoginOtpRequest } from '@portico/domain/schemas/verification.schema';
import { codeLengthOf } from '@portico/domain/validation';
import { ApiError, apiRequest, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

/**
 * POST /api/login_otp {email_phone}: sends the login code to the email or mobile number. Resolves
 * with the server's message and the code's length (`code_length`, 4 when the server names none);
 * `success: false`, a 4xx (429 when throttled, with the server's message) or a network failure
 * rejects with an ApiError.
 */
export async function sendLoginCode(
  payload: LoginOtpRequest,
): Promise<{ message: string; codeLength: number }> {
  const envelope = await apiRequest<unknown>('/login_otp', { method: 'POST', body: payload });
  const message = envelope.message?.trim() ?? '';
  if (!envelope.success) {
    throw new ApiError(200, message || FALLBACK_ERROR_MESSAGE, envelope.errors, envelope);
  }
  return { message, codeLength: codeLengthOf(envelope) };
}
