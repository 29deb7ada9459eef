import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refundListQuery, refundListResponse } from '@portico/domain/contracts/refunds.contract';
import { staffOnly } from '../auth';
import type { RefundsService } from './refunds.service';
import { dataReply } from '../../lib/replies';

/** Who handles money: the same roles that manage coupons. */
const READERS = ['admin', 'accounts'] as const;

export const refundRoutes: FastifyPluginAsyncZod<{ service: RefundsService }> = async (
  app,
  { service },
) => {
  // Payments recorded for refund, newest first (a minimal list; the refund screen comes later).
  app.get(
    '/api/staff/refunds',
    {
      onRequest: staffOnly(...READERS),
      schema: { querystring: refundListQuery, response: { 200: refundListResponse } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return dataReply(await service.list({ page, pageSize }));
    },
  );
};
