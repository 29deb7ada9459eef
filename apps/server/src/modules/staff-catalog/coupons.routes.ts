import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  couponCreateBody,
  couponListResponse,
  couponParams,
  couponResponse,
  couponUpdateBody,
} from '@portico/domain/contracts/staff-catalog.contract';
import { requireStaff, staffOnly } from '../auth';
import type { CouponsService } from './coupons.service';
import { dataReply, savedReply } from '../../lib/replies';

const MANAGERS = ['admin', 'accounts'] as const;

export const couponRoutes: FastifyPluginAsyncZod<{ service: CouponsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/coupons',
    {
      onRequest: staffOnly(...MANAGERS),
      schema: {
        response: { 200: couponListResponse },
      },
    },
    async () => dataReply(await service.list()),
  );

  app.post(
    '/api/staff/coupons',
    {
      onRequest: staffOnly(...MANAGERS),
      schema: { body: couponCreateBody, response: { 200: couponResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, ...MANAGERS);
      const data = await service.create(principal, request.body);
      return savedReply('Coupon created', data);
    },
  );

  app.patch(
    '/api/staff/coupons/:id',
    {
      onRequest: staffOnly(...MANAGERS),
      schema: { params: couponParams, body: couponUpdateBody, response: { 200: couponResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, ...MANAGERS);
      const data = await service.update(principal, request.params.id, request.body);
      return savedReply('Coupon updated', data);
    },
  );
};
