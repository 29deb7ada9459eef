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
import { requireStaff, staffOnly } from '../auth';
import type { StaffAccountsService } from './staff-accounts.service';
import { dataReply, savedReply } from '../../lib/replies';

const ADMIN = ['admin'] as const;

export const staffAccountRoutes: FastifyPluginAsyncZod<{ service: StaffAccountsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/staff',
    {
      onRequest: staffOnly(...ADMIN),
      schema: { querystring: staffAccountListQuery, response: { 200: staffAccountListResponse } },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return dataReply(await service.list(filters, { page, pageSize }));
    },
  );

  app.post(
    '/api/staff/staff',
    {
      onRequest: staffOnly(...ADMIN),
      schema: { body: staffAccountCreateBody, response: { 200: staffAccountResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, ...ADMIN);
      const data = await service.create(principal, request.body);
      return savedReply('Staff account created', data);
    },
  );

  app.post(
    '/api/staff/staff/invitations',
    {
      onRequest: staffOnly(...ADMIN),
      schema: { body: staffInvitationBody, response: { 200: staffAccountResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, ...ADMIN);
      const data = await service.invite(principal, request.body);
      return savedReply('Invitation sent', data);
    },
  );

  app.patch(
    '/api/staff/staff/:id',
    {
      onRequest: staffOnly(...ADMIN),
      schema: {
        params: staffAccountParams,
        body: staffAccountUpdateBody,
        response: { 200: staffAccountResponse },
      },
    },
    async (request) => {
      const principal = await requireStaff(request, ...ADMIN);
      const data = await service.update(principal, request.params.id, request.body);
      return savedReply('Staff account updated', data);
    },
  );
};
