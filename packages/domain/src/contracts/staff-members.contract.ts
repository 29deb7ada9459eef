// The back office's members: GET /api/staff/members (filters, paging, sort), GET /api/staff/members/:id
// (one member's page) and PATCH /api/staff/members/:id (the manual flag and the documents link).
import { z } from 'zod';
import { recordIdText } from '../schemas/fields';
import {
  dataResponse,
  idParam,
  optionalParam,
  pageQuery,
  pageResponse,
  savedResponse,
  searchParam,
  sortParam,
} from './common';
import { MANUAL_VALUES, MEMBER_SORTS, MEMBER_STATUS_VALUES, ZONE_CODES } from './values';
import { registerRequestContracts } from './request-contract';

const MANUAL_MESSAGE = 'manual must be 0, 1 or 4';
const manualValue = z.coerce
  .number({ error: MANUAL_MESSAGE })
  .refine((value) => (MANUAL_VALUES as readonly number[]).includes(value), MANUAL_MESSAGE)
  .transform((value) => value as (typeof MANUAL_VALUES)[number]);

export const memberFilterQuery = {
  q: searchParam,
  category: optionalParam(idParam('category')),
  status: optionalParam(
    z.enum(MEMBER_STATUS_VALUES, { error: 'status must be active or expired' }),
  ),
  manual: optionalParam(manualValue),
  zone: optionalParam(
    z.enum(ZONE_CODES, { error: `zone must be one of ${ZONE_CODES.join(', ')}` }),
  ),
};

export const memberListQuery = z.object({
  ...memberFilterQuery,
  ...pageQuery,
  sort: sortParam(MEMBER_SORTS, 'name'),
});

export const memberItem = z.object({
  id: z.number().int(),
  member_number: z.string().nullable(),
  name: z.string(),
  company_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  zone: z.string().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  expires_at: z.string().nullable(),
  status: z.enum(MEMBER_STATUS_VALUES),
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

export const memberPatchBody = z.object({
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

export const memberParams = z.object({ id: recordIdText('Member id must be a number') });

export const memberListResponse = pageResponse(memberItem);
/** GET /api/staff/members/:id: who, their plan and contacts (their messages: the messages list). */
export const memberDetailResponse = dataResponse(memberItem);
/** PATCH /api/staff/members/:id: the flags as saved. */
export const memberPatchResponse = savedResponse(
  z.object({
    id: z.number().int(),
    manual: z.literal([...MANUAL_VALUES]),
    documents_link: z.string().nullable(),
  }),
);
export type MemberItem = z.infer<typeof memberItem>;

registerRequestContracts({ memberListQuery, memberPatchBody });
