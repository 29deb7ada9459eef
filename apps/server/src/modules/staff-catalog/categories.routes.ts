import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryCreateBody,
  categoryListResponse,
  categoryParams,
  categoryResponse,
  categoryUpdateBody,
} from '@portico/domain/contracts/staff-catalog.contract';
import { requireStaff, staffOnly } from '../auth';
import type { CategoriesService } from './categories.service';
import { dataReply, savedReply } from '../../lib/replies';

const ADMIN = ['admin'] as const;

export const categoryRoutes: FastifyPluginAsyncZod<{ service: CategoriesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/categories',
    {
      onRequest: staffOnly(...ADMIN),
      schema: {
        response: { 200: categoryListResponse },
      },
    },
    async () => dataReply(await service.list()),
  );

  app.post(
    '/api/staff/categories',
    {
      onRequest: staffOnly(...ADMIN),
      schema: { body: categoryCreateBody, response: { 200: categoryResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, ...ADMIN);
      const data = await service.create(principal, request.body);
      return savedReply('Category created', data);
    },
  );

  app.patch(
    '/api/staff/categories/:id',
    {
      onRequest: staffOnly(...ADMIN),
      schema: {
        params: categoryParams,
        body: categoryUpdateBody,
        response: { 200: categoryResponse },
      },
    },
    async (request) => {
      const principal = await requireStaff(request, ...ADMIN);
      const data = await service.update(principal, request.params.id, request.body);
      return savedReply('Category updated', data);
    },
  );
};
