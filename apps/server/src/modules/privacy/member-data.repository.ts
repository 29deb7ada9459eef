// The reads of a member's data download (decision 045): every application of the member, their plan
// history, orders, invoices and messages. Each is one query over the member's application ids.
import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  applications,
  dataRequests,
  documents,
  membershipCategories,
  orders,
  outbox,
  planHistory,
} from '../../db/schema';

/** The member's applications: the one that made the membership and any upgrade since. */
export async function findMemberApplicationIds(
  db: Executor,
  member: { id: number; applicationId: number | null },
): Promise<number[]> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      member.applicationId === null
        ? eq(applications.memberId, member.id)
        : or(eq(applications.memberId, member.id), eq(applications.id, member.applicationId)),
    )
    .orderBy(asc(applications.id));
  return rows.map((row) => row.id);
}

export function findPlanHistories(db: Executor, applicationIds: number[]) {
  return db
    .select({
      applicationId: planHistory.applicationId,
      historyType: planHistory.historyType,
      category: membershipCategories.name,
      reviewStage: planHistory.reviewStage,
      paymentStatus: planHistory.paymentStatus,
      membershipExpiry: planHistory.membershipExpiry,
      createdAt: planHistory.createdAt,
    })
    .from(planHistory)
    .innerJoin(membershipCategories, eq(membershipCategories.id, planHistory.categoryId))
    .where(inArray(planHistory.applicationId, applicationIds))
    .orderBy(asc(planHistory.createdAt), asc(planHistory.id));
}

export function findOrdersOf(db: Executor, memberId: number, applicationIds: number[]) {
  return db
    .select()
    .from(orders)
    .where(or(eq(orders.memberId, memberId), inArray(orders.applicationId, applicationIds)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** The messages sent to the member or about their applications (the text only where it is theirs). */
export function findMessagesOf(db: Executor, memberId: number, applicationIds: number[]) {
  return db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      to: outbox.to,
      subject: outbox.subject,
      kind: outbox.kind,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(or(eq(outbox.memberId, memberId), inArray(outbox.applicationId, applicationIds)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
}

/** Every stored document of the applications, replaced ones included (they are still held). */
export function findStoredDocuments(db: Executor, applicationIds: number[]) {
  return db
    .select()
    .from(documents)
    .where(inArray(documents.applicationId, applicationIds))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

export function findDataRequestsOf(db: Executor, memberId: number) {
  return db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.memberId, memberId))
    .orderBy(desc(dataRequests.createdAt), desc(dataRequests.id));
}
