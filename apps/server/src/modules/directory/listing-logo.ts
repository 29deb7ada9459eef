// The member's logo on their listing: PUT /api/directory/listing/logo (a PNG or JPEG of at most
// LISTING_LOGO_MAX_BYTES, checked by its content), DELETE to remove it, and the public GET
// /api/directory/logo/:id, served only while the listing is shown.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BadRequestError, NotFoundError } from '../../errors';
import { auditChangeBy, memberActor } from '../audit';
import { teamPersonOf, type Principal } from '../auth';
import { requireMember } from '../members';
import { findListing } from '../records';
import { sniffKind } from '../uploads';
import type { DirectoryDeps } from './directory-deps';
import { logoVersionOf } from './directory-entry';
import { ownListing } from './own-listing';
import { updateListing, upsertListing } from './directory.repository';
import { DEFAULT_DIRECTORY_VISIBILITY } from '@portico/domain/contracts/directory.contract';

export const LISTING_LOGO_MAX_BYTES = 256 * 1024;

export const LISTING_LOGO_MESSAGES = {
  missing: 'Select a logo file',
  type: 'The logo must be a PNG or JPEG image',
  tooLarge: `The logo must be smaller than ${LISTING_LOGO_MAX_BYTES / 1024} KB`,
} as const;

const logoError = (message: string) => new BadRequestError(message, { logo: message });

export async function uploadListingLogo(
  deps: DirectoryDeps,
  principal: Principal | null,
  image: Buffer,
) {
  const member = await requireMember(deps.db, principal);
  if (image.length === 0) throw logoError(LISTING_LOGO_MESSAGES.missing);
  if (image.length > LISTING_LOGO_MAX_BYTES) throw logoError(LISTING_LOGO_MESSAGES.tooLarge);
  const kind = sniffKind(image.subarray(0, 16));
  if (kind !== 'png' && kind !== 'jpeg') throw logoError(LISTING_LOGO_MESSAGES.type);
  const contentType = kind === 'png' ? 'image/png' : 'image/jpeg';
  const key = `directory-logo-${member.id}-${randomBytes(8).toString('hex')}.${kind === 'png' ? 'png' : 'jpg'}`;
  await deps.files.put(key, image, { contentType });
  const before = await findListing(deps.db, member.id);
  await deps.db.transaction(async (tx) => {
    const logo = { logoKey: key, logoContentType: contentType, updatedAt: deps.now() };
    if (before) await updateListing(tx, member.id, logo);
    else await upsertListing(tx, member.id, { visibility: DEFAULT_DIRECTORY_VISIBILITY, ...logo });
    await auditChangeBy(tx, memberActor(member.id, teamPersonOf(principal)), {
      action: 'directory_logo_uploaded',
      entity: 'member',
      entityId: member.id,
      before: { logo: before?.logoKey ?? null },
      after: { logo: key },
    });
  });
  // The replaced file is nobody's now.
  if (before?.logoKey) await deps.files.delete(before.logoKey).catch(() => undefined);
  return ownListing(deps, principal);
}

export async function removeListingLogo(deps: DirectoryDeps, principal: Principal | null) {
  const member = await requireMember(deps.db, principal);
  const before = await findListing(deps.db, member.id);
  if (before?.logoKey) {
    await deps.db.transaction(async (tx) => {
      await updateListing(tx, member.id, { logoKey: null, logoContentType: null });
      await auditChangeBy(tx, memberActor(member.id, teamPersonOf(principal)), {
        action: 'directory_logo_removed',
        entity: 'member',
        entityId: member.id,
        before: { logo: before.logoKey },
        after: { logo: null },
      });
    });
    await deps.files.delete(before.logoKey).catch(() => undefined);
  }
  return ownListing(deps, principal);
}

/**
 * A listing's logo, by the random part of its file name that its address carries: the member's
 * preview shows it before the listing is, and nobody can guess another's.
 */
export async function openListingLogo(
  deps: DirectoryDeps,
  memberId: number,
  version: string,
): Promise<{ body: Readable; contentType: string }> {
  const listing = await findListing(deps.db, memberId);
  const key = listing?.logoKey;
  const matches = key !== null && key !== undefined && logoVersionOf(key) === version;
  const body = matches && !listing?.hiddenAt ? await deps.files.get(key) : null;
  if (!listing || !body) throw new NotFoundError();
  return { body, contentType: listing.logoContentType ?? 'application/octet-stream' };
}
