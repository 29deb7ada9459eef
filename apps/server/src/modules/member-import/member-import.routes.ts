// POST /api/staff/members/import (admin only): the register file and the dry-run flag as multipart
// form data; the answer is the import's report (member-import.contract.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  heldRemindersQuery,
  heldRemindersResponse,
  memberImportFields,
  memberImportResponse,
  startRemindersBody,
} from '@portico/domain/contracts/member-import.contract';
import { BadRequestError, isDomainError, PayloadTooLargeError } from '../../errors';
import { requireStaff, staffOnly } from '../auth';
import type { MemberImportService, RegisterUpload } from './member-import.service';
import { REGISTER_MAX_BYTES } from './read-register';
import { acceptMultipart } from '../../lib/multipart-upload';
import { dataReply } from '../../lib/replies';

const LIMITS = { fileSize: REGISTER_MAX_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 5 };
const NO_FILE = 'Choose the register file (CSV or XLSX) to upload';
const TOO_LARGE = 'The file is larger than 20 MB: split the register into several files';

type Part =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; toBuffer(): Promise<Buffer> };

async function readUpload(parts: AsyncIterable<Part>): Promise<RegisterUpload> {
  const fields: Record<string, string> = {};
  let file: { fileName: string; content: Buffer } | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file' && !file) {
        file = { fileName: part.filename || 'register', content: await part.toBuffer() };
      } else await part.toBuffer();
    }
  } catch (error) {
    if (isDomainError(error)) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(TOO_LARGE);
    throw new BadRequestError('The upload could not be read: try again');
  }
  const parsed = memberImportFields.safeParse(fields);
  if (!parsed.success) {
    throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid fields');
  }
  if (!file || file.content.length === 0) throw new BadRequestError(NO_FILE, { file: NO_FILE });
  return {
    ...file,
    dryRun: parsed.data.dryRun === 'true',
    remindersFrom: parsed.data.remindersFrom || null,
  };
}

export const memberImportRoutes: FastifyPluginAsyncZod<{ service: MemberImportService }> = async (
  app,
  { service },
) => {
  await acceptMultipart(app);

  app.post(
    '/api/staff/members/import',
    { onRequest: staffOnly('admin'), schema: { response: { 200: memberImportResponse } } },
    async (request) => {
      const principal = await requireStaff(request, 'admin');
      if (!request.isMultipart()) throw new BadRequestError(NO_FILE, { file: NO_FILE });
      const upload = await readUpload(request.parts({ limits: LIMITS }) as AsyncIterable<Part>);
      return dataReply(await service.importFile(principal, upload));
    },
  );

  // Imported members whose reminders are held: how many, who a start would message and when.
  app.get(
    '/api/staff/members/import/reminders',
    {
      onRequest: staffOnly('admin'),
      schema: { querystring: heldRemindersQuery, response: { 200: heldRemindersResponse } },
    },
    async (request) => {
      await requireStaff(request, 'admin');
      return dataReply(await service.heldReminders(request.query.from));
    },
  );

  app.post(
    '/api/staff/members/import/reminders',
    {
      onRequest: staffOnly('admin'),
      schema: { body: startRemindersBody, response: { 200: heldRemindersResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, 'admin');
      const data = await service.startReminders(principal, request.body.from);
      return dataReply(data);
    },
  );
};
