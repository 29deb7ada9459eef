// GET /api/association: the association's name and contact from the server's configuration, for the
// pages that tell a visitor whom to ask (the same name the tax invoices carry).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { associationResponse } from '@portico/domain/contracts/association.contract';
import type { AssociationConfig } from '../../config';

export const associationRoutes: FastifyPluginAsyncZod<{ association: AssociationConfig }> = async (
  app,
  { association },
) => {
  app.get('/api/association', { schema: { response: { 200: associationResponse } } }, () => ({
    success: true as const,
    data: { name: association.name, email: association.email, phone: association.phone },
  }));
};
