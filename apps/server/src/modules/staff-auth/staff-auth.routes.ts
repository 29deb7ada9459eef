// POST /api/staff/login_otp, POST /api/staff/login, GET /api/staff/me.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendEmailOtpSchema } from '@portico/domain/schemas/verification.schema';
import { STAFF_ROLE_VALUES, ZONE_CODES } from '../../db/schema';
import { requireStaff } from '../auth/auth.plugin';
import { otpField } from '../verification/code-input';
import type { StaffAuthService } from './staff-auth.service';

const staffProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLE_VALUES)),
  zones: z.array(z.enum(ZONE_CODES)),
});

function loginBody(codeLength: number) {
  return sendEmailOtpSchema.extend({ otp: otpField(codeLength) });
}

export const staffAuthRoutes: FastifyPluginAsyncZod<{
  service: StaffAuthService;
  codeLength: number;
}> = async (app, { service, codeLength }) => {
  app.post(
    '/api/staff/login_otp',
    {
      schema: {
        body: sendEmailOtpSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            code_length: z.number().int(),
          }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      // The message, and how many boxes the sign-in shows.
      ...(await service.sendCode(request.body.email, request.ip)),
    }),
  );

  app.post(
    '/api/staff/login',
    {
      schema: {
        body: loginBody(codeLength),
        response: {
          200: z.object({ success: z.literal(true), token: z.string(), data: staffProfile }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.login(request.body.email, request.body.otp, request.ip)),
    }),
  );

  app.get(
    '/api/staff/me',
    { schema: { response: { 200: z.object({ success: z.literal(true), data: staffProfile }) } } },
    async (request) => ({
      success: true as const,
      data: await service.me(await requireStaff(request)),
    }),
  );
};
