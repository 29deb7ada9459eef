import { useQuery } from '@tanstack/react-query';
import { ApiError, apiData, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

/** An application as GET /api/getApplication/{id} sends it; read field by field (see application-values.ts). */
export type ApplicationRecord = Readonly<Record<string, unknown>>;

/** GET /api/getApplication/{id}: the application with its plan history, documents, directors and proposers. */
export async function getApplication(id: number, signal?: AbortSignal): Promise<ApplicationRecord> {
  const data = await apiData<unknown>(`/getApplication/${id}`, { signal });
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, data);
  }
  return data as ApplicationRecord;
}

export function applicationQueryKey(id: number | null) {
  return ['application', id] as const;
}

/** The application the form opens with; always fetched afresh (staff may have changed it). */
export function useApplication(id: number | null) {
  return useQuery({
    queryKey: applicationQueryKey(id),
    queryFn: ({ signal }) => getApplication(id as number, signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
