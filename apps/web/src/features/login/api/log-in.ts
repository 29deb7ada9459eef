import type { LoginUser } from '@portico/domain/member';
import { MESSAGES } from '@portico/domain/messages';
import type { LoginRequest } from '@portico/domain/schemas/verification.schema';
import { ApiError, apiRequest, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

function isLoginUser(value: unknown): value is LoginUser {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const user = value as Partial<LoginUser>;
  return Number.isSafeInteger(user.id) && (user.id as number) > 0;
}

/**
 * POST /api/login {email_phone, otp} → {success, token, data: LoginUser}. A wrong code is a 400
 * ('OTP verification failed', the server's message); a 429 carries the server's message.
 */
export async function logIn(payload: LoginRequest): Promise<{ token: string; user: LoginUser }> {
  let envelope;
  try {
    envelope = await apiRequest<unknown>('/login', { method: 'POST', body: payload });
  } catch (error) {
    // A refused code without a message still says what happened.
    if (
      error instanceof ApiError &&
      error.status === 400 &&
      error.message === FALLBACK_ERROR_MESSAGE
    ) {
      throw new ApiError(400, MESSAGES.otpFailed, error.errors, error.body);
    }
    throw error;
  }
  const token = envelope.token;
  if (!envelope.success) {
    throw new ApiError(
      200,
      envelope.message?.trim() || MESSAGES.otpFailed,
      envelope.errors,
      envelope,
    );
  }
  if (typeof token !== 'string' || token === '' || !isLoginUser(envelope.data)) {
    throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, envelope);
  }
  return { token, user: envelope.data };
}
