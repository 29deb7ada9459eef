// The review queue: every staff role lists applications; zone managers only ever see their zones'
// (a filter naming another zone is a 403, not an empty page, so a wrong link is noticed). mine=1 is
// "waiting on me": the stages the caller's roles act at.
import type { Database } from '../../db/client';
import type { ReviewStage, StaffRole, ZoneCode } from '../../db/schema';
import { ForbiddenError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import type { PageResult, Paging } from '../../lib/list-query';
import type { TotalsCache } from '../../lib/totals-cache';
import {
  countQueue,
  queuePage,
  type QueueFilters,
  type QueueRow,
  type QueueScope,
  type QueueSort,
  type WaitingOn,
} from './queue.repository';
import type { QueueItem } from '@portico/domain/contracts/staff-queue.contract';

/** Stages where staff can still do something (approve, chase the references, cancel). */
export const OPEN_STAGES: ReviewStage[] = [
  'zone_manager',
  'accounts',
  'references',
  'governing_body',
];

/** Roles that see every zone; a zone manager holding none of them is kept to their own zones. */
const ALL_ZONE_ROLES: readonly StaffRole[] = ['admin', 'accounts', 'governing_body'];

export type { QueueItem };

export function toQueueItem(row: QueueRow): QueueItem {
  return {
    id: row.id,
    app_id: row.appId,
    name: row.name,
    company_name: row.companyName,
    email: row.email,
    mobile_number: row.mobileNumber,
    zone: row.zone,
    category: { id: row.categoryId, name: row.categoryName },
    journey: row.journey,
    review_stage: row.reviewStage,
    submitted_at: row.submittedAt?.toISOString() ?? null,
  };
}

/** The zones a zone manager is kept to, or undefined for staff who see every zone. */
export function zoneLimit(principal: StaffPrincipal): readonly ZoneCode[] | undefined {
  const has = (role: StaffRole) => principal.roles.includes(role);
  if (!has('zone_manager') || ALL_ZONE_ROLES.some(has)) return undefined;
  return principal.zones;
}

/** What "waiting on me" means for the caller's roles (several roles: any of them). */
export function waitingOn(principal: StaffPrincipal): WaitingOn {
  const has = (role: StaffRole) => principal.roles.includes(role);
  const anyZoneStages = new Set<ReviewStage>();
  if (has('admin') || has('office')) for (const stage of OPEN_STAGES) anyZoneStages.add(stage);
  if (has('accounts')) anyZoneStages.add('accounts');
  return {
    staffId: principal.staffId,
    anyZoneStages: [...anyZoneStages],
    zoneManagerZones: has('zone_manager') ? [...principal.zones] : [],
    governingBody: has('governing_body') && !anyZoneStages.has('governing_body'),
  };
}

/** The caller's scope; a zone filter outside a zone manager's zones is refused. */
export function queueScope(
  principal: StaffPrincipal,
  filters: Pick<QueueFilters, 'zone'>,
  mine: boolean,
): QueueScope {
  const zones = zoneLimit(principal);
  if (zones && filters.zone && !zones.includes(filters.zone)) {
    throw new ForbiddenError('You can only see applications of your own zones');
  }
  return { zones, waitingOn: mine ? waitingOn(principal) : undefined };
}

export function createQueueService(db: Database, totals: TotalsCache) {
  return {
    async list(
      principal: StaffPrincipal,
      filters: QueueFilters,
      mine: boolean,
      paging: Paging,
      sort: QueueSort,
    ): Promise<PageResult<QueueItem>> {
      const scope = queueScope(principal, filters, mine);
      const key = JSON.stringify([
        'queue',
        { ...filters, stages: filters.stages?.toSorted() },
        scope,
      ]);
      const [rows, total] = await Promise.all([
        queuePage(db, filters, scope, paging, sort),
        totals.get(key, () => countQueue(db, filters, scope)),
      ]);
      return { items: rows.map(toQueueItem), total, ...paging };
    },
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
