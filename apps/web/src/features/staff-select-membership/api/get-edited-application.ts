import { useQuery } from '@tanstack/react-query';
import { ApiError, apiData, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

/** What the staff category picker shows of the application being edited. */
export type EditedApplication = {
  id: number;
  appId: string;
  name: string;
  companyName: string;
  membership: { id: number; name: string } | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** GET /api/getApplication/{id} (a staff token reads any application), read for the picker. */
export async function getEditedApplication(
  id: number,
  signal?: AbortSignal,
): Promise<EditedApplication> {
  const data = await apiData<unknown>(`/getApplication/${id}`, { signal });
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, data);
  }
  const row = data as Record<string, unknown>;
  const membership = row.membership as { id?: unknown; name?: unknown } | null | undefined;
  const membershipId = Number(membership?.id ?? row.membership_id);
  return {
    id,
    appId: text(row.app_id),
    name: text(row.name),
    companyName: text(row.company_name),
    membership:
      Number.isSafeInteger(membershipId) && membershipId > 0 && text(membership?.name) !== ''
        ? { id: membershipId, name: text(membership?.name) }
        : null,
  };
}

export function useEditedApplication(id: number | null) {
  return useQuery({
    queryKey: ['staff-edited-application', id],
    queryFn: ({ signal }) => getEditedApplication(id as number, signal),
    enabled: id !== null,
    // Staff and the applicant may change it meanwhile.
    staleTime: 0,
  });
}
