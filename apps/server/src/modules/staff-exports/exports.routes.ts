import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationExportQuery,
  memberExportQuery,
  paymentExportQuery,
} from '@portico/domain/contracts/staff-exports.contract';
import { queueFilters } from '@portico/domain/contracts/staff-queue.contract';
import { requireStaff, staffOnly } from '../auth';
import { csvStream } from '../../lib/csv';
import type { ExportsService } from './exports.service';
import { businessDateOf } from '../../lib/list-query';
import { sendAttachment } from '../../lib/send-attachment';

const EXPORTERS = ['admin', 'office', 'accounts'] as const;

function sendCsv(
  reply: FastifyReply,
  name: string,
  today: Date,
  chunks: AsyncIterable<string>,
): FastifyReply {
  return sendAttachment(reply, {
    type: 'text/csv; charset=utf-8',
    name: `${name}-${businessDateOf(today)}.csv`,
    body: csvStream(chunks),
  });
}

export const exportRoutes: FastifyPluginAsyncZod<{
  service: ExportsService;
  now: () => Date;
}> = async (app, { service, now }) => {
  app.get(
    '/api/staff/export/applications.csv',
    { onRequest: staffOnly(...EXPORTERS), schema: { querystring: applicationExportQuery } },
    async (request, reply) => {
      const principal = await requireStaff(request, ...EXPORTERS);
      const { filters, mine } = queueFilters(request.query);
      return sendCsv(reply, 'applications', now(), service.applications(principal, filters, mine));
    },
  );

  app.get(
    '/api/staff/export/members.csv',
    { onRequest: staffOnly(...EXPORTERS), schema: { querystring: memberExportQuery } },
    async (request, reply) => sendCsv(reply, 'members', now(), service.members(request.query)),
  );

  app.get(
    '/api/staff/export/payments.csv',
    { onRequest: staffOnly(...EXPORTERS), schema: { querystring: paymentExportQuery } },
    async (request, reply) => sendCsv(reply, 'payments', now(), service.payments(request.query)),
  );
};
