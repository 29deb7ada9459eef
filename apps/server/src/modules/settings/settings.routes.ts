// The back office's Settings (admin only): the association's details, tax and numbering, and the
// message templates with their preview, and the "Getting started" checklist of a new association.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  associationSettingsBody,
  associationSettingsResponse,
  associationSettingsSavedResponse,
  templateKindParams,
  templateListResponse,
  templatePreviewBody,
  templatePreviewResponse,
  templateSaveBody,
  templateSavedResponse,
} from '@portico/domain/contracts/settings.contract';
import { requireStaff } from '../auth';
import { guardedRoute } from '../../lib/guarded-route';
import { gettingStartedRoutes } from './getting-started.routes';
import type { SettingsService } from './settings.service';
import { dataReply, savedReply } from '../../lib/replies';

const forAdmins = guardedRoute((request) => requireStaff(request, 'admin'));

export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/settings',
    forAdmins({ response: { 200: associationSettingsResponse } }, async () =>
      dataReply(await service.get()),
    ),
  );

  app.put(
    '/api/staff/settings',
    forAdmins(
      { body: associationSettingsBody, response: { 200: associationSettingsSavedResponse } },
      async (principal, request) =>
        savedReply('Settings saved', await service.update(principal, request.body)),
    ),
  );

  await app.register(gettingStartedRoutes, { service });

  app.get(
    '/api/staff/settings/templates',
    forAdmins({ response: { 200: templateListResponse } }, async () =>
      dataReply(await service.listTemplates()),
    ),
  );

  app.put(
    '/api/staff/settings/templates/:kind',
    forAdmins(
      {
        params: templateKindParams,
        body: templateSaveBody,
        response: { 200: templateSavedResponse },
      },
      async (principal, { params, body }) =>
        savedReply('Message saved', await service.saveTemplate(principal, params.kind, body)),
    ),
  );

  app.delete(
    '/api/staff/settings/templates/:kind',
    forAdmins(
      { params: templateKindParams, response: { 200: templateSavedResponse } },
      async (principal, { params }) => {
        const data = await service.resetTemplate(principal, params.kind);
        return savedReply('Message reset to the default', data);
      },
    ),
  );

  app.post(
    '/api/staff/settings/templates/:kind/preview',
    forAdmins(
      {
        params: templateKindParams,
        body: templatePreviewBody,
        response: { 200: templatePreviewResponse },
      },
      async (_staff, { params, body }) =>
        dataReply(await service.previewTemplate(params.kind, body)),
    ),
  );
};
