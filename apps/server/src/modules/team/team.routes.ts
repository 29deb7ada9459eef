// HTTP shape of a company's team (decision 110). Every route is a member's; the roles are checked
// by the auth plugin's gate (GET /api/team for every role, the rest for admins) and again by the
// operations.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEAM_MESSAGES,
  teamInvitationBody,
  teamPersonParams,
  teamResponse,
  teamRoleBody,
  teamSavedResponse,
  teamTransferBody,
} from '@portico/domain/contracts/team.contract';
import { memberOnly } from '../auth';
import type { TeamService } from './team.service';

export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  app.get(
    '/api/team',
    { onRequest: memberOnly, schema: { response: { 200: teamResponse } } },
    async (request) => ({
      success: true as const,
      data: await team.read(await request.principal()),
    }),
  );

  app.post(
    '/api/team/invitations',
    {
      onRequest: memberOnly,
      schema: { body: teamInvitationBody, response: { 200: teamSavedResponse } },
    },
    async (request) => ({
      success: true as const,
      message: TEAM_MESSAGES.invited,
      data: await team.invite(await request.principal(), request.body),
    }),
  );

  app.post(
    '/api/team/:personId/remove',
    {
      onRequest: memberOnly,
      schema: { params: teamPersonParams, response: { 200: teamSavedResponse } },
    },
    async (request) => ({
      success: true as const,
      message: TEAM_MESSAGES.removed,
      data: await team.remove(await request.principal(), request.params.personId),
    }),
  );

  app.put(
    '/api/team/:personId/role',
    {
      onRequest: memberOnly,
      schema: {
        params: teamPersonParams,
        body: teamRoleBody,
        response: { 200: teamSavedResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: TEAM_MESSAGES.roleChanged,
      data: await team.changeRole(
        await request.principal(),
        request.params.personId,
        request.body.role,
      ),
    }),
  );

  app.post(
    '/api/team/transfer',
    {
      onRequest: memberOnly,
      schema: { body: teamTransferBody, response: { 200: teamSavedResponse } },
    },
    async (request) => ({
      success: true as const,
      message: TEAM_MESSAGES.transferred,
      data: await team.transfer(await request.principal(), request.body.person_id),
    }),
  );
};
