// The member area: POST /api/login_otp, POST /api/login, POST /api/logout, GET /api/plan_status/:userId,
// GET /api/get_user_details/:id, POST /api/user_clean_update (multipart), POST
// /api/user_clean_update/ignore, and the public GET /api/validate_membership (membership check). The
// TypeScript shapes of the answers live in ../member (LoginResponse, PlanStatus, …); the schemas
// here parse them.
import { z } from 'zod';
import type { CleanUpdateResponse, LoginResponse, MembershipValidity, PlanStatus } from '../member';
import { MAX_RECORD_ID } from '../record-id';
import { loginOtpRequestSchema } from '../schemas/verification.schema';
import { applicationIdParams } from './applications.contract';
import { dataResponse } from './common';
import { MANUAL_VALUES } from './values';
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

// ---- answers ------------------------------------------------------------------------------------

const flag = z.union([z.literal(0), z.literal(1)]);
const manualFlag = z.literal([...MANUAL_VALUES]);

/** POST /api/login_otp answers as every code sent: `code_length` says how many boxes to show. */
export { codeSentResponse as loginCodeResponse } from './verification.contract';

export const loginPlanHistory = z.object({
  id: z.number().int(),
  app_id: z.number().int(),
  history_type: z.enum(['new', 'upgrade', 'revive_renew']),
  app_filled: z.boolean(),
  cancelled: z.boolean(),
  approval_governing_1: flag,
  approval_governing_2: flag,
  payment_status: flag,
});

export const loginUser = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['member', 'applicant']),
  name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  steps: z.number().int(),
  is_draft: flag,
  journey: z.enum(['new', 'upgrade']),
  plan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  membership_id: z.number().int().nullable(),
  plan_history: loginPlanHistory.nullable(),
  Unique_id: z.string().nullable(),
  manual: manualFlag,
  pdf_standalone: z.string().nullable(),
});

/** POST /api/login: the token and where the user's journey stands (a wrong code is a 400). */
export const loginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string().min(1),
  data: loginUser,
});

export const planStatus = z.object({
  Plan_Name: z.string(),
  Plan: z.enum(['active', 'expired']),
  Annual_Fees: z.number(),
  gst: z.number(),
  total: z.number(),
  Plan_Expiry: z.string(),
  renew: z.boolean(),
  revive: z.boolean(),
  app_id: z.number().int(),
  Unique_id: z.string(),
  Name: z.string(),
  Email: z.string(),
  manual: manualFlag,
  pdf_standalone: z.string().nullable(),
  can_upgrade: z.boolean(),
  upgrade_app_id: z.number().int().nullable(),
});
export const planStatusResponse = dataResponse(planStatus);

/** POST /api/user_clean_update and /api/user_clean_update/ignore: the app_id the renewal takes. */
export const cleanUpdateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  app_id: z.number().int().positive(),
});

/** GET /api/validate_membership: a member's validity, or (200, `success: false`) no such member. */
export const membershipValidityResponse = z.discriminatedUnion('success', [
  dataResponse(
    z.object({
      member_number: z.string(),
      name: z.string(),
      category: z.string(),
      valid_until: z.string(),
      current: z.boolean(),
    }),
  ),
  z.object({ success: z.literal(false), message: z.string() }),
]);

// The schemas and the shared TypeScript shapes must describe the same answers.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<z.infer<typeof loginResponse>, LoginResponse>,
  Same<z.infer<typeof planStatus>, PlanStatus>,
  Same<z.infer<typeof cleanUpdateResponse>, CleanUpdateResponse>,
  Same<z.infer<typeof membershipValidityResponse>, MembershipValidity>,
] = [true, true, true, true];
void sameShapes;
