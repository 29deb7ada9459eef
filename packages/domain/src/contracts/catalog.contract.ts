// The public catalogue: GET /api/membership (every category), GET /api/membership/:id (the
// categories an upgrade from one may choose), GET /api/state/:zone (the states of a zone).
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { dataResponse } from './common';
import { ZONE_CODES } from './values';

export const membershipCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  joining_fee: z.number(),
  annual_fee: z.number(),
  eligibility: z.string(),
  eligibility_remark: z.string().nullable(),
  rank: z.number().int(),
  /**
   * Upgrade options only (GET /api/membership/:id): what an upgrade from that category pays, the
   * differences of both fees (GST is added at the checkout), computed by the server as the
   * checkout computes them.
   */
  upgrade_difference: z
    .object({ from: z.string(), joining_fee: z.number(), annual_fee: z.number() })
    .optional(),
});
export type MembershipCategoryRow = z.infer<typeof membershipCategory>;

export const categoryListResponse = dataResponse(z.array(membershipCategory));

export const categoryIdParams = z.object({
  id: z.coerce
    .number({ error: 'Membership id must be a number' })
    .int('Membership id must be a number')
    .positive('Membership id must be a number'),
});

export const zoneParams = z.object({
  zone: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(ZONE_CODES, { error: MESSAGES.zoneRequired })),
});

export const stateRow = z.object({ id: z.number().int(), name: z.string() });
export type StateRow = z.infer<typeof stateRow>;
export const stateListResponse = dataResponse(z.array(stateRow));
