import { useQuery } from '@tanstack/react-query';
import { ApiError, apiData, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

/** Where an upgrade application stands (GET /api/user/application/{id}). */
export type UpgradeStatus = {
  formComplete: boolean;
  reviewComplete: boolean;
  paymentComplete: boolean;
};

function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** GET /api/user/application/{id}: the completion flags of an application. */
export async function getUpgradeStatus(id: number, signal?: AbortSignal): Promise<UpgradeStatus> {
  const data = await apiData<unknown>(`/user/application/${id}`, { signal });
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, data);
  }
  const row = data as Record<string, unknown>;
  return {
    formComplete: flag(row.application_form_completion),
    reviewComplete: flag(row.application_review_completion),
    paymentComplete: flag(row.application_payment_completion),
  };
}

export function useUpgradeStatus(id: number | null) {
  return useQuery({
    queryKey: ['upgrade-status', id],
    queryFn: ({ signal }) => getUpgradeStatus(id as number, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
