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
import { requireStaff, staffOnly } from '../auth';
import { gettingStartedRoutes } from './getting-started.routes';
import type { SettingsService } from './settings.service';
import { dataReply, savedReply } from '../../lib/replies';

const admin = staffOnly('admin');

export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/settings',
    { onRequest: admin, schema: { response: { 200: associationSettingsResponse } } },
    async () => dataReply(await service.get()),
  );

  app.put(
    '/api/staff/settings',
    {
      onRequest: admin,
      schema: {
        body: associationSettingsBody,
        response: { 200: associationSettingsSavedResponse },
      },
    },
    async (request) => {
      const principal = await requireStaff(request, 'admin');
      const data = await service.update(principal, request.body);
      return savedReply('Settings saved', data);
    },
  );

  await app.register(gettingStartedRoutes, { service });

  app.get(
    '/api/staff/settings/templates',
    { onRequest: admin, schema: { response: { 200: templateListResponse } } },
    async () => dataReply(await service.listTemplates()),
  );

  app.put(
    '/api/staff/settings/templates/:kind',
    {
      onRequest: admin,
      schema: {
        params: templateKindParams,
        body: templateSaveBody,
        response: { 200: templateSavedResponse },
      },
    },
    async (request) => {
      const principal = await requireStaff(request, 'admin');
      const data = await service.saveTemplate(principal, request.params.kind, request.body);
      return savedReply('Message saved', data);
    },
  );

  app.delete(
    '/api/staff/settings/templates/:kind',
    {
      onRequest: admin,
      schema: { params: templateKindParams, response: { 200: templateSavedResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, 'admin');
      const data = await service.resetTemplate(principal, request.params.kind);
      return savedReply('Message reset to the default', data);
    },
  );

  app.post(
    '/api/staff/settings/templates/:kind/preview',
    {
      onRequest: admin,
      schema: {
        params: templateKindParams,
        body: templatePreviewBody,
        response: { 200: templatePreviewResponse },
      },
    },
    async (request) => dataReply(await service.previewTemplate(request.params.kind, request.body)),
  );
};
