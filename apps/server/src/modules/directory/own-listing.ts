// GET and PUT /api/directory/listing: the signed-in member's own listing, with what its preview
// shows of them. Saving is the member's opt-in or opt-out, and their choice of who sees each
// contact field; a listing staff hid stays hidden whatever the member saves.
import {
  DEFAULT_DIRECTORY_VISIBILITY,
  type DirectoryListingBody,
  type OwnDirectoryListing,
} from '@portico/domain/contracts/directory.contract';
import { BadRequestError } from '../../errors';
import { auditChangeBy, memberActor } from '../audit';
import { teamPersonOf, type Principal } from '../auth';
import { isMembershipCurrent, requireMember } from '../members';
import { findListing, findMemberCardDetails, type ListingRow } from '../records';
import type { DirectoryDeps } from './directory-deps';
import { logoUrlOf } from './directory-entry';
import { listServices, listZones, upsertListing } from './directory.repository';

export const UNKNOWN_SERVICE = 'Choose a service from the list';

function bodyOf(listing: ListingRow | undefined): DirectoryListingBody {
  return {
    listed: listing?.listed ?? false,
    description: listing?.description ?? '',
    city: listing?.city ?? '',
    services: listing?.services ?? [],
    website: listing?.website ?? '',
    social_links: listing?.socialLinks ?? [],
    visibility: listing?.visibility ?? DEFAULT_DIRECTORY_VISIBILITY,
  };
}

export async function ownListing(
  deps: DirectoryDeps,
  principal: Principal | null,
): Promise<OwnDirectoryListing> {
  const member = await requireMember(deps.db, principal);
  const [details, listing, services, zones] = await Promise.all([
    findMemberCardDetails(deps.db, member.id),
    findListing(deps.db, member.id),
    listServices(deps.db),
    listZones(deps.db),
  ]);
  const body = bodyOf(listing);
  return {
    ...body,
    services: body.services.filter((slug) => services.some((service) => service.slug === slug)),
    logo_url: listing ? logoUrlOf(listing) : null,
    hidden_reason: listing?.hiddenAt ? (listing.hiddenReason ?? '') : null,
    current: details ? isMembershipCurrent(member, details.expiry, deps.now()) : false,
    member_id: member.id,
    company: member.companyName,
    category: details?.category ?? '',
    zone: zones.find((zone) => zone.code === member.zone)?.name ?? '',
    contact_name: member.name,
    email: member.email,
    phone: member.mobileNumber,
    available_services: services,
  };
}

export async function saveOwnListing(
  deps: DirectoryDeps,
  principal: Principal | null,
  body: DirectoryListingBody,
): Promise<OwnDirectoryListing> {
  const member = await requireMember(deps.db, principal);
  const known = new Set((await listServices(deps.db)).map((service) => service.slug));
  if (body.services.some((slug) => !known.has(slug))) {
    throw new BadRequestError(UNKNOWN_SERVICE, { services: UNKNOWN_SERVICE });
  }
  const services = [...new Set(body.services)];
  await deps.db.transaction(async (tx) => {
    const before = bodyOf(await findListing(tx, member.id));
    const next = { ...body, services };
    await upsertListing(tx, member.id, {
      listed: next.listed,
      description: next.description,
      city: next.city,
      services: next.services,
      website: next.website,
      socialLinks: next.social_links,
      visibility: next.visibility,
      updatedAt: deps.now(),
    });
    await auditChangeBy(tx, memberActor(member.id, teamPersonOf(principal)), {
      action: 'directory_listing_saved',
      entity: 'member',
      entityId: member.id,
      before,
      after: next,
    });
  });
  return ownListing(deps, principal);
}
