// The association's logo: PUT (multipart, the file in field `logo`) and DELETE
// /api/staff/settings/logo for an admin; GET /api/association/logo for every page and visitor.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoSavedResponse } from '@portico/domain/contracts/settings.contract';
import { FILE_DOWNLOAD_HEADERS } from '../../plugins/security-headers';
import { requireStaff, staffOnly } from '../auth';
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from './association-logo';
import type { SettingsService } from './settings.service';
import { acceptMultipart, closeIfBodyUnread, singleFileOf } from '../../lib/multipart-upload';
import { savedReply } from '../../lib/replies';

const admin = staffOnly('admin');

const LOGO_FILE = { field: 'logo', maxBytes: LOGO_MAX_BYTES, messages: LOGO_MESSAGES };

export const logoRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (
  app,
  { service },
) => {
  await acceptMultipart(app);

  app.put(
    '/api/staff/settings/logo',
    {
      onRequest: admin,
      onSend: closeIfBodyUnread,
      schema: { response: { 200: logoSavedResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, 'admin');
      const data = await service.uploadLogo(principal, await singleFileOf(request, LOGO_FILE));
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
