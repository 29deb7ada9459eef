import { useMutation } from '@tanstack/react-query';
import { staffCodeSentResponse } from '@portico/domain/contracts/staff-auth.contract';
import { codeLengthOf } from '@portico/domain/validation';
import { apiCall } from '../../../app/api-client';

/**
 * POST /api/staff/login_otp {email}: the same answer whether or not the account exists, with the
 * code's length (`code_length`, 4 when it is not one the boxes take).
 */
export async function sendStaffCode(
  email: string,
): Promise<{ message: string; codeLength: number }> {
  const answer = await apiCall('/staff/login_otp', staffCodeSentResponse, {
    method: 'POST',
    body: { email },
  });
  return {
    message:
      answer.message.trim() || `If ${email} belongs to a staff account, a code is on its way.`,
    codeLength: codeLengthOf(answer),
  };
}

export function useSendStaffCode() {
  return useMutation({ mutationFn: sendStaffCode });
}
