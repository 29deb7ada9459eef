// The proposers' answer by signed link: GET (shows the applicant, records nothing) and POST (records
// the answer, once) /api/member_status/:num/:user_id/:status.
import { z } from 'zod';
import { registerRequestContracts } from './request-contract';

export const referenceParams = z.object({
  num: z.string(),
  user_id: z.string(),
  status: z.string(),
});
export const referenceQuery = z.object({ t: z.string().optional() });
/** The confirmation carries the link's token in its body (a POST's URL needs none). */
export const referenceBody = z.object({ t: z.string().max(2000).optional() }).nullish();
export const referenceResponse = z.object({
  success: z.literal(true),
  userdata: z.object({
    name: z.string(),
    email: z.string(),
    company_name: z.string(),
    category: z.string(),
  }),
  proposer: z.object({
    num: z.union([z.literal(1), z.literal(2)]),
    name: z.string(),
    company_name: z.string(),
  }),
  prevoius_status: z.union([z.literal(0), z.literal(1)]).nullable(),
  recorded: z.enum(['approved', 'rejected']).optional(),
  already_recorded: z.literal(true).optional(),
});

export type ReferenceResponse = z.infer<typeof referenceResponse>;

registerRequestContracts({ referenceBody, referenceQuery });
