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
 *
 * Counted as a running sum of events rather than by joining each month to each period: a period adds
 * one at its start and takes it away at its end, each event falls in the first month-end at or after
 * it (found by width_bucket among the month-ends, no time zone arithmetic per row), and a month's
 * count is the sum of the events up to it. One pass over the periods, whatever the number of months
 * (decision 106).
 */
export async function membershipCounts(
  db: Executor,
  months: ReportMonths,
  now: Date,
): Promise<MembershipCountRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with points as (
      select to_char(gs, 'YYYY-MM') as month, n,
        least((gs + interval '1 month') at time zone ${BUSINESS_TIME_ZONE}, ${at}) as at
      from generate_series(${`${months.from}-01`}::timestamp, ${`${months.to}-01`}::timestamp,
        interval '1 month') with ordinality as s(gs, n)
      where gs at time zone ${BUSINESS_TIME_ZONE} <= ${at}
    ), bounds as (
      select array_agg(at order by n) as ats, count(*) as last from points
    ), clipped as (
      -- A period gives way to the member's next one from when that starts (an upgrade's), so no
      -- two periods of a member cover one instant and each member counts once.
      select p.member_id, p.category_id, p.starts_at,
        least(p.ends_at, lead(p.starts_at, 1, 'infinity') over (partition by p.member_id
          order by p.starts_at, p.id)) as ends_at
      from membership_periods p
      where p.starts_at <= ${at}
    ), spans as (
      -- The month-end that first sees each period's start and end: a period covers its start, not
      -- its end, and an event at a month-end is seen by it (width_bucket counts the bounds at or
      -- before its argument, hence the microsecond). Events before the first month-end count in it.
      -- Periods alike in category, zone and both month-ends are counted together: a few thousand
      -- groups, whatever the number of periods.
      select width_bucket(c.starts_at - interval '1 microsecond', b.ats) + 1 as start_n,
        width_bucket(c.ends_at - interval '1 microsecond', b.ats) + 1 as end_n,
        c.category_id, m.zone, count(*)::int as periods
      from clipped c join members m on m.id = c.member_id cross join bounds b
      group by 1, 2, 3, 4
    ), events as (
      select e.n, s.category_id, s.zone, e.delta * s.periods as delta
      from spans s cross join lateral (values (s.start_n, 1), (s.end_n, -1)) as e(n, delta)
    ), changes as (
      select n, category_id, zone,
        case when grouping(category_id) = 0 then 'category' when grouping(zone) = 0 then 'zone'
          else 'total' end as by,
        sum(delta)::int as change
      from events where n <= (select last from bounds)
      group by grouping sets ((n), (n, category_id), (n, zone))
    ), series as (
      -- Every month for every group, so a month without events carries the count before it.
      select pt.month, pt.n, g.category_id, g.zone, g.by, coalesce(ch.change, 0) as change
      from (select distinct category_id, zone, by from changes) g cross join points pt
      left join changes ch on ch.n = pt.n and ch.by = g.by
        and ch.category_id is not distinct from g.category_id
        and ch.zone is not distinct from g.zone
    ), counted as (
      select month, category_id, zone, by,
        sum(change) over (partition by by, category_id, zone order by n) as members
      from series
    )
    select s.month, c.name as category, s.zone, s.by, s.members::int as members
    from counted s left join membership_categories c on c.id = s.category_id
    where s.members > 0
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
  // A member's periods that touch or overlap run together into one span (gaps and islands, one sort
  // of the periods); a span's end is an expiry, the next span's start its renewal.
  const result = await db.execute(sql`
    with reached as (
      select p.member_id, p.id, p.starts_at, p.ends_at,
        max(p.ends_at) over (partition by p.member_id order by p.starts_at, p.id
          rows between unbounded preceding and 1 preceding) as reach
      from membership_periods p
    ), numbered as (
      select member_id, starts_at, ends_at,
        count(*) filter (where reach is null or starts_at > reach) over (partition by member_id
          order by starts_at, id rows unbounded preceding) as span
      from reached
    ), spans as (
      select member_id, span, min(starts_at) as starts_at, max(ends_at) as ends_at
      from numbered group by member_id, span
    ), expiries as (
      select ends_at,
        lead(starts_at) over (partition by member_id order by span) as next_start,
        min(starts_at) over (partition by member_id) as first_start
      from spans
    ), judged as (
      select to_char(e.ends_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM') as month,
        coalesce(e.next_start <= e.ends_at + ${grace}, false) as renewed,
        e.ends_at + ${grace} < ${at} as closed,
        e.first_start >= e.ends_at - interval '366 days' as first_year
      from expiries e
      where e.ends_at >= ${months.start.toISOString()}::timestamptz
        and e.ends_at < least(${months.end.toISOString()}::timestamptz, ${at})
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
