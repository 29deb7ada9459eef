import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdText } from '@portico/domain/schemas/fields';
import { MANUAL_VALUES, ZONE_CODES } from '../../db/schema';
import { requireStaff } from '../auth/auth.plugin';
import {
  idParam,
  optionalParam,
  pageQuery,
  pageResponse,
  searchParam,
  sortParam,
} from './list-query';
import { staffOnly } from '../auth/staff-only';
import { MEMBER_SORTS } from './members.repository';
import type { MembersService } from './members.service';

const EDITORS = ['admin', 'office'] as const;
const MANUAL_MESSAGE = 'manual must be 0, 1 or 4';
const manualValue = z.coerce
  .number({ error: MANUAL_MESSAGE })
  .refine((value) => (MANUAL_VALUES as readonly number[]).includes(value), MANUAL_MESSAGE)
  .transform((value) => value as (typeof MANUAL_VALUES)[number]);

export const memberFilterQuery = {
  q: searchParam,
  category: optionalParam(idParam('category')),
  status: optionalParam(
    z.enum(['active', 'expired'], { error: 'status must be active or expired' }),
  ),
  manual: optionalParam(manualValue),
  zone: optionalParam(
    z.enum(ZONE_CODES, { error: `zone must be one of ${ZONE_CODES.join(', ')}` }),
  ),
};

const listQuery = z.object({
  ...memberFilterQuery,
  ...pageQuery,
  sort: sortParam(MEMBER_SORTS, 'name'),
});

const memberItem = z.object({
  id: z.number().int(),
  member_number: z.string().nullable(),
  name: z.string(),
  company_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  zone: z.string().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  expires_at: z.string().nullable(),
  status: z.enum(['active', 'expired']),
  manual: z.number().int(),
  documents_link: z.string().nullable(),
  application_id: z.number().int().nullable(),
});

const DOCUMENTS_LINK_MESSAGE = 'documents_link must be an http(s) link or an uploaded file';

/** An absolute http(s) link, or the url of a file uploaded to the portal. */
function isDocumentsLink(value: string): boolean {
  if (/^\/api\/files\/[A-Za-z0-9._-]+$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const patchBody = z.object({
  manual: z.literal([...MANUAL_VALUES], { error: MANUAL_MESSAGE }),
  documents_link: z
    .string({ error: DOCUMENTS_LINK_MESSAGE })
    .trim()
    .max(1000, 'documents_link must be at most 1000 characters')
    .refine((value) => value === '' || isDocumentsLink(value), DOCUMENTS_LINK_MESSAGE)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});

const memberPath = z.object({ id: recordIdText('Member id must be a number') });

export const memberRoutes: FastifyPluginAsyncZod<{ service: MembersService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/members',
    {
      onRequest: staffOnly(),
      schema: { querystring: listQuery, response: { 200: pageResponse(memberItem) } },
    },
    async (request) => {
      const { page, pageSize, sort, ...filters } = request.query;
      return {
        success: true as const,
        data: await service.list(filters, { page, pageSize }, sort),
      };
    },
  );

  app.patch(
    '/api/staff/members/:id',
    { onRequest: staffOnly(...EDITORS), schema: { params: memberPath, body: patchBody } },
    async (request) => {
      const principal = await requireStaff(request, ...EDITORS);
      const data = await service.updateFlags(principal, request.params.id, request.body);
      return { success: true as const, message: 'Member updated', data };
    },
  );
};
