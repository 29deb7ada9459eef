import { ApiError, apiRequest, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';
import { toStaffUser, type StaffUser } from '../../../app/staff/staff-session';

/** POST /api/staff/login {email, otp} → the staff token and profile. */
export async function staffLogin(
  email: string,
  otp: string,
): Promise<{ token: string; user: StaffUser }> {
  const envelope = await apiRequest<unknown>('/staff/login', {
    method: 'POST',
    body: { email, otp },
  });
  const token = envelope.token;
  if (!envelope.success || typeof token !== 'string' || token === '') {
    throw new ApiError(
      200,
      envelope.message?.trim() || FALLBACK_ERROR_MESSAGE,
      envelope.errors,
      envelope,
    );
  }
  const user = toStaffUser(envelope.data);
  if (user.id === '') throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, envelope);
  return { token, user };
}
