// SQL of the member side of a payment: the member's periods, and the rows a paid registration makes in
// one statement (member, link, period, plan history paid). That statement writes members and
// applications itself: it is the hot path of a payment, one round trip where the owners' calls would
// take four. The member an order pays for is read, locked and updated through members.repository.ts.
import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { membershipPeriods } from '../../db/schema';
import { statement } from '../../db/statement';
import { markPlanHistoryPaidQuery } from '../records';
import type { PeriodRow } from './payment-rows';

/** The member's period that ends last: its end is the membership's expiry. */
export async function findLatestPeriod(
  db: Executor,
  memberId: number,
): Promise<PeriodRow | undefined> {
  const [row] = await db
    .select()
    .from(membershipPeriods)
    .where(eq(membershipPeriods.memberId, memberId))
    .orderBy(desc(membershipPeriods.endsAt), desc(membershipPeriods.id))
    .limit(1);
  return row;
}

const HISTORY_ID = sql`${sql.placeholder('historyId')}::integer`;
const ENDS_AT = sql`${sql.placeholder('endsAt')}::timestamptz`;

const newMembershipStatement = statement<{ id: number; member_number: string }>(
  'payments_new_membership',
  sql`with m as (
      insert into members (member_number, email, mobile_number, name, company_name, category_id,
        status, application_id, zone)
      values (${sql.placeholder('prefix')}::text || lpad(nextval('member_number_seq')::text, 4, '0'),
        ${sql.placeholder('email')}::text, ${sql.placeholder('mobile')}::text,
        ${sql.placeholder('name')}::text, ${sql.placeholder('company')}::text,
        ${sql.placeholder('categoryId')}::integer, 'active',
        ${sql.placeholder('applicationId')}::integer, ${sql.placeholder('zone')}::text)
      on conflict do nothing
      returning id, member_number
    ), linked as (
      update applications set member_id = m.id, updated_at = now() from m
      where applications.id = ${sql.placeholder('applicationId')}::integer
        and applications.member_id is null
    ), period as (
      insert into membership_periods (member_id, category_id, plan_history_id, starts_at, ends_at,
        order_id)
      select m.id, ${sql.placeholder('categoryId')}::integer, ${sql.placeholder('historyId')}::integer,
        ${sql.placeholder('startsAt')}::timestamptz, ${sql.placeholder('endsAt')}::timestamptz,
        ${sql.placeholder('orderId')}::integer
      from m
    ), paid as (
      ${markPlanHistoryPaidQuery(HISTORY_ID, ENDS_AT, sql`exists (select 1 from m)`)}
    )
    select id, member_number from m`,
);

/**
 * A new member with the next member number, and the rest of a new membership in the same statement
 * (application linked, a year's period, plan history paid). Undefined, and nothing written, when the
 * email or mobile number is already a member's.
 */
export async function insertNewMembership(
  tx: Executor,
  values: {
    prefix: string;
    email: string;
    mobile: string;
    name: string;
    company: string;
    categoryId: number;
    applicationId: number;
    zone: string | null;
    historyId: number | null;
    startsAt: Date;
    endsAt: Date;
    orderId: number;
  },
): Promise<{ memberId: number; memberNumber: string } | undefined> {
  const [row] = await newMembershipStatement(tx, {
    ...values,
    startsAt: values.startsAt.toISOString(),
    endsAt: values.endsAt.toISOString(),
  });
  return row ? { memberId: Number(row.id), memberNumber: row.member_number } : undefined;
}

const settleNewMembershipStatement = statement(
  'payments_settle_new_membership',
  sql`with linked as (
      update applications set member_id = ${sql.placeholder('memberId')}::integer, updated_at = now()
      where id = ${sql.placeholder('applicationId')}::integer and member_id is null
    ), period as (
      insert into membership_periods (member_id, category_id, plan_history_id, starts_at, ends_at, order_id)
      values (${sql.placeholder('memberId')}::integer, ${sql.placeholder('categoryId')}::integer,
        ${sql.placeholder('historyId')}::integer, ${sql.placeholder('startsAt')}::timestamptz,
        ${sql.placeholder('endsAt')}::timestamptz, ${sql.placeholder('orderId')}::integer)
    )
    ${markPlanHistoryPaidQuery(HISTORY_ID, ENDS_AT)}`,
);

/** A new membership's rows in one statement: application linked, period, plan history paid. */
export async function settleNewMembership(
  tx: Executor,
  values: {
    memberId: number;
    applicationId: number;
    categoryId: number;
    historyId: number | null;
    startsAt: Date;
    endsAt: Date;
    orderId: number;
  },
): Promise<void> {
  await settleNewMembershipStatement(tx, {
    ...values,
    startsAt: values.startsAt.toISOString(),
    endsAt: values.endsAt.toISOString(),
  });
}

export async function insertPeriod(
  tx: Executor,
  values: typeof membershipPeriods.$inferInsert,
): Promise<void> {
  await tx.insert(membershipPeriods).values(values);
}

/**
 * Ends the member's membership at `cutoff` (a refund that ends or shortens it, issue #15): periods
 * running past it end there, periods starting after it (a renewal bought ahead) are removed.
 */
export async function cutPeriodsAt(tx: Executor, memberId: number, cutoff: Date): Promise<void> {
  await tx
    .delete(membershipPeriods)
    .where(and(eq(membershipPeriods.memberId, memberId), gte(membershipPeriods.startsAt, cutoff)));
  await tx
    .update(membershipPeriods)
    .set({ endsAt: cutoff })
    .where(and(eq(membershipPeriods.memberId, memberId), gt(membershipPeriods.endsAt, cutoff)));
}
