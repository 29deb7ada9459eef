// The members' data requests (decision 045): filed by the member, listed and closed by staff.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DataRequestKind, DataRequestStatus } from '@portico/domain/privacy';
import type { Executor } from '../../db/client';
import { auditLog, dataRequests, members, staff } from '../../db/schema';
import { lockedRow } from '../../lib/first-row';

export type DataRequestRow = typeof dataRequests.$inferSelect;

/** The new request, or null when the member already has an open one of this kind. */
export async function insertDataRequest(
  tx: Executor,
  values: { memberId: number; kind: DataRequestKind; details: string | null; createdAt: Date },
): Promise<DataRequestRow | null> {
  const [row] = await tx.insert(dataRequests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function lockDataRequest(
  tx: Executor,
  id: number,
): Promise<DataRequestRow | undefined> {
  return lockedRow(tx, dataRequests, eq(dataRequests.id, id));
}

export async function closeDataRequest(
  tx: Executor,
  id: number,
  values: {
    status: Exclude<DataRequestStatus, 'open'>;
    reason: string | null;
    at: Date;
    by: number;
  },
): Promise<void> {
  await tx
    .update(dataRequests)
    .set({ status: values.status, reason: values.reason, closedAt: values.at, closedBy: values.by })
    .where(eq(dataRequests.id, id));
}

const staffItemColumns = {
  request: dataRequests,
  memberName: members.name,
  memberNumber: members.memberNumber,
  companyName: members.companyName,
  applicationId: members.applicationId,
  closedByEmail: staff.email,
};

/** The back office's list: open first, oldest first among the open, newest first after. */
export async function listDataRequests(
  db: Executor,
  query: { status?: DataRequestStatus | undefined; page: number; pageSize: number },
) {
  const where = query.status ? eq(dataRequests.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(staffItemColumns)
      .from(dataRequests)
      .innerJoin(members, eq(members.id, dataRequests.memberId))
      .leftJoin(staff, eq(staff.id, dataRequests.closedBy))
      .where(where)
      .orderBy(
        sql`(${dataRequests.status} = 'open') desc`,
        sql`case when ${dataRequests.status} = 'open' then ${dataRequests.createdAt} end asc`,
        desc(dataRequests.createdAt),
        desc(dataRequests.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(dataRequests).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findStaffDataRequest(db: Executor, id: number) {
  const [row] = await db
    .select(staffItemColumns)
    .from(dataRequests)
    .innerJoin(members, eq(members.id, dataRequests.memberId))
    .leftJoin(staff, eq(staff.id, dataRequests.closedBy))
    .where(and(eq(dataRequests.id, id)));
  return row;
}

export type StaffDataRequestRow = NonNullable<Awaited<ReturnType<typeof findStaffDataRequest>>>;

/**
 * Whether staff changed the member's details after the request was filed (decision 094): the audit
 * row of a details edit comes after the filing's row. Ids, not clocks: both rows are the database's.
 */
export async function isDetailsChangedSince(
  db: Executor,
  memberId: number,
  requestId: number,
): Promise<boolean> {
  const filed = sql`coalesce((select max(id) from audit_log where action = 'data_request.filed'
    and entity = 'data_request' and entity_id = ${String(requestId)}), 0)`;
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'member'),
        eq(auditLog.entityId, String(memberId)),
        eq(auditLog.action, MEMBER_DETAILS_AUDIT_ACTION),
        sql`${auditLog.id} > ${filed}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The audit action of a staff edit of a member's details (staff-members writes it). */
export const MEMBER_DETAILS_AUDIT_ACTION = 'member.details_update';
