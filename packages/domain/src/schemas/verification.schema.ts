// One-time codes: verifying the applicant's email and WhatsApp number on tab 1 (applicant spec §2,
// §4, §7) and signing in (member spec §5). One schema per call.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isValidOtp, otpError, parseLoginIdentifier } from '../validation';
import { emailRule, numericText, phoneRule, rule, text } from './fields';

const email = text.superRefine(rule(emailRule));
const whatsappNumber = numericText.superRefine(
  rule(phoneRule(MESSAGES.whatsappRequired, MESSAGES.numberInvalid)),
);
/** The verification modal's code: exactly four digits, blank included in 'Please enter a valid OTP'. */
const verificationCode = numericText.superRefine(
  rule((value) => (isValidOtp(value) ? null : MESSAGES.otpInvalid)),
);

/** Send email OTP: {email}. */
export const sendEmailOtpSchema = z.object({ email });
export type SendEmailOtp = z.output<typeof sendEmailOtpSchema>;

/** Send mobile OTP: {mobile_number}, the WhatsApp number. */
export const sendMobileOtpSchema = z.object({ mobile_number: whatsappNumber });
export type SendMobileOtp = z.output<typeof sendMobileOtpSchema>;

// In the two verify variants the contact key itself must be present (a string), so that the union
// below can tell them apart: the variant missing its key fails as a wrong type, and zod reports the
// other variant's own messages.
export const verifyEmailOtpSchema = z.object({
  email: z.string().trim().superRefine(rule(emailRule)),
  otp: verificationCode,
});
export const verifyMobileOtpSchema = z.object({
  mobile_number: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .superRefine(rule(phoneRule(MESSAGES.whatsappRequired, MESSAGES.numberInvalid))),
  otp: verificationCode,
});

/** POST /verify_otp: {email, otp} or {mobile_number, otp}. */
export const verifyOtpSchema = z.union([verifyEmailOtpSchema, verifyMobileOtpSchema]);
export type VerifyOtpInput = z.input<typeof verifyOtpSchema>;
export type VerifyOtp = z.output<typeof verifyOtpSchema>;

/**
 * The login field: an email, or a 10-digit mobile with an optional country code (parsed again with
 * parseLoginIdentifier where the kind matters).
 */
const emailPhone = text.superRefine(
  rule((value) => {
    const parsed = parseLoginIdentifier(value);
    return parsed.ok ? null : parsed.message;
  }),
);

/** Login, first step: ask for a code. */
export const loginOtpRequestSchema = z.object({ email_phone: emailPhone });
export type LoginOtpRequest = z.output<typeof loginOtpRequestSchema>;

/** Login, second step: the code ('OTP is required', 'Please enter a valid OTP'). */
export const loginRequestSchema = z.object({
  email_phone: emailPhone,
  otp: numericText.superRefine(rule(otpError)),
});
export type LoginRequest = z.output<typeof loginRequestSchema>;
