import { apiRequest } from '../../../app/api-client';

/** POST /api/staff/login_otp {email}: the same answer whether or not the account exists. */
export async function sendStaffCode(email: string): Promise<string> {
  const envelope = await apiRequest<unknown>('/staff/login_otp', {
    method: 'POST',
    body: { email },
  });
  if (!envelope.success) {
    throw new Error(envelope.message?.trim() || 'The code could not be sent. Please try again.');
  }
  return (
    envelope.message?.trim() || `If ${email} belongs to a staff account, a code is on its way.`
  );
}
