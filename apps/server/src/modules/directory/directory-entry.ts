// A listing as the directory shows it: the entry every visitor sees, and a member's page with each
// contact field its viewer may see (per-field visibility; email and phone never to the public).
import type {
  DirectoryEntry,
  DirectoryMember,
  DirectoryService,
  Visibility,
} from '@portico/domain/contracts/directory.contract';
import type { DirectoryRow, ListingRow } from '../records';

export type Viewer = 'public' | 'member';

/** Each word of a search: letters, combining marks and digits only, lowercased, a bounded few. */
export function searchWords(text: string | undefined, maxWords: number): string[] {
  if (!text) return [];
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, 30));
  return [...new Set(words)].slice(0, maxWords);
}

/** The random part of a logo's file name (directory-logo-<member>-<16 hex>.<ext>). */
export function logoVersionOf(key: string): string {
  return /-([0-9a-f]{16})\.[a-z]+$/.exec(key)?.[1] ?? '';
}

export function logoUrlOf(listing: ListingRow): string | null {
  if (!listing.logoKey) return null;
  return `/api/directory/logo/${listing.memberId}?v=${logoVersionOf(listing.logoKey)}`;
}

/** The listing's services in the association's order; slugs staff removed are dropped. */
export function servicesOf(listing: ListingRow, services: DirectoryService[]): DirectoryService[] {
  return services.filter((service) => listing.services.includes(service.slug));
}

export function entryOf(row: DirectoryRow, services: DirectoryService[]): DirectoryEntry {
  const { listing } = row;
  return {
    id: listing.memberId,
    company: row.company,
    category: row.category,
    zone: row.zone,
    city: listing.city,
    services: servicesOf(listing, services),
    description: listing.description,
    logo_url: logoUrlOf(listing),
  };
}

const shows = (visibility: Visibility, viewer: Viewer) =>
  visibility === 'public' || (visibility === 'members' && viewer === 'member');

export function memberPageOf(
  row: DirectoryRow,
  services: DirectoryService[],
  viewer: Viewer,
  verifyUrl: string | null,
): DirectoryMember {
  const { visibility, website, socialLinks } = row.listing;
  const fields = Object.values(visibility) as Visibility[];
  return {
    ...entryOf(row, services),
    contact_name: shows(visibility.contact_name, viewer) ? row.contactName : null,
    email: shows(visibility.email, viewer) ? row.email : null,
    phone: shows(visibility.phone, viewer) ? row.phone : null,
    website: shows(visibility.website, viewer) && website ? website : null,
    social_links: shows(visibility.social_links, viewer) ? socialLinks : [],
    verify_url: verifyUrl,
    more_for_members: viewer === 'public' && fields.includes('members'),
  };
}
