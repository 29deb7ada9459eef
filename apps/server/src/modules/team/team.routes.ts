// HTTP shape of a company's team (decision 110). The member's routes: the roles are checked by the
// auth plugin's gate (GET /api/team for every role, the rest for admins) and again by the
// operations. The admin's team settings (decision 118). Each route calls its operation with what the
// team's operations are given (decision 121).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEAM_MESSAGES,
  teamInvitationBody,
  teamPersonParams,
  teamResponse,
  teamRoleBody,
  teamSavedResponse,
  teamSettingsBody,
  teamSettingsResponse,
  teamTransferBody,
} from '@portico/domain/contracts/team.contract';
import { memberOnly, requireStaff, staffOnly } from '../auth';
import { changeRole, removePerson } from './change-team';
import { invitePerson } from './invite-person';
import type { TeamDeps } from './team-deps';
import { readTeamSettings, saveTeamSettings } from './team-settings';
import { readTeam } from './team-views';
import { transferHolding, withdrawTransfer } from './transfer-holding';
import { dataReply, savedReply } from '../../lib/replies';

export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamDeps }> = async (app, { team }) => {
  app.get(
    '/api/team',
    { onRequest: memberOnly, schema: { response: { 200: teamResponse } } },
    async (request) => dataReply(await readTeam(team.db, await request.principal())),
  );

  app.post(
    '/api/team/invitations',
    {
      onRequest: memberOnly,
      schema: { body: teamInvitationBody, response: { 200: teamSavedResponse } },
    },
    async (request) =>
      savedReply(
        TEAM_MESSAGES.invited,
        await invitePerson(team, await request.principal(), request.body),
      ),
  );

  app.post(
    '/api/team/:personId/remove',
    {
      onRequest: memberOnly,
      schema: { params: teamPersonParams, response: { 200: teamSavedResponse } },
    },
    async (request) =>
      savedReply(
        TEAM_MESSAGES.removed,
        await removePerson(team, await request.principal(), request.params.personId),
      ),
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
    async (request) =>
      savedReply(
        TEAM_MESSAGES.roleChanged,
        await changeRole(
          team,
          await request.principal(),
          request.params.personId,
          request.body.role,
        ),
      ),
  );
};

/** The holder's transfer, and the withdrawal of a request waiting for the office (decision 118). */
export const teamTransferRoutes: FastifyPluginAsyncZod<{ team: TeamDeps }> = async (
  app,
  { team },
) => {
  app.post(
    '/api/team/transfer',
    {
      onRequest: memberOnly,
      schema: { body: teamTransferBody, response: { 200: teamSavedResponse } },
    },
    async (request) => {
      const outcome = await transferHolding(
        team,
        await request.principal(),
        request.body.person_id,
      );
      const message = outcome.requested
        ? TEAM_MESSAGES.transferRequested
        : TEAM_MESSAGES.transferred;
      return savedReply(message, outcome.team);
    },
  );

  app.post(
    '/api/team/transfer/withdraw',
    { onRequest: memberOnly, schema: { response: { 200: teamSavedResponse } } },
    async (request) =>
      savedReply(
        TEAM_MESSAGES.transferWithdrawn,
        await withdrawTransfer(team, await request.principal()),
      ),
  );
};

/** Settings › Company teams (decision 118): the admin's, as the other settings. */
export const teamSettingsRoutes: FastifyPluginAsyncZod<{ team: TeamDeps }> = async (
  app,
  { team },
) => {
  app.get(
    '/api/staff/team/settings',
    { onRequest: staffOnly('admin'), schema: { response: { 200: teamSettingsResponse } } },
    async () => dataReply(await readTeamSettings(team.db)),
  );
  app.put(
    '/api/staff/team/settings',
    {
      onRequest: staffOnly('admin'),
      schema: { body: teamSettingsBody, response: { 200: teamSettingsResponse } },
    },
    async (request) =>
      dataReply(await saveTeamSettings(team, await requireStaff(request, 'admin'), request.body)),
  );
};
