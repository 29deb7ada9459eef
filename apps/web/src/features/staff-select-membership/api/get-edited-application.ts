import { useQuery } from '@tanstack/react-query';
import { applicationViewSchema } from '@portico/domain/contracts/applications.contract';
import { dataResponse } from '@portico/domain/contracts/common';
import { apiCall } from '../../../app/api-client';
import { freshRecordQuery } from '../../../app/record-query';

/**
 * The part of the application view the picker reads, checked as the contract has it (the rest of
 * the view is the staff form's to read).
 */
const editedApplicationResponse = dataResponse(
  applicationViewSchema.pick({ app_id: true, name: true, company_name: true, membership: true }),
);

/** What the staff category picker shows of the application being edited. */
export type EditedApplication = {
  id: number;
  appId: string;
  name: string;
  companyName: string;
  /** Its category; null while it has none. */
  membership: { id: number; name: string } | null;
};

/** GET /api/getApplication/{id} (a staff token reads any application), read for the picker. */
export async function getEditedApplication(
  id: number,
  signal?: AbortSignal,
): Promise<EditedApplication> {
  const { data } = await apiCall(`/getApplication/${id}`, editedApplicationResponse, { signal });
  return {
    id,
    appId: data.app_id,
    name: data.name,
    companyName: data.company_name,
    membership:
      data.membership.id > 0 && data.membership.name !== ''
        ? { id: data.membership.id, name: data.membership.name }
        : null,
  };
}

export function editedApplicationQuery(id: number | null) {
  // Staff and the applicant may change it meanwhile.
  return freshRecordQuery(['staff-edited-application', id], id, getEditedApplication);
}

export function useEditedApplication(id: number | null) {
  return useQuery(editedApplicationQuery(id));
}
