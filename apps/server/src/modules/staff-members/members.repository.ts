// SQL of the members list and its CSV export: the back office's read model of members, joined with
// their category and periods, so it stays here; a single member is read, locked and updated through
// members/members.repository.ts. A member's expiry is the end of their latest membership period;
// their status follows from it (the stored status column only speaks for members without any period).
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { members, membershipCategories, membershipPeriods, type ManualFlag } from '../../db/schema';
import { memberExpirySql } from '../records';
import { businessDateOf, offsetOf, sortOrder, type Paging } from '../../lib/list-query';
import { searchCondition } from '../../lib/search';
import { MEMBER_SORTS } from '@portico/domain/contracts/values';

export { MEMBER_SORTS };

export type MemberSort = (typeof MEMBER_SORTS)[number];

export type MemberFilters = {
  q?: string | undefined;
  category?: number | undefined;
  status?: 'active' | 'expired' | undefined;
  manual?: ManualFlag | undefined;
  zone?: string | undefined;
};

export type MemberListRow = {
  id: number;
  memberNumber: string | null;
  name: string;
  companyName: string;
  email: string;
  mobileNumber: string;
  zone: string | null;
  categoryId: number;
  categoryName: string;
  expiresAt: Date | null;
  expiresOn: string | null;
  status: 'active' | 'expired';
  manual: ManualFlag;
  documentsLink: string | null;
  applicationId: number | null;
};

/**
 * The end of the member's latest period. A scalar subquery in the select list is evaluated after
 * ORDER BY … LIMIT, i.e. for the page's rows only.
 */
const expiresAt = sql<Date | null>`${memberExpirySql(members.id)}`;

/** Active while the latest period has not ended; the stored status for members without periods. */
function isActive(now: Date): SQL<boolean> {
  return sql<boolean>`coalesce(${expiresAt} > ${now.toISOString()}::timestamptz, ${members.status} = 'active')`;
}

function memberConditions(filters: MemberFilters, now: Date): SQL | undefined {
  return and(
    filters.category === undefined ? undefined : eq(members.categoryId, filters.category),
    filters.manual === undefined ? undefined : eq(members.manual, filters.manual),
    filters.zone === undefined ? undefined : sql`${members.zone} = ${filters.zone}`,
    filters.status === undefined
      ? undefined
      : filters.status === 'active'
        ? isActive(now)
        : sql`not ${isActive(now)}`,
    filters.q ? memberSearch(filters.q) : undefined,
  );
}

/**
 * What the search looks in: name, company, email, member number and mobile, as one text, which a
 * trigram index serves on PostgreSQL with pg_trgm (members_search_trgm_idx, migration 0008).
 */
export const memberSearchText = sql`(${members.name} || ' ' || ${members.companyName} || ' ' || ${members.email} || ' ' || coalesce(${members.memberNumber}, '') || ' ' || ${members.mobileNumber})`;

/**
 * The search box (decision 090): words anywhere in that text, a mobile however written, the member's
 * number exactly ('PM-42', '42') and the number of the application that made them a member.
 */
export function memberSearch(q: string): SQL {
  return searchCondition(q, {
    bareNumberIs: 'member',
    text: (pattern) => sql`${memberSearchText} ilike ${pattern}`,
    phone: (pattern) => sql`${memberSearchText} like ${pattern}`,
    memberNumber: (pattern) => sql`${members.memberNumber} ~* ${pattern}`,
    applicationNumber: (appIds) =>
      sql`${members.applicationId} = any(array(select id from applications where app_id = any(${appIds})))`,
  });
}

const memberColumns = {
  id: members.id,
  memberNumber: members.memberNumber,
  name: members.name,
  companyName: members.companyName,
  email: members.email,
  mobileNumber: members.mobileNumber,
  zone: members.zone,
  categoryId: members.categoryId,
  categoryName: membershipCategories.name,
  expiresAt: expiresAt.mapWith(membershipPeriods.endsAt),
  storedStatus: members.status,
  manual: members.manual,
  documentsLink: members.pdfStandalone,
  applicationId: members.applicationId,
};

type SelectedMember = Omit<MemberListRow, 'expiresOn' | 'status'> & {
  storedStatus: 'active' | 'expired';
};

function toListRow(row: SelectedMember, now: Date): MemberListRow {
  const { storedStatus, ...rest } = row;
  return {
    ...rest,
    expiresOn: row.expiresAt ? businessDateOf(row.expiresAt) : null,
    status: row.expiresAt ? (row.expiresAt > now ? 'active' : 'expired') : storedStatus,
  };
}

/** Orders an index can serve in both directions where one exists (member number). */
function orderOf(sort: MemberSort): SQL[] {
  const { key, direction, by } = sortOrder(sort);
  switch (key) {
    case 'company_name':
      return [by(sql`lower(${members.companyName})`), by(members.id)];
    case 'member_number':
      return [sql`${members.memberNumber} ${direction} nulls last`, by(members.id)];
    case 'expires_at':
      return [sql`${expiresAt} ${direction} nulls last`, by(members.id)];
    default:
      return [by(sql`lower(${members.name})`), by(members.id)];
  }
}

/** Each member with their category: a list row, before filters. */
function selectListRows(db: Executor) {
  return db
    .select(memberColumns)
    .from(members)
    .innerJoin(membershipCategories, eq(membershipCategories.id, members.categoryId));
}

export async function membersPage(
  db: Executor,
  filters: MemberFilters,
  paging: Paging,
  sort: MemberSort,
  now: Date,
): Promise<MemberListRow[]> {
  const rows = await selectListRows(db)
    .where(memberConditions(filters, now))
    .orderBy(...orderOf(sort))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return rows.map((row) => toListRow(row, now));
}

/** One member as the list shows them, or undefined. */
export async function findMemberListRow(
  db: Executor,
  id: number,
  now: Date,
): Promise<MemberListRow | undefined> {
  const [row] = await selectListRows(db).where(eq(members.id, id)).limit(1);
  return row ? toListRow(row, now) : undefined;
}

export async function countMembers(
  db: Executor,
  filters: MemberFilters,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(members)
    .where(memberConditions(filters, now));
  return row?.total ?? 0;
}

/** The next batch of the export, in id order after `afterId`. */
export async function memberExportBatch(
  db: Executor,
  filters: MemberFilters,
  now: Date,
  afterId: number,
  limit: number,
): Promise<MemberListRow[]> {
  const rows = await selectListRows(db)
    .where(and(gt(members.id, afterId), memberConditions(filters, now)))
    .orderBy(asc(members.id))
    .limit(limit);
  return rows.map((row) => toListRow(row, now));
}
