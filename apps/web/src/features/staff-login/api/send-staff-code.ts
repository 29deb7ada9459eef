import { codeLengthOf } from '@portico/domain/validation';
import { apiRequest } from '../../../app/api-client';

/**
 * POST /api/staff/login_otp {email}: the same answer whether or not the account exists, with the
 * code's length (`code_length`, 4 when the server names none).
 */
export async function sendStaffCode(
  email: string,
): Promise<{ message: string; codeLength: number }> {
  const envelope = await apiRequest<unknown>('/staff/login_otp', {
    method: 'POST',
    body: { email },
  });
  if (!envelope.success) {
    throw new Error(envelope.message?.trim() || 'The code could not be sent. Please try again.');
  }
  return {
    message:
      envelope.message?.trim() || `If ${email} belongs to a staff account, a code is on its way.`,
    codeLength: codeLengthOf(envelope),
  };
}
