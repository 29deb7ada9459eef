// HTTP of what offline payments leave to follow up (decision 081): the amount due before the
// payment form is filled in, and the TDS awaiting its certificate, for staff who handle money.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationIdParams,
  offlineDueQuery,
  offlineDueResponse,
} from '@portico/domain/contracts/refunds.contract';
import {
  tdsCertificateBody,
  tdsItemResponse,
  tdsListQuery,
  tdsListResponse,
  tdsParams,
} from '@portico/domain/contracts/tds-certificates.contract';
import { requireStaff } from '../auth';
import type { RefundsService } from './refunds.service';
import { guardedRoute } from '../../lib/guarded-route';
import { dataReply } from '../../lib/replies';

const CASHIERS = ['admin', 'accounts'] as const;
const forCashiers = guardedRoute((request) => requireStaff(request, ...CASHIERS));

export const offlineFollowUpRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (
  app,
  { refunds },
) => {
  app.get(
    '/api/staff/applications/:id/offline-payments/due',
    forCashiers(
      {
        params: applicationIdParams,
        querystring: offlineDueQuery,
        response: { 200: offlineDueResponse },
      },
      async (principal, request) =>
        dataReply(await refunds.offlineDue(principal, request.params.id, request.query)),
    ),
  );

  app.get(
    '/api/staff/tds',
    forCashiers(
      { querystring: tdsListQuery, response: { 200: tdsListResponse } },
      async (_staff, request) => dataReply(await refunds.listTds(request.query)),
    ),
  );

  app.post(
    '/api/staff/tds/:id/certificate',
    forCashiers(
      { params: tdsParams, body: tdsCertificateBody, response: { 200: tdsItemResponse } },
      async (principal, request) =>
        dataReply(await refunds.recordTdsCertificate(principal, request.params.id, request.body)),
    ),
  );
};
