// The back-office audit log (issue #15), admin only as the account is now (checked in onRequest,
// before the query is read): GET /api/staff/audit, and its exports /api/staff/export/audit.csv and
// audit.xlsx with the same filters.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import {
  AUDIT_ROLES,
  auditExportQuery,
  auditListQuery,
  auditListResponse,
} from '@portico/domain/contracts/audit.contract';
import { staffOnly } from '../auth';
import { csvStream } from '../../lib/csv';
import { businessDateOf } from '../../lib/list-query';
import type { AuditLogService } from './audit-log.service';
import { sendAttachment } from '../../lib/send-attachment';
import { dataReply } from '../../lib/replies';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendFile(reply: FastifyReply, type: string, extension: string, body: Readable) {
  const name = `audit-log-${businessDateOf(new Date())}.${extension}`;
  return sendAttachment(reply, { type, name, body });
}

export const auditLogRoutes: FastifyPluginAsyncZod<{ service: AuditLogService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/audit',
    {
      onRequest: staffOnly(...AUDIT_ROLES),
      schema: { querystring: auditListQuery, response: { 200: auditListResponse } },
    },
    async (request) => dataReply(await service.list(request.query)),
  );

  app.get(
    '/api/staff/export/audit.csv',
    { onRequest: staffOnly(...AUDIT_ROLES), schema: { querystring: auditExportQuery } },
    async (request, reply) =>
      sendFile(reply, 'text/csv; charset=utf-8', 'csv', csvStream(service.csv(request.query))),
  );

  app.get(
    '/api/staff/export/audit.xlsx',
    { onRequest: staffOnly(...AUDIT_ROLES), schema: { querystring: auditExportQuery } },
    async (request, reply) => sendFile(reply, XLSX_TYPE, 'xlsx', service.xlsx(request.query)),
  );
};
