import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';
import { freshRecordQuery } from '../../../app/record-query';

/** Where an upgrade application stands (GET /api/user/application/{id}). */
export type UpgradeStatus = {
  formComplete: boolean;
  reviewComplete: boolean;
  paymentComplete: boolean;
};

/** GET /api/user/application/{id}: the completion flags of an application. */
export async function getUpgradeStatus(id: number, signal?: AbortSignal): Promise<UpgradeStatus> {
  // Loaded with the call, not with the first page (see get-memberships.ts).
  const { completionResponse } = await import('@portico/domain/contracts/applications.contract');
  const answer = await apiCall(`/user/application/${id}`, completionResponse, { signal });
  const { data } = answer;
  return {
    formComplete: data.application_form_completion,
    reviewComplete: data.application_review_completion,
    paymentComplete: data.application_payment_completion,
  };
}

export function upgradeStatusQuery(id: number | null) {
  return freshRecordQuery(['upgrade-status', id], id, getUpgradeStatus);
}

export function useUpgradeStatus(id: number | null) {
  return useQuery(upgradeStatusQuery(id));
}
