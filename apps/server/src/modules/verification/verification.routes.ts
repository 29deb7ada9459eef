import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { fieldErrors } from '@portico/domain/schemas/field-errors';
import {
  availabilityParams,
  availabilityResponse,
  codeSentResponse,
  sendEmailCodeBody,
  sendMobileCodeBody,
  verifiedResponse,
  verifyCodeBody,
} from '@portico/domain/contracts/verification.contract';
import { BadRequestError, UnauthorizedError } from '../../errors';
import { perIpLimit } from '../../plugins/rate-limit';
import type { VerifiedToken } from '../auth';
import { otpField } from './code-input';
import { VERIFICATION_MESSAGES, type VerificationService } from './verification.service';

/**
 * Availability checks per client IP: plenty for a person trying a few addresses, far too few to
 * learn which of thousands are registered. An hour's budget counted from the IP's first check (30 a
 * minute was 1,800 an hour); counted across every server process, like the membership check.
 */
export const AVAILABILITY_CHECK_RATE_LIMIT = { max: 20, timeWindow: 60 * 60_000 } as const;
const availabilityLimit = perIpLimit(
  AVAILABILITY_CHECK_RATE_LIMIT,
  (after) => `Too many checks. Please try again in ${after}`,
);

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
}> = async (app, { service }) => {
  app.post(
    '/api/send_email_otp',
    { schema: { body: sendEmailCodeBody, response: { 200: codeSentResponse } } },
    async (request) => ({
      success: true as const,
      ...(await service.sendEmailCode(request.body.email, app.deviceCookies.requester(request))),
    }),
  );

  app.post(
    '/api/send_mobile_otp',
    { schema: { body: sendMobileCodeBody, response: { 200: codeSentResponse } } },
    async (request) => ({
      success: true as const,
      ...(await service.sendMobileCode(
        request.body.mobile_number,
        app.deviceCookies.requester(request),
      )),
    }),
  );

  app.get(
    '/api/verify_email/:value',
    {
      schema: { params: availabilityParams, response: { 200: availabilityResponse } },
      config: availabilityLimit,
    },
    async (request) => {
      const { email } = parseOrThrow(sendEmailCodeBody, { email: request.params.value });
      return { success: true as const, ...(await service.emailAvailability(email)) };
    },
  );

  app.get(
    '/api/verify_mobile_number/:value',
    {
      schema: { params: availabilityParams, response: { 200: availabilityResponse } },
      config: availabilityLimit,
    },
    async (request) => {
      const { mobile_number } = parseOrThrow(sendMobileCodeBody, {
        mobile_number: request.params.value,
      });
      return { success: true as const, ...(await service.mobileAvailability(mobile_number)) };
    },
  );

  app.post(
    '/api/verify_otp',
    { schema: { body: verifyCodeBody(otpField()), response: { 200: verifiedResponse } } },
    async (request, reply) => {
      const body = request.body;
      const contact = 'email' in body ? { email: body.email } : { mobile: body.mobile_number };
      const current = await lenientToken(request);
      const from = app.deviceCookies.signingIn(request, reply);
      const token = await service.verify(contact, body.otp, current, from);
      // A member's own form verifies contacts too: their page cookie stays (decision 047).
      await app.pageCookies.issueIfAbsent(request, reply, token);
      return { success: true as const, message: VERIFICATION_MESSAGES.otpVerified, token };
    },
  );
};
