// What a membership card shows of a member, in one statement: the member, their category, expiry and
// the storage key and type of the representative photo they uploaded (the newest not replaced), if any;
// and the same facts, without the photo, for the public membership check by member number.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { members, membershipCategories } from '../../db/schema';
import { memberExpirySql, type MemberRow } from './members.repository';

/** A member as their card shows them: with their category's name and the end of their membership. */
type ShownMember = { member: MemberRow; category: string; expiry: Date | null };

export type MemberCardDetails = ShownMember & {
  photoKey: string | null;
  photoMimeType: string | null;
};

/** The selected columns of a ShownMember, from members joined to their category. */
const shownColumns = () => ({
  member: members,
  category: membershipCategories.name,
  expiry: sql<string | null>`${memberExpirySql(members.id)}`,
});

const shownMember = (row: { member: MemberRow; category: string; expiry: string | null }) => ({
  member: row.member,
  category: row.category,
  expiry: row.expiry === null ? null : new Date(row.expiry),
});

/** The document field of the representative photo (its spelling is the form's). */
const PHOTO_FIELD = 'repersentative_photo';

export async function findMemberCardDetails(
  db: Executor,
  memberId: number,
): Promise<MemberCardDetails | undefined> {
  const [row] = await db
    .select({
      photo: sql<{ key: string; type: string } | null>`(select
          json_build_object('key', d.storage_key, 'type', d.mime_type) from documents d
        join applications a on a.id = d.application_id
        where (a.member_id = ${members.id} or a.id = ${members.applicationId})
          and d.field = ${PHOTO_FIELD} and d.replaced_at is null
        order by d.created_at desc, d.id desc limit 1)`,
      ...shownColumns(),
    })
    .from(members)
    .innerJoin(membershipCategories, eq(membershipCategories.id, members.categoryId))
    .where(eq(members.id, memberId))
    .limit(1);
  if (!row) return undefined;
  return {
    photoKey: row.photo?.key ?? null,
    photoMimeType: row.photo?.type ?? null,
    ...shownMember(row),
  };
}

/** The public membership check: the member whose number this is, whatever its case. */
export async function findMemberByNumber(
  db: Executor,
  memberNumber: string,
): Promise<ShownMember | undefined> {
  const [row] = await db
    .select(shownColumns())
    .from(members)
    .innerJoin(membershipCategories, eq(membershipCategories.id, members.categoryId))
    .where(sql`upper(${members.memberNumber}) = ${memberNumber.trim().toUpperCase()}`)
    .limit(1);
  return row ? shownMember(row) : undefined;
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
