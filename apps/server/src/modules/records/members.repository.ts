// The owner of member lookups: a member by id, by contact, behind a user id or an application,
// locked for a change, and the plan status in one statement (by number: member-card.repository.ts,
// with what the card shows). Other modules read and update members through this file.
import { asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProposerMatch } from '@portico/domain/contracts/values';
import type { Executor } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { statement } from '../../db/statement';
import { applications, associationSettings, members, membershipCategories } from '../../db/schema';
import type { ApplicationRow } from './application-rows';
import type { AssociationSettingsRow } from '../settings';
import { planHistoryCancelledSql, planHistoryPaidSql } from './plan-history.repository';
import { firstRow } from '../../lib/first-row';

export type MemberRow = typeof members.$inferSelect;
export type MemberUpdate = Partial<typeof members.$inferInsert>;
type CategoryRow = typeof membershipCategories.$inferSelect;

/**
 * The rule of a member's expiry: the end of their latest membership period (null without one), for
 * the member whose id is `memberId`. One backward step on membership_periods_member_ends_idx.
 */
export function memberExpirySql(memberId: SQL | AnyPgColumn): SQL {
  return sql`(select max(latest.ends_at) from membership_periods latest
    where latest.member_id = ${memberId})`;
}

// ── Members ───────────────────────────────────────────────────────────────────────────────────

export async function findMember(db: Executor, id: number): Promise<MemberRow | undefined> {
  return firstRow(db, members, eq(members.id, id));
}

/** Several members by id, as lists name them (a list of waiting work links each to the member). */
export async function findMembers(db: Executor, ids: readonly number[]): Promise<MemberRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(members)
    .where(inArray(members.id, [...ids]));
}

/** The member row, locked until the transaction ends: two changes of one member queue up. */
export async function lockMember(tx: Executor, id: number): Promise<MemberRow | undefined> {
  const [row] = await tx.select().from(members).where(eq(members.id, id)).limit(1).for('update');
  return row;
}

export async function updateMember(tx: Executor, id: number, values: MemberUpdate): Promise<void> {
  await tx.update(members).set(values).where(eq(members.id, id));
}

/** The conditions "the email is this one, in any case" and "the mobile number is this one". */
function contactIs(email: string, mobile: string) {
  return [
    sql`lower(${members.email}) = ${email.trim().toLowerCase()}`,
    eq(members.mobileNumber, mobile.trim()),
  ] as const;
}

/**
 * A proposer's details against the members' records (decision 089): the member holding both this
 * email (any case) and this mobile number, active or lapsed, else which of the two some member holds.
 */
export async function matchMemberContact(
  db: Executor,
  email: string,
  mobile: string,
): Promise<{ memberId: number | null; match: ProposerMatch }> {
  const [emailIs, mobileIs] = contactIs(email, mobile);
  // At most one row per member; the bound keeps it one small read whatever the data.
  const rows = await db
    .select({
      id: members.id,
      email: sql<boolean>`${emailIs}`,
      mobile: sql<boolean>`${mobileIs}`,
    })
    .from(members)
    .where(or(emailIs, mobileIs))
    .orderBy(asc(members.id))
    .limit(20);
  const both = rows.find((row) => row.email && row.mobile);
  if (both) return { memberId: both.id, match: 'member' };
  const byEmail = rows.some((row) => row.email);
  const byMobile = rows.some((row) => row.mobile);
  const match: ProposerMatch =
    byEmail && byMobile
      ? 'different_members'
      : byEmail
        ? 'email_only'
        : byMobile
          ? 'mobile_only'
          : 'none';
  return { memberId: null, match };
}

/**
 * A member whose email or mobile number is one of these, the first made if two are: the member
 * behind an upgrade, or a paying applicant who was a member before.
 */
export async function findMemberByEmailOrMobile(
  db: Executor,
  email: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  return firstRow(db, members, or(...contactIs(email, mobile)), asc(members.id));
}

/** The member behind a user id: the member its application made (or upgraded), if any. */
export async function findMemberOfUser(
  db: Executor,
  userId: number,
): Promise<MemberRow | undefined> {
  return firstRow(
    db,
    members,
    or(
      eq(members.applicationId, userId),
      eq(
        members.id,
        sql`(select ${applications.memberId} from ${applications} where ${applications.id} = ${userId})`,
      ),
    ),
    desc(members.id),
  );
}

/**
 * The member behind an application (the user id the member routes take): the member that
 * application made or last changed, else the member it upgrades.
 */
export async function findMemberOfApplication(
  db: Executor,
  application: Pick<ApplicationRow, 'id' | 'memberId'>,
): Promise<MemberRow | undefined> {
  return firstRow(
    db,
    members,
    or(
      eq(members.applicationId, application.id),
      application.memberId === null ? undefined : eq(members.id, application.memberId),
    ),
    desc(members.id),
  );
}

/** Does a member hold this email (lower case, trimmed; stored ones compared alike) or mobile number? */
export async function isMemberContact(
  db: Executor,
  contact: { email: string } | { mobile: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      'email' in contact
        ? sql`lower(trim(${members.email})) = ${contact.email}`
        : eq(members.mobileNumber, contact.mobile),
    )
    .limit(1);
  return row !== undefined;
}

// ── Plan status ───────────────────────────────────────────────────────────────────────────────

const planStatusStatement = statement<{
  member: unknown;
  category: unknown;
  expiry: string | Date | null;
  top_rank: number | null;
  upgrade_app_id: number | null;
  upgrade_stage: string | null;
  upgrade_plan: string | null;
  association: unknown;
}>(
  'members_plan_status',
  sql`select row_to_json(m) as member, row_to_json(c) as category,
      ${memberExpirySql(sql`m.id`)} as expiry,
      (select max(rank) from membership_categories) as top_rank,
      u.id as upgrade_app_id, u.review_stage as upgrade_stage, u.category as upgrade_plan,
      -- The association's settings (its GST rate) in the same round trip: one statement per page.
      -- The table holds one row at most (its check constraint).
      (select row_to_json(s) from association_settings s) as association
    from members m join membership_categories c on c.id = m.category_id
    left join lateral (select a.id, h.review_stage, uc.name as category from applications a
        join plan_history h on h.application_id = a.id and h.history_type = 'upgrade'
        join membership_categories uc on uc.id = h.category_id
        where a.member_id = m.id and a.journey = 'upgrade' and not ${planHistoryPaidSql('h')}
          and not ${planHistoryCancelledSql('h')} and h.review_stage <> 'rejected'
        order by a.id desc limit 1) u on true
    -- The member a user id names, by their first application or the one linked to it; greatest()
    -- keeps both lookups on their indexes where OR … ORDER BY id DESC LIMIT 1 would scan members.
    where m.id = greatest(
      (select max(id) from members where application_id = ${sql.placeholder('userId')}::integer),
      (select member_id from applications where id = ${sql.placeholder('userId')}::integer))`,
);

export type PlanStatusRow = {
  member: MemberRow;
  category: CategoryRow;
  expiry: Date | null;
  isTopPlan: boolean;
  upgradeAppId: number | null;
  /** The upgrade in progress once its review approved it (payment is all it waits for). */
  approvedUpgrade: { appId: number; planName: string } | null;
  /** The association's settings row, none while the admin has saved none. */
  associationSettings: AssociationSettingsRow | undefined;
};

/** Everything the plan status shows, in one statement (the member of user id `userId`). */
export async function findPlanStatus(
  db: Executor,
  userId: number,
): Promise<PlanStatusRow | undefined> {
  const [row] = await planStatusStatement(db, { userId });
  if (!row) return undefined;
  const category = rowFromJson(membershipCategories, row.category);
  return {
    member: rowFromJson(members, row.member),
    category,
    expiry: row.expiry === null ? null : new Date(row.expiry),
    isTopPlan: row.top_rank !== null && category.rank >= Number(row.top_rank),
    upgradeAppId: row.upgrade_app_id === null ? null : Number(row.upgrade_app_id),
    approvedUpgrade:
      row.upgrade_app_id !== null && row.upgrade_stage === 'approved'
        ? { appId: Number(row.upgrade_app_id), planName: row.upgrade_plan ?? '' }
        : null,
    associationSettings:
      row.association === null ? undefined : rowFromJson(associationSettings, row.association),
  };
}
