import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

/**
 * POST /api/user_clean_update/ignore (no body): the member confirms the documents the association
 * holds are correct; answers the app_id the renewal checkout takes.
 */
export async function confirmDocuments(): Promise<number> {
  // The contract (and zod) load with the call: the page starts without them.
  const { cleanUpdateResponse } = await import('@portico/domain/contracts/members.contract');
  const answer = await apiCall('/user_clean_update/ignore', cleanUpdateResponse, {
    method: 'POST',
  });
  return answer.app_id;
}

export function useConfirmDocuments() {
  return useMutation({ mutationFn: confirmDocuments });
}
