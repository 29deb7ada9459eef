// SQL of the member area: who a login address belongs to, the plan status in one statement, the
// self-update's writes, the public membership check and the renewal reminders.
import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { statement } from '../../db/statement';
import {
  applications,
  memberReminders,
  members,
  membershipCategories,
  membershipPeriods,
  planHistory,
  type ReminderStage,
} from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type CategoryRow = typeof membershipCategories.$inferSelect;
export type HistoryRow = typeof planHistory.$inferSelect;

// ── Login ─────────────────────────────────────────────────────────────────────────────────────

/** Whether a login code to this address would reach anyone (codes to others are not delivered). */
export async function isKnownAddress(
  db: Executor,
  channel: 'email' | 'sms',
  address: string,
): Promise<boolean> {
  const records = await findLoginRecords(db, channel, address);
  return records.member !== undefined || records.application !== undefined;
}

/** The member behind a user id: the member its application made (or upgraded), if any. */
export async function findMemberOfUser(
  db: Executor,
  userId: number,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      or(
        eq(members.applicationId, userId),
        eq(
          members.id,
          sql`(select ${applications.memberId} from ${applications} where ${applications.id} = ${userId})`,
        ),
      ),
    )
    .orderBy(desc(members.id))
    .limit(1);
  return row;
}

// ── The user a login is for, in one statement ─────────────────────────────────────────────────

function loginUserStatement(channel: 'email' | 'sms') {
  const matches = (table: string) =>
    channel === 'email'
      ? sql.raw(`lower(${table}.email) = `)
      : sql.raw(`${table}.mobile_number = `);
  const address = sql`${sql.placeholder('address')}::text`;
  return statement<{
    member: unknown;
    application: unknown;
    category: unknown;
    history: unknown;
  }>(
    `members_login_user_${channel}`,
    // No ORDER BY id … LIMIT 1 on the lookups: with a generic plan PostgreSQL would walk the primary
    // key backwards filtering every row; a member's email and mobile are unique, and max(id) reads
    // the contact index.
    sql`with m as (
        select * from members where ${matches('members')}${address} limit 1
      ), a as (
        select * from applications
        where id = coalesce(
          (select application_id from m),
          (select max(id) from applications where ${matches('applications')}${address}))
      )
      select (select row_to_json(m) from m) as member,
        (select row_to_json(a) from a) as application,
        (select row_to_json(c) from membership_categories c
          where c.id = coalesce((select category_id from m), (select category_id from a))) as category,
        (select row_to_json(h) from plan_history h
          where h.application_id = (select id from a) order by h.id desc limit 1) as history`,
  );
}

const loginUserStatements = { email: loginUserStatement('email'), sms: loginUserStatement('sms') };

export type LoginRecords = {
  member: MemberRow | undefined;
  application: ApplicationRow | undefined;
  category: CategoryRow | undefined;
  history: HistoryRow | undefined;
};

/**
 * Who an address belongs to, with what the login answer shows: the member holding it (and their
 * application), else the newest application carrying it; its category and newest plan history.
 */
export async function findLoginRecords(
  db: Executor,
  channel: 'email' | 'sms',
  address: string,
): Promise<LoginRecords> {
  const [row] = await loginUserStatements[channel](db, { address });
  const json = <T extends Parameters<typeof rowFromJson>[0]>(table: T, value: unknown) =>
    value === null || value === undefined ? undefined : rowFromJson(table, value);
  return {
    member: json(members, row?.member),
    application: json(applications, row?.application),
    category: json(membershipCategories, row?.category),
    history: json(planHistory, row?.history),
  };
}

// ── Plan status ───────────────────────────────────────────────────────────────────────────────

const planStatusStatement = statement<{
  member: unknown;
  category: unknown;
  expiry: string | Date | null;
  top_rank: number | null;
  upgrade_app_id: number | null;
}>(
  'members_plan_status',
  sql`select row_to_json(m) as member, row_to_json(c) as category,
      (select max(p.ends_at) from membership_periods p where p.member_id = m.id) as expiry,
      (select max(rank) from membership_categories) as top_rank,
      (select a.id from applications a
        join plan_history h on h.application_id = a.id and h.history_type = 'upgrade'
        where a.member_id = m.id and a.journey = 'upgrade' and h.payment_status = 'unpaid'
          and not h.cancelled and h.review_stage not in ('rejected', 'cancelled')
        order by a.id desc limit 1) as upgrade_app_id
    from members m join membership_categories c on c.id = m.category_id
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
  };
}

// ── Public membership check ───────────────────────────────────────────────────────────────────

export async function findMemberByNumber(
  db: Executor,
  memberNumber: string,
): Promise<{ member: MemberRow; category: string; expiry: Date | null } | undefined> {
  const [row] = await db
    .select({
      member: members,
      category: membershipCategories.name,
      expiry: sql<string | null>`(select max(${membershipPeriods.endsAt}) from ${membershipPeriods}
        where ${membershipPeriods.memberId} = ${members.id})`,
    })
    .from(members)
    .innerJoin(membershipCategories, eq(membershipCategories.id, members.categoryId))
    .where(sql`upper(${members.memberNumber}) = ${memberNumber.trim().toUpperCase()}`)
    .limit(1);
  if (!row) return undefined;
  return {
    member: row.member,
    category: row.category,
    expiry: row.expiry === null ? null : new Date(row.expiry),
  };
}

// ── Renewal reminders ─────────────────────────────────────────────────────────────────────────

/** Members whose current period ends between `from` and `to`, with that end. */
export async function findMembersEndingBetween(
  db: Executor,
  from: Date,
  to: Date,
): Promise<{ member: MemberRow; expiry: Date }[]> {
  const latest = db
    .select({
      memberId: membershipPeriods.memberId,
      expiry: sql<Date>`max(${membershipPeriods.endsAt})`.as('expiry'),
    })
    .from(membershipPeriods)
    .groupBy(membershipPeriods.memberId)
    .as('latest');
  const rows = await db
    .select({ member: members, expiry: latest.expiry })
    .from(members)
    .innerJoin(latest, eq(latest.memberId, members.id))
    .where(and(gt(latest.expiry, from), lt(latest.expiry, to)));
  return rows.map((row) => ({ member: row.member, expiry: new Date(row.expiry) }));
}

/** A reminder a run holds: what of it went out already. */
export type ReminderClaim = {
  id: number;
  emailSentAt: Date | null;
  smsSentAt: Date | null;
};

/**
 * Claims a reminder for this run at `at`: a new one, or one not yet fully sent whose last claim is
 * older than `leaseMs` (its run crashed or could not deliver). Null when it was sent, or another run
 * holds it. One statement: two runs claiming at once (even on separate connections) cannot both
 * win, because the conflicting insert re-checks the row the other just claimed.
 */
export async function claimReminder(
  db: Executor,
  reminder: { memberId: number; periodEndsAt: Date; stage: ReminderStage },
  at: Date,
  leaseMs: number,
): Promise<ReminderClaim | null> {
  const leaseStart = new Date(at.getTime() - leaseMs);
  const [row] = await db
    .insert(memberReminders)
    .values({ ...reminder, claimedAt: at })
    .onConflictDoUpdate({
      target: [memberReminders.memberId, memberReminders.periodEndsAt, memberReminders.stage],
      set: { claimedAt: at },
      setWhere: sql`${memberReminders.sentAt} is null
        and (${memberReminders.claimedAt} is null
          or ${memberReminders.claimedAt} < ${leaseStart.toISOString()}::timestamptz)`,
    })
    .returning({
      id: memberReminders.id,
      emailSentAt: memberReminders.emailSentAt,
      smsSentAt: memberReminders.smsSentAt,
    });
  return row ?? null;
}

export async function markReminderDelivered(
  db: Executor,
  id: number,
  channel: 'email' | 'sms',
  at: Date,
): Promise<void> {
  await db
    .update(memberReminders)
    .set(channel === 'email' ? { emailSentAt: at } : { smsSentAt: at })
    .where(eq(memberReminders.id, id));
}

export async function markReminderSent(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(memberReminders).set({ sentAt: at }).where(eq(memberReminders.id, id));
}

/** Active members whose last period has ended: their plan is now expired. */
export async function expireEndedMemberships(db: Executor, at: Date): Promise<number> {
  const rows = await db
    .update(members)
    .set({ status: 'expired' })
    .where(
      and(
        eq(members.status, 'active'),
        sql`(select max(${membershipPeriods.endsAt}) from ${membershipPeriods}
          where ${membershipPeriods.memberId} = ${members.id}) < ${at.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: members.id });
  return rows.length;
}
