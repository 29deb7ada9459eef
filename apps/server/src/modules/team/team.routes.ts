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
import { forMembers, forStaffIn } from '../auth';
import { changeRole, removePerson } from './change-team';
import { invitePerson } from './invite-person';
import type { TeamDeps } from './team-deps';
import { readTeamSettings, saveTeamSettings } from './team-settings';
import { readTeam } from './team-views';
import { transferHolding, withdrawTransfer } from './transfer-holding';
import { dataReply, savedReply } from '../../lib/replies';

const forAdmins = forStaffIn('admin');

export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamDeps }> = async (app, { team }) => {
  app.get(
    '/api/team',
    forMembers({ response: { 200: teamResponse } }, async (principal) =>
      dataReply(await readTeam(team.db, principal)),
    ),
  );

  app.post(
    '/api/team/invitations',
    forMembers(
      { body: teamInvitationBody, response: { 200: teamSavedResponse } },
      async (principal, request) =>
        savedReply(TEAM_MESSAGES.invited, await invitePerson(team, principal, request.body)),
    ),
  );

  app.post(
    '/api/team/:personId/remove',
    forMembers(
      { params: teamPersonParams, response: { 200: teamSavedResponse } },
      async (principal, request) =>
        savedReply(
          TEAM_MESSAGES.removed,
          await removePerson(team, principal, request.params.personId),
        ),
    ),
  );

  app.put(
    '/api/team/:personId/role',
    forMembers(
      { params: teamPersonParams, body: teamRoleBody, response: { 200: teamSavedResponse } },
      async (principal, request) => {
        const { personId } = request.params;
        const saved = await changeRole(team, principal, personId, request.body.role);
        return savedReply(TEAM_MESSAGES.roleChanged, saved);
      },
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
    forMembers(
      { body: teamTransferBody, response: { 200: teamSavedResponse } },
      async (principal, request) => {
        const outcome = await transferHolding(team, principal, request.body.person_id);
        const message = outcome.requested
          ? TEAM_MESSAGES.transferRequested
          : TEAM_MESSAGES.transferred;
        return savedReply(message, outcome.team);
      },
    ),
  );

  app.post(
    '/api/team/transfer/withdraw',
    forMembers({ response: { 200: teamSavedResponse } }, async (principal) =>
      savedReply(TEAM_MESSAGES.transferWithdrawn, await withdrawTransfer(team, principal)),
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
    forAdmins({ response: { 200: teamSettingsResponse } }, async () =>
      dataReply(await readTeamSettings(team.db)),
    ),
  );
  app.put(
    '/api/staff/team/settings',
    forAdmins(
      { body: teamSettingsBody, response: { 200: teamSettingsResponse } },
      async (principal, request) =>
        dataReply(await saveTeamSettings(team, principal, request.body)),
    ),
  );
};
