// Who a login address belongs to: the team person, member or applicant behind it, with what the
// login answer shows, read in one statement (a sign-in is one round trip, not one per table).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jsonColumns } from '../../db/json-rows';
import { statement } from '../../db/statement';
import {
  applications,
  members,
  membershipCategories,
  planHistory,
  teamPeople,
} from '../../db/schema';

/** Whether a login code to this address would reach anyone (codes to others are not delivered). */
export async function isKnownAddress(
  db: Executor,
  channel: 'email' | 'sms',
  address: string,
): Promise<boolean> {
  const records = await findLoginRecords(db, channel, address);
  return (
    records.person !== undefined ||
    records.member !== undefined ||
    records.application !== undefined
  );
}

// ── The user a login is for, in one statement ─────────────────────────────────────────────────

// What the sign-in and its answer read of each record: the whole rows (an application has over 50
// columns) cost the database and the parse about twice as much.
const PERSON = jsonColumns(teamPeople, ['id', 'memberId', 'name', 'role', 'status']);
const MEMBER = jsonColumns(members, [
  'id',
  'applicationId',
  'categoryId',
  'name',
  'email',
  'mobileNumber',
  'memberNumber',
  'manual',
  'pdfStandalone',
]);
const APPLICATION = jsonColumns(applications, [
  'id',
  'categoryId',
  'name',
  'email',
  'mobileNumber',
  'emailVerified',
  'mobileVerified',
  'steps',
  'isDraft',
  'journey',
  'manual',
  'pdfStandalone',
]);
const CATEGORY = jsonColumns(membershipCategories, ['id', 'name']);
const HISTORY = jsonColumns(planHistory, [
  'id',
  'applicationId',
  'historyType',
  'appFilled',
  'cancelled',
  'approvalGoverning1',
  'approvalGoverning2',
  'paymentStatus',
]);

/** The login lookup's text for the channel, with the placeholder `address` (its plan is tested). */
export function loginLookupSql(channel: 'email' | 'sms'): SQL {
  const matches = (table: string) =>
    channel === 'email'
      ? sql.raw(`lower(${table}.email) = `)
      : sql.raw(`${table}.mobile_number = `);
  // Team people's addresses are stored normalised (lower-case email, digits of the mobile).
  const personMatches = sql.raw(channel === 'email' ? 'tp.email = ' : 'tp.mobile = ');
  const address = sql`${sql.placeholder('address')}::text`;
  // No ORDER BY id … LIMIT 1 on the lookups: with a generic plan PostgreSQL would walk the primary
  // key backwards filtering every row; a member's email and mobile are unique, and max(id) reads
  // the contact index.
  return sql`with p as (
        select tp.* from team_people tp
        join members pm on pm.id = tp.member_id and pm.erased_at is null
        where ${personMatches}${address} and tp.status <> 'removed'
        order by tp.holder desc, tp.id desc limit 1
      ), m as (
        select * from members where id = (select member_id from p)
        union all
        (select * from members
          where not exists (select 1 from p) and ${matches('members')}${address} limit 1)
      ), a as (
        select * from applications
        where id = coalesce(
          (select application_id from m),
          (select max(id) from applications where ${matches('applications')}${address}))
      )
      select (select ${PERSON.of('p')} from p) as person,
        (select ${MEMBER.of('m')} from m) as member,
        (select ${APPLICATION.of('a')} from a) as application,
        (select ${CATEGORY.of('c')} from membership_categories c
          where c.id = coalesce((select category_id from m), (select category_id from a))) as category,
        (select ${HISTORY.of('h')} from plan_history h
          where h.application_id = (select id from a) order by h.id desc limit 1) as history,
        exists (select 1 from team_people tp
          where tp.member_id = (select id from m) and ${personMatches}${address}
            and tp.status = 'removed') as removed`;
}

const loginUserStatement = (channel: 'email' | 'sms') =>
  statement<{
    person: unknown;
    member: unknown;
    application: unknown;
    category: unknown;
    history: unknown;
    removed: boolean;
  }>(`members_login_user_${channel}`, loginLookupSql(channel));

const loginUserStatements = { email: loginUserStatement('email'), sms: loginUserStatement('sms') };

type Read<T extends { read(json: unknown): unknown }> = ReturnType<T['read']>;
export type LoginPerson = Read<typeof PERSON>;
export type LoginMember = Read<typeof MEMBER>;
export type LoginApplication = Read<typeof APPLICATION>;

export type LoginRecords = {
  /** The team person (not removed, of a member not erased) holding the address, newest holder first. */
  person?: LoginPerson;
  member: LoginMember | undefined;
  application: LoginApplication | undefined;
  category: Read<typeof CATEGORY> | undefined;
  history: Read<typeof HISTORY> | undefined;
  /** Whether a person removed from the member's team holds the address (their sign-in is over). */
  removed?: boolean;
};

/**
 * Who an address belongs to, with what the login answer shows: the team person holding it and their
 * member, else the member whose own record holds it, else the newest application carrying it; the
 * member's application, its category and newest plan history.
 */
export async function findLoginRecords(
  db: Executor,
  channel: 'email' | 'sms',
  address: string,
): Promise<LoginRecords> {
  const [row] = await loginUserStatements[channel](db, { address });
  const json = <R>(columns: { read(json: unknown): R }, value: unknown) =>
    value === null || value === undefined ? undefined : columns.read(value);
  return {
    person: json(PERSON, row?.person),
    member: json(MEMBER, row?.member),
    application: json(APPLICATION, row?.application),
    category: json(CATEGORY, row?.category),
    history: json(HISTORY, row?.history),
    removed: row?.removed === true,
  };
}
