// Staff accounts (admin only): GET /api/staff/staff, POST /api/staff/staff, PATCH
// /api/staff/staff/:id, and POST /api/staff/staff/invitations (an account created and emailed).
import { z } from 'zod';
import { recordIdText } from '../schemas/fields';
import {
  NOTHING_TO_UPDATE,
  optionalParam,
  pageQuery,
  pageResponse,
  savedResponse,
  searchParam,
  somethingToUpdate,
} from './common';
import { STAFF_ROLE_VALUES, ZONE_CODES } from './values';
import { registerRequestContracts } from './request-contract';

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

export const staffAccountCreateBody = z.object(accountFields);
/** An invitation: the account to create (active) and email a sign-in link to (issue #27). */
export const staffInvitationBody = z.object({
  email: accountFields.email,
  name: accountFields.name,
  roles: accountFields.roles,
});
export type StaffInvitation = z.infer<typeof staffInvitationBody>;
export const staffAccountUpdateBody = z
  .object(accountFields)
  .partial()
  .refine(somethingToUpdate, NOTHING_TO_UPDATE);

export const staffAccountListQuery = z.object({
  q: searchParam,
  role: optionalParam(z.enum(STAFF_ROLE_VALUES, { error: ROLE_MESSAGE })),
  active: optionalParam(
    z
      .enum(['true', 'false', '1', '0'], { error: 'active must be true or false' })
      .transform((value) => value === 'true' || value === '1'),
  ),
  ...pageQuery,
});

export const staffAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  active: z.boolean(),
  roles: z.array(z.object({ role: z.enum(STAFF_ROLE_VALUES), zone: z.string().nullable() })),
  created_at: z.string(),
});
export const staffAccountResponse = savedResponse(staffAccount);
export const staffAccountParams = z.object({ id: recordIdText('Staff id must be a number') });

export const staffAccountListResponse = pageResponse(staffAccount);
export type StaffAccount = z.infer<typeof staffAccount>;

registerRequestContracts({
  staffAccountCreateBody,
  staffAccountListQuery,
  staffAccountUpdateBody,
  staffInvitationBody,
});
