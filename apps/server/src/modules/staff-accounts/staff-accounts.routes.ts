import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffAccountCreateBody,
  staffAccountListQuery,
  staffAccountListResponse,
  staffAccountParams,
  staffAccountResponse,
  staffAccountUpdateBody,
  staffInvitationBody,
} from '@portico/domain/contracts/staff-accounts.contract';
import { forStaffIn } from '../auth';
import { registerCreateAndUpdate } from '../../lib/resource-routes';
import type { StaffAccountsService } from './staff-accounts.service';
import { dataReply, savedReply } from '../../lib/replies';

const forAdmins = forStaffIn('admin');

export const staffAccountRoutes: FastifyPluginAsyncZod<{ service: StaffAccountsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/staff',
    forAdmins(
      { querystring: staffAccountListQuery, response: { 200: staffAccountListResponse } },
      async (_staff, request) => {
        const { page, pageSize, ...filters } = request.query;
        return dataReply(await service.list(filters, { page, pageSize }));
      },
    ),
  );

  registerCreateAndUpdate(app, '/api/staff/staff', {
    guard: forAdmins,
    messages: { created: 'Staff account created', updated: 'Staff account updated' },
    schemas: {
      create: staffAccountCreateBody,
      update: staffAccountUpdateBody,
      params: staffAccountParams,
      saved: staffAccountResponse,
    },
    service,
  });

  app.post(
    '/api/staff/staff/invitations',
    forAdmins(
      { body: staffInvitationBody, response: { 200: staffAccountResponse } },
      async (principal, request) =>
        savedReply('Invitation sent', await service.invite(principal, request.body)),
    ),
  );
};
