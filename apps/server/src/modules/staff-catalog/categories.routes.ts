import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryCreateBody,
  categoryListResponse,
  categoryParams,
  categoryResponse,
  categoryUpdateBody,
} from '@portico/domain/contracts/staff-catalog.contract';
import { forStaffIn } from '../auth';
import type { CategoriesService } from './categories.service';
import { dataReply } from '../../lib/replies';
import { registerCreateAndUpdate } from '../../lib/resource-routes';

const forAdmins = forStaffIn('admin');

export const categoryRoutes: FastifyPluginAsyncZod<{ service: CategoriesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/categories',
    forAdmins({ response: { 200: categoryListResponse } }, async () =>
      dataReply(await service.list()),
    ),
  );

  registerCreateAndUpdate(app, '/api/staff/categories', {
    guard: forAdmins,
    messages: { created: 'Category created', updated: 'Category updated' },
    schemas: {
      create: categoryCreateBody,
      update: categoryUpdateBody,
      params: categoryParams,
      saved: categoryResponse,
    },
    service,
  });
};
