import type { ApplicationView } from '@portico/domain/contracts/applications.contract';
import { apiCall } from '../../../app/api-client';
import { freshRecordQuery } from '../../../app/record-query';

export type { ApplicationView };

// The page imports this file before the form's chunk (react-hook-form, zod) has loaded, and shows
// its heading meanwhile: the contract, and zod with it, come with the call instead of the page.
const applicationAnswer = async () =>
  (await import('@portico/domain/contracts/applications.contract')).applicationResponse;

/** GET /api/getApplication/{id}: the application with its plan history, documents, directors and proposers. */
export async function getApplication(id: number, signal?: AbortSignal): Promise<ApplicationView> {
  const answer = await apiCall(`/getApplication/${id}`, await applicationAnswer(), { signal });
  return answer.data;
}

/** The application the form opens with (none for a null id); always fetched afresh (staff may have changed it). */
export function applicationQuery(id: number | null) {
  return freshRecordQuery(['application', id], id, getApplication, { forget: true });
}
