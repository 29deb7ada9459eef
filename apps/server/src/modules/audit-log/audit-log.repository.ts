// The audit log's reading side (issue #15): one query shape for the back office's list and its
// exports. Filters are bound parameters; the actor's name and email, and the application or member a
// row is about, are looked up for the page's rows only (by primary key or unique order number).
import { sql, type SQL } from 'drizzle-orm';
import type { AuditFilters } from '@portico/domain/contracts/audit.contract';
import { resultRows, type Executor } from '../../db/client';
import { containsPattern, endOfBusinessDay, startOfBusinessDay } from '../../lib/list-query';
import { partialNumberPattern, searchCondition } from '../../lib/search';

export type AuditLogRow = {
  id: number;
  at: Date;
  actor: string;
  actorName: string | null;
  actorEmail: string | null;
  actorRoles: string[];
  action: string;
  entity: string;
  entityId: string | null;
  recordLabel: string | null;
  ownerLabel: string | null;
  applicationId: number | null;
  memberId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const STAFF_ACTOR = /^staff:\d+$/;
const MEMBER_ACTOR = /^member:\d+(:person:\d+)?$/;

/**
 * The actor filter: the actor as written ('staff:3', 'system'), or a staff member found by email or
 * name part, a member by exact email, or an applicant by email.
 */
function actorMatches(actor: string): SQL {
  const exact = sql`l.actor = ${actor}`;
  if (STAFF_ACTOR.test(actor) || MEMBER_ACTOR.test(actor) || actor.includes(':')) return exact;
  const pattern = containsPattern(actor);
  const lower = actor.toLowerCase();
  return sql`(${exact}
    or l.actor in (select 'staff:' || s.id from staff s
      where s.email ilike ${pattern} or s.name ilike ${pattern})
    or l.actor in (select 'member:' || m.id from members m where lower(m.email) = ${lower})
    or l.actor = ${`applicant:${lower}`})`;
}

/** `review` matches every review.* action; `review.approve` only itself. */
function actionMatches(action: string): SQL {
  return sql`(l.action = ${action} or l.action like ${`${action.replace(/[\\%_]/g, '\\$&')}.%`})`;
}

export function auditWhere(filters: AuditFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.entity) parts.push(sql`l.entity = ${filters.entity}`);
  if (filters.entity_id) parts.push(sql`l.entity_id = ${filters.entity_id}`);
  if (filters.actor) parts.push(actorMatches(filters.actor));
  if (filters.action) parts.push(actionMatches(filters.action));
  if (filters.from) parts.push(sql`l.at >= ${startOfBusinessDay(filters.from)}`);
  if (filters.to) parts.push(sql`l.at < ${endOfBusinessDay(filters.to)}`);
  if (filters.q) {
    const changes = sql`(coalesce(l.before::text, '') || ' ' || coalesce(l.after::text, ''))`;
    // Amounts and ids in the changes are found by a part of them, as before decision 090.
    const partial = partialNumberPattern(filters.q);
    const search = searchCondition(filters.q, {
      text: (pattern) => sql`${changes} ilike ${pattern}`,
      phone: (pattern) => sql`${changes} like ${pattern}`,
      // The record itself (audit_log_entity_idx); the full number ('PA-000009') is text as well.
      applicationNumber: (appIds) => sql`l.entity = 'application' and l.entity_id in
          (select id::text from applications where app_id = any(${appIds}))`,
      memberNumber: (pattern) => sql`l.entity = 'member' and l.entity_id in
          (select id::text from members where member_number ~* ${pattern})`,
    });
    parts.push(partial === null ? search : sql`(${changes} ilike ${partial} or ${search})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The selected rows (`inner`: ids, newest or oldest first) with their actor's name and email and the
 * application or member they are about (a member's own application, where the staff page shows
 * them). The joins run per listed row, each by key.
 */
function withNames(inner: SQL, order: SQL): SQL {
  return sql`select l.id, l.at, l.actor, l.action, l.entity, l.entity_id as "entityId",
      l.before, l.after,
      coalesce(s.name, tp.name || ' (' || tp.role || ', ' || m.company_name || ')', m.name)
        as "actorName",
      coalesce(s.email, tp.email, m.email) as "actorEmail",
      (select coalesce(string_agg(distinct r.role, ',' order by r.role), '') from staff_roles r
        where r.staff_id = s.id) as "actorRoles",
      case l.entity
        when 'application' then ra.app_id
        when 'member' then coalesce(rm.member_number, rm.name)
        when 'membership_category' then rc.name
        when 'coupon' then rk.code
        when 'staff' then coalesce(rs.name, rs.email)
        else null end as "recordLabel",
      coalesce(om.member_number, oa.app_id) as "ownerLabel",
      case when l.entity = 'application' and l.entity_id ~ '^[0-9]{1,9}$'
        then l.entity_id::int else coalesce(o.application_id, rm.application_id)
      end as "applicationId",
      case when l.entity = 'member' and l.entity_id ~ '^[0-9]{1,9}$'
        then l.entity_id::int else o.member_id end as "memberId"
    from (${inner}) page
    join audit_log l on l.id = page.id
    left join staff s on s.id = case when l.actor ~ '^staff:[0-9]{1,9}$'
      then substring(l.actor from 7)::int end
    left join members m on m.id = case when l.actor ~ '^member:[0-9]{1,9}(:person:[0-9]{1,9})?$'
      then substring(l.actor from '^member:([0-9]{1,9})')::int end
    left join team_people tp on tp.id = case when l.actor ~ '^member:[0-9]{1,9}:person:[0-9]{1,9}$'
      then substring(l.actor from ':person:([0-9]{1,9})$')::int end
    left join orders o on l.entity = 'order' and o.unique_order_id = l.entity_id
    left join members rm on rm.id = case when l.entity = 'member' and l.entity_id ~ '^[0-9]{1,9}$'
      then l.entity_id::int end
    left join applications ra on ra.id = case
      when l.entity = 'application' and l.entity_id ~ '^[0-9]{1,9}$' then l.entity_id::int end
    left join membership_categories rc on rc.id = case
      when l.entity = 'membership_category' and l.entity_id ~ '^[0-9]{1,9}$' then l.entity_id::int end
    left join coupons rk on rk.id = case
      when l.entity = 'coupon' and l.entity_id ~ '^[0-9]{1,9}$' then l.entity_id::int end
    left join staff rs on rs.id = case
      when l.entity = 'staff' and l.entity_id ~ '^[0-9]{1,9}$' then l.entity_id::int end
    left join members om on om.id = o.member_id
    left join applications oa on oa.id = o.application_id
    order by ${order}`;
}

type RawRow = Record<keyof AuditLogRow, unknown>;

function toRow(raw: RawRow): AuditLogRow {
  const int = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  const json = (value: unknown) =>
    typeof value === 'string'
      ? (JSON.parse(value) as Record<string, unknown>)
      : ((value as Record<string, unknown> | null) ?? null);
  return {
    id: Number(raw.id),
    at: raw.at instanceof Date ? raw.at : new Date(String(raw.at)),
    actor: String(raw.actor),
    actorName: text(raw.actorName),
    actorEmail: text(raw.actorEmail),
    actorRoles: text(raw.actorRoles)?.split(',').filter(Boolean) ?? [],
    action: String(raw.action),
    entity: String(raw.entity),
    entityId: text(raw.entityId),
    recordLabel: text(raw.recordLabel),
    ownerLabel: text(raw.ownerLabel),
    applicationId: int(raw.applicationId),
    memberId: int(raw.memberId),
    before: json(raw.before),
    after: json(raw.after),
  };
}

/** One page, newest first (the id breaks ties, so pages never overlap). */
export async function auditPage(
  db: Executor,
  filters: AuditFilters,
  page: { limit: number; offset: number },
): Promise<AuditLogRow[]> {
  const inner = sql`select l.id from audit_log l where ${auditWhere(filters)}
    order by l.at desc, l.id desc limit ${page.limit} offset ${page.offset}`;
  const result = await db.execute(withNames(inner, sql`l.at desc, l.id desc`));
  return resultRows<RawRow>(result).map(toRow);
}

/** How many rows match, counted up to `cap` (past it the search is to be narrowed). */
export async function countAudit(
  db: Executor,
  filters: AuditFilters,
  cap: number,
): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (select 1 from audit_log l
    where ${auditWhere(filters)} limit ${cap}) capped`);
  return Number(resultRows<{ n: number | string }>(result)[0]?.n ?? 0);
}

/** The export's next batch, newest first: the rows older than `beforeId` (a keyset walk by id). */
export async function auditBatch(
  db: Executor,
  filters: AuditFilters,
  beforeId: number | null,
  limit: number,
): Promise<AuditLogRow[]> {
  const below = beforeId === null ? sql`true` : sql`l.id < ${beforeId}`;
  const inner = sql`select l.id from audit_log l where ${auditWhere(filters)} and ${below}
    order by l.id desc limit ${limit}`;
  const result = await db.execute(withNames(inner, sql`l.id desc`));
  return resultRows<RawRow>(result).map(toRow);
}
