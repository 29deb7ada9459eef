import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  memberDetailResponse,
  memberListQuery,
  memberListResponse,
  memberParams,
  memberPatchBody,
  memberPatchResponse,
} from '@portico/domain/contracts/staff-members.contract';
import { requireStaff, staffOnly } from '../auth';
import { memberRecordRoutes } from './member-record.routes';
import { memberTeamRoutes } from './member-team.routes';
import type { MembersService } from './members.service';
import { dataReply, savedReply } from '../../lib/replies';

const EDITORS = ['admin', 'office'] as const;
export const memberRoutes: FastifyPluginAsyncZod<{ service: MembersService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/members',
    {
      onRequest: staffOnly(),
      schema: { querystring: memberListQuery, response: { 200: memberListResponse } },
    },
    async (request) => {
      const { page, pageSize, sort, ...filters } = request.query;
      return dataReply(await service.list(filters, { page, pageSize }, sort));
    },
  );

  app.get(
    '/api/staff/members/:id',
    {
      onRequest: staffOnly(),
      schema: { params: memberParams, response: { 200: memberDetailResponse } },
    },
    async (request) => dataReply(await service.detail(request.params.id)),
  );

  await app.register(memberRecordRoutes, { service });
  await app.register(memberTeamRoutes, { service });

  app.patch(
    '/api/staff/members/:id',
    {
      onRequest: staffOnly(...EDITORS),
      schema: {
        params: memberParams,
        body: memberPatchBody,
        response: { 200: memberPatchResponse },
      },
    },
    async (request) => {
      const principal = await requireStaff(request, ...EDITORS);
      const data = await service.updateFlags(principal, request.params.id, request.body);
      return savedReply('Member updated', data);
    },
  );
};
