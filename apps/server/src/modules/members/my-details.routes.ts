// HTTP shape of the member's own details: GET and POST /api/my_details, and the renewal's
// documents answers. Thin: read the request, call the service. Only a member, only their own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  myDetailsResponse,
  renewalDocumentsBody,
  renewalDocumentsResponse,
  updateMyDetailsBody,
  updateMyDetailsResponse,
} from '@portico/domain/contracts/my-details.contract';
import { memberOnly } from '../auth';
import type { MemberAreaService } from './members.service';
import { dataReply } from '../../lib/replies';

export const myDetailsRoutes: FastifyPluginAsyncZod<{ members: MemberAreaService }> = async (
  app,
  { members },
) => {
  app.get(
    '/api/my_details',
    { onRequest: memberOnly, schema: { response: { 200: myDetailsResponse } } },
    async (request) => dataReply(await members.myDetails(await request.principal())),
  );

  app.post(
    '/api/my_details',
    {
      onRequest: memberOnly,
      schema: { body: updateMyDetailsBody, response: { 200: updateMyDetailsResponse } },
    },
    async (request) => ({
      success: true as const,
      ...(await members.updateMyDetails(await request.principal(), request.body)),
    }),
  );

  app.post(
    '/api/my_details/renewal_documents',
    {
      onRequest: memberOnly,
      schema: { body: renewalDocumentsBody, response: { 200: renewalDocumentsResponse } },
    },
    async (request) => ({
      success: true as const,
      ...(await members.confirmRenewalDocuments(await request.principal(), request.body)),
    }),
  );
};
