// The reads of a register import and its numbering: reference data, the members a file names (in one
// query, not one per row), the identity and member-number sequences, and the lock that keeps two
// imports apart. The bulk writes are in member-writes.repository.ts.
import { sql } from 'drizzle-orm';
import type { Zone } from '@portico/domain/constants';
import { resultRows, type Executor } from '../../db/client';
import { membershipCategories, states } from '../../db/schema';

/** Any constant: two imports (or an import and a second process's import) queue up, never interleave. */
export const IMPORT_LOCK_KEY = 7_413_015;

export async function lockImports(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
}

export async function loadReferences(tx: Executor) {
  const [categoryRows, stateRows] = await Promise.all([
    tx
      .select({ id: membershipCategories.id, name: membershipCategories.name })
      .from(membershipCategories),
    tx.select({ id: states.id, name: states.name, zone: states.zone }).from(states),
  ]);
  return {
    categoryIdByName: new Map(categoryRows.map((row) => [row.name.toLowerCase(), row.id])),
    stateByName: new Map(
      stateRows.map((row) => [row.name.toLowerCase(), { ...row, zone: row.zone as Zone }]),
    ),
  };
}

/** A member the file may name, with what the register holds of them. */
export type ExistingMember = {
  id: number;
  memberNumber: string | null;
  email: string;
  mobile: string;
  name: string;
  companyName: string;
  categoryId: number;
  zone: string | null;
  status: string;
  applicationId: number | null;
  stateId: number | null;
  gstin: string | null;
  pan: string | null;
  address: string | null;
  city: string | null;
  pin: string | null;
  periodId: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  periodOrderId: number | null;
  planHistoryId: number | null;
};

type ExistingRow = {
  id: number;
  member_number: string | null;
  email: string;
  mobile_number: string;
  name: string;
  company_name: string;
  category_id: number;
  zone: string | null;
  status: string;
  application_id: number | null;
  state_id: number | null;
  gst_number: string | null;
  pan_number: string | null;
  registered_address: string | null;
  registered_city: string | null;
  registered_pin: string | null;
  period_id: number | null;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  order_id: number | null;
  plan_history_id: number | null;
};

const asDate = (value: string | Date | null) => (value === null ? null : new Date(value));
const asId = (value: number | string | null) => (value === null ? null : Number(value));

/** The members whose number, email (any case) or mobile is in the lists, each with its last period. */
export async function findExistingMembers(
  tx: Executor,
  keys: { numbers: string[]; emails: string[]; mobiles: string[] },
): Promise<ExistingMember[]> {
  const list = (values: string[]) =>
    sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
  const rows = resultRows<ExistingRow>(
    await tx.execute(sql`select m.id, m.member_number, m.email, m.mobile_number, m.name,
        m.company_name, m.category_id, m.zone, m.status, m.application_id, a.state_id,
        a.gst_number, a.pan_number, a.registered_address, a.registered_city, a.registered_pin,
        p.id as period_id, p.starts_at,
        p.ends_at, p.order_id, p.plan_history_id
      from members m
      left join applications a on a.id = m.application_id
      left join lateral (select id, starts_at, ends_at, order_id, plan_history_id
        from membership_periods where member_id = m.id order by ends_at desc, id desc limit 1) p on true
      where m.member_number in ${list(keys.numbers)}
        or lower(m.email) in ${list(keys.emails)}
        or m.mobile_number in ${list(keys.mobiles)}`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    memberNumber: row.member_number,
    email: row.email,
    mobile: row.mobile_number,
    name: row.name,
    companyName: row.company_name,
    categoryId: Number(row.category_id),
    zone: row.zone,
    status: row.status,
    applicationId: asId(row.application_id),
    stateId: asId(row.state_id),
    gstin: row.gst_number,
    pan: row.pan_number,
    address: row.registered_address,
    city: row.registered_city,
    pin: row.registered_pin,
    periodId: asId(row.period_id),
    startsAt: asDate(row.starts_at),
    endsAt: asDate(row.ends_at),
    periodOrderId: asId(row.order_id),
    planHistoryId: asId(row.plan_history_id),
  }));
}

/** Ids drawn from a table's identity sequence ahead of its rows: the rows can then name each other. */
export async function nextIds(
  tx: Executor,
  table: 'applications' | 'members' | 'plan_history',
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const rows = resultRows<{ id: string | number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id
      from generate_series(1, ${count}::integer)`),
  );
  return rows.map((row) => Number(row.id));
}

/** The highest serial of the members' numbers in the series (0 if none). */
export async function highestMemberSerial(tx: Executor, prefix: string): Promise<number> {
  const digits = sql`substring(member_number from ${prefix.length + 1}::integer)`;
  const [row] = resultRows<{ highest: string | number | null }>(
    await tx.execute(sql`select max(${digits}::bigint) as highest from members
      where starts_with(member_number, ${prefix}) and ${digits} ~ '^[0-9]{1,9}$'`),
  );
  return Number(row?.highest ?? 0);
}

/** The serial the member-number sequence last issued (0 before the first). */
export async function lastMemberSerial(tx: Executor): Promise<number> {
  const [row] = resultRows<{ last_value: string | number; is_called: boolean }>(
    await tx.execute(sql`select last_value, is_called from member_number_seq`),
  );
  return row?.is_called ? Number(row.last_value) : Number(row?.last_value ?? 1) - 1;
}

/** New numbers continue after `serial` (never lowered: numbers issued meanwhile stay issued). */
export async function raiseMemberSerial(tx: Executor, serial: number): Promise<void> {
  await tx.execute(sql`select setval('member_number_seq',
    greatest(${serial}::bigint, (select last_value from member_number_seq)), true)`);
}

export async function nextMemberSerials(tx: Executor, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = resultRows<{ value: string | number }>(
    await tx.execute(sql`select nextval('member_number_seq') as value
      from generate_series(1, ${count}::integer)`),
  );
  return rows.map((row) => Number(row.value));
}
