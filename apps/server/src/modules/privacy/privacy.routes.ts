// HTTP shape of personal data (decision 045): the member's download (JSON, PDF) and requests, and
// the admins' list of requests with complete and refuse, and erasing an applicant's application.
// Thin: read the request, call the operation with what the personal-data operations are given
// (decision 121).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataRequestBody,
  dataRequestCreatedResponse,
  dataRequestIdParams,
  eraseApplicationBody,
  eraseApplicationResponse,
  myDataParams,
  myDataRequestsResponse,
  refuseDataRequestBody,
  staffDataRequestListResponse,
  staffDataRequestQuery,
  staffDataRequestResponse,
} from '@portico/domain/contracts/privacy.contract';
import { applicationIdParams } from '@portico/domain/contracts/applications.contract';
import { PRIVACY_MESSAGES } from '@portico/domain/privacy';
import { FILE_DOWNLOAD_HEADERS } from '../../plugins/security-headers';
import { forMembers, forStaffIn, memberOnly } from '../auth';
import { completeDataRequest, refuseDataRequest } from './close-data-request';
import { staffDataRequests } from './data-request-view';
import { eraseApplication } from './erase-application';
import { myData } from './export-data';
import { fileDataRequest, listMyDataRequests } from './file-data-request';
import { renderMemberDataPdf } from './member-data-pdf';
import type { PrivacyDeps } from './privacy-deps';
import { sendPrivateFile } from '../../lib/send-attachment';
import { dataReply, savedReply } from '../../lib/replies';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

const forAdmins = forStaffIn('admin');

export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyDeps }> = async (
  app,
  { privacy },
) => {
  registerMemberRoutes(app, privacy);
  registerStaffRoutes(app, privacy);
};

/** The member's own data, as JSON or as a PDF: a private file download. */
const myDataDownload = {
  onRequest: memberOnly,
  schema: { params: myDataParams },
  config: { securityHeaders: FILE_DOWNLOAD_HEADERS },
};

/** The signed-in member's download and requests. */
function registerMemberRoutes(app: RouteApp, privacy: PrivacyDeps): void {
  app.get('/api/my_data/:userId', myDataDownload, async (request, reply) => {
    const data = await myData(privacy, await request.principal(), request.params.userId);
    return sendPrivateFile(
      reply,
      'application/json; charset=utf-8',
      'my-data.json',
      JSON.stringify(data, null, 2),
    );
  });

  app.get('/api/my_data/:userId/pdf', myDataDownload, async (request, reply) => {
    const data = await myData(privacy, await request.principal(), request.params.userId);
    const pdf = await renderMemberDataPdf(data);
    return sendPrivateFile(reply, 'application/pdf', 'my-data.pdf', pdf);
  });

  app.get(
    '/api/my_data_requests',
    forMembers({ response: { 200: myDataRequestsResponse } }, async (principal) =>
      dataReply(await listMyDataRequests(privacy, principal)),
    ),
  );

  app.post(
    '/api/my_data_requests',
    forMembers(
      { body: dataRequestBody, response: { 200: dataRequestCreatedResponse } },
      async (principal, request) =>
        savedReply(
          PRIVACY_MESSAGES.requestSent,
          await fileDataRequest(privacy, principal, request.body),
        ),
    ),
  );
}

/** The admins' list of requests, and closing one. */
function registerStaffRoutes(app: RouteApp, privacy: PrivacyDeps): void {
  app.get(
    '/api/staff/data-requests',
    forAdmins(
      { querystring: staffDataRequestQuery, response: { 200: staffDataRequestListResponse } },
      async (_staff, request) => dataReply(await staffDataRequests(privacy.db, request.query)),
    ),
  );

  app.post(
    '/api/staff/data-requests/:id/complete',
    forAdmins(
      { params: dataRequestIdParams, response: { 200: staffDataRequestResponse } },
      async (principal, request) =>
        savedReply(
          'Request completed',
          await completeDataRequest(privacy, principal, request.params.id),
        ),
    ),
  );

  app.post(
    '/api/staff/data-requests/:id/refuse',
    forAdmins(
      {
        params: dataRequestIdParams,
        body: refuseDataRequestBody,
        response: { 200: staffDataRequestResponse },
      },
      async (principal, request) => {
        const { id } = request.params;
        const refused = await refuseDataRequest(privacy, principal, id, request.body.reason);
        return savedReply('Request refused', refused);
      },
    ),
  );

  app.post(
    '/api/staff/applications/:id/erase',
    forAdmins(
      {
        params: applicationIdParams,
        body: eraseApplicationBody,
        response: { 200: eraseApplicationResponse },
      },
      async (principal, request) => {
        const { id } = request.params;
        const erased = await eraseApplication(privacy, principal, id, request.body.reason);
        return savedReply(PRIVACY_MESSAGES.applicationErased, erased);
      },
    ),
  );
}
