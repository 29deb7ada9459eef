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
import { requireStaff, staffOnly } from '../auth';
import type { RefundsService } from './refunds.service';
import { dataReply } from '../../lib/replies';

const CASHIERS = ['admin', 'accounts'] as const;

export const offlineFollowUpRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (
  app,
  { refunds },
) => {
  app.get(
    '/api/staff/applications/:id/offline-payments/due',
    {
      onRequest: staffOnly(...CASHIERS),
      schema: {
        params: applicationIdParams,
        querystring: offlineDueQuery,
        response: { 200: offlineDueResponse },
      },
    },
    async (request) => {
      const principal = await requireStaff(request, ...CASHIERS);
      return dataReply(await refunds.offlineDue(principal, request.params.id, request.query));
    },
  );

  app.get(
    '/api/staff/tds',
    {
      onRequest: staffOnly(...CASHIERS),
      schema: { querystring: tdsListQuery, response: { 200: tdsListResponse } },
    },
    async (request) => dataReply(await refunds.listTds(request.query)),
  );

  app.post(
    '/api/staff/tds/:id/certificate',
    {
      onRequest: staffOnly(...CASHIERS),
      schema: {
        params: tdsParams,
        body: tdsCertificateBody,
        response: { 200: tdsItemResponse },
      },
    },
    async (request) => {
      const principal = await requireStaff(request, ...CASHIERS);
      return dataReply(
        await refunds.recordTdsCertificate(principal, request.params.id, request.body),
      );
    },
  );
};
