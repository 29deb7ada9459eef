import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  couponCreateBody,
  couponListResponse,
  couponParams,
  couponResponse,
  couponUpdateBody,
} from '@portico/domain/contracts/staff-catalog.contract';
import { forStaffIn } from '../auth';
import type { CouponsService } from './coupons.service';
import { dataReply } from '../../lib/replies';
import { registerCreateAndUpdate } from '../../lib/resource-routes';

const forManagers = forStaffIn('admin', 'accounts');

export const couponRoutes: FastifyPluginAsyncZod<{ service: CouponsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/coupons',
    forManagers({ response: { 200: couponListResponse } }, async () =>
      dataReply(await service.list()),
    ),
  );

  registerCreateAndUpdate(app, '/api/staff/coupons', {
    guard: forManagers,
    messages: { created: 'Coupon created', updated: 'Coupon updated' },
    schemas: {
      create: couponCreateBody,
      update: couponUpdateBody,
      params: couponParams,
      saved: couponResponse,
    },
    service,
  });
};
