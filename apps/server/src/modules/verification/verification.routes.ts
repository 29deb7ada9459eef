import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldErrors } from '@portico/domain/schemas/field-errors';
import {
  sendEmailOtpSchema,
  sendMobileOtpSchema,
  verifyEmailOtpSchema,
  verifyMobileOtpSchema,
} from '@portico/domain/schemas/verification.schema';
import { BadRequestError, UnauthorizedError } from '../../errors';
import { perIpLimit } from '../../plugins/rate-limit';
import type { VerifiedToken } from '../auth/tokens';
import { otpField } from './code-input';
import { VERIFICATION_MESSAGES, type VerificationService } from './verification.service';

/** A code was sent: the message for the user and the code's length (the client's boxes). */
const codeSentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  code_length: z.number().int(),
});
const availabilityResponse = z.object({
  success: z.literal(true),
  available: z.boolean(),
  message: z.string(),
});
const verifiedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});
const valueParams = z.object({ value: z.string() });

/**
 * Availability checks per client IP: plenty for a person trying a few addresses, far too few to
 * learn which of thousands are registered. Counted across every server process, like the membership check.
 */
export const AVAILABILITY_CHECK_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;
const availabilityLimit = perIpLimit(
  AVAILABILITY_CHECK_RATE_LIMIT,
  (after) => `Too many checks. Please try again in ${after}`,
);

/**
 * The domain's verifyOtpSchema with the code length this server is configured for (the domain fixes
 * OTP_CODE_LENGTH; OTP_CODE_LENGTH in the environment may differ). Same message either way.
 */
function verifyOtpBody(codeLength: number) {
  const otp = otpField(codeLength);
  return z.union([verifyEmailOtpSchema.extend({ otp }), verifyMobileOtpSchema.extend({ otp })]);
}

/** Validates a path value with a payload schema, reporting under the payload's field name. */
function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw new BadRequestError(Object.values(errors)[0] ?? 'Invalid request', errors);
}

/** The caller's token; a bad or expired one counts as none, so a verification is never lost. */
async function lenientToken(request: FastifyRequest): Promise<VerifiedToken | null> {
  try {
    return await request.verifiedToken();
  } catch (error) {
    if (error instanceof UnauthorizedError) return null;
    throw error;
  }
}

export const verificationRoutes: FastifyPluginAsyncZod<{
  service: VerificationService;
  codeLength: number;
}> = async (app, { service, codeLength }) => {
  app.post(
    '/api/send_email_otp',
    { schema: { body: sendEmailOtpSchema, response: { 200: codeSentResponse } } },
    async (request) => ({
      success: true as const,
      ...(await service.sendEmailCode(request.body.email, request.ip)),
    }),
  );

  app.post(
    '/api/send_mobile_otp',
    { schema: { body: sendMobileOtpSchema, response: { 200: codeSentResponse } } },
    async (request) => ({
      success: true as const,
      ...(await service.sendMobileCode(request.body.mobile_number, request.ip)),
    }),
  );

  app.get(
    '/api/verify_email/:value',
    {
      schema: { params: valueParams, response: { 200: availabilityResponse } },
      config: availabilityLimit,
    },
    async (request) => {
      const { email } = parseOrThrow(sendEmailOtpSchema, { email: request.params.value });
      return { success: true as const, ...(await service.emailAvailability(email)) };
    },
  );

  app.get(
    '/api/verify_mobile_number/:value',
    {
      schema: { params: valueParams, response: { 200: availabilityResponse } },
      config: availabilityLimit,
    },
    async (request) => {
      const { mobile_number } = parseOrThrow(sendMobileOtpSchema, {
        mobile_number: request.params.value,
      });
      return { success: true as const, ...(await service.mobileAvailability(mobile_number)) };
    },
  );

  app.post(
    '/api/verify_otp',
    { schema: { body: verifyOtpBody(codeLength), response: { 200: verifiedResponse } } },
    async (request) => {
      const body = request.body;
      const contact = 'email' in body ? { email: body.email } : { mobile: body.mobile_number };
      const current = await lenientToken(request);
      const token = await service.verify(contact, body.otp, current, request.ip);
      return { success: true as const, message: VERIFICATION_MESSAGES.otpVerified, token };
    },
  );
};
