// Members by category and zone at each month's end, and the renewals of the memberships that expired
// in each month (docs/reports.md defines both). Aggregates over membership_periods in one statement
// each: the records module's lookups read one member at a time.
import { sql } from 'drizzle-orm';
import { resultRows, type Executor } from '../../db/client';
import { BUSINESS_TIME_ZONE } from '../../lib/list-query';
import type { ReportMonths } from './report-months';

export type MembershipCountRow = {
  month: string;
  category: string | null;
  zone: string | null;
  /** Which grouping the row is: the month's total, a category or a zone. */
  by: 'total' | 'category' | 'zone';
  members: number;
};

/**
 * Members live at each month's end (now, for the running month; none for a month not begun): a period
 * covers the instant. Of two periods covering it (an upgrade's beside the year it upgraded), the one
 * that started last gives the category.
 */
export async function membershipCounts(
  db: Executor,
  months: ReportMonths,
  now: Date,
): Promise<MembershipCountRow[]> {
  const result = await db.execute(sql`
    with points as (
      select to_char(gs, 'YYYY-MM') as month,
        least((gs + interval '1 month') at time zone ${BUSINESS_TIME_ZONE},
          ${now.toISOString()}::timestamptz) as at
      from generate_series(${`${months.from}-01`}::timestamp, ${`${months.to}-01`}::timestamp,
        interval '1 month') gs
      where gs at time zone ${BUSINESS_TIME_ZONE} <= ${now.toISOString()}::timestamptz
    ), clipped as (
      -- A period gives way to the member's next one from when that starts (an upgrade's), so no
      -- two periods of a member cover one instant and each member counts once without a sort.
      select p.member_id, p.category_id, p.starts_at,
        least(p.ends_at, lead(p.starts_at, 1, 'infinity') over (partition by p.member_id
          order by p.starts_at, p.id)) as ends_at
      from membership_periods p
      where p.ends_at > (select min(at) from points) and p.starts_at <= (select max(at) from points)
    ), live as (
      select pt.month, p.member_id, p.category_id
      from points pt join clipped p on p.starts_at <= pt.at and p.ends_at > pt.at
    )
    select l.month, c.name as category, m.zone,
      case when grouping(c.name) = 0 then 'category' when grouping(m.zone) = 0 then 'zone'
        else 'total' end as by,
      count(*)::int as members
    from live l join members m on m.id = l.member_id
    join membership_categories c on c.id = l.category_id
    group by grouping sets ((l.month), (l.month, c.name), (l.month, m.zone))
    order by 1, 4, 2, 3`);
  return resultRows<MembershipCountRow>(result).map((row) => ({
    ...row,
    members: Number(row.members),
  }));
}

export type RenewalCountRow = {
  month: string;
  cohort: 'all' | 'first_year' | 'older';
  expired: number;
  renewed: number;
  lapsed: number;
  open: number;
  renewalRate: number;
  attritionRate: number;
};

/**
 * The memberships that expired in each month (a member's period end that no other period of theirs
 * runs past), and whether each was renewed within `graceDays` after (a period starting after the
 * end, by then), lapsed (not renewed, the window closed) or is still open. First-year: the member's
 * first period started at most 366 days before the expiry.
 */
export async function renewalCounts(
  db: Executor,
  months: ReportMonths,
  now: Date,
  graceDays: number,
): Promise<RenewalCountRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const grace = sql`make_interval(days => ${graceDays}::int)`;
  const result = await db.execute(sql`
    with expiries as (
      select distinct p.member_id, p.ends_at from membership_periods p
      where p.ends_at >= ${months.start.toISOString()}::timestamptz
        and p.ends_at < least(${months.end.toISOString()}::timestamptz, ${at})
        and not exists (select 1 from membership_periods c where c.member_id = p.member_id
          and c.starts_at <= p.ends_at and c.ends_at > p.ends_at)
    ), judged as (
      select to_char(e.ends_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM') as month,
        exists (select 1 from membership_periods r where r.member_id = e.member_id
          and r.starts_at > e.ends_at and r.starts_at <= e.ends_at + ${grace}) as renewed,
        e.ends_at + ${grace} < ${at} as closed,
        (select min(f.starts_at) from membership_periods f where f.member_id = e.member_id)
          >= e.ends_at - interval '366 days' as first_year
      from expiries e
    )
    select month,
      case when grouping(first_year) = 1 then 'all' when first_year then 'first_year'
        else 'older' end as cohort,
      count(*)::int as expired,
      count(*) filter (where renewed)::int as renewed,
      count(*) filter (where not renewed and closed)::int as lapsed,
      count(*) filter (where not renewed and not closed)::int as open,
      round(100.0 * count(*) filter (where renewed) / count(*), 1)::float8 as renewal_rate,
      round(100.0 * count(*) filter (where not renewed and closed) / count(*), 1)::float8
        as attrition_rate
    from judged
    group by grouping sets ((month), (month, first_year))
    order by 1, 2`);
  type Raw = Omit<RenewalCountRow, 'renewalRate' | 'attritionRate'> & {
    renewal_rate: number;
    attrition_rate: number;
  };
  return resultRows<Raw>(result).map((row) => ({
    month: row.month,
    cohort: row.cohort,
    expired: Number(row.expired),
    renewed: Number(row.renewed),
    lapsed: Number(row.lapsed),
    open: Number(row.open),
    renewalRate: Number(row.renewal_rate),
    attritionRate: Number(row.attrition_rate),
  }));
}
