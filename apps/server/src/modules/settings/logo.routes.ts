// The association's logo: PUT (multipart, the file in field `logo`) and DELETE
// /api/staff/settings/logo for an admin; GET /api/association/logo for every page and visitor.
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoSavedResponse } from '@portico/domain/contracts/settings.contract';
import { BadRequestError, isDomainError } from '../../errors';
import { FILE_DOWNLOAD_HEADERS } from '../../plugins/security-headers';
import { requireStaff, staffOnly } from '../auth';
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from './association-logo';
import type { SettingsService } from './settings.service';
import { savedReply } from '../../lib/replies';

const admin = staffOnly('admin');

/** A reply sent before the body was read closes the connection (the client stops sending). */
async function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.raw.readableEnded) reply.header('connection', 'close');
}

/** The one file of the body, whole; a larger one is refused as it arrives. */
async function logoOf(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadRequestError(LOGO_MESSAGES.missing);
  try {
    const file = await request.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0 } });
    if (!file || file.fieldname !== 'logo') throw new BadRequestError(LOGO_MESSAGES.missing);
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new BadRequestError(LOGO_MESSAGES.tooLarge);
    return bytes;
  } catch (error) {
    if (isDomainError(error)) throw error;
    const tooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
    const message = tooLarge ? LOGO_MESSAGES.tooLarge : LOGO_MESSAGES.missing;
    throw new BadRequestError(message, { logo: message });
  }
}

export const logoRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (
  app,
  { service },
) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.put(
    '/api/staff/settings/logo',
    {
      onRequest: admin,
      onSend: closeIfBodyUnread,
      schema: { response: { 200: logoSavedResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, 'admin');
      const data = await service.uploadLogo(principal, await logoOf(request));
      return savedReply('Logo uploaded', data);
    },
  );

  app.delete(
    '/api/staff/settings/logo',
    { onRequest: admin, schema: { response: { 200: logoSavedResponse } } },
    async (request) => {
      const principal = await requireStaff(request, 'admin');
      await service.removeLogo(principal);
      return savedReply('Logo removed', { logo_url: null });
    },
  );

  // Public, as the invoices that print it. Its address changes with the logo, so it may be cached.
  app.get(
    '/api/association/logo',
    { config: { securityHeaders: FILE_DOWNLOAD_HEADERS } },
    async (_request, reply) => {
      const { logo, body } = await service.openLogo();
      return reply.type(logo.contentType).header('cache-control', 'public, max-age=300').send(body);
    },
  );
};
