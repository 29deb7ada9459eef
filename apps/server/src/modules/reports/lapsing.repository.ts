// Members whose membership lapsed lately or ends soon, by their expiry (the end of their latest
// period, the members list's rule), counted by zone and listed zone by zone.
import { sql, type SQL } from 'drizzle-orm';
import { resultRows, type Executor } from '../../db/client';
import { businessDateOf } from '../../lib/list-query';

export type LapsingWindow = { lapsedFrom: Date; now: Date; dueUntil: Date };
export type LapsingKind = 'lapsed' | 'due_soon';

/** Each member whose expiry falls in the window, lapsed (before now) or due soon; erased ones left out. */
function lapsingSql(window: LapsingWindow): SQL {
  const now = sql`${window.now.toISOString()}::timestamptz`;
  return sql`with latest as (
      select p.member_id, max(p.ends_at) as expiry from membership_periods p
      group by p.member_id
      having max(p.ends_at) >= ${window.lapsedFrom.toISOString()}::timestamptz
        and max(p.ends_at) < ${window.dueUntil.toISOString()}::timestamptz
    )
    select m.id as member_id, m.member_number, m.name, m.company_name, m.zone,
      c.name as category, l.expiry,
      case when l.expiry < ${now} then 'lapsed' else 'due_soon' end as kind
    from latest l join members m on m.id = l.member_id
    join membership_categories c on c.id = m.category_id
    where m.erased_at is null`;
}

export async function lapsingByZone(
  db: Executor,
  window: LapsingWindow,
): Promise<{ zone: string | null; lapsed: number; dueSoon: number }[]> {
  const result = await db.execute(sql`select s.zone,
      count(*) filter (where s.kind = 'lapsed')::int as lapsed,
      count(*) filter (where s.kind = 'due_soon')::int as due_soon
    from (${lapsingSql(window)}) s group by s.zone order by s.zone nulls last`);
  return resultRows<{ zone: string | null; lapsed: number; due_soon: number }>(result).map(
    (row) => ({ zone: row.zone, lapsed: Number(row.lapsed), dueSoon: Number(row.due_soon) }),
  );
}

export type LapsingRow = {
  kind: LapsingKind;
  memberId: number;
  memberNumber: string | null;
  name: string;
  companyName: string;
  zone: string | null;
  category: string;
  expiresOn: string;
};

/** The members of each kind, zone by zone then by expiry: at most `limit` of each (null: all). */
export async function lapsingMembers(
  db: Executor,
  window: LapsingWindow,
  filter: { zone: string | null; limit: number | null },
): Promise<LapsingRow[]> {
  const result = await db.execute(sql`select * from (
      select s.*, row_number() over (partition by s.kind
        order by s.zone nulls last, s.expiry, s.member_id) as n
      from (${lapsingSql(window)}) s
      where ${filter.zone === null ? sql`true` : sql`s.zone = ${filter.zone}`}
    ) ranked
    where ${filter.limit === null ? sql`true` : sql`ranked.n <= ${filter.limit}`}
    order by ranked.kind, ranked.n`);
  type Raw = {
    kind: LapsingKind;
    member_id: number;
    member_number: string | null;
    name: string;
    company_name: string;
    zone: string | null;
    category: string;
    expiry: Date | string;
  };
  return resultRows<Raw>(result).map((row) => ({
    kind: row.kind,
    memberId: Number(row.member_id),
    memberNumber: row.member_number,
    name: row.name,
    companyName: row.company_name,
    zone: row.zone,
    category: row.category,
    expiresOn: businessDateOf(row.expiry instanceof Date ? row.expiry : new Date(row.expiry)),
  }));
}
