// Data request rows as the contract shows them, to the member and to staff.
import type {
  DataRequestItem,
  StaffDataRequestItem,
} from '@portico/domain/contracts/privacy.contract';
import type { DataRequestRow, StaffDataRequestRow } from './data-requests.repository';

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
