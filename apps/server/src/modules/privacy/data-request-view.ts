// Data request rows as the contract shows them, to the member and to staff, and the admins' list.
import type {
  DataRequestItem,
  StaffDataRequestItem,
  StaffDataRequestQuery,
} from '@portico/domain/contracts/privacy.contract';
import type { Executor } from '../../db/client';
import {
  listDataRequests,
  type DataRequestRow,
  type StaffDataRequestRow,
} from './data-requests.repository';

/** GET staff/data-requests: a page of the requests, as the admins' list shows them. */
export async function staffDataRequests(db: Executor, query: StaffDataRequestQuery) {
  const { rows, total } = await listDataRequests(db, query);
  return {
    items: rows.map(staffDataRequestItem),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function dataRequestItem(row: DataRequestRow): DataRequestItem {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    details: row.details,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

export function staffDataRequestItem(row: StaffDataRequestRow): StaffDataRequestItem {
  return {
    ...dataRequestItem(row.request),
    member_id: row.request.memberId,
    member_name: row.memberName,
    member_number: row.memberNumber,
    company_name: row.companyName,
    application_id: row.applicationId,
    closed_by: row.closedByEmail,
  };
}
