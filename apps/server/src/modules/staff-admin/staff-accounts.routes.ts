import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdText } from '@portico/domain/schemas/fields';
import { STAFF_ROLE_VALUES, ZONE_CODES } from '../../db/schema';
import { requireStaff } from '../auth/auth.plugin';
import { staffOnly } from '../auth/staff-only';
import { optionalParam, pageQuery, pageResponse, searchParam } from './list-query';
import type { StaffAccountsService } from './staff-accounts.service';

const ADMIN = ['admin'] as const;

const ROLE_MESSAGE = `role must be one of ${STAFF_ROLE_VALUES.join(', ')}`;
const ZONE_MESSAGE = `zone must be one of ${ZONE_CODES.join(', ')}`;

const roleInput = z
  .object({
    role: z.enum(STAFF_ROLE_VALUES, { error: ROLE_MESSAGE }),
    zone: z.enum(ZONE_CODES, { error: ZONE_MESSAGE }).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.role === 'zone_manager' && !value.zone) {
      ctx.addIssue({ code: 'custom', path: ['zone'], message: 'A zone manager needs a zone' });
    }
    if (value.role !== 'zone_manager' && value.zone) {
      ctx.addIssue({ code: 'custom', path: ['zone'], message: 'Only a zone manager has a zone' });
    }
  });

const accountFields = {
  email: z
    .string({ error: 'email must be a valid email' })
    .trim()
    .toLowerCase()
    .max(254, 'email must be a valid email')
    .pipe(z.email({ error: 'email must be a valid email' })),
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(100, 'name must be at most 100 characters'),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
  roles: z
    .array(roleInput, { error: 'roles must be a list' })
    .min(1, 'A staff account needs at least one role')
    .max(20, 'roles has too many entries'),
};

const createBody = z.object(accountFields);
const updateBody = z
  .object(accountFields)
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Nothing to update',
  });

const listQuery = z.object({
  q: searchParam,
  role: optionalParam(z.enum(STAFF_ROLE_VALUES, { error: ROLE_MESSAGE })),
  active: optionalParam(
    z
      .enum(['true', 'false', '1', '0'], { error: 'active must be true or false' })
      .transform((value) => value === 'true' || value === '1'),
  ),
  ...pageQuery,
});

const accountView = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  active: z.boolean(),
  roles: z.array(z.object({ role: z.enum(STAFF_ROLE_VALUES), zone: z.string().nullable() })),
  created_at: z.string(),
});
const oneResponse = z.object({ success: z.literal(true), message: z.string(), data: accountView });
const staffPath = z.object({ id: recordIdText('Staff id must be a number') });

export const staffAccountRoutes: FastifyPluginAsyncZod<{ service: StaffAccountsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/staff',
    {
      onRequest: staffOnly(...ADMIN),
      schema: { querystring: listQuery, response: { 200: pageResponse(accountView) } },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return { success: true as const, data: await service.list(filters, { page, pageSize }) };
    },
  );

  app.post(
    '/api/staff/staff',
    {
      onRequest: staffOnly(...ADMIN),
      schema: { body: createBody, response: { 200: oneResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, ...ADMIN);
      const data = await service.create(principal, request.body);
      return { success: true as const, message: 'Staff account created', data };
    },
  );

  app.patch(
    '/api/staff/staff/:id',
    {
      onRequest: staffOnly(...ADMIN),
      schema: { params: staffPath, body: updateBody, response: { 200: oneResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, ...ADMIN);
      const data = await service.update(principal, request.params.id, request.body);
      return { success: true as const, message: 'Staff account updated', data };
    },
  );
};
