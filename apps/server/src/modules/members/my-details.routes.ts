// HTTP shape of the member's own details: GET and POST /api/my_details, and the renewal's
// documents answers. Thin: read the request, call the operation. Only a member, only their own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  myDetailsResponse,
  renewalDocumentsBody,
  renewalDocumentsResponse,
  updateMyDetailsBody,
  updateMyDetailsResponse,
} from '@portico/domain/contracts/my-details.contract';
import { memberOnly } from '../auth';
import { confirmRenewalDocuments } from './confirm-renewal-documents';
import type { MemberAreaDeps } from './member-area-deps';
import { readMyDetails } from './my-details';
import { updateMyDetails } from './update-my-details';
import { dataReply } from '../../lib/replies';

export const myDetailsRoutes: FastifyPluginAsyncZod<{ memberArea: MemberAreaDeps }> = async (
  app,
  { memberArea },
) => {
  app.get(
    '/api/my_details',
    { onRequest: memberOnly, schema: { response: { 200: myDetailsResponse } } },
    async (request) => dataReply(await readMyDetails(memberArea, await request.principal())),
  );

  app.post(
    '/api/my_details',
    {
      onRequest: memberOnly,
      schema: { body: updateMyDetailsBody, response: { 200: updateMyDetailsResponse } },
    },
    async (request) => ({
      success: true as const,
      ...(await updateMyDetails(memberArea, await request.principal(), request.body)),
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
      ...(await confirmRenewalDocuments(memberArea, await request.principal(), request.body)),
    }),
  );
};
