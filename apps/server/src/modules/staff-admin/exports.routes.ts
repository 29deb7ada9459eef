import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_PURPOSE_VALUES, PAYMENT_RECORD_STATUS_VALUES } from '../../db/schema';
import { requireStaff } from '../auth/auth.plugin';
import { csvStream } from './csv';
import type { ExportsService } from './exports.service';
import { staffOnly } from '../auth/staff-only';
import {
  DATE_RANGE_MESSAGE,
  businessDateOf,
  checkDateRange,
  dateParam,
  idParam,
  optionalParam,
  searchParam,
} from './list-query';
import { memberFilterQuery } from './members.routes';
import { queueFilterQuery, queueFilters } from './queue.routes';

const EXPORTERS = ['admin', 'office', 'accounts'] as const;

const paymentQuery = z
  .object({
    from: optionalParam(dateParam('from')),
    to: optionalParam(dateParam('to')),
    status: optionalParam(
      z.enum(PAYMENT_RECORD_STATUS_VALUES, {
        error: `status must be one of ${PAYMENT_RECORD_STATUS_VALUES.join(', ')}`,
      }),
    ),
    purpose: optionalParam(
      z.enum(ORDER_PURPOSE_VALUES, {
        error: `purpose must be one of ${ORDER_PURPOSE_VALUES.join(', ')}`,
      }),
    ),
    category: optionalParam(idParam('category')),
    q: searchParam,
  })
  .refine(checkDateRange, DATE_RANGE_MESSAGE);

function sendCsv(
  reply: FastifyReply,
  name: string,
  today: Date,
  chunks: AsyncIterable<string>,
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${businessDateOf(today)}.csv"`)
    .header('cache-control', 'no-store')
    .send(csvStream(chunks));
}

export const exportRoutes: FastifyPluginAsyncZod<{
  service: ExportsService;
  now: () => Date;
}> = async (app, { service, now }) => {
  app.get(
    '/api/staff/export/applications.csv',
    { onRequest: staffOnly(...EXPORTERS), schema: { querystring: queueFilterQuery } },
    async (request, reply) => {
      const principal = await requireStaff(request, ...EXPORTERS);
      const { filters, mine } = queueFilters(request.query);
      return sendCsv(reply, 'applications', now(), service.applications(principal, filters, mine));
    },
  );

  app.get(
    '/api/staff/export/members.csv',
    { onRequest: staffOnly(...EXPORTERS), schema: { querystring: z.object(memberFilterQuery) } },
    async (request, reply) => sendCsv(reply, 'members', now(), service.members(request.query)),
  );

  app.get(
    '/api/staff/export/payments.csv',
    { onRequest: staffOnly(...EXPORTERS), schema: { querystring: paymentQuery } },
    async (request, reply) => sendCsv(reply, 'payments', now(), service.payments(request.query)),
  );
};
