import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  queueFilters,
  queueListQuery,
  queueListResponse,
} from '@portico/domain/contracts/staff-queue.contract';
import { requireStaff, staffOnly } from '../auth';
import type { QueueService } from './queue.service';
import { dataReply } from '../../lib/replies';

export const queueRoutes: FastifyPluginAsyncZod<{ service: QueueService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/applications',
    {
      onRequest: staffOnly(),
      schema: { querystring: queueListQuery, response: { 200: queueListResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request);
      const { page, pageSize, sort, ...query } = request.query;
      const { filters, mine } = queueFilters(query);
      // Waiting on me: oldest first (a queue); otherwise newest first.
      const order = sort ?? (mine ? 'submitted_at' : '-submitted_at');
      const data = await service.list(principal, filters, mine, { page, pageSize }, order);
      return dataReply(data);
    },
  );
};
