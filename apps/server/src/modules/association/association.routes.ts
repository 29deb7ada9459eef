// GET /api/association: the association's name and contact as the admin last saved them (else the
// server's configuration), for the pages that tell a visitor whom to ask (the same name the tax
// invoices carry). Read on each request: an edit shows on the next page any process serves.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { associationResponse } from '@portico/domain/contracts/association.contract';
import type { SettingsService } from '../settings';
import { dataReply } from '../../lib/replies';

export const associationRoutes: FastifyPluginAsyncZod<{
  settings: Pick<SettingsService, 'publicAssociation'>;
}> = async (app, { settings }) => {
  app.get('/api/association', { schema: { response: { 200: associationResponse } } }, async () =>
    dataReply(await settings.publicAssociation()),
  );
};
