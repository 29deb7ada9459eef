import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_PURPOSE_VALUES, ORDER_STATUS_VALUES, REFUND_REASON_VALUES } from '../../db/schema';
import { staffOnly } from '../auth/staff-only';
import { pageQuery, pageResponse } from './list-query';
import type { RefundsService } from './refunds.service';

/** Who handles money: the same roles that manage coupons. */
const READERS = ['admin', 'accounts'] as const;

const refundItem = z.object({
  provider_payment_id: z.string(),
  unique_order_id: z.string(),
  purpose: z.enum(ORDER_PURPOSE_VALUES),
  order_status: z.enum(ORDER_STATUS_VALUES),
  amount: z.number(),
  reason: z.enum(REFUND_REASON_VALUES).nullable(),
  application_id: z.number().int().nullable(),
  member_id: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  recorded_at: z.string(),
});

export const refundRoutes: FastifyPluginAsyncZod<{ service: RefundsService }> = async (
  app,
  { service },
) => {
  // Payments recorded for refund, newest first (a minimal list; the refund screen comes later).
  app.get(
    '/api/staff/refunds',
    {
      onRequest: staffOnly(...READERS),
      schema: { querystring: z.object(pageQuery), response: { 200: pageResponse(refundItem) } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return { success: true as const, data: await service.list({ page, pageSize }) };
    },
  );
};
