// SQL of the review queue and its CSV export. An application's stage is that of its plan-history row
// of its journey (the row the review pages read). A read model of the back office joining
// applications, categories and plan history for a page at a time, so it stays here; one application
// is read through applications/applications.repository.ts.
import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  applications,
  membershipCategories,
  planHistory,
  reviewDecisions,
  type ReviewStage,
  type ZoneCode,
} from '../../db/schema';
import { isGoverningApprovalOfThisRound } from '../pipeline';
import {
  endOfBusinessDay,
  offsetOf,
  sortOrder,
  startOfBusinessDay,
  type Paging,
} from '../../lib/list-query';
import { searchCondition } from '../../lib/search';
import { QUEUE_SORTS } from '@portico/domain/contracts/values';

export { QUEUE_SORTS };

export type QueueSort = (typeof QUEUE_SORTS)[number];

export type QueueFilters = {
  stages?: ReviewStage[] | undefined;
  zone?: ZoneCode | undefined;
  category?: number | undefined;
  journey?: 'new' | 'upgrade' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
};

/**
 * What the caller may see and what "waiting on me" means for them, worked out by the service from
 * the principal: `zones` limits every query (zone managers), `waitingOn` is the mine=1 condition.
 */
export type QueueScope = {
  zones?: readonly ZoneCode[] | undefined;
  waitingOn?: WaitingOn | undefined;
};

export type WaitingOn = {
  staffId: number;
  /** Stages anyone of these roles acts at, whatever the zone (admin, office, accounts). */
  anyZoneStages: ReviewStage[];
  /** The zone-manager stage in these zones. */
  zoneManagerZones: ZoneCode[];
  /** The governing-body stage, unless this member already approved in the current round. */
  governingBody: boolean;
};

export type QueueRow = {
  id: number;
  appId: string;
  name: string | null;
  companyName: string | null;
  email: string | null;
  mobileNumber: string | null;
  zone: ZoneCode | null;
  categoryId: number;
  categoryName: string;
  journey: 'new' | 'upgrade';
  reviewStage: ReviewStage;
  submittedAt: Date | null;
};

/**
 * The application's plan-history row of its journey: one at most (plan_history_application_journey_idx),
 * so a plain join; none for a few legacy drafts.
 */
const currentHistory = and(
  eq(planHistory.applicationId, applications.id),
  sql`${planHistory.historyType} = ${applications.journey}`,
);

/** Submission time, or creation time for legacy rows without one: applications_queue_order_idx. */
const queueTime = sql`coalesce(${applications.submittedAt}, ${applications.createdAt})`;

/** The stage shown: a legacy draft without a plan-history row is a draft. */
const stage = sql<ReviewStage>`coalesce(${planHistory.reviewStage}, 'draft')`;

/**
 * The stage is one of these. Compared on the column itself (not on `stage`), so the planner has its
 * statistics and plan_history_review_stage_idx; a missing row counts as a draft.
 */
function stageIn(stages: readonly ReviewStage[]): SQL | undefined {
  const listed = inArray(planHistory.reviewStage, [...stages]);
  return stages.includes('draft') ? or(listed, isNull(planHistory.id)) : listed;
}

/**
 * What the search looks in: name, company, email, application number and mobile, as one text. On
 * PostgreSQL with pg_trgm a trigram index serves `ILIKE '%…%'` on exactly this expression
 * (applications_search_trgm_idx, migration 0008); elsewhere it is a scan of a few milliseconds at the
 * sizes measured (decision 011).
 */
export const applicationSearchText = sql`(coalesce(${applications.name}, '') || ' ' || coalesce(${applications.companyName}, '') || ' ' || coalesce(${applications.email}, '') || ' ' || ${applications.appId} || ' ' || coalesce(${applications.mobileNumber}, ''))`;

/**
 * The search box (decision 090): words anywhere in that text, a mobile however written (both on the
 * trigram index), the application number exactly ('PA-9', '9') and a member's applications by their
 * member number.
 */
function search(q: string): SQL {
  return searchCondition(q, {
    bareNumberIs: 'application',
    text: (pattern) => sql`${applicationSearchText} ilike ${pattern}`,
    phone: (pattern) => sql`${applicationSearchText} like ${pattern}`,
    applicationNumber: (appIds) => sql`${applications.appId} = any(${appIds})`,
    memberNumber: (pattern) =>
      sql`${applications.memberId} = any(array(select id from members where member_number ~* ${pattern}))`,
  });
}

/** Has this staff member given a governing-body approval of the current round? */
function approvedByInThisRound(staffId: number): SQL {
  return sql`exists (select 1 from ${reviewDecisions}
    where ${reviewDecisions.planHistoryId} = ${planHistory.id}
      and ${reviewDecisions.actorStaffId} = ${staffId}
      and ${isGoverningApprovalOfThisRound})`;
}

function waitingOnCondition(waiting: WaitingOn): SQL {
  const branches: (SQL | undefined)[] = [];
  if (waiting.anyZoneStages.length > 0) {
    branches.push(stageIn(waiting.anyZoneStages));
  }
  if (waiting.zoneManagerZones.length > 0) {
    branches.push(
      and(stageIn(['zone_manager']), inArray(applications.zone, waiting.zoneManagerZones)),
    );
  }
  if (waiting.governingBody) {
    branches.push(
      and(stageIn(['governing_body']), sql`not ${approvedByInThisRound(waiting.staffId)}`),
    );
  }
  return or(...branches) ?? sql`false`;
}

function queueConditions(filters: QueueFilters, scope: QueueScope): SQL | undefined {
  return and(
    scope.zones ? inArray(applications.zone, [...scope.zones]) : undefined,
    scope.waitingOn ? waitingOnCondition(scope.waitingOn) : undefined,
    // Drafts are the applicant's own business until submitted; asking for the stage shows them.
    filters.stages ? stageIn(filters.stages) : ne(planHistory.reviewStage, 'draft'),
    filters.zone ? eq(applications.zone, filters.zone) : undefined,
    filters.category ? eq(applications.categoryId, filters.category) : undefined,
    filters.journey ? eq(applications.journey, filters.journey) : undefined,
    filters.from ? gte(applications.submittedAt, startOfBusinessDay(filters.from)) : undefined,
    filters.to ? lt(applications.submittedAt, endOfBusinessDay(filters.to)) : undefined,
    filters.q ? search(filters.q) : undefined,
  );
}

const queueColumns = {
  id: applications.id,
  appId: applications.appId,
  name: applications.name,
  companyName: applications.companyName,
  email: applications.email,
  mobileNumber: applications.mobileNumber,
  zone: applications.zone,
  categoryId: applications.categoryId,
  categoryName: membershipCategories.name,
  journey: applications.journey,
  reviewStage: stage,
  submittedAt: applications.submittedAt,
};

/** Orders an index can serve in both directions (no NULLS LAST that a backward scan cannot give). */
function orderOf(sort: QueueSort): SQL[] {
  const { key, by } = sortOrder(sort);
  switch (key) {
    case 'name':
      return [by(sql`lower(${applications.name})`), by(applications.id)];
    case 'app_id':
      return [by(applications.id)];
    default:
      return [by(queueTime), by(applications.id)];
  }
}

/** Each application with its category and its current plan history: a queue row, before filters. */
function selectQueueRows(db: Executor) {
  return db
    .select(queueColumns)
    .from(applications)
    .innerJoin(membershipCategories, eq(membershipCategories.id, applications.categoryId))
    .leftJoin(planHistory, currentHistory);
}

/** The queue as it opens: no filter, every zone, not only what waits on the caller. */
function isOpenedQueue(filters: QueueFilters, scope: QueueScope): boolean {
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return !filtered && scope.zones === undefined && scope.waitingOn === undefined;
}

function prepareOpenedQueue(db: Database, sort: QueueSort) {
  return selectQueueRows(db)
    .where(queueConditions({}, {}))
    .orderBy(...orderOf(sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`queue_opened_${sort}`);
}

/**
 * The opened queue's pages by sort, prepared on first use for each database: the page staff load
 * most is then neither built by drizzle nor planned by PostgreSQL again (a named statement is planned
 * once per connection): about two fifths less CPU for the list. Filtered pages are built each time.
 */
type PreparedPage = ReturnType<typeof prepareOpenedQueue>;
const openedQueues = new WeakMap<Database, Map<QueueSort, PreparedPage>>();

function openedQueue(db: Database, sort: QueueSort): PreparedPage {
  let bySort = openedQueues.get(db);
  if (!bySort) {
    bySort = new Map();
    openedQueues.set(db, bySort);
  }
  let prepared = bySort.get(sort);
  if (!prepared) {
    prepared = prepareOpenedQueue(db, sort);
    bySort.set(sort, prepared);
  }
  return prepared;
}

export function queuePage(
  db: Database,
  filters: QueueFilters,
  scope: QueueScope,
  paging: Paging,
  sort: QueueSort,
): Promise<QueueRow[]> {
  if (isOpenedQueue(filters, scope)) {
    return openedQueue(db, sort).execute({ limit: paging.pageSize, offset: offsetOf(paging) });
  }
  return selectQueueRows(db)
    .where(queueConditions(filters, scope))
    .orderBy(...orderOf(sort))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

export async function countQueue(
  db: Executor,
  filters: QueueFilters,
  scope: QueueScope,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .leftJoin(planHistory, currentHistory)
    .where(queueConditions(filters, scope));
  return row?.total ?? 0;
}

/** The next batch of the export, in id order after `afterId`. */
export function queueExportBatch(
  db: Executor,
  filters: QueueFilters,
  scope: QueueScope,
  afterId: number,
  limit: number,
): Promise<QueueRow[]> {
  return selectQueueRows(db)
    .where(and(gt(applications.id, afterId), queueConditions(filters, scope)))
    .orderBy(asc(applications.id))
    .limit(limit);
}
