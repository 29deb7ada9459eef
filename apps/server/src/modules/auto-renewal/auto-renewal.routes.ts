// HTTP shape of auto-renewal (decision 099): the member's own mandate (signed in as a member), the
// payer of a paid order for the member it made (decision 115), the notice's one-tap cancel (public:
// the link's signed token is the credential, limited per IP), and the back office's settings, lists
// and a member's mandate. Thin: read the request, call the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  afterPaymentParams,
  autoRenewalSettingsBody,
  autoRenewalSettingsResponse,
  cancelLinkBody,
  cancelLinkResponse,
  confirmMandateBody,
  mandateActionBody,
  mandateActionResponse,
  mandateResponse,
  memberAutoRenewalResponse,
  registerMandateBody,
  registerMandateResponse,
  staffCancelMandateBody,
  staffDebitsQuery,
  staffDebitsResponse,
  staffMemberAutoRenewalResponse,
  staffMemberAutoRenewalParams,
} from '@portico/domain/contracts/auto-renewal.contract';
import { perIpLimit } from '../../plugins/rate-limit';
import { forMembers, forSignedIn, forStaffIn, staffOnly } from '../auth';
import type { AutoRenewalService } from './auto-renewal.service';
import { dataReply, messageReply } from '../../lib/replies';

type Options = { service: AutoRenewalService };

const cancelLinkLimit = perIpLimit(
  { max: 30, timeWindow: 60 * 60_000 },
  (after) => `Too many attempts. Please try again in ${after}`,
);

const forStaff = forStaffIn();
const forAdmins = forStaffIn('admin');
const forOffice = forStaffIn('admin', 'office');

const memberAutoRenewalRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/api/auto_renewal',
    forMembers({ response: { 200: memberAutoRenewalResponse } }, async (principal) =>
      dataReply(await service.view(principal)),
    ),
  );
  app.post(
    '/api/auto_renewal',
    forMembers(
      { body: registerMandateBody, response: { 200: registerMandateResponse } },
      async (principal, request) =>
        dataReply(await service.register(principal, request.body.method)),
    ),
  );
  app.post(
    '/api/auto_renewal/confirm',
    forMembers(
      { body: confirmMandateBody, response: { 200: mandateResponse } },
      async (principal, request) => dataReply(await service.confirm(principal, request.body)),
    ),
  );
  app.post(
    '/api/auto_renewal/action',
    forMembers(
      { body: mandateActionBody, response: { 200: mandateActionResponse } },
      async (principal, request) => ({
        success: true as const,
        ...(await service.act(principal, request.body.action)),
      }),
    ),
  );
  app.post(
    '/api/auto_renewal/cancel_link',
    {
      schema: { body: cancelLinkBody, response: { 200: cancelLinkResponse } },
      config: cancelLinkLimit,
    },
    async (request) => messageReply(await service.cancelByLink(request.body.m, request.body.t)),
  );
};

/**
 * The payer of a paid order turns auto-renewal on for the member it made (decision 115): a new
 * registration's payer holds the applicant's session, not yet a member's. The operation checks the
 * session may see the order, as its outcome page.
 */
const afterPaymentRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  const { afterPayment } = service;
  app.get(
    '/api/auto_renewal/after_payment/:order',
    forSignedIn(
      { params: afterPaymentParams, response: { 200: memberAutoRenewalResponse } },
      async (principal, request) =>
        dataReply(await afterPayment.view(principal, request.params.order)),
    ),
  );
  app.post(
    '/api/auto_renewal/after_payment/:order',
    forSignedIn(
      {
        params: afterPaymentParams,
        body: registerMandateBody,
        response: { 200: registerMandateResponse },
      },
      async (principal, { params, body }) =>
        dataReply(await afterPayment.register(principal, params.order, body.method)),
    ),
  );
  app.post(
    '/api/auto_renewal/after_payment/:order/confirm',
    forSignedIn(
      { params: afterPaymentParams, body: confirmMandateBody, response: { 200: mandateResponse } },
      async (principal, { params, body }) =>
        dataReply(await afterPayment.confirm(principal, params.order, body)),
    ),
  );
};

const staffAutoRenewalRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/api/staff/auto_renewal/settings',
    forAdmins({ response: { 200: autoRenewalSettingsResponse } }, async () =>
      dataReply(await service.settings()),
    ),
  );
  app.put(
    '/api/staff/auto_renewal/settings',
    forAdmins(
      { body: autoRenewalSettingsBody, response: { 200: autoRenewalSettingsResponse } },
      async (principal, request) => dataReply(await service.saveSettings(principal, request.body)),
    ),
  );
  app.get(
    '/api/staff/auto_renewal/debits',
    {
      // Every zone's members are listed: the roles that see every zone, and the office.
      onRequest: staffOnly('admin', 'office', 'accounts'),
      schema: { querystring: staffDebitsQuery, response: { 200: staffDebitsResponse } },
    },
    async (request) => dataReply(await service.debits(request.query.view)),
  );
  app.get(
    '/api/staff/members/:id/auto_renewal',
    forStaff(
      { params: staffMemberAutoRenewalParams, response: { 200: staffMemberAutoRenewalResponse } },
      async (principal, request) =>
        dataReply(await service.memberMandate(principal, request.params.id)),
    ),
  );
  app.post(
    '/api/staff/members/:id/auto_renewal/cancel',
    forOffice(
      {
        params: staffMemberAutoRenewalParams,
        body: staffCancelMandateBody,
        response: { 200: staffMemberAutoRenewalResponse },
      },
      async (principal, { params, body }) =>
        dataReply(await service.cancelForMember(principal, params.id, body.reason)),
    ),
  );
};

export const autoRenewalRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  await app.register(memberAutoRenewalRoutes, options);
  await app.register(afterPaymentRoutes, options);
  await app.register(staffAutoRenewalRoutes, options);
};
