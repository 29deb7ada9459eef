// The member area: POST /api/login_otp, POST /api/login, POST /api/logout, GET /api/plan_status/:userId,
// GET /api/get_user_details/:id, POST /api/user_clean_update (multipart), POST
// /api/user_clean_update/ignore, and the public GET /api/validate_membership (membership check).
// The TypeScript shapes of the answers live in ../member (LoginResponse, PlanStatus, …); the schemas
// here parse them.
import { z } from 'zod';
import type { CleanUpdateResponse, LoginResponse, MembershipValidity, PlanStatus } from '../member';
import { MAX_RECORD_ID } from '../record-id';
import { loginOtpRequestSchema } from '../schemas/verification.schema';
import { applicationIdParams } from './applications.contract';
import { dataResponse, messageResponse } from './common';
import { HISTORY_TYPE_VALUES, JOURNEY_VALUES, MANUAL_VALUES } from './values';
import { codeSentResponse, type otpCodeField } from './verification.contract';
import { registerRequestContracts, requestContract } from './request-contract';

export { loginOtpRequestSchema as loginCodeBody };

/** POST /api/login: the email or number with its code. */
export function loginBody(otp: ReturnType<typeof otpCodeField>) {
  return requestContract('loginBody', loginOtpRequestSchema.extend({ otp }));
}

export const planStatusParams = z.object({ userId: applicationIdParams.shape.id });
export const userDetailsParams = applicationIdParams;

/** The spec sends no body; an `id` may name the user it is for (it must be the caller's own). */
export const confirmDocumentsBody = z
  .object({ id: z.coerce.number().int().positive().max(MAX_RECORD_ID).optional() })
  .nullish();

export const membershipCheckQuery = z.object({ number: z.string().trim().min(1).max(40) });

// ---- answers ------------------------------------------------------------------------------------

const zeroOrOne = z.literal([0, 1]);
const manualFlag = z.literal([...MANUAL_VALUES]);

/** POST /api/login_otp: the code went out; its length tells the page how many boxes to show. */
export const loginCodeResponse = codeSentResponse;

export const loginPlanHistory = z.object({
  id: z.number().int(),
  app_id: z.number().int(),
  history_type: z.enum(HISTORY_TYPE_VALUES),
  app_filled: z.boolean(),
  cancelled: z.boolean(),
  approval_governing_1: zeroOrOne,
  approval_governing_2: zeroOrOne,
  payment_status: zeroOrOne,
});

export const loginUser = z.object({
  id: z.number().int(),
  kind: z.enum(['member', 'applicant']),
  name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  steps: z.number().int(),
  is_draft: zeroOrOne,
  journey: z.enum(JOURNEY_VALUES),
  plan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  membership_id: z.number().int().nullable(),
  plan_history: loginPlanHistory.nullable(),
  Unique_id: z.string().nullable(),
  manual: manualFlag,
  pdf_standalone: z.string().nullable(),
});

/** POST /api/login. */
export const loginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  data: loginUser,
});

/** POST /api/logout. */
export const logoutResponse = messageResponse;

export const planStatus = z.object({
  Plan_Name: z.string(),
  Plan: z.enum(['active', 'expired']),
  Annual_Fees: z.number(),
  gst: z.number(),
  gst_rate: z.number(),
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
  upgrade_payable: z.object({ app_id: z.number().int(), Plan_Name: z.string() }).nullable(),
});

/** GET /api/plan_status/:userId. */
export const planStatusResponse = dataResponse(planStatus);
/** GET /api/get_user_details/:id: the user as the login answers it. */
export const userDetailsResponse = dataResponse(loginUser);

/** POST /api/user_clean_update and POST /api/user_clean_update/ignore. */
export const cleanUpdateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  app_id: z.number().int(),
});

/** GET /api/validate_membership: a current member or not. */
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

/** GET/PUT /api/reminder_channels: how the signed-in member gets renewal reminders (issue #16). */
export const reminderChannels = z
  .object({ email: z.boolean(), whatsapp: z.boolean() })
  .strict()
  .refine((choice) => choice.email || choice.whatsapp, {
    message: 'Choose email, WhatsApp or both',
    path: ['email'],
  });
export const reminderChannelsResponse = dataResponse(
  z.object({ email: z.boolean(), whatsapp: z.boolean() }),
);

// The schemas and the shared TypeScript shapes must describe the same answers.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<z.infer<typeof loginResponse>, LoginResponse>,
  Same<z.infer<typeof planStatus>, PlanStatus>,
  Same<z.infer<typeof cleanUpdateResponse>, CleanUpdateResponse>,
  Same<z.infer<typeof membershipValidityResponse>, MembershipValidity>,
] = [true, true, true, true];
void sameShapes;

registerRequestContracts({
  confirmDocumentsBody,
  loginCodeBody: loginOtpRequestSchema,
  membershipCheckQuery,
  reminderChannels,
});
