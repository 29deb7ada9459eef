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
import { forStaffIn } from '../auth';
import type { MembersService } from './members.service';
import { dataReply, savedReply } from '../../lib/replies';

/** Who may do what on the record (the web's PAGE_ROLES say the same). */
export const MEMBER_RECORD_ROLES = {
  editDetails: ['admin', 'office'],
  addNote: ['admin', 'office', 'accounts'],
  extend: ['admin'],
} as const;

const { editDetails, addNote, extend } = MEMBER_RECORD_ROLES;
const forStaff = forStaffIn();
const forEditors = forStaffIn(...editDetails);
const forNoteTakers = forStaffIn(...addNote);
const forExtenders = forStaffIn(...extend);

export const memberRecordRoutes: FastifyPluginAsyncZod<{ service: MembersService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/members/:id/record',
    forStaff(
      { params: memberParams, response: { 200: memberRecordResponse } },
      async (principal, request) => dataReply(await service.record(principal, request.params.id)),
    ),
  );

  app.patch(
    '/api/staff/members/:id/details',
    forEditors(
      { params: memberParams, body: memberDetailsBody, response: { 200: memberDetailsResponse } },
      async (principal, { params, body }) =>
        savedReply(
          MEMBER_RECORD_MESSAGES.saved,
          await service.editDetails(principal, params.id, body),
        ),
    ),
  );

  app.post(
    '/api/staff/members/:id/notes',
    forNoteTakers(
      { params: memberParams, body: memberNoteBody, response: { 200: memberNoteResponse } },
      async (principal, { params, body }) =>
        savedReply(
          MEMBER_RECORD_MESSAGES.noteAdded,
          await service.addNote(principal, params.id, body.text),
        ),
    ),
  );

  app.post(
    '/api/staff/members/:id/extend',
    forExtenders(
      { params: memberParams, body: memberExtendBody, response: { 200: memberExtendResponse } },
      async (principal, { params, body }) =>
        savedReply(
          MEMBER_RECORD_MESSAGES.extended,
          await service.extend(principal, params.id, body),
        ),
    ),
  );
};
