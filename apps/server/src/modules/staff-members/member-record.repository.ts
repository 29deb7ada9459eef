// The office's member record (issue #29): what it reads about one member across the tables of their
// applications, periods, orders, documents, notes and audit rows. Read-only, one query per part.
import { sql } from 'drizzle-orm';
import { resultRows, type Executor } from '../../db/client';
import { memberNotes, membershipPeriods } from '../../db/schema';
import { requireRow } from '../../lib/require-row';

type Row = Record<string, unknown>;
const rowsOf = async (db: Executor, query: ReturnType<typeof sql>) =>
  resultRows<Row>(await db.execute(query));

/** The member's applications: the one that made them a member and every upgrade or renewal since. */
const applicationIdsOf = (memberId: number) =>
  sql`(select id from applications where member_id = ${memberId}
    union select application_id from members where id = ${memberId} and application_id is not null)`;

export function findDetailsRow(db: Executor, memberId: number) {
  return rowsOf(
    db,
    sql`select m.id, m.member_number, m.name, m.company_name, m.email, m.mobile_number, m.zone,
      m.application_id, a.registered_address, a.registered_city, a.registered_pin, a.gst_number,
      a.pan_number, s.name as state, a.org_type, a.incorporation_date::text, a.dob::text
    from members m
    left join applications a on a.id = m.application_id
    left join states s on s.id = a.state_id
    where m.id = ${memberId} and m.erased_at is null`,
  ).then((rows) => rows[0]);
}

/** Every application (new, upgrade, revival) with its category, and every period with its order. */
export function findPlanRows(db: Executor, memberId: number) {
  return rowsOf(
    db,
    sql`select 'application' as kind, a.app_id as reference, h.history_type as type,
        c.name as category, coalesce(a.submitted_at, h.created_at) as starts_at, null::timestamptz as ends_at,
        case when h.cancelled then 'cancelled' else h.review_stage end as status, a.id as application_id
      from plan_history h join applications a on a.id = h.application_id
      join membership_categories c on c.id = h.category_id
      where a.id in ${applicationIdsOf(memberId)}
    union all
      select 'period', o.unique_order_id, case when o.id is null then 'manual'
          when o.purpose in ('renew', 'revive_renew') then 'renewal' else o.purpose end,
        c.name, p.starts_at, p.ends_at, case when p.ends_at > now() then 'current' else 'ended' end,
        null::integer
      from membership_periods p join membership_categories c on c.id = p.category_id
      left join orders o on o.id = p.order_id
      where p.member_id = ${memberId}
    order by starts_at desc nulls last`,
  );
}

/** The documents of all their applications, current and superseded, with who last checked each. */
export function findDocumentRows(db: Executor, memberId: number) {
  return rowsOf(
    db,
    sql`select d.id, d.field, d.storage_key, d.original_name, d.review_status, d.reviewed_at,
        d.created_at, d.replaced_at, a.app_id, r.reviewer
      from documents d join applications a on a.id = d.application_id
      left join lateral (select s.name as reviewer from audit_log l
          left join staff s on l.actor = 'staff:' || s.id
          where l.action = 'document.review' and l.entity = 'application'
            and l.entity_id = d.application_id::text and l.after->>'document_id' = d.id::text
          order by l.id desc limit 1) r on true
      where d.application_id in ${applicationIdsOf(memberId)}
      order by d.replaced_at is not null, d.field, d.created_at desc`,
  );
}

/** Paid invoices of their orders and the credit notes against them. */
export function findBillingRows(db: Executor, memberId: number) {
  return rowsOf(
    db,
    sql`select 'invoice' as kind, o.id, o.invoice_number as number, o.unique_order_id,
        o.paid_at as issued_at, o.total_paise as total_paise, o.provider as how
      from orders o
      where o.invoice_number is not null
        and (o.member_id = ${memberId} or o.application_id in ${applicationIdsOf(memberId)})
    union all
      select 'credit_note', n.id, n.number, o.unique_order_id, n.issued_at, n.total_paise, 'credit note'
      from credit_notes n join orders o on o.id = n.order_id
      where o.member_id = ${memberId} or o.application_id in ${applicationIdsOf(memberId)}
    order by issued_at desc`,
  );
}

export function findNoteRows(db: Executor, memberId: number) {
  return rowsOf(
    db,
    sql`select n.id, n.text, s.name as by, n.created_at from member_notes n
      left join staff s on s.id = n.staff_id
      where n.member_id = ${memberId} order by n.created_at desc, n.id desc`,
  );
}

const AUDIT_SHOWN = 200;

/** The audit rows about the member, their applications and their data requests, newest first. */
export function findAuditRows(db: Executor, memberId: number) {
  return rowsOf(
    db,
    sql`select l.id, l.actor, s.name as actor_name, l.action, l.at, l.before, l.after
      from audit_log l left join staff s on l.actor = 'staff:' || s.id
      where (l.entity = 'member' and l.entity_id = ${String(memberId)})
        or (l.entity = 'application' and l.entity_id in
          (select id::text from ${applicationIdsOf(memberId)} ids))
        or (l.entity = 'data_request' and l.entity_id in
          (select id::text from data_requests where member_id = ${memberId}))
      order by l.id desc limit ${AUDIT_SHOWN}`,
  );
}

/** The member's open correction requests, oldest first. */
export function findOpenCorrections(db: Executor, memberId: number) {
  return rowsOf(
    db,
    sql`select id, details, created_at from data_requests
      where member_id = ${memberId} and kind = 'correction' and status = 'open'
      order by created_at, id`,
  );
}

export async function insertNote(
  tx: Executor,
  values: { memberId: number; staffId: number; text: string; at: Date },
) {
  return requireRow(
    await tx
      .insert(memberNotes)
      .values({
        memberId: values.memberId,
        staffId: values.staffId,
        text: values.text,
        createdAt: values.at,
      })
      .returning(),
    'The note was not saved',
  );
}

/** Which of this email (any case) and mobile another member already holds. */
export async function findContactsTaken(
  db: Executor,
  memberId: number,
  contact: { email?: string | undefined; mobile?: string | undefined },
): Promise<{ email: boolean; mobile: boolean }> {
  const rows = await rowsOf(
    db,
    sql`select lower(email) = lower(${contact.email ?? ''}) as email,
        mobile_number = ${contact.mobile ?? ''} as mobile
      from members where id <> ${memberId}
        and (lower(email) = lower(${contact.email ?? ''}) or mobile_number = ${contact.mobile ?? ''})`,
  );
  return {
    email: rows.some((row) => row.email === true),
    mobile: rows.some((row) => row.mobile === true),
  };
}

/** The upload's uploader, when it names a current, unattached-or-this-application's pan_proof. */
export async function findUploader(db: Executor, storageKey: string) {
  const rows = await rowsOf(
    db,
    sql`select uploaded_by from documents where storage_key = ${storageKey} and replaced_at is null`,
  );
  return rows[0] ? strOf(rows[0].uploaded_by) : null;
}

const strOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** The end of the member's latest period, or null without one. */
export async function findLatestEnd(db: Executor, memberId: number): Promise<Date | null> {
  const rows = await rowsOf(
    db,
    sql`select max(ends_at) as ends_at from membership_periods where member_id = ${memberId}`,
  );
  const value = rows[0]?.ends_at;
  return value === null || value === undefined ? null : new Date(value as string);
}

/** A period given by hand (decision 093): no order, so no invoice. */
export async function insertManualPeriod(
  tx: Executor,
  values: { memberId: number; categoryId: number; startsAt: Date; endsAt: Date },
): Promise<void> {
  await tx.insert(membershipPeriods).values({ ...values, orderId: null, planHistoryId: null });
}
