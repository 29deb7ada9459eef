// Who a login address belongs to: the member or applicant behind it, with what the login answer
// shows, read in one statement.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { statement } from '../../db/statement';
import { applications, members, membershipCategories, planHistory } from '../../db/schema';
import type { ApplicationRow, MemberRow, PlanHistoryRow } from '../records';
import type { CategoryRow } from '../catalog';
import { isTeamAddress } from '../team';

/** Whether a login code to this address would reach anyone (codes to others are not delivered). */
export async function isKnownAddress(
  db: Executor,
  channel: 'email' | 'sms',
  address: string,
): Promise<boolean> {
  const records = await findLoginRecords(db, channel, address);
  return (
    records.member !== undefined ||
    records.application !== undefined ||
    (await isTeamAddress(db, channel, address))
  );
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
  history: PlanHistoryRow | undefined;
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
