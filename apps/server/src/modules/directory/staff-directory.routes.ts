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
import { requireStaff, staffOnly } from '../auth';
import type { DirectoryDeps } from './directory-deps';
import { listServices } from './directory.repository';
import { saveServices, setListingHidden, staffListings } from './staff-directory';
import { dataReply, messageReply } from '../../lib/replies';

const admin = staffOnly('admin');
const moderators = staffOnly('admin', 'office');

export const staffDirectoryRoutes: FastifyPluginAsyncZod<{ directory: DirectoryDeps }> = async (
  app,
  { directory },
) => {
  app.get(
    '/api/staff/directory/services',
    { onRequest: staffOnly(), schema: { response: { 200: directoryServicesResponse } } },
    async () => dataReply(await listServices(directory.db)),
  );

  app.put(
    '/api/staff/directory/services',
    {
      onRequest: admin,
      schema: { body: directoryServicesBody, response: { 200: directoryServicesResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, 'admin');
      return dataReply(await saveServices(directory, principal, request.body.services));
    },
  );

  app.get(
    '/api/staff/directory/listings',
    {
      onRequest: moderators,
      schema: {
        querystring: staffDirectoryQuery,
        response: { 200: staffDirectoryListingsResponse },
      },
    },
    async (request) => dataReply(await staffListings(directory, request.query)),
  );

  app.post(
    '/api/staff/directory/listings/:id/hide',
    {
      onRequest: moderators,
      schema: {
        params: directoryMemberParams,
        body: hideListingBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const principal = await requireStaff(request, 'admin', 'office');
      await setListingHidden(directory, principal, request.params.id, request.body.reason);
      return messageReply('The listing is hidden');
    },
  );

  app.post(
    '/api/staff/directory/listings/:id/show',
    {
      onRequest: moderators,
      schema: { params: directoryMemberParams, response: { 200: messageResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, 'admin', 'office');
      await setListingHidden(directory, principal, request.params.id, null);
      return messageReply('The listing is shown again');
    },
  );
};
