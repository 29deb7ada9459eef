// The back office's part of the directory: the services members choose from (an admin names them),
// the listings opted in or hidden, and hiding one with a reason (or showing it again), audited.
import type {
  DirectoryService,
  StaffDirectoryListing,
} from '@portico/domain/contracts/directory.contract';
import { BadRequestError, NotFoundError } from '../../errors';
import { auditChange } from '../audit';
import type { StaffPrincipal } from '../auth';
import { findListing, listListingsForStaff } from '../records';
import type { DirectoryDeps } from './directory-deps';
import { searchWords } from './directory-entry';
import { listServices, replaceServices, updateListing } from './directory.repository';

const STAFF_PAGE_SIZE = 50;
export const NO_SUCH_LISTING = 'This member has no directory listing';
export const DUPLICATE_SERVICE = 'Each service must have a different name';

/** 'Event management' → 'event-management'; letters of any script are kept. */
export function serviceSlugOf(label: string): string {
  return label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

export async function saveServices(
  deps: DirectoryDeps,
  principal: StaffPrincipal,
  labels: string[],
): Promise<DirectoryService[]> {
  const services = labels.map((label) => ({ slug: serviceSlugOf(label), label }));
  const slugs = new Set(services.map((service) => service.slug));
  if (slugs.size !== services.length || slugs.has('')) {
    throw new BadRequestError(DUPLICATE_SERVICE, { services: DUPLICATE_SERVICE });
  }
  await deps.db.transaction(async (tx) => {
    const before = await listServices(tx);
    await replaceServices(tx, services);
    await auditChange(tx, principal, {
      action: 'directory_services_saved',
      entity: 'association_settings',
      entityId: 1,
      before: { services: before.map((service) => service.label) },
      after: { services: labels },
    });
  });
  return listServices(deps.db);
}

export async function staffListings(
  deps: DirectoryDeps,
  query: { q?: string; page?: number },
): Promise<{ items: StaffDirectoryListing[]; total: number; page: number }> {
  const page = query.page ?? 1;
  const rows = await listListingsForStaff(deps.db, {
    words: searchWords(query.q, 6),
    limit: STAFF_PAGE_SIZE,
    offset: (page - 1) * STAFF_PAGE_SIZE,
    at: deps.now(),
  });
  return {
    items: rows.map((row) => ({
      member_id: row.listing.memberId,
      company: row.company,
      city: row.listing.city,
      listed: row.listing.listed,
      current: row.current,
      hidden_reason: row.listing.hiddenAt ? (row.listing.hiddenReason ?? '') : null,
      hidden_at: row.listing.hiddenAt?.toISOString() ?? null,
    })),
    total: Number(rows[0]?.total ?? 0),
    page,
  };
}

/** Hides the listing with a reason (reason set) or shows it again (null). */
export async function setListingHidden(
  deps: DirectoryDeps,
  principal: StaffPrincipal,
  memberId: number,
  reason: string | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await findListing(tx, memberId);
    if (!before) throw new NotFoundError(NO_SUCH_LISTING);
    await updateListing(tx, memberId, {
      hiddenAt: reason === null ? null : deps.now(),
      hiddenReason: reason,
      hiddenBy: reason === null ? null : principal.staffId,
    });
    await auditChange(tx, principal, {
      action: reason === null ? 'directory_listing_shown' : 'directory_listing_hidden',
      entity: 'member',
      entityId: memberId,
      before: { hidden_reason: before.hiddenAt ? before.hiddenReason : null },
      after: { hidden_reason: reason },
    });
  });
}
