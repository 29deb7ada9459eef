// The company's team on the office's member record (decision 110): read by every staff role that
// reads the record; a person removed, a holder's transfer request approved or refused (decision
// 118) by admin or office, who also list every request waiting for them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffOpenTransfersResponse,
  staffTeamParams,
  staffTeamPersonParams,
  staffTeamResponse,
  staffTeamSavedResponse,
  staffTransferDecisionBody,
  staffTransferRefusalBody,
  TEAM_MESSAGES,
} from '@portico/domain/contracts/team.contract';
import { requireStaff, staffOnly } from '../auth';
import type { MembersService } from './members.service';
import { dataReply, savedReply } from '../../lib/replies';

export const MEMBER_TEAM_ROLES = {
  remove: ['admin', 'office'],
  decideTransfer: ['admin', 'office'],
} as const;

export const memberTeamRoutes: FastifyPluginAsyncZod<{ service: MembersService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/members/:id/team',
    {
      onRequest: staffOnly(),
      schema: { params: staffTeamParams, response: { 200: staffTeamResponse } },
    },
    async (request) =>
      dataReply(await service.team(await requireStaff(request), request.params.id)),
  );

  // The office's waiting work: every open transfer request, oldest first, for those who decide.
  app.get(
    '/api/staff/team-transfers',
    {
      onRequest: staffOnly(...MEMBER_TEAM_ROLES.decideTransfer),
      schema: { response: { 200: staffOpenTransfersResponse } },
    },
    async (request) => {
      await requireStaff(request, ...MEMBER_TEAM_ROLES.decideTransfer);
      return dataReply(await service.openTransfers());
    },
  );

  app.post(
    '/api/staff/members/:id/team/:personId/remove',
    {
      onRequest: staffOnly(...MEMBER_TEAM_ROLES.remove),
      schema: { params: staffTeamPersonParams, response: { 200: staffTeamSavedResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, ...MEMBER_TEAM_ROLES.remove);
      const { id, personId } = request.params;
      const team = await service.removeTeamPerson(principal, id, personId);
      return savedReply(TEAM_MESSAGES.removed, team);
    },
  );

  app.post(
    '/api/staff/members/:id/team/transfer/approve',
    {
      onRequest: staffOnly(...MEMBER_TEAM_ROLES.decideTransfer),
      schema: {
        params: staffTeamParams,
        body: staffTransferDecisionBody,
        response: { 200: staffTeamSavedResponse },
      },
    },
    async (request) => {
      const principal = await requireStaff(request, ...MEMBER_TEAM_ROLES.decideTransfer);
      const { id } = request.params;
      const team = await service.approveTransfer(principal, id, request.body.request_id);
      return savedReply(TEAM_MESSAGES.transferApproved, team);
    },
  );

  app.post(
    '/api/staff/members/:id/team/transfer/refuse',
    {
      onRequest: staffOnly(...MEMBER_TEAM_ROLES.decideTransfer),
      schema: {
        params: staffTeamParams,
        body: staffTransferRefusalBody,
        response: { 200: staffTeamSavedResponse },
      },
    },
    async (request) => {
      const principal = await requireStaff(request, ...MEMBER_TEAM_ROLES.decideTransfer);
      const team = await service.refuseTransfer(principal, request.params.id, request.body);
      return savedReply(TEAM_MESSAGES.transferRefused, team);
    },
  );
};
