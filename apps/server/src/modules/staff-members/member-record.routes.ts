// The office's member record (issue #29): the page's read and its actions, each guarded by role
// here and by the record's reach (a zone manager's zones) in the operation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MEMBER_RECORD_MESSAGES,
  memberDetailsBody,
  memberDetailsResponse,
  memberExtendBody,
  memberExtendResponse,
  memberNoteBody,
  memberNoteResponse,
  memberRecordResponse,
} from '@portico/domain/contracts/member-record.contract';
import { memberParams } from '@portico/domain/contracts/staff-members.contract';
import { requireStaff, staffOnly } from '../auth';
import type { MembersService } from './members.service';
import { dataReply, savedReply } from '../../lib/replies';

/** Who may do what on the record (the web's PAGE_ROLES say the same). */
export const MEMBER_RECORD_ROLES = {
  editDetails: ['admin', 'office'],
  addNote: ['admin', 'office', 'accounts'],
  extend: ['admin'],
} as const;

export const memberRecordRoutes: FastifyPluginAsyncZod<{ service: MembersService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/members/:id/record',
    {
      onRequest: staffOnly(),
      schema: { params: memberParams, response: { 200: memberRecordResponse } },
    },
    async (request) =>
      dataReply(await service.record(await requireStaff(request), request.params.id)),
  );

  const { editDetails, addNote, extend } = MEMBER_RECORD_ROLES;
  app.patch(
    '/api/staff/members/:id/details',
    {
      onRequest: staffOnly(...editDetails),
      schema: {
        params: memberParams,
        body: memberDetailsBody,
        response: { 200: memberDetailsResponse },
      },
    },
    async (request) => {
      const principal = await requireStaff(request, ...editDetails);
      const data = await service.editDetails(principal, request.params.id, request.body);
      return savedReply(MEMBER_RECORD_MESSAGES.saved, data);
    },
  );

  app.post(
    '/api/staff/members/:id/notes',
    {
      onRequest: staffOnly(...addNote),
      schema: { params: memberParams, body: memberNoteBody, response: { 200: memberNoteResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, ...addNote);
      const data = await service.addNote(principal, request.params.id, request.body.text);
      return savedReply(MEMBER_RECORD_MESSAGES.noteAdded, data);
    },
  );

  app.post(
    '/api/staff/members/:id/extend',
    {
      onRequest: staffOnly(...extend),
      schema: {
        params: memberParams,
        body: memberExtendBody,
        response: { 200: memberExtendResponse },
      },
    },
    async (request) => {
      const principal = await requireStaff(request, ...extend);
      const data = await service.extend(principal, request.params.id, request.body);
      return savedReply(MEMBER_RECORD_MESSAGES.extended, data);
    },
  );
};
