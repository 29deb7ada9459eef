// The members' directory (issue #31, decision 104): the public list and search (GET /api/directory),
// a member's page (GET /api/directory/:id), the member's own listing (GET/PUT /api/directory/listing,
// its logo), and the back office's services and hiding (/api/staff/directory/...).
import { z } from 'zod';
import { ZONES } from '../constants';
import { dataResponse, messageResponse, optionalParam, savedResponse } from './common';
import { registerRequestContracts } from './request-contract';

/** A search is at most this long and this many words: each word is a prefix match. */
export const DIRECTORY_QUERY_MAX_LENGTH = 80;
export const DIRECTORY_QUERY_MAX_WORDS = 6;
/** Fixed page size, and the last page a visitor can ask for: no walk through the whole directory. */
export const DIRECTORY_PAGE_SIZE = 20;
export const DIRECTORY_MAX_PAGE = 25;
export const DIRECTORY_DESCRIPTION_MAX = 600;
export const DIRECTORY_MAX_SERVICES = 12;
export const DIRECTORY_MAX_SOCIAL_LINKS = 4;

export const VISIBILITY_VALUES = ['public', 'members', 'hidden'] as const;
export type Visibility = (typeof VISIBILITY_VALUES)[number];
/** Email and phone are never shown to the public (decision 104): at most to signed-in members. */
export const CONTACT_VISIBILITY_VALUES = ['members', 'hidden'] as const;

export const directoryVisibility = z.object({
  contact_name: z.enum(VISIBILITY_VALUES),
  email: z.enum(CONTACT_VISIBILITY_VALUES),
  phone: z.enum(CONTACT_VISIBILITY_VALUES),
  website: z.enum(VISIBILITY_VALUES),
  social_links: z.enum(VISIBILITY_VALUES),
});
export type DirectoryVisibility = z.infer<typeof directoryVisibility>;

export const DEFAULT_DIRECTORY_VISIBILITY: DirectoryVisibility = {
  contact_name: 'members',
  email: 'members',
  phone: 'hidden',
  website: 'public',
  social_links: 'public',
};

export const serviceSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Choose a service from the list')
  .max(40, 'Choose a service from the list');

const httpLink = z
  .string()
  .trim()
  .max(200, 'A link must be at most 200 characters')
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'Enter a link starting with https://');

const searchText = (name: string, max: number) =>
  optionalParam(
    z
      .string({ error: `${name} must be text` })
      .trim()
      .max(max, `${name} must be at most ${max} characters`)
      .transform((value) => (value === '' ? undefined : value)),
  );

/** GET /api/directory: words (prefix matches), then filters; every part optional. */
export const directoryQuery = z.object({
  q: searchText('q', DIRECTORY_QUERY_MAX_LENGTH),
  service: optionalParam(serviceSlug),
  city: searchText('city', 60),
  zone: optionalParam(z.enum(ZONES, { error: 'Choose a zone from the list' })),
  page: optionalParam(
    z.coerce
      .number({ error: `page must be a whole number from 1 to ${DIRECTORY_MAX_PAGE}` })
      .int(`page must be a whole number from 1 to ${DIRECTORY_MAX_PAGE}`)
      .min(1, `page must be a whole number from 1 to ${DIRECTORY_MAX_PAGE}`)
      .max(DIRECTORY_MAX_PAGE, `page must be a whole number from 1 to ${DIRECTORY_MAX_PAGE}`),
  ),
});
export type DirectoryQuery = z.input<typeof directoryQuery>;

export const directoryService = z.object({ slug: z.string(), label: z.string() });
export type DirectoryService = z.infer<typeof directoryService>;

/** One listing in the list: no contact field ever (no bulk export of contacts). */
export const directoryEntry = z.object({
  id: z.number().int(),
  company: z.string(),
  category: z.string(),
  zone: z.string(),
  city: z.string(),
  services: z.array(directoryService),
  description: z.string(),
  logo_url: z.string().nullable(),
});
export type DirectoryEntry = z.infer<typeof directoryEntry>;

export const directoryPage = z.object({
  items: z.array(directoryEntry),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The last page one may ask for (the total may be larger). */
  last_page: z.number().int(),
  services: z.array(directoryService),
  zones: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type DirectoryPage = z.infer<typeof directoryPage>;
export const directoryPageResponse = dataResponse(directoryPage);

export const directoryMemberParams = z.object({
  id: z.coerce
    .number({ error: 'No such listing' })
    .int('No such listing')
    .positive('No such listing')
    .max(2_147_483_647, 'No such listing'),
});

/** A member's page: the entry, and each contact field its viewer may see (null otherwise). */
export const directoryMember = directoryEntry.extend({
  contact_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  social_links: z.array(z.string()),
  /** The live check of the member's card (the "verified member" mark). */
  verify_url: z.string().nullable(),
  /** Some fields are shown to signed-in members only, and the viewer is not one. */
  more_for_members: z.boolean(),
});
export type DirectoryMember = z.infer<typeof directoryMember>;
export const directoryMemberResponse = dataResponse(directoryMember);

/** PUT /api/directory/listing: the member's own listing. */
export const directoryListingBody = z.object({
  listed: z.boolean(),
  description: z
    .string()
    .trim()
    .max(
      DIRECTORY_DESCRIPTION_MAX,
      `Description must be ${DIRECTORY_DESCRIPTION_MAX} characters or fewer`,
    ),
  city: z.string().trim().max(60, 'City must be 60 characters or fewer'),
  services: z
    .array(serviceSlug)
    .max(DIRECTORY_MAX_SERVICES, `Choose at most ${DIRECTORY_MAX_SERVICES} services`),
  website: z.union([z.literal(''), httpLink]),
  social_links: z
    .array(httpLink)
    .max(DIRECTORY_MAX_SOCIAL_LINKS, `Add at most ${DIRECTORY_MAX_SOCIAL_LINKS} social links`),
  visibility: directoryVisibility,
});
export type DirectoryListingBody = z.infer<typeof directoryListingBody>;

/** The member's listing as they edit it, with what the preview shows of them. */
export const ownDirectoryListing = directoryListingBody.extend({
  logo_url: z.string().nullable(),
  /** Staff hid the listing: why (the member cannot show it again themselves). */
  hidden_reason: z.string().nullable(),
  /** A lapsed member's listing is not shown until they renew. */
  current: z.boolean(),
  member_id: z.number().int(),
  company: z.string(),
  category: z.string(),
  zone: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  available_services: z.array(directoryService),
});
export type OwnDirectoryListing = z.infer<typeof ownDirectoryListing>;
export const ownDirectoryListingResponse = dataResponse(ownDirectoryListing);
export const ownDirectoryListingSaved = savedResponse(ownDirectoryListing);

/** Back office: the services members choose from, in order. */
export const directoryServicesBody = z.object({
  services: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Enter a service name')
        .max(40, 'A service name is at most 40 characters'),
    )
    .min(1, 'Enter at least one service')
    .max(40, 'At most 40 services'),
});
export const directoryServicesResponse = dataResponse(z.array(directoryService));

export const staffDirectoryQuery = z.object({
  q: searchText('q', DIRECTORY_QUERY_MAX_LENGTH),
  page: optionalParam(z.coerce.number().int().min(1).max(1_000)),
});

export const staffDirectoryListing = z.object({
  member_id: z.number().int(),
  company: z.string(),
  city: z.string(),
  listed: z.boolean(),
  current: z.boolean(),
  hidden_reason: z.string().nullable(),
  hidden_at: z.string().nullable(),
});
export type StaffDirectoryListing = z.infer<typeof staffDirectoryListing>;
export const staffDirectoryListingsResponse = dataResponse(
  z.object({
    items: z.array(staffDirectoryListing),
    total: z.number().int(),
    page: z.number().int(),
  }),
);

export const hideListingBody = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Enter why the listing is hidden')
    .max(300, 'The reason must be 300 characters or fewer'),
});
export const hideListingResponse = messageResponse;

/** GET /api/directory/logo/:id?v=…: the logo's version, the random part of its file name. */
export const directoryLogoQuery = z.object({
  v: z.string().regex(/^[0-9a-f]{16}$/, 'No such logo'),
});

registerRequestContracts({
  directoryQuery,
  directoryLogoQuery,
  directoryListingBody,
  directoryServicesBody,
  staffDirectoryQuery,
  hideListingBody,
});
