// HTTP shape of the member area: login by code, logout, the plan status, the user details, the
// self-update and the public membership check (staff read the reminders in the staff-admin module).
// Thin: read the request, call the operation with what the member area is given (decision 121).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cleanUpdateResponse,
  confirmDocumentsBody,
  loginBody,
  loginCodeBody,
  loginCodeResponse,
  loginResponse,
  logoutResponse,
  membershipCheckQuery,
  membershipValidityResponse,
  planStatusParams,
  planStatusResponse,
  reminderChannels,
  reminderChannelsResponse,
  userDetailsParams,
  userDetailsResponse,
} from '@portico/domain/contracts/members.contract';
import { cleanUpdateBody } from '@portico/domain/contracts/applications.contract';
import { MESSAGES } from '@portico/domain/messages';
import { perIpLimit } from '../../plugins/rate-limit';
import { forMembers, forSignedIn, memberOnly, revocationId, type Revocations } from '../auth';
import { formFieldsAsBody } from '../applications';
import { otpField } from '../verification';
import { LOGIN_MESSAGES, type MemberLoginService } from './login.service';
import { cleanUpdate, confirmDocuments } from './clean-update';
import type { MemberAreaDeps } from './member-area-deps';
import { myDetailsRoutes } from './my-details.routes';
import { planStatus } from './plan-status';
import { getReminderChoice, setReminderChoice } from './reminder-choice';
import { userDetails } from './user-details';
import { validateMembership } from './validate-membership';
import { dataReply, messageReply } from '../../lib/replies';

/**
 * Public membership checks per client IP: plenty for a person checking a few numbers, far too few to
 * enumerate thousands. An hour's budget counted from the IP's first check (30 a minute let one IP
 * walk 1,800 numbers an hour); counted across every server process (plugins/rate-limit.ts).
 */
export const MEMBERSHIP_CHECK_RATE_LIMIT = { max: 20, timeWindow: 60 * 60_000 } as const;

export type MemberRoutesOptions = {
  revocations: Revocations;
  login: MemberLoginService;
  /** What the member area's operations are given: the database, tokens, catalog, clock, association. */
  memberArea: MemberAreaDeps;
};

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

export const memberRoutes: FastifyPluginAsyncZod<MemberRoutesOptions> = async (app, options) => {
  registerSessionRoutes(app, options);
  registerMemberAreaRoutes(app, options.memberArea);
  await app.register(myDetailsRoutes, { memberArea: options.memberArea });
};

/** Login by code and logout. */
function registerSessionRoutes(app: RouteApp, { revocations, login }: MemberRoutesOptions): void {
  // The code's length tells the client how many boxes to show.
  app.post(
    '/api/login_otp',
    { schema: { body: loginCodeBody, response: { 200: loginCodeResponse } } },
    async (request) => ({
      success: true as const,
      ...(await login.sendCode(request.body.email_phone, app.deviceCookies.requester(request))),
    }),
  );

  app.post(
    '/api/login',
    {
      schema: {
        body: loginBody(otpField({ requiredMessage: MESSAGES.otpRequired })),
        response: { 200: loginResponse },
      },
    },
    async (request, reply) => {
      const { email_phone, otp } = request.body;
      const from = app.deviceCookies.signingIn(request, reply);
      const answer = await login.login(email_phone, otp, from);
      // A new sign-in: its page cookie replaces any other (decision 047).
      await app.pageCookies.issue(reply, answer.token);
      return { success: true as const, message: LOGIN_MESSAGES.loggedIn, ...answer };
    },
  );

  // Ends the token on the server: a member's or staff member's, and an applicant's whole session
  // (every token of one sign-in, verification or payment link and those that extended it).
  // The page cookie goes too, whoever's session it names (it may predate this token's).
  app.post(
    '/api/logout',
    { schema: { response: { 200: logoutResponse } } },
    async (request, reply) => {
      const verified = await request.verifiedToken().catch(() => null);
      const id = verified ? revocationId(verified) : null;
      if (verified && id !== null) await revocations.revoke(id, verified.expiresAt);
      await app.pageCookies.end(request, reply);
      return messageReply('Logged out');
    },
  );
}

/** The member's plan, details and self-update, and the public membership check. */
function registerMemberAreaRoutes(app: RouteApp, memberArea: MemberAreaDeps): void {
  app.get(
    '/api/plan_status/:userId',
    forSignedIn(
      { params: planStatusParams, response: { 200: planStatusResponse } },
      async (principal, request) =>
        dataReply(await planStatus(memberArea, principal, request.params.userId)),
    ),
  );

  app.get(
    '/api/get_user_details/:id',
    forSignedIn(
      { params: userDetailsParams, response: { 200: userDetailsResponse } },
      async (principal, request) =>
        dataReply(await userDetails(memberArea, principal, request.params.id)),
    ),
  );

  app.post(
    '/api/user_clean_update',
    {
      onRequest: memberOnly,
      preValidation: formFieldsAsBody,
      schema: { body: cleanUpdateBody, response: { 200: cleanUpdateResponse } },
    },
    async (request) => ({
      success: true as const,
      ...(await cleanUpdate(memberArea, await request.principal(), request.body, request.ip)),
    }),
  );

  // The spec sends no body; an `id` may name the user it is for (it must be the caller's own).
  app.post(
    '/api/user_clean_update/ignore',
    forMembers(
      { body: confirmDocumentsBody, response: { 200: cleanUpdateResponse } },
      async (principal, request) => ({
        success: true as const,
        ...(await confirmDocuments(memberArea, principal, request.body?.id)),
      }),
    ),
  );

  app.get(
    '/api/reminder_channels',
    { schema: { response: { 200: reminderChannelsResponse } } },
    async (request) => dataReply(await getReminderChoice(memberArea, await request.principal())),
  );

  app.put(
    '/api/reminder_channels',
    forMembers(
      { body: reminderChannels, response: { 200: reminderChannelsResponse } },
      async (principal, request) =>
        dataReply(await setReminderChoice(memberArea, principal, request.body)),
    ),
  );

  registerMembershipCheck(app, memberArea);
}

/** The public membership check. */
function registerMembershipCheck(app: RouteApp, memberArea: MemberAreaDeps): void {
  // Public, and member numbers are sequential: a per-IP limit keeps anyone from walking them all.
  app.get(
    '/api/validate_membership',
    {
      schema: { querystring: membershipCheckQuery, response: { 200: membershipValidityResponse } },
      config: perIpLimit(
        MEMBERSHIP_CHECK_RATE_LIMIT,
        (after) => `Too many membership checks. Please try again in ${after}`,
      ),
    },
    async (request) => validateMembership(memberArea, request.query.number),
  );
}
