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
import { memberOnly, requireStaff, staffOnly } from '../auth';
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
    { onRequest: memberOnly, schema: { response: { 200: myDataRequestsResponse } } },
    async (request) => dataReply(await listMyDataRequests(privacy, await request.principal())),
  );

  app.post(
    '/api/my_data_requests',
    {
      onRequest: memberOnly,
      schema: { body: dataRequestBody, response: { 200: dataRequestCreatedResponse } },
    },
    async (request) =>
      savedReply(
        PRIVACY_MESSAGES.requestSent,
        await fileDataRequest(privacy, await request.principal(), request.body),
      ),
  );
}

/** The admins' list of requests, and closing one. */
function registerStaffRoutes(app: RouteApp, privacy: PrivacyDeps): void {
  app.get(
    '/api/staff/data-requests',
    {
      onRequest: staffOnly('admin'),
      schema: {
        querystring: staffDataRequestQuery,
        response: { 200: staffDataRequestListResponse },
      },
    },
    async (request) => dataReply(await staffDataRequests(privacy.db, request.query)),
  );

  app.post(
    '/api/staff/data-requests/:id/complete',
    {
      onRequest: staffOnly('admin'),
      schema: { params: dataRequestIdParams, response: { 200: staffDataRequestResponse } },
    },
    async (request) =>
      savedReply(
        'Request completed',
        await completeDataRequest(privacy, await requireStaff(request, 'admin'), request.params.id),
      ),
  );

  app.post(
    '/api/staff/data-requests/:id/refuse',
    {
      onRequest: staffOnly('admin'),
      schema: {
        params: dataRequestIdParams,
        body: refuseDataRequestBody,
        response: { 200: staffDataRequestResponse },
      },
    },
    async (request) =>
      savedReply(
        'Request refused',
        await refuseDataRequest(
          privacy,
          await requireStaff(request, 'admin'),
          request.params.id,
          request.body.reason,
        ),
      ),
  );

  app.post(
    '/api/staff/applications/:id/erase',
    {
      onRequest: staffOnly('admin'),
      schema: {
        params: applicationIdParams,
        body: eraseApplicationBody,
        response: { 200: eraseApplicationResponse },
      },
    },
    async (request) =>
      savedReply(
        PRIVACY_MESSAGES.applicationErased,
        await eraseApplication(
          privacy,
          await requireStaff(request, 'admin'),
          request.params.id,
          request.body.reason,
        ),
      ),
  );
}
