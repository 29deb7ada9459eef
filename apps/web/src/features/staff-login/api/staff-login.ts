import { useMutation } from '@tanstack/react-query';
import { staffLoginResponse } from '@portico/domain/contracts/staff-auth.contract';
import { apiCall } from '../../../app/api-client';
import { toStaffUser, type StaffUser } from '../../../app/staff/staff-session';

/** POST /api/staff/login {email, otp} → the staff token and profile. */
export async function staffLogin(
  email: string,
  otp: string,
): Promise<{ token: string; user: StaffUser }> {
  const answer = await apiCall('/staff/login', staffLoginResponse, {
    method: 'POST',
    body: { email, otp },
  });
  return { token: answer.token, user: toStaffUser(answer.data) };
}

export function useStaffSignIn() {
  return useMutation({
    mutationFn: ({ email, otp }: { email: string; otp: string }) => staffLogin(email, otp),
  });
}
