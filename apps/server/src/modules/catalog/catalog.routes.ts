import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZONES } from '@portico/domain/constants';
import { MESSAGES } from '@portico/domain/messages';
import type { CatalogService } from './catalog.service';

const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  joining_fee: z.number(),
  annual_fee: z.number(),
  eligibility: z.string(),
  eligibility_remark: z.string().nullable(),
  rank: z.number().int(),
});

const categoryListResponse = z.object({ success: z.literal(true), data: z.array(categorySchema) });

const categoryIdParams = z.object({
  id: z.coerce
    .number({ error: 'Membership id must be a number' })
    .int('Membership id must be a number')
    .positive('Membership id must be a number'),
});

const zoneParams = z.object({
  zone: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(ZONES, { error: MESSAGES.zoneRequired })),
});

const stateListResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const catalogRoutes: FastifyPluginAsyncZod<{ service: CatalogService }> = async (
  app,
  { service },
) => {
  app.get('/api/membership', { schema: { response: { 200: categoryListResponse } } }, async () => ({
    success: true as const,
    data: await service.listCategories(),
  }));

  app.get(
    '/api/membership/:id',
    { schema: { params: categoryIdParams, response: { 200: categoryListResponse } } },
    async (request) => ({
      success: true as const,
      data: await service.listUpgradeOptions(request.params.id),
    }),
  );

  app.get(
    '/api/state/:zone',
    { schema: { params: zoneParams, response: { 200: stateListResponse } } },
    async (request) => ({
      success: true as const,
      data: await service.listStatesOfZone(request.params.zone),
    }),
  );
};
