// Verification of an email address or mobile number by a one-time code:
// POST /api/send_email_otp, POST /api/send_mobile_otp, GET /api/verify_email/:value,
// GET /api/verify_mobile_number/:value, POST /api/verify_otp.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { numericText, rule } from '../schemas/fields';
import {
  sendEmailOtpSchema,
  sendMobileOtpSchema,
  verifyEmailOtpSchema,
  verifyMobileOtpSchema,
} from '../schemas/verification.schema';
import { registerRequestContracts, requestContract } from './request-contract';

export { sendEmailOtpSchema as sendEmailCodeBody, sendMobileOtpSchema as sendMobileCodeBody };

/**
 * The `otp` field of every call that checks a code: digits of one of the accepted lengths (the
 * server's configured length and the longer one it may send instead). Same message either way.
 */
export function otpCodeField(
  lengths: readonly number[],
  options: { requiredMessage?: string } = {},
) {
  const pattern = new RegExp(`^(?:${lengths.map((length) => `\\d{${length}}`).join('|')})$`);
  return numericText.superRefine(
    rule((value: string) => {
      if (value === '' && options.requiredMessage) return options.requiredMessage;
      return pattern.test(value) ? null : MESSAGES.otpInvalid;
    }),
  );
}

/** POST /api/verify_otp: the address or number with its code. */
export function verifyCodeBody(otp: ReturnType<typeof otpCodeField>) {
  return requestContract(
    'verifyCodeBody',
    z.union([verifyEmailOtpSchema.extend({ otp }), verifyMobileOtpSchema.extend({ otp })]),
  );
}

/** A code was sent: the message for the user and the code's length (the client's boxes). */
export const codeSentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  code_length: z.number().int(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponse>;

/** The path of the availability checks: the address or number to check. */
export const availabilityParams = z.object({ value: z.string() });
export const availabilityResponse = z.object({
  success: z.literal(true),
  available: z.boolean(),
  message: z.string(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

/** POST /api/verify_otp: the code was right; the token proves the contact from now on. */
export const verifiedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string().min(1),
});
export type VerifiedResponse = z.infer<typeof verifiedResponse>;

registerRequestContracts({
  sendEmailCodeBody: sendEmailOtpSchema,
  sendMobileCodeBody: sendMobileOtpSchema,
});
