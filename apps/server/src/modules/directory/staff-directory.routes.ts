// The back office's directory calls: the services members choose from (every staff member reads
// them, an admin saves them) and the listings, which an admin or the office may hide with a reason.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '@portico/domain/contracts/common';
import {
  directoryMemberParams,
  directoryServicesBody,
  directoryServicesResponse,
  hideListingBody,
  staffDirectoryListingsResponse,
  staffDirectoryQuery,
} from '@portico/domain/contracts/directory.contract';
import { requireStaff } from '../auth';
import { guardedRoute } from '../../lib/guarded-route';
import type { DirectoryDeps } from './directory-deps';
import { listServices } from './directory.repository';
import { saveServices, setListingHidden, staffListings } from './staff-directory';
import { dataReply, messageReply } from '../../lib/replies';

const forStaff = guardedRoute((request) => requireStaff(request));
const forAdmins = guardedRoute((request) => requireStaff(request, 'admin'));
const forModerators = guardedRoute((request) => requireStaff(request, 'admin', 'office'));

export const staffDirectoryRoutes: FastifyPluginAsyncZod<{ directory: DirectoryDeps }> = async (
  app,
  { directory },
) => {
  app.get(
    '/api/staff/directory/services',
    forStaff({ response: { 200: directoryServicesResponse } }, async () =>
      dataReply(await listServices(directory.db)),
    ),
  );

  app.put(
    '/api/staff/directory/services',
    forAdmins(
      { body: directoryServicesBody, response: { 200: directoryServicesResponse } },
      async (principal, request) =>
        dataReply(await saveServices(directory, principal, request.body.services)),
    ),
  );

  app.get(
    '/api/staff/directory/listings',
    forModerators(
      { querystring: staffDirectoryQuery, response: { 200: staffDirectoryListingsResponse } },
      async (_staff, request) => dataReply(await staffListings(directory, request.query)),
    ),
  );

  app.post(
    '/api/staff/directory/listings/:id/hide',
    forModerators(
      { params: directoryMemberParams, body: hideListingBody, response: { 200: messageResponse } },
      async (principal, { params, body }) => {
        await setListingHidden(directory, principal, params.id, body.reason);
        return messageReply('The listing is hidden');
      },
    ),
  );

  app.post(
    '/api/staff/directory/listings/:id/show',
    forModerators(
      { params: directoryMemberParams, response: { 200: messageResponse } },
      async (principal, { params }) => {
        await setListingHidden(directory, principal, params.id, null);
        return messageReply('The listing is shown again');
      },
    ),
  );
};
