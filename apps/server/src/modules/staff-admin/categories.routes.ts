import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdText } from '@portico/domain/schemas/fields';
import { requireStaff } from '../auth/auth.plugin';
import type { CategoriesService } from './categories.service';
import { staffOnly } from '../auth/staff-only';
import { rupeesField } from './money-input';

const ADMIN = ['admin'] as const;

/** 'a, b ,,c' → 'a,b,c': the eligibility modal shows one point per comma-separated item. */
const eligibility = z
  .string({ error: 'eligibility must be text' })
  .max(4000, 'eligibility must be at most 4000 characters')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .join(','),
  );

const categoryFields = {
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(60, 'name must be at most 60 characters'),
  joining_fee: rupeesField('joining_fee'),
  annual_fee: rupeesField('annual_fee'),
  eligibility,
  eligibility_remark: z
    .string({ error: 'eligibility_remark must be text' })
    .trim()
    .max(1000, 'eligibility_remark must be at most 1000 characters')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  rank: z
    .number({ error: 'rank must be a whole number from 1 to 1000' })
    .int('rank must be a whole number from 1 to 1000')
    .min(1, 'rank must be a whole number from 1 to 1000')
    .max(1000, 'rank must be a whole number from 1 to 1000'),
};

const createBody = z.object(categoryFields);
const updateBody = z
  .object(categoryFields)
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Nothing to update',
  });

const categoryView = z.object({
  id: z.number().int(),
  name: z.string(),
  joining_fee: z.number(),
  annual_fee: z.number(),
  eligibility: z.string(),
  eligibility_remark: z.string().nullable(),
  rank: z.number().int(),
  updated_at: z.string(),
});
const oneResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: categoryView,
});

const categoryPath = z.object({ id: recordIdText('Membership id must be a number') });

export const categoryRoutes: FastifyPluginAsyncZod<{ service: CategoriesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/categories',
    {
      onRequest: staffOnly(...ADMIN),
      schema: {
        response: { 200: z.object({ success: z.literal(true), data: z.array(categoryView) }) },
      },
    },
    async () => ({ success: true as const, data: await service.list() }),
  );

  app.post(
    '/api/staff/categories',
    {
      onRequest: staffOnly(...ADMIN),
      schema: { body: createBody, response: { 200: oneResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, ...ADMIN);
      const data = await service.create(principal, request.body);
      return { success: true as const, message: 'Category created', data };
    },
  );

  app.patch(
    '/api/staff/categories/:id',
    {
      onRequest: staffOnly(...ADMIN),
      schema: { params: categoryPath, body: updateBody, response: { 200: oneResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, ...ADMIN);
      const data = await service.update(principal, request.params.id, request.body);
      return { success: true as const, message: 'Category updated', data };
    },
  );
};
