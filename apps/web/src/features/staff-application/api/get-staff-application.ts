import { useQuery } from '@tanstack/react-query';
import {
  staffApplicationResponse,
  type AuditEntry,
  type ReviewState,
  type StaffApplication,
  type StaffDocument,
} from '@portico/domain/contracts/staff-application.contract';
import { apiCall } from '../../../app/api-client';
import { freshRecordQuery } from '../../../app/record-query';

export type { AuditEntry, ReviewState, StaffApplication, StaffDocument };
export type ReviewDecision = StaffApplication['review']['decisions'][number];

/** GET /api/staff/applications/:id, read for the application page. */
export async function getStaffApplication(
  id: number,
  signal?: AbortSignal,
): Promise<StaffApplication> {
  return (await apiCall(`/staff/applications/${id}`, staffApplicationResponse, { signal })).data;
}

export function staffApplicationKey(id: number | null) {
  return ['staff', 'application', id] as const;
}

export function staffApplicationQuery(id: number | null) {
  return freshRecordQuery(staffApplicationKey(id), id, getStaffApplication);
}

export function useStaffApplication(id: number | null) {
  return useQuery(staffApplicationQuery(id));
}
