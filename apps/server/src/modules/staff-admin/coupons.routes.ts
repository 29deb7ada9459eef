import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdText } from '@portico/domain/schemas/fields';
import { COUPON_KIND_VALUES } from '../../db/schema';
import { requireStaff } from '../auth/auth.plugin';
import type { CouponsService } from './coupons.service';
import { staffOnly } from '../auth/staff-only';
import { dateParam, idParam } from './list-query';

const MANAGERS = ['admin', 'accounts'] as const;

const CODE_MESSAGE = 'code must be 3 to 30 letters, digits, - or _';
const USAGE_LIMIT_MESSAGE = 'usage_limit must be a whole number of 1 or more';

const couponFields = {
  code: z
    .string({ error: CODE_MESSAGE })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9_-]{2,29}$/, CODE_MESSAGE),
  kind: z.enum(COUPON_KIND_VALUES, { error: 'kind must be percent or flat' }),
  // Checked against the kind by the service (a whole percent, or rupees).
  value: z.number({ error: 'value must be a number' }),
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .max(200, 'message must be at most 200 characters')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  valid_from: dateParam('valid_from').nullable().optional(),
  valid_until: dateParam('valid_until').nullable().optional(),
  usage_limit: z
    .number({ error: USAGE_LIMIT_MESSAGE })
    .int(USAGE_LIMIT_MESSAGE)
    .min(1, USAGE_LIMIT_MESSAGE)
    .max(1_000_000, 'usage_limit must be at most 1000000')
    .nullable()
    .optional(),
  category_ids: z
    .array(idParam('category_ids'), { error: 'category_ids must be a list of category ids' })
    .max(50, 'category_ids has too many entries')
    .optional(),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
};

const dateOrder = (value: { valid_from?: string | null; valid_until?: string | null }) =>
  !value.valid_from || !value.valid_until || value.valid_from <= value.valid_until;
const DATE_ORDER = {
  message: 'valid_until must not be before valid_from',
  path: ['valid_until'],
};

const createBody = z.object(couponFields).refine(dateOrder, DATE_ORDER);
const updateBody = z
  .object(couponFields)
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Nothing to update',
  })
  .refine(dateOrder, DATE_ORDER);

const couponView = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KIND_VALUES),
  value: z.number(),
  message: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  category_ids: z.array(z.number().int()),
  active: z.boolean(),
  created_at: z.string(),
});
const oneResponse = z.object({ success: z.literal(true), message: z.string(), data: couponView });
const couponPath = z.object({ id: recordIdText('Coupon id must be a number') });

export const couponRoutes: FastifyPluginAsyncZod<{ service: CouponsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/coupons',
    {
      onRequest: staffOnly(...MANAGERS),
      schema: {
        response: { 200: z.object({ success: z.literal(true), data: z.array(couponView) }) },
      },
    },
    async () => ({ success: true as const, data: await service.list() }),
  );

  app.post(
    '/api/staff/coupons',
    {
      onRequest: staffOnly(...MANAGERS),
      schema: { body: createBody, response: { 200: oneResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, ...MANAGERS);
      const data = await service.create(principal, request.body);
      return { success: true as const, message: 'Coupon created', data };
    },
  );

  app.patch(
    '/api/staff/coupons/:id',
    {
      onRequest: staffOnly(...MANAGERS),
      schema: { params: couponPath, body: updateBody, response: { 200: oneResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, ...MANAGERS);
      const data = await service.update(principal, request.params.id, request.body);
      return { success: true as const, message: 'Coupon updated', data };
    },
  );
};
