// The documents the retention job deletes (decision 045): those of applications that never became a
// membership (no member names them, not an upgrade, never paid), whose review stopped as a draft, a
// rejection or a cancellation, and that nothing touched since the cutoff.
import { and, eq, inArray, isNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { LAPSED_REVIEW_STAGES } from '@portico/domain/privacy';
import type { Executor } from '../../db/client';
import { applications, documents, members, planHistory } from '../../db/schema';

/**
 * An application that never became a membership and is no longer in review: no member names it, a
 * new application (not an upgrade), unpaid, its review stopped as a draft, a rejection or a
 * cancellation. Over `applications` left-joined to its `plan_history`.
 */
export function lapsedApplication(db: Executor): SQL | undefined {
  return and(
    isNull(applications.memberId),
    eq(applications.journey, 'new'),
    notExists(
      db
        .select({ one: sql`1` })
        .from(members)
        .where(eq(members.applicationId, applications.id)),
    ),
    sql`coalesce(${planHistory.reviewStage}, 'draft') in ${LAPSED_REVIEW_STAGES}`,
    sql`coalesce(${planHistory.paymentStatus}, 'unpaid') = 'unpaid'`,
  );
}

/** Up to `limit` lapsed applications holding documents, with their documents' storage keys. */
export async function findLapsedDocuments(db: Executor, cutoff: Date, limit: number) {
  const lapsed = db
    .select({ id: applications.id })
    .from(applications)
    .leftJoin(planHistory, eq(planHistory.applicationId, applications.id))
    .where(
      and(
        lapsedApplication(db),
        lt(applications.updatedAt, cutoff),
        sql`coalesce(${planHistory.updatedAt}, ${applications.updatedAt}) < ${cutoff}`,
        sql`exists (select 1 from ${documents} where ${documents.applicationId} = ${applications.id})`,
      ),
    )
    .orderBy(applications.id)
    .limit(limit);
  const ids = (await lapsed).map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select({ applicationId: documents.applicationId, key: documents.storageKey })
    .from(documents)
    .where(inArray(documents.applicationId, ids));
}
