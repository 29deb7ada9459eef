// Staff sign-in: POST /api/staff/login_otp, POST /api/staff/login, GET /api/staff/me.
import { z } from 'zod';
import { sendEmailOtpSchema } from '../schemas/verification.schema';
import { dataResponse } from './common';
import { STAFF_ROLE_VALUES, ZONE_CODES } from './values';
import { codeSentResponse, type otpCodeField } from './verification.contract';
import { registerRequestContracts, requestContract } from './request-contract';

export { sendEmailOtpSchema as staffCodeBody, codeSentResponse as staffCodeSentResponse };

export function staffLoginBody(otp: ReturnType<typeof otpCodeField>) {
  return requestContract('staffLoginBody', sendEmailOtpSchema.extend({ otp }));
}

export const staffProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLE_VALUES)),
  zones: z.array(z.enum(ZONE_CODES)),
});
export type StaffProfile = z.infer<typeof staffProfile>;

export const staffLoginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  data: staffProfile,
});
export const staffMeResponse = dataResponse(staffProfile);

registerRequestContracts({ staffCodeBody: sendEmailOtpSchema });
