// The directory's reads of members (decision 104): a listing shows while its member opted in, staff
// have not hidden it, the data was not erased and the membership is current (its last period ends
// after now). That rule is a condition of every public read, so a lapsed member drops out on the
// day their period ends, with no job to run. Search: every word a prefix of a word of the listing
// (full-text, 'simple' so names are not stemmed) or a part of its text (ILIKE, for words the parser
// splits); the set searched is the listed members, and every answer is one bounded page.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  directoryListings,
  directoryServices,
  members,
  membershipCategories,
  zones,
} from '../../db/schema';
import { memberExpirySql } from './members.repository';
import { firstRow } from '../../lib/first-row';

export type ListingRow = typeof directoryListings.$inferSelect;

export type DirectoryRow = {
  listing: ListingRow;
  company: string;
  contactName: string;
  email: string;
  phone: string;
  category: string;
  zone: string;
};

export type DirectorySearch = {
  /** Lowercase words of letters, marks and digits only (see searchWords). */
  words: string[];
  service?: string;
  city?: string;
  zone?: string;
  limit: number;
  offset: number;
  at: Date;
};

/** The rule of a listing the public sees. */
function shownSql(at: Date): SQL {
  return sql`${directoryListings.listed} and ${directoryListings.hiddenAt} is null
    and ${members.status} = 'active' and ${members.erasedAt} is null
    and ${memberExpirySql(members.id)} > ${at.toISOString()}::timestamptz`;
}

/** What a search reads: the company, its place, its category, its services and its description. */
const documentSql = sql`concat_ws(' ', ${members.companyName}, ${directoryListings.city},
  ${membershipCategories.name}, ${zones.name}, ${directoryListings.description},
  (select string_agg(s.label, ' ') from ${directoryServices} s
    where ${directoryListings.services} @> jsonb_build_array(s.slug)))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function matchSql(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  const query = words.map((word) => `${word}:*`).join(' & ');
  const fullText = sql`to_tsvector('simple', ${documentSql}) @@ to_tsquery('simple', ${query})`;
  const parts = words.map((word) => sql`${documentSql} ilike ${`%${escapeLike(word)}%`}`);
  return sql`(${fullText} or (${and(...parts)}))`;
}

function rankSql(words: string[]): SQL[] {
  if (words.length === 0) return [];
  const query = words.map((word) => `${word}:*`).join(' | ');
  // A company whose name starts with the first word comes first.
  return [
    desc(sql`ts_rank(to_tsvector('simple', ${documentSql}), to_tsquery('simple', ${query}))
      + case when lower(${members.companyName}) like ${`${escapeLike(words[0] ?? '')}%`} then 1 else 0 end`),
  ];
}

const rowColumns = {
  listing: directoryListings,
  company: members.companyName,
  contactName: members.name,
  email: members.email,
  phone: members.mobileNumber,
  category: membershipCategories.name,
  zone: sql<string>`coalesce(${zones.name}, '')`,
};

function listingsFrom(db: Executor) {
  return db
    .select({ ...rowColumns, total: sql<number>`count(*) over ()` })
    .from(directoryListings)
    .innerJoin(members, eq(members.id, directoryListings.memberId))
    .innerJoin(membershipCategories, eq(membershipCategories.id, members.categoryId))
    .leftJoin(zones, eq(zones.code, members.zone));
}

/** One page of the listings shown, best match first, and how many match in all. */
export async function searchDirectoryListings(
  db: Executor,
  search: DirectorySearch,
): Promise<{ rows: DirectoryRow[]; total: number }> {
  const found = await listingsFrom(db)
    .where(
      and(
        shownSql(search.at),
        matchSql(search.words),
        search.service
          ? sql`${directoryListings.services} @> jsonb_build_array(${search.service}::text)`
          : undefined,
        search.city
          ? sql`${directoryListings.city} ilike ${`${escapeLike(search.city)}%`}`
          : undefined,
        search.zone ? sql`${members.zone} = ${search.zone}` : undefined,
      ),
    )
    .orderBy(...rankSql(search.words), asc(sql`lower(${members.companyName})`), asc(members.id))
    .limit(search.limit)
    .offset(search.offset);
  return {
    rows: found.map(({ total: _total, ...row }) => row),
    total: Number(found[0]?.total ?? 0),
  };
}

/** The member's listing if the public sees it now. */
export async function findShownListing(
  db: Executor,
  memberId: number,
  at: Date,
): Promise<DirectoryRow | undefined> {
  const [row] = await listingsFrom(db)
    .where(and(eq(directoryListings.memberId, memberId), shownSql(at)))
    .limit(1);
  if (!row) return undefined;
  const { total: _total, ...rest } = row;
  return rest;
}

/** The member's listing whatever its state (the member's own editor, the back office). */
export async function findListing(db: Executor, memberId: number): Promise<ListingRow | undefined> {
  return firstRow(db, directoryListings, eq(directoryListings.memberId, memberId));
}

export type StaffListingRow = {
  listing: ListingRow;
  company: string;
  current: boolean;
  total: number;
};

/** The back office's list of listings (opted in or hidden), by company, one page. */
export async function listListingsForStaff(
  db: Executor,
  options: { words: string[]; limit: number; offset: number; at: Date },
): Promise<StaffListingRow[]> {
  const name = options.words.map(
    (word) => sql`${members.companyName} ilike ${`%${escapeLike(word)}%`}`,
  );
  return db
    .select({
      listing: directoryListings,
      company: members.companyName,
      current: sql<boolean>`${members.status} = 'active' and ${members.erasedAt} is null
        and coalesce(${memberExpirySql(members.id)} > ${options.at.toISOString()}::timestamptz, false)`,
      total: sql<number>`count(*) over ()`,
    })
    .from(directoryListings)
    .innerJoin(members, eq(members.id, directoryListings.memberId))
    .where(
      and(sql`(${directoryListings.listed} or ${directoryListings.hiddenAt} is not null)`, ...name),
    )
    .orderBy(asc(sql`lower(${members.companyName})`), asc(members.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** The ids of the listings shown now, for the sitemap, at most `limit`. */
export async function listShownListingIds(
  db: Executor,
  at: Date,
  limit: number,
): Promise<{ memberId: number; updatedAt: Date }[]> {
  return db
    .select({ memberId: directoryListings.memberId, updatedAt: directoryListings.updatedAt })
    .from(directoryListings)
    .innerJoin(members, eq(members.id, directoryListings.memberId))
    .where(shownSql(at))
    .orderBy(asc(directoryListings.memberId))
    .limit(limit);
}
