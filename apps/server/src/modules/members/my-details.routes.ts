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
import { forMembers } from '../auth';
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
    forMembers({ response: { 200: myDetailsResponse } }, async (principal) =>
      dataReply(await readMyDetails(memberArea, principal)),
    ),
  );

  app.post(
    '/api/my_details',
    forMembers(
      { body: updateMyDetailsBody, response: { 200: updateMyDetailsResponse } },
      async (principal, request) => ({
        success: true as const,
        ...(await updateMyDetails(memberArea, principal, request.body)),
      }),
    ),
  );

  app.post(
    '/api/my_details/renewal_documents',
    forMembers(
      { body: renewalDocumentsBody, response: { 200: renewalDocumentsResponse } },
      async (principal, request) => ({
        success: true as const,
        ...(await confirmRenewalDocuments(memberArea, principal, request.body)),
      }),
    ),
  );
};
