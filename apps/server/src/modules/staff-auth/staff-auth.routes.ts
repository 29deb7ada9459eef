// POST /api/staff/login_otp, POST /api/staff/login, GET /api/staff/me.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffCodeBody,
  staffCodeSentResponse,
  staffLoginBody,
  staffLoginResponse,
  staffMeResponse,
} from '@portico/domain/contracts/staff-auth.contract';
import { requireStaff } from '../auth';
import { otpField } from '../verification';
import type { StaffAuthService } from './staff-auth.service';
import { dataReply } from '../../lib/replies';

export const staffAuthRoutes: FastifyPluginAsyncZod<{
  service: StaffAuthService;
}> = async (app, { service }) => {
  app.post(
    '/api/staff/login_otp',
    {
      schema: {
        body: staffCodeBody,
        response: { 200: staffCodeSentResponse },
      },
    },
    async (request) => ({
      success: true as const,
      // The message, and how many boxes the sign-in shows.
      ...(await service.sendCode(request.body.email, app.deviceCookies.requester(request))),
    }),
  );

  app.post(
    '/api/staff/login',
    {
      schema: {
        body: staffLoginBody(otpField()),
        response: { 200: staffLoginResponse },
      },
    },
    async (request, reply) => ({
      success: true as const,
      ...(await service.login(
        request.body.email,
        request.body.otp,
        app.deviceCookies.signingIn(request, reply),
      )),
    }),
  );

  app.get('/api/staff/me', { schema: { response: { 200: staffMeResponse } } }, async (request) =>
    dataReply(await service.me(await requireStaff(request))),
  );
};
