// What a membership card shows of a member, in one statement: the member, their category, expiry and
// the storage key and type of the representative photo they uploaded (the newest not replaced), if any.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { members, membershipCategories } from '../../db/schema';
import { memberExpirySql, type MemberRow } from './members.repository';

export type MemberCardDetails = {
  member: MemberRow;
  category: string;
  expiry: Date | null;
  photoKey: string | null;
  photoMimeType: string | null;
};

/** The document field of the representative photo (its spelling is the form's). */
const PHOTO_FIELD = 'repersentative_photo';

export async function findMemberCardDetails(
  db: Executor,
  memberId: number,
): Promise<MemberCardDetails | undefined> {
  const [row] = await db
    .select({
      member: members,
      category: membershipCategories.name,
      expiry: sql<string | null>`${memberExpirySql(members.id)}`,
      photo: sql<{ key: string; type: string } | null>`(select
          json_build_object('key', d.storage_key, 'type', d.mime_type) from documents d
        join applications a on a.id = d.application_id
        where (a.member_id = ${members.id} or a.id = ${members.applicationId})
          and d.field = ${PHOTO_FIELD} and d.replaced_at is null
        order by d.created_at desc, d.id desc limit 1)`,
    })
    .from(members)
    .innerJoin(membershipCategories, eq(membershipCategories.id, members.categoryId))
    .where(eq(members.id, memberId))
    .limit(1);
  if (!row) return undefined;
  return {
    member: row.member,
    category: row.category,
    expiry: row.expiry === null ? null : new Date(row.expiry),
    photoKey: row.photo?.key ?? null,
    photoMimeType: row.photo?.type ?? null,
  };
}

export type CardRosterRow = {
  memberId: number;
  name: string;
  company: string;
  status: string;
  erased: boolean;
  category: string;
  expiry: Date | null;
};

/** What the staff's offline scanner shows of these members' cards, in one statement. */
export async function listCardRoster(db: Executor, memberIds: number[]): Promise<CardRosterRow[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({
      memberId: members.id,
      name: members.name,
      company: members.companyName,
      status: members.status,
      erasedAt: members.erasedAt,
      category: membershipCategories.name,
      expiry: sql<string | null>`${memberExpirySql(members.id)}`,
    })
    .from(members)
    .innerJoin(membershipCategories, eq(membershipCategories.id, members.categoryId))
    .where(inArray(members.id, memberIds));
  return rows.map(({ erasedAt, expiry, ...row }) => ({
    ...row,
    erased: erasedAt !== null,
    expiry: expiry === null ? null : new Date(expiry),
  }));
}
