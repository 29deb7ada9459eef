// The directory's own tables apart from the listings' reads (records/directory-listings.repository):
// the services members choose from, the zones filter, and writing a listing.
import { asc, eq } from 'drizzle-orm';
import type { DirectoryService } from '@portico/domain/contracts/directory.contract';
import type { Executor } from '../../db/client';
import { directoryListings, directoryServices, zones } from '../../db/schema';

export async function listServices(db: Executor): Promise<DirectoryService[]> {
  return db
    .select({ slug: directoryServices.slug, label: directoryServices.label })
    .from(directoryServices)
    .orderBy(asc(directoryServices.sortOrder), asc(directoryServices.slug));
}

/** Replaces the list; listings keep slugs staff removed, which reads then ignore. */
export async function replaceServices(db: Executor, services: DirectoryService[]): Promise<void> {
  await db.delete(directoryServices);
  if (services.length === 0) return;
  await db
    .insert(directoryServices)
    .values(services.map((service, index) => ({ ...service, sortOrder: index + 1 })));
}

export async function listZones(db: Executor): Promise<{ code: string; name: string }[]> {
  return db
    .select({ code: zones.code, name: zones.name })
    .from(zones)
    .orderBy(asc(zones.sortOrder));
}

export type ListingWrite = Omit<typeof directoryListings.$inferInsert, 'memberId'>;

/** Creates or updates the member's listing. */
export async function upsertListing(
  db: Executor,
  memberId: number,
  values: ListingWrite,
): Promise<void> {
  await db
    .insert(directoryListings)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: directoryListings.memberId, set: values });
}

export async function updateListing(
  db: Executor,
  memberId: number,
  values: Partial<ListingWrite>,
): Promise<number> {
  const updated = await db
    .update(directoryListings)
    .set(values)
    .where(eq(directoryListings.memberId, memberId))
    .returning({ memberId: directoryListings.memberId });
  return updated.length;
}
