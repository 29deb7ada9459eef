import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryIdParams,
  categoryListResponse,
  stateListResponse,
  zoneParams,
} from '@portico/domain/contracts/catalog.contract';
import type { CatalogService } from './catalog.service';
import { dataReply } from '../../lib/replies';

export const catalogRoutes: FastifyPluginAsyncZod<{ service: CatalogService }> = async (
  app,
  { service },
) => {
  app.get('/api/membership', { schema: { response: { 200: categoryListResponse } } }, async () =>
    dataReply(await service.listCategories()),
  );

  app.get(
    '/api/membership/:id',
    { schema: { params: categoryIdParams, response: { 200: categoryListResponse } } },
    async (request) => dataReply(await service.listUpgradeOptions(request.params.id)),
  );

  app.get(
    '/api/state/:zone',
    { schema: { params: zoneParams, response: { 200: stateListResponse } } },
    async (request) => dataReply(await service.listStatesOfZone(request.params.zone)),
  );
};
