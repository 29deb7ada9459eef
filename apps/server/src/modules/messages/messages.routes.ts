// The back office's messages: the list (failed first), one message with its text, and a resend.
// Admin and office read and resend; accounts read (receipts and credit notes go out as messages).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageDetailResponse,
  messageIdParams,
  messageListQuery,
  messageListResponse,
  messageResendResponse,
} from '@portico/domain/contracts/staff-messages.contract';
import { requireStaff, staffOnly } from '../auth';
import type { MessagesService } from './messages.service';
import { dataReply, savedReply } from '../../lib/replies';

export const MESSAGE_READ_ROLES = ['admin', 'office', 'accounts'] as const;
export const MESSAGE_RESEND_ROLES = ['admin', 'office'] as const;

export const messageRoutes: FastifyPluginAsyncZod<{ service: MessagesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/messages',
    {
      onRequest: staffOnly(...MESSAGE_READ_ROLES),
      schema: { querystring: messageListQuery, response: { 200: messageListResponse } },
    },
    async (request) => {
      const { page, pageSize, q, status, channel, kind } = request.query;
      const filters = {
        q,
        status,
        channel,
        kind,
        applicationId: request.query.application_id,
        memberId: request.query.member_id,
      };
      return dataReply(await service.list(filters, { page, pageSize }));
    },
  );

  app.get(
    '/api/staff/messages/:id',
    {
      onRequest: staffOnly(...MESSAGE_READ_ROLES),
      schema: { params: messageIdParams, response: { 200: messageDetailResponse } },
    },
    async (request) => dataReply(await service.detail(request.params.id)),
  );

  app.post(
    '/api/staff/messages/:id/resend',
    {
      onRequest: staffOnly(...MESSAGE_RESEND_ROLES),
      schema: { params: messageIdParams, response: { 201: messageResendResponse } },
    },
    async (request, reply) => {
      const principal = await requireStaff(request, ...MESSAGE_RESEND_ROLES);
      const { message, id } = await service.resend(principal, request.params.id);
      return reply.code(201).send(savedReply(message, { id }));
    },
  );
};
