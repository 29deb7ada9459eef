// The writes of a register import, in bulk: each 1,000 new or changed members are one statement whose
// values travel as one JSON parameter (jsonb_to_recordset), not a round trip per row. What a new member
// gets mirrors a registration paid through the portal (payments/membership.repository.ts).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Members per statement (their values are one JSON parameter of about 500 KB). */
export const IMPORT_CHUNK = 1000;

/**
 * When the new members' renewal reminders start: null holds them until the admin turns them on
 * (an import sends nothing by itself, decision 067).
 */
export type ImportedReminders = { from: Date | null };

/**
 * A member's values from the register row, as both statements read them. A null city or PIN is a
 * register without the column: a new member has none, an update keeps the member's own.
 */
export type RegisterColumns = {
  email: string;
  mobile: string;
  name: string;
  company: string;
  category_id: number;
  zone: string;
  state_id: number;
  gst: string | null;
  pan: string | null;
  address: string | null;
  city: string | null;
  pin: string | null;
};

/** One new member's values, its ids drawn ahead (nextIds), as the insert statement reads them. */
export type NewMemberRecord = RegisterColumns & {
  application_id: number;
  app_id: string;
  member_id: number;
  history_id: number;
  member_number: string;
  status: 'active' | 'expired';
  starts_at: string;
  ends_at: string;
};

/**
 * The new members' rows in one statement per chunk, the chunk's values as one JSON parameter: a
 * submitted application, fully approved and paid (plan history), its member (linked both ways) and a
 * membership period without an order, as a registration paid through the portal leaves them.
 */
export async function insertImportedMembers(
  tx: Executor,
  records: readonly NewMemberRecord[],
  reminders: ImportedReminders,
): Promise<void> {
  const held = reminders.from === null;
  const from = reminders.from?.toISOString() ?? null;
  for (let start = 0; start < records.length; start += IMPORT_CHUNK) {
    const chunk = JSON.stringify(records.slice(start, start + IMPORT_CHUNK));
    await tx.execute(sql`with r as (
        select * from jsonb_to_recordset(${chunk}::jsonb) as r(application_id integer,
          app_id text, member_id integer, history_id integer, member_number text, email text,
          mobile text, name text, company text, category_id integer, zone text, state_id integer,
          gst text, pan text, address text, city text, pin text, status text,
          starts_at timestamptz, ends_at timestamptz)
      ), a as (
        insert into applications (id, app_id, journey, category_id, member_id, name, email,
          email_verified, mobile_number, mobile_verified, primary_number, same_number, zone,
          state_id, gst_number, pan_number, company_name, registered_address, registered_city,
          registered_pin, membership_checked, is_draft, steps, submitted_at)
        select application_id, app_id, 'new', category_id, member_id, name, email, true, mobile,
          true, mobile, true, zone, state_id, gst, pan, company, address, city, pin, true, false,
          4, starts_at
        from r
      ), m as (
        insert into members (id, member_number, email, mobile_number, name, company_name,
          category_id, status, application_id, zone, reminders_held, reminders_from)
        select member_id, member_number, email, mobile, name, company, category_id, status,
          application_id, zone, ${held}::boolean, ${from}::timestamptz
        from r
      ), h as (
        insert into plan_history (id, application_id, category_id, history_type, app_filled,
          approval_zm, approval_zm_at, approval_accounts, approval_accounts_at, reference_check_1,
          reference_check_1_at, reference_check_2, reference_check_2_at, approval_governing_1,
          approval_governing_1_at, approval_governing_2, approval_governing_2_at, payment_status,
          review_stage, membership_expiry, company_name)
        select history_id, application_id, category_id, 'new', true, 'approved', starts_at,
          'approved', starts_at, 'approved', starts_at, 'approved', starts_at, 'approved',
          starts_at, 'approved', starts_at, 'paid', 'paid', ends_at, company
        from r
      )
      insert into membership_periods (member_id, category_id, plan_history_id, starts_at, ends_at)
      select member_id, category_id, history_id, starts_at, ends_at from r`);
  }
}

/** One changed member's values, as the update statement reads them. */
export type MemberUpdateRecord = RegisterColumns & {
  member_id: number;
  member_number: string | null;
  application_id: number | null;
  /** The register's dates and status apply (the membership was not paid through the portal). */
  set_dates: boolean;
  status: 'active' | 'expired';
  period_id: number | null;
  history_id: number | null;
  starts_at: string;
  ends_at: string;
};

/**
 * The changed members in one statement per chunk, like the new ones: the member, their application's
 * details and, when the register's dates apply, the last period and its plan history's expiry.
 */
export async function updateImportedMembers(
  tx: Executor,
  records: readonly MemberUpdateRecord[],
): Promise<void> {
  for (let start = 0; start < records.length; start += IMPORT_CHUNK) {
    const chunk = JSON.stringify(records.slice(start, start + IMPORT_CHUNK));
    await tx.execute(sql`with r as (
        select * from jsonb_to_recordset(${chunk}::jsonb) as r(member_id integer,
          member_number text, email text, mobile text, name text, company text,
          category_id integer, zone text, application_id integer, state_id integer, gst text,
          pan text, address text, city text, pin text, set_dates boolean, status text, period_id integer,
          history_id integer, starts_at timestamptz, ends_at timestamptz)
      ), m as (
        update members set member_number = r.member_number, email = r.email,
          mobile_number = r.mobile, name = r.name, company_name = r.company,
          category_id = r.category_id, zone = r.zone,
          status = case when r.set_dates then r.status else members.status end,
          updated_at = now()
        from r where members.id = r.member_id
      ), a as (
        update applications set name = r.name, email = r.email, mobile_number = r.mobile,
          company_name = r.company, category_id = r.category_id,
          zone = r.zone, state_id = r.state_id, gst_number = r.gst, pan_number = r.pan,
          registered_address = r.address,
          registered_city = coalesce(r.city, applications.registered_city),
          registered_pin = coalesce(r.pin, applications.registered_pin), updated_at = now()
        from r where applications.id = r.application_id
      ), p as (
        update membership_periods set starts_at = r.starts_at, ends_at = r.ends_at,
          category_id = r.category_id
        from r where membership_periods.id = r.period_id and r.set_dates
      )
      update plan_history set membership_expiry = r.ends_at, updated_at = now()
      from r where plan_history.id = r.history_id and r.set_dates`);
  }
}
