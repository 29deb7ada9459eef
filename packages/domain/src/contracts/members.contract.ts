// The member area: POST /api/login_otp, POST /api/login, POST /api/logout, GET /api/plan_status/:userId,
// GET /api/get_user_details/:id, POST /api/user_clean_update (multipart), POST
// /api/user_clean_update/ignore, and the public GET /api/validate_membership (membership check).
import { z } from 'zod';
import { MAX_RECORD_ID } from '../record-id';
import { loginOtpRequestSchema } from '../schemas/verification.schema';
import { applicationIdParams } from './applications.contract';
import type { otpCodeField } from './verification.contract';

export { loginOtpRequestSchema as loginCodeBody };

/** POST /api/login: the email or number with its code. */
export function loginBody(otp: ReturnType<typeof otpCodeField>) {
  return loginOtpRequestSchema.extend({ otp });
}

export const planStatusParams = z.object({ userId: applicationIdParams.shape.id });
export const userDetailsParams = applicationIdParams;

/** The spec sends no body; an `id` may name the user it is for (it must be the caller's own). */
export const confirmDocumentsBody = z
  .object({ id: z.coerce.number().int().positive().max(MAX_RECORD_ID).optional() })
  .nullish();

export const membershipCheckQuery = z.object({ number: z.string().trim().min(1).max(40) });
